/**
 * The data behind the contests screens: contest data, filters, the player's stats (joined banner)
 * and sets (saved S{n} from the server plus the set being made on this device).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ContestData, ContestFilters, UserStats } from '../../../core/api/contests';
import type { ApiFailure } from '../../lib/http';
import { getUserId } from '../../lib/session';
import { workingDraft } from '../picks';
import { loadContestData, loadContestFilters, loadMySets, loadUserStats } from './api';
import type { SetChoice } from './components/JoinSheet';
import type { ReloadTarget } from './machines/joinEffects';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: ApiFailure };

async function loadSetChoices(challengeId: number): Promise<SetChoice[]> {
  const res = await loadMySets(challengeId);
  const saved: SetChoice[] = res.ok
    ? res.data.sets.map((s) => ({ draftNum: s.draft_num, picksMade: s.picks_made, picksRequired: s.picks_required, complete: s.complete }))
    : [];
  const userId = getUserId();
  // a set started on /choosePicks and not saved: offered so the player learns it must be finished first
  const draft = userId ? await workingDraft(userId, challengeId, null).catch(() => undefined) : undefined;
  const picks = draft ? Object.values(draft.answers).filter((a) => a.answer !== null).length : 0;
  if (draft && picks > 0) saved.push({ draftNum: null, picksMade: picks, picksRequired: saved[0]?.picksRequired ?? null, complete: false });
  return saved;
}

export function useContests(challengeId: number) {
  const [data, setData] = useState<LoadState<ContestData>>({ status: 'loading' });
  const [filters, setFilters] = useState<ContestFilters | null>(null);
  const [stats, setStats] = useState<UserStats | null>(null);
  const [sets, setSets] = useState<SetChoice[]>([]);

  const reloadContests = useCallback(async () => {
    const res = await loadContestData(challengeId);
    if (res.ok) setData({ status: 'ready', value: res.data });
    else setData((d) => (d.status === 'ready' ? d : { status: 'error', error: res.error }));
  }, [challengeId]);
  const reloadStats = useCallback(async () => {
    const res = await loadUserStats();
    if (res.ok) setStats(res.data);
  }, []);
  const reloadSets = useCallback(async () => setSets(await loadSetChoices(challengeId)), [challengeId]);

  useEffect(() => {
    setData({ status: 'loading' });
    void reloadContests();
    void reloadStats();
    void reloadSets();
    void loadContestFilters(challengeId).then((r) => r.ok && setFilters(r.data));
  }, [challengeId, reloadContests, reloadStats, reloadSets]);

  const reload = useCallback(
    (targets: readonly ReloadTarget[]) => {
      if (targets.includes('contests')) {
        void reloadContests();
        void reloadSets();
      }
      if (targets.includes('userStats')) void reloadStats();
    },
    [reloadContests, reloadSets, reloadStats],
  );

  return { data, filters, stats, sets, reload, retry: reloadContests };
}
