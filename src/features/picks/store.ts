/**
 * Pick sets on the device (Dexie v2 pickDrafts) and their trip through the outbox: the shared lifecycle of
 * src/lib/outbox/deviceDrafts.ts, where a saved set is ONE answerInBulk item (the whole set) and MATCH_LOCKED on a
 * refused one opens the time-up modal. Below: the set slot (S{n}) and how the device's sets merge with the server's.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { AnswerInBulkBody, PickSetSummary } from '../../../core/api/picks';
import { answerInBulkPath } from '../../../core/api/paths';
import { db as appDb, type PickDraft, type PickxiDb } from '../../lib/db';
import { deviceDrafts, outboxReply } from '../../lib/outbox';

/** The outbox kind of a saved pick set. */
export const SAVE_SET_KIND = 'picks.saveSet';

export type NewDraft = Pick<PickDraft, 'userId' | 'challengeId' | 'draftNum' | 'answers' | 'powerups' | 'revealedPolls' | 'polls' | 'room_id'>;

const sets = deviceDrafts<PickDraft>({
  kind: SAVE_SET_KIND,
  table: (db) => db.pickDrafts,
  slotOf: (d) => d.draftNum,
  synced: (draft, item) => {
    const r = outboxReply(item);
    const draftNum = typeof r?.draft_num === 'number' ? r.draft_num : draft.draftNum;
    return { ...draft, state: 'synced', draftNum, created: typeof r?.draft_num === 'number' ? r.created !== false : draft.draftNum === null, error: null };
  },
});

export const {
  draftsOf,
  working: workingDraft,
  putWorking: putWorkingDraft,
  applySettled,
  reconcile: reconcileDrafts,
  remove: deleteDraft,
  pruneSynced,
  useOutcomes: useSetOutcomes,
} = sets;

/** Saves a complete set as ONE answerInBulk item (the whole set) whose id is its Idempotency-Key. */
export function saveSet(input: NewDraft, body: AnswerInBulkBody, now: number, deps: { db?: PickxiDb; newId?: () => string } = {}): Promise<PickDraft> {
  return sets.save(input, { method: answerInBulkPath.method as 'POST', path: answerInBulkPath.path, body }, now, deps);
}

/** One row of the player's sets list: server sets merged with this device's waiting / rejected ones. */
export interface SetRow {
  key: string;
  /** S{n}, or null while the server has not numbered a new set yet */
  draftNum: number | null;
  status: 'saved' | 'waiting' | 'rejected';
  picksMade: number | null;
  powerupsApplied: number | null;
  /** the local draft behind a waiting / rejected / just-synced row */
  localId: string | null;
}

/**
 * Merges the server's sets with the device's drafts: a waiting edit of S{n} shows on S{n}; a waiting new set
 * is listed with its number pending; rejected ones stay listed as not submitted; a synced one shows as saved
 * until the server list includes it. Ordered by number, pending and rejected ones last.
 */
export function mergeSets(server: readonly PickSetSummary[], drafts: readonly PickDraft[]): SetRow[] {
  const rows = new Map<string, SetRow>();
  for (const s of server) {
    rows.set(`S${s.draft_num}`, { key: `S${s.draft_num}`, draftNum: s.draft_num, status: 'saved', picksMade: s.picks_made, powerupsApplied: s.powerups_applied, localId: null });
  }
  const extra: SetRow[] = [];
  for (const d of drafts) {
    if (d.state === 'draft') continue;
    const picksMade = Object.values(d.answers).filter((p) => p.answer !== null).length;
    const powerupsApplied = Object.values(d.answers).reduce((n, p) => n + p.powerups.length, 0);
    const row: SetRow = {
      key: d.draftNum !== null && d.state !== 'rejected' ? `S${d.draftNum}` : `local:${d.id}`,
      draftNum: d.draftNum,
      status: d.state === 'synced' ? 'saved' : d.state,
      picksMade,
      powerupsApplied,
      localId: d.id,
    };
    if (d.state === 'synced' && d.draftNum !== null && rows.has(row.key)) continue;
    if (row.key.startsWith('S')) rows.set(row.key, row);
    else extra.push(row);
  }
  const numbered = [...rows.values()].sort((a, b) => (a.draftNum ?? 0) - (b.draftNum ?? 0));
  return [...numbered, ...extra.filter((r) => r.status === 'waiting'), ...extra.filter((r) => r.status === 'rejected')];
}

/** Live merged list for the screens (undefined while IndexedDB is read). */
export function useSetRows(userId: string | null, challengeId: number): SetRow[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return [];
    const [cache, drafts] = await Promise.all([appDb.mySetsCache.get(challengeId), draftsOf(userId, challengeId)]);
    return mergeSets(cache && cache.userId === userId ? cache.sets : [], drafts);
  }, [userId, challengeId]);
}
