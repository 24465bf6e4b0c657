import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MatchCentreData } from '../../../core/api/matches';
import type { MatchStatusDto } from '../../../core/api/results';
import { matchTopic } from '../../../core/api/live';
import { useLive, type LiveEvent, type LiveState } from '../../lib/live';
import { serverNow } from '../../lib/serverTime';
import { LIVE_POLL_MS, useLoaded, type LoadState } from '../../lib/useLoaded';
import { loadMatchCentre } from './api';
import { appendEvents, EMPTY_PATCH, eventRows, isOver, withLive, type LivePatch } from './live';

export interface MatchCentreState {
  /** the read as loaded (for the loading / offline / last-updated marks) */
  loaded: LoadState<MatchCentreData>;
  /** the read with the live stream's news over it; null until something is loaded */
  data: MatchCentreData | null;
  live: LiveState;
  reload: () => void;
}

/**
 * One match's centre: read once (the device copy when offline), then followed on the live stream from the read's
 * live_id. While the stream is open the screen asks the server nothing (ADR 017: the stream says everything); while
 * it is not, and the match is not over, it reads again every LIVE_POLL_MS. A `reset` (the log lost our place) reads
 * again at once.
 */
export function useMatchCentre(matchId: number): MatchCentreState {
  const [loaded, reload] = useLoaded(() => loadMatchCentre(matchId), String(matchId));
  const [patch, setPatch] = useState<LivePatch>(EMPTY_PATCH);
  // a new match starts from nothing the stream said about another one
  useEffect(() => setPatch(EMPTY_PATCH), [matchId]);

  const base = loaded.source === 'server' || loaded.source === 'cache' ? loaded : null;
  const data = useMemo(() => (base ? withLive(base.value, base.fetchedAt, patch) : null), [base, patch]);
  // the stream handler reads what is held now, not what was held when it was created
  const held = useRef(data);
  held.current = data;

  const onEvent = useCallback(
    (e: LiveEvent) => {
      if (e.event === 'reset') {
        reload();
        return;
      }
      if (e.event === 'events') {
        const rows = eventRows(e.data);
        setPatch((p) => appendEvents(p, held.current?.events ?? [], rows));
        return;
      }
      if (e.event === 'status' && typeof e.data.status === 'string') {
        const status = e.data.status as MatchStatusDto;
        const score = (e.data.score ?? null) as MatchCentreData['score'];
        setPatch((p) => ({ ...p, status: { at: serverNow(), status, score } }));
      }
    },
    [reload],
  );
  const topics = useMemo(() => [matchTopic(matchId)], [matchId]);
  const live = useLive(topics, base ? base.value.live_id : null, onEvent);

  const polling = data !== null && live !== 'open' && !isOver(data.status);
  useEffect(() => {
    if (!polling) return undefined;
    const id = setInterval(reload, LIVE_POLL_MS);
    return () => clearInterval(id);
  }, [polling, reload]);

  return { loaded, data, live, reload };
}
