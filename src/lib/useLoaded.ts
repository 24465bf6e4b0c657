import { useCallback, useEffect, useRef, useState } from 'react';
import type { Loaded } from './cachedRead';

/**
 * The loading side of a read-only live screen (my matches, results, the match centre): moved here from the results
 * feature so a feature can use it without importing results' public entry statically, which the home route loads.
 */

export type LoadState<T> = { source: 'loading' } | Loaded<T>;

/** Live screens (contestDetailsInPlay, the match centre without its live stream) refresh this often. */
export const LIVE_POLL_MS = 10_000;

/**
 * Runs `load` when `key` changes (and again every `pollMs` while mounted, for live screens), keeping the last
 * good value on screen while a refresh is in flight. `reload()` runs it now.
 */
export function useLoaded<T>(load: (() => Promise<Loaded<T>>) | null, key: string, pollMs?: number): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ source: 'loading' });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  // `load` is a new closure every render; `key` says when it asks for something else.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const run = loadRef.current;
    if (!run) return;
    let live = true;
    void run().then((r) => {
      // a failed refresh never replaces what is already shown
      if (live) setState((prev) => (r.source === 'none' && 'value' in prev ? prev : r));
    });
    return () => {
      live = false;
    };
  }, [key, tick]);

  useEffect(() => {
    if (!pollMs) return;
    const id = setInterval(reload, pollMs);
    return () => clearInterval(id);
  }, [pollMs, reload]);

  return [state, reload];
}

/** A positive 32-bit id from the query string, or null. */
export function idParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2 ** 31 - 1 ? n : null;
}
