/**
 * Small pure text helpers shared by every screen (names, countdowns).
 * No DOM, no i18n: callers localize the parts.
 */

import { hasStarted } from './rules/challenges';

/** Challenge card names longer than 34 characters are cut to 34 plus two dots (docs/product.md §2, §9). */
export const NAME_CUT_LENGTH = 34;

export function cutName(name: string, max = NAME_CUT_LENGTH): string {
  // Array.from counts code points, so a Devanagari or emoji name is not split mid-character.
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}..` : name;
}

export const DAY_MS = 86_400_000;

export type Countdown =
  /** more than a day away: show whole days */
  | { kind: 'days'; days: number }
  /** within a day: hh:mm:ss */
  | { kind: 'clock'; text: string }
  /** the start time has passed */
  | { kind: 'started'; text: '00:00:00' };

const two = (n: number) => String(n).padStart(2, '0');

/** Countdown to `startMs` as seen at `nowMs` (both server-clock epoch ms). */
export function countdown(startMs: number, nowMs: number): Countdown {
  if (hasStarted(startMs, nowMs)) return { kind: 'started', text: '00:00:00' };
  const left = startMs - nowMs;
  if (left > DAY_MS) return { kind: 'days', days: Math.floor(left / DAY_MS) };
  const totalSeconds = Math.floor(left / 1000);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return { kind: 'clock', text: `${two(h)}:${two(m)}:${two(s)}` };
}

export const MINUTE_MS = 60_000;

export type TimeLeft =
  /** an hour or more away: whole hours and the minutes past them */
  | { kind: 'hours'; hours: number; minutes: number }
  /** under an hour away: minutes only */
  | { kind: 'minutes'; minutes: number }
  /** the time has passed */
  | { kind: 'passed' };

/**
 * Time left until `dueMs` as seen at `nowMs` (both server-clock epoch ms), in whole minutes rounded up, so a
 * countdown never shows 0 m while time is left: "1 h 12 m", "12 m" (callers localize the units).
 */
export function timeLeft(dueMs: number, nowMs: number): TimeLeft {
  const left = dueMs - nowMs;
  if (left <= 0) return { kind: 'passed' };
  const totalMinutes = Math.ceil(left / MINUTE_MS);
  if (totalMinutes < 60) return { kind: 'minutes', minutes: totalMinutes };
  return { kind: 'hours', hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
