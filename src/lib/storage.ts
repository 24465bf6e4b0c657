/**
 * A write refused because the origin's storage quota is used up. IndexedDB raises a DOMException named
 * QuotaExceededError; Dexie wraps it in a DexieError of the same name (the original in `inner`).
 */
export function isQuotaExceeded(error: unknown): boolean {
  const e = error as { name?: unknown; inner?: { name?: unknown } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
}
