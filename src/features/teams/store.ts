/**
 * Draft teams on the device (Dexie v4 teamDrafts) and their trip through the outbox — the pick-set store's twin
 * (src/features/picks/store.ts).
 *
 *   draft ──saveTeamDraft──► waiting ──outbox done──► synced (server T{n} and team_id, 'created'/'edited' snackbar)
 *                               └────outbox rejected─► rejected (kept, "not submitted"; TEAM_MATCH_LIVE → time-up modal)
 *
 * A saved team is ONE outbox item (saveTeam) whose id is its Idempotency-Key, so a team saved offline is created
 * exactly once on reconnect, and a refusal is final (the outbox never retries a 4xx). The outcome is applied by the
 * settled listener while the app is open and again by reconcileTeams() from the stored item when a team screen
 * opens (the service worker may have sent it with the app closed).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { TeamDto, TeamInput } from '../../../core/api/teams';
import { saveTeamPath } from '../../../core/api/paths';
import { db as appDb, type OutboxItem, type PickxiDb, type TeamDraft } from '../../lib/db';
import { enqueue, onOutboxSettled } from '../../lib/outbox';
import { uuidv7 } from '../../lib/outbox/uuid';
import { randomUuid } from '../../lib/session';

/** The outbox kind of a saved team. */
export const SAVE_TEAM_KIND = 'teams.saveTeam';

export type NewTeamDraft = Pick<TeamDraft, 'userId' | 'challengeId' | 'teamId' | 'draftNum' | 'players' | 'captain' | 'viceCaptain'>;

/** The saveTeam request of spec §7 (V1_F2P_GAME_DRAFT_SAVE_TEAM): query challenge_id, match_id 0 (§9), team_id. */
export function saveTeamRequestPath(challengeId: number, teamId: number | null): string {
  return `${saveTeamPath.path}?challenge_id=${challengeId}&match_id=0&team_id=${teamId ?? 0}`;
}

const sameTeamSlot = (d: TeamDraft, userId: string, challengeId: number, teamId: number | null) =>
  d.userId === userId && d.challengeId === challengeId && d.teamId === teamId;

/** Every draft team of a user in a challenge, oldest first. */
export async function teamDraftsOf(userId: string, challengeId: number, db: PickxiDb = appDb): Promise<TeamDraft[]> {
  const all = await db.teamDrafts.where('[userId+challengeId]').equals([userId, challengeId]).toArray();
  return all.sort((a, b) => a.updatedAt - b.updatedAt || (a.id < b.id ? -1 : 1));
}

/** The team being built (teamId null) or edited (a saved team's id) on this device, if any. */
export async function workingTeam(userId: string, challengeId: number, teamId: number | null, db: PickxiDb = appDb): Promise<TeamDraft | undefined> {
  return (await teamDraftsOf(userId, challengeId, db)).find((d) => d.state === 'draft' && sameTeamSlot(d, userId, challengeId, teamId));
}

/** Writes the team being built / edited after each change, so a reload (or a lost tab) keeps it. */
export async function putWorkingTeam(input: NewTeamDraft, now: number, db: PickxiDb = appDb): Promise<TeamDraft> {
  return db.transaction('rw', db.teamDrafts, async () => {
    const existing = await workingTeam(input.userId, input.challengeId, input.teamId, db);
    const draft: TeamDraft = {
      id: existing?.id ?? randomUuid(),
      ...input,
      state: 'draft',
      outboxId: null,
      announced: false,
      created: null,
      error: null,
      updatedAt: now,
    };
    await db.teamDrafts.put(draft);
    return draft;
  });
}

/** Throws away the team being built / edited ('clear', or leaving an edit). */
export async function discardWorkingTeam(userId: string, challengeId: number, teamId: number | null, db: PickxiDb = appDb): Promise<void> {
  const d = await workingTeam(userId, challengeId, teamId, db);
  if (d) await db.teamDrafts.delete(d.id);
}

/** The body of saveTeam (core/api/teams.ts teamInputSchema). */
export function teamInput(draft: Pick<TeamDraft, 'players' | 'captain' | 'viceCaptain'>): { team: TeamInput } {
  return { team: { players: [...draft.players], captain: draft.captain ?? '', vice_captain: draft.viceCaptain ?? '' } };
}

/**
 * Saves a complete team: the draft becomes 'waiting' with the outbox id it is sent under, then the team is queued
 * as ONE saveTeam item carrying that id as its Idempotency-Key. Marked first so a waiting team is never without
 * its key; reconcileTeams() repairs a crash between the two.
 */
export async function saveTeamDraft(input: NewTeamDraft, now: number, deps: { db?: PickxiDb; newId?: () => string } = {}): Promise<TeamDraft> {
  const db = deps.db ?? appDb;
  const outboxId = (deps.newId ?? uuidv7)();
  const existing = await workingTeam(input.userId, input.challengeId, input.teamId, db);
  const draft: TeamDraft = {
    id: existing?.id ?? randomUuid(),
    ...input,
    state: 'waiting',
    outboxId,
    announced: false,
    created: null,
    error: null,
    updatedAt: now,
  };
  await db.teamDrafts.put(draft);
  await enqueue(
    { kind: SAVE_TEAM_KIND, method: saveTeamPath.method as 'POST', path: saveTeamRequestPath(input.challengeId, input.teamId), body: teamInput(input), userId: input.userId },
    { db, now: () => now, newId: () => outboxId },
  );
  return draft;
}

/** The saveTeam reply inside a done item (the envelope or its data, depending on the sender). */
function savedResult(item: OutboxItem): { team_id: number; team_draft_number: number } | null {
  const r = item.result as { team_id?: unknown; team_draft_number?: unknown; data?: { team_id?: unknown; team_draft_number?: unknown } } | undefined;
  const d = r && typeof r === 'object' && r.data && typeof r.data === 'object' ? r.data : r;
  if (!d || typeof d.team_id !== 'number' || typeof d.team_draft_number !== 'number') return null;
  return { team_id: d.team_id, team_draft_number: d.team_draft_number };
}

/**
 * Applies a settled outbox item to its draft: done → synced with the server's team id and T{n}; rejected →
 * rejected with the error (kept on the device, not submitted, never retried).
 */
export async function applySettledTeam(item: OutboxItem, db: PickxiDb = appDb): Promise<TeamDraft | null> {
  if (item.kind !== SAVE_TEAM_KIND) return null;
  return db.transaction('rw', db.teamDrafts, async () => {
    const draft = await db.teamDrafts.where('outboxId').equals(item.id).first();
    if (!draft || draft.state !== 'waiting') return null;
    let next: TeamDraft;
    if (item.state === 'done') {
      const r = savedResult(item);
      next = { ...draft, state: 'synced', teamId: r?.team_id ?? draft.teamId, draftNum: r?.team_draft_number ?? draft.draftNum, created: draft.teamId === null, error: null };
    } else if (item.state === 'rejected') {
      next = { ...draft, state: 'rejected', error: item.error ?? { code: 'UNKNOWN', message: '' } };
    } else {
      return null;
    }
    await db.teamDrafts.put(next);
    return next;
  });
}

/** Brings waiting teams up to date with the outbox: settled items applied; a lost item puts the team back to draft. */
export async function reconcileTeams(userId: string, db: PickxiDb = appDb): Promise<void> {
  const waiting = await db.teamDrafts.where('state').equals('waiting').filter((d) => d.userId === userId).toArray();
  for (const d of waiting) {
    const item = d.outboxId ? await db.outbox.get(d.outboxId) : undefined;
    if (!item) await db.teamDrafts.update(d.id, { state: 'draft', outboxId: null });
    else if (item.state === 'done' || item.state === 'rejected') await applySettledTeam(item, db);
  }
}

export async function markTeamAnnounced(id: string, db: PickxiDb = appDb): Promise<void> {
  await db.teamDrafts.update(id, { announced: true });
}

export async function deleteTeamDraft(id: string, db: PickxiDb = appDb): Promise<void> {
  await db.teamDrafts.delete(id);
}

/** Synced teams the server list now holds (and the player was told about) are no longer needed on the device. */
export async function pruneSyncedTeams(userId: string, challengeId: number, serverTeams: readonly TeamDto[], db: PickxiDb = appDb): Promise<void> {
  const known = new Set(serverTeams.map((t) => t.team_id));
  const drafts = await teamDraftsOf(userId, challengeId, db);
  const gone = drafts.filter((d) => d.state === 'synced' && d.announced && d.teamId !== null && known.has(d.teamId)).map((d) => d.id);
  if (gone.length > 0) await db.teamDrafts.bulkDelete(gone);
}

let listening: (() => void) | null = null;
/** Starts applying settled save-team items as they happen (idempotent; team screens call it). */
export function listenForSettledTeams(db: PickxiDb = appDb): () => void {
  listening ??= onOutboxSettled(SAVE_TEAM_KIND, (item) => void applySettledTeam(item, db));
  return listening;
}

/** One of the player's teams as the screens list it: server teams merged with this device's waiting / refused ones. */
export interface TeamRow {
  key: string;
  /** the server's team id; null for a new team not synced yet */
  teamId: number | null;
  /** T{n}, or null while the server has not numbered a new team */
  draftNum: number | null;
  status: 'saved' | 'waiting' | 'rejected';
  players: string[];
  captain: string | null;
  viceCaptain: string | null;
  /** the local draft behind a waiting / rejected / just-synced row */
  localId: string | null;
  /** a refused team's error */
  error: TeamDraft['error'];
}

/**
 * Merges the server's teams with the device's: a waiting edit of T{n} shows on T{n} with its new players; a waiting
 * new team is listed with its number pending; refused ones stay listed as not submitted; a synced one shows as
 * saved until the server list includes it. Ordered by number, pending and refused ones last.
 */
export function mergeTeams(server: readonly TeamDto[], drafts: readonly TeamDraft[]): TeamRow[] {
  const rows = new Map<string, TeamRow>();
  for (const t of server) {
    rows.set(`T${t.team_draft_number}`, {
      key: `T${t.team_draft_number}`,
      teamId: t.team_id,
      draftNum: t.team_draft_number,
      status: 'saved',
      players: t.players.map((p) => p.player_id),
      captain: t.captain,
      viceCaptain: t.vice_captain,
      localId: null,
      error: null,
    });
  }
  const extra: TeamRow[] = [];
  for (const d of drafts) {
    if (d.state === 'draft') continue;
    const numbered = d.draftNum !== null && d.state !== 'rejected';
    const row: TeamRow = {
      key: numbered ? `T${d.draftNum}` : `local:${d.id}`,
      teamId: d.teamId,
      draftNum: d.draftNum,
      status: d.state === 'synced' ? 'saved' : d.state,
      players: d.players,
      captain: d.captain,
      viceCaptain: d.viceCaptain,
      localId: d.id,
      error: d.error,
    };
    if (d.state === 'synced' && rows.has(row.key)) continue;
    if (numbered) rows.set(row.key, row);
    else extra.push(row);
  }
  const sorted = [...rows.values()].sort((a, b) => (a.draftNum ?? 0) - (b.draftNum ?? 0));
  return [...sorted, ...extra.filter((r) => r.status === 'waiting'), ...extra.filter((r) => r.status === 'rejected')];
}

/** Live merged list for the screens (undefined while IndexedDB is read). */
export function useTeamRows(userId: string | null, challengeId: number): TeamRow[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return [];
    const [cache, drafts] = await Promise.all([appDb.teamsCache.get(`${userId}:${challengeId}`), teamDraftsOf(userId, challengeId)]);
    return mergeTeams(cache?.teams ?? [], drafts);
  }, [userId, challengeId]);
}

/** Teams whose outcome the player has not been told yet (snackbar / time-up modal). */
export function useUnannouncedTeams(userId: string | null): TeamDraft[] {
  return (
    useLiveQuery(async () => {
      if (!userId) return [];
      return appDb.teamDrafts
        .where('state')
        .anyOf('synced', 'rejected')
        .filter((d) => d.userId === userId && !d.announced)
        .toArray();
    }, [userId]) ?? []
  );
}
