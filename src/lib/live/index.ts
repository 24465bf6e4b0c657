import { useEffect, useRef, useState } from 'react';
import { api } from '../http';
import { LiveStream, type LiveEvent, type LiveState } from './stream';

export type { LiveEvent, LiveState } from './stream';
export { LiveStream } from './stream';

let shared: LiveStream | null = null;

/** The page's one stream (created on first use). */
export function liveStream(): LiveStream {
  shared ??= new LiveStream({ client: api });
  return shared;
}

/**
 * Follows `topics` on the page's live stream from change `afterId` (the live_id the screen's data came with; null:
 * not loaded yet, so nothing is followed) and returns the stream's state: a screen polls while it is not 'open'.
 * `onEvent` may change between renders; the latest one is called.
 */
export function useLive(topics: readonly string[], afterId: number | null, onEvent: (e: LiveEvent) => void): LiveState {
  const stream = liveStream();
  const [state, setState] = useState<LiveState>(stream.state);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const key = topics.join(',');
  useEffect(() => stream.onState(setState), [stream]);
  useEffect(() => {
    if (afterId === null || !key) return undefined;
    return stream.subscribe(key.split(','), afterId, (e) => handler.current(e));
  }, [stream, key, afterId]);
  return state;
}
