/**
 * Pick sets on the device (Dexie v2 pickDrafts) and their trip through the outbox.
 *
 *   draft ──saveSet──► waiting ──outbox done──► synced (server draft_num, 'created'/'edited' snackbar)
 *                         └────outbox rejected─► rejected (kept, "not submitted"; MATCH_LOCKED → time-up modal)
 *
 * A saved set is ONE outbox item (answerInBulk, the whole set) whose id is the Idempotency-Key, so a
 * set saved offline is created exactly once on reconnect, and a refusal is final (the outbox never
 * retries a 4xx). The outcome is applied twice over for safety: by the settled listener while the app
 * is open, and by reconcileDrafts() from the stored outbox item when a picks screen opens (the drain
 * may have happened before this module was loaded, or in another tab).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { AnswerInBulkBody, PickSetSummary } from '../../../core/api/picks';
import { answerInBulkPath } from '../../../core/api/paths';
import { db as appDb, type OutboxItem, type PickDraft, type PickxiDb } from '../../lib/db';
import { enqueue, onOutboxSettled } from '../../lib/outbox';
import { uuidv7 } from '../../lib/outbox/uuid';
import { randomUuid } from '../../lib/session';

/** The outbox kind of a saved pick set. */
export const SAVE_SET_KIND = 'picks.saveSet';

export type NewDraft = Pick<PickDraft, 'userId' | 'challengeId' | 'draftNum' | 'answers' | 'powerups' | 'revealedPolls' | 'polls' | 'room_id'>;

const sameSet = (d: PickDraft, userId: string, challengeId: number, draftNum: number | null) =>
  d.userId === userId && d.challengeId === challengeId && d.draftNum === draftNum;

/** Every draft of a user in a challenge, oldest first. */
export async function draftsOf(userId: string, challengeId: number, db: PickxiDb = appDb): Promise<PickDraft[]> {
  const all = await db.pickDrafts.where('[userId+challengeId]').equals([userId, challengeId]).toArray();
  return all.sort((a, b) => a.updatedAt - b.updatedAt || (a.id < b.id ? -1 : 1));
}

/** The set being made (draftNum null) or edited (S{n}) on this device, if any. */
export async function workingDraft(userId: string, challengeId: number, draftNum: number | null, db: PickxiDb = appDb): Promise<PickDraft | undefined> {
  return (await draftsOf(userId, challengeId, db)).find((d) => d.state === 'draft' && sameSet(d, userId, challengeId, draftNum));
}

/** Writes the set being made / edited after each change, so a reload (or a crash) keeps the picks. */
export async function putWorkingDraft(input: NewDraft, now: number, db: PickxiDb = appDb): Promise<PickDraft> {
  return db.transaction('rw', db.pickDrafts, async () => {
    const existing = await workingDraft(input.userId, input.challengeId, input.draftNum, db);
    const draft: PickDraft = {
      id: existing?.id ?? randomUuid(),
      ...input,
      state: 'draft',
      outboxId: null,
      announced: false,
      created: null,
      error: null,
      updatedAt: now,
    };
    await db.pickDrafts.put(draft);
    return draft;
  });
}

/** Throws away the set being made / edited (after a save, or 'start over'). */
export async function discardWorkingDraft(userId: string, challengeId: number, draftNum: number | null, db: PickxiDb = appDb): Promise<void> {
  const d = await workingDraft(userId, challengeId, draftNum, db);
  if (d) await db.pickDrafts.delete(d.id);
}

/**
 * Saves a complete set: the draft becomes 'waiting' with the outbox id it is sent under, then the whole
 * set is queued as ONE answerInBulk item carrying that id as its Idempotency-Key. The draft is marked
 * first so a waiting set is never without its key; reconcileDrafts() repairs a crash between the two.
 */
export async function saveSet(input: NewDraft, body: AnswerInBulkBody, now: number, deps: { db?: PickxiDb; newId?: () => string } = {}): Promise<PickDraft> {
  const db = deps.db ?? appDb;
  const outboxId = (deps.newId ?? uuidv7)();
  const existing = await workingDraft(input.userId, input.challengeId, input.draftNum, db);
  const draft: PickDraft = {
    id: existing?.id ?? randomUuid(),
    ...input,
    state: 'waiting',
    outboxId,
    announced: false,
    created: null,
    error: null,
    updatedAt: now,
  };
  await db.pickDrafts.put(draft);
  await enqueue(
    { kind: SAVE_SET_KIND, method: answerInBulkPath.method as 'POST', path: answerInBulkPath.path, body, userId: input.userId },
    { db, now: () => now, newId: () => outboxId },
  );
  return draft;
}

function bulkResult(item: OutboxItem): { draft_num: number; created: boolean } | null {
  const r = item.result as { draft_num?: unknown; created?: unknown; data?: { draft_num?: unknown; created?: unknown } } | undefined;
  // item.result is the envelope's data or the envelope itself, depending on the sender: accept both
  const d = r && typeof r === 'object' && r.data && typeof r.data === 'object' ? r.data : r;
  if (!d || typeof d.draft_num !== 'number') return null;
  return { draft_num: d.draft_num, created: d.created !== false };
}

/**
 * Applies a settled outbox item to its draft: done → synced with the server's set number; rejected →
 * rejected with the error (kept on the device, not submitted, never retried). Returns the updated draft.
 */
export async function applySettled(item: OutboxItem, db: PickxiDb = appDb): Promise<PickDraft | null> {
  if (item.kind !== SAVE_SET_KIND) return null;
  return db.transaction('rw', db.pickDrafts, async () => {
    const draft = await db.pickDrafts.where('outboxId').equals(item.id).first();
    if (!draft || draft.state !== 'waiting') return null;
    let next: PickDraft;
    if (item.state === 'done') {
      const r = bulkResult(item);
      next = { ...draft, state: 'synced', draftNum: r?.draft_num ?? draft.draftNum, created: r?.created ?? draft.draftNum === null, error: null };
    } else if (item.state === 'rejected') {
      next = { ...draft, state: 'rejected', error: item.error ?? { code: 'UNKNOWN', message: '' } };
    } else {
      return null;
    }
    await db.pickDrafts.put(next);
    return next;
  });
}

/**
 * Brings waiting drafts up to date with the outbox table: settled items are applied; a waiting draft whose
 * item is gone (crash between marking and queueing) goes back to 'draft' so the player can save it again.
 */
export async function reconcileDrafts(userId: string, db: PickxiDb = appDb): Promise<void> {
  const waiting = await db.pickDrafts.where('state').equals('waiting').filter((d) => d.userId === userId).toArray();
  for (const d of waiting) {
    const item = d.outboxId ? await db.outbox.get(d.outboxId) : undefined;
    if (!item) await db.pickDrafts.update(d.id, { state: 'draft', outboxId: null });
    else if (item.state === 'done' || item.state === 'rejected') await applySettled(item, db);
  }
}

export async function markAnnounced(id: string, db: PickxiDb = appDb): Promise<void> {
  await db.pickDrafts.update(id, { announced: true });
}

export async function deleteDraft(id: string, db: PickxiDb = appDb): Promise<void> {
  await db.pickDrafts.delete(id);
}

/** Synced drafts the server list now holds are no longer needed on the device. */
export async function pruneSynced(userId: string, challengeId: number, serverDraftNums: readonly number[], db: PickxiDb = appDb): Promise<void> {
  const known = new Set(serverDraftNums);
  const drafts = await draftsOf(userId, challengeId, db);
  const gone = drafts.filter((d) => d.state === 'synced' && d.announced && d.draftNum !== null && known.has(d.draftNum)).map((d) => d.id);
  if (gone.length > 0) await db.pickDrafts.bulkDelete(gone);
}

let listening: (() => void) | null = null;
/** Starts applying settled save-set items as they happen (idempotent; picks screens call it). */
export function listenForSettledSets(db: PickxiDb = appDb): () => void {
  listening ??= onOutboxSettled(SAVE_SET_KIND, (item) => void applySettled(item, db));
  return listening;
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

/** Drafts whose outcome the player has not seen yet (snackbar / time-up modal). */
export function useUnannounced(userId: string | null): PickDraft[] {
  return (
    useLiveQuery(async () => {
      if (!userId) return [];
      return appDb.pickDrafts
        .where('state')
        .anyOf('synced', 'rejected')
        .filter((d) => d.userId === userId && !d.announced)
        .toArray();
    }, [userId]) ?? []
  );
}
