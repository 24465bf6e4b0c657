/** A lap time in ms as timing screens write it: 83456 → "1:23.456". */
export function lapTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = (ms % 60_000) / 1000;
  return `${minutes}:${seconds.toFixed(3).padStart(6, '0')}`;
}
