/**
 * Draft teams on the device (Dexie v4 teamDrafts) and their trip through the outbox: the shared lifecycle of
 * src/lib/outbox/deviceDrafts.ts, where a saved team is ONE saveTeam item and TEAM_MATCH_LIVE on a refused one opens
 * the time-up modal. A synced new team gets the server's team id and T{n}. Below: how the device's teams merge with
 * the server's.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { TeamDto, TeamInput } from '../../../core/api/teams';
import { saveTeamPath } from '../../../core/api/paths';
import { db as appDb, type PickxiDb, type TeamDraft } from '../../lib/db';
import { deviceDrafts, outboxReply } from '../../lib/outbox';

/** The outbox kind of a saved team. */
export const SAVE_TEAM_KIND = 'teams.saveTeam';

export type NewTeamDraft = Pick<TeamDraft, 'userId' | 'challengeId' | 'teamId' | 'draftNum' | 'players' | 'captain' | 'viceCaptain'>;

/** The saveTeam request of docs/product.md §7 (V1_F2P_GAME_DRAFT_SAVE_TEAM): query challenge_id, match_id 0 (§9), team_id. */
export function saveTeamRequestPath(challengeId: number, teamId: number | null): string {
  return `${saveTeamPath.path}?challenge_id=${challengeId}&match_id=0&team_id=${teamId ?? 0}`;
}

const teams = deviceDrafts<TeamDraft>({
  kind: SAVE_TEAM_KIND,
  table: (db) => db.teamDrafts,
  slotOf: (d) => d.teamId,
  synced: (draft, item) => {
    const r = outboxReply(item);
    const numbered = typeof r?.team_id === 'number' && typeof r.team_draft_number === 'number';
    return {
      ...draft,
      state: 'synced',
      teamId: numbered ? (r.team_id as number) : draft.teamId,
      draftNum: numbered ? (r.team_draft_number as number) : draft.draftNum,
      created: draft.teamId === null,
      error: null,
    };
  },
});

export const {
  draftsOf: teamDraftsOf,
  working: workingTeam,
  putWorking: putWorkingTeam,
  applySettled: applySettledTeam,
  reconcile: reconcileTeams,
  remove: deleteTeamDraft,
  useOutcomes: useTeamOutcomes,
} = teams;

/** The body of saveTeam (core/api/teams.ts teamInputSchema). */
export function teamInput(draft: Pick<TeamDraft, 'players' | 'captain' | 'viceCaptain'>): { team: TeamInput } {
  return { team: { players: [...draft.players], captain: draft.captain ?? '', vice_captain: draft.viceCaptain ?? '' } };
}

/** Saves a complete team as ONE saveTeam item whose id is its Idempotency-Key. */
export function saveTeamDraft(input: NewTeamDraft, now: number, deps: { db?: PickxiDb; newId?: () => string } = {}): Promise<TeamDraft> {
  return teams.save(input, { method: saveTeamPath.method as 'POST', path: saveTeamRequestPath(input.challengeId, input.teamId), body: teamInput(input) }, now, deps);
}

/** Synced teams the server list now holds (and the player was told about) are no longer needed on the device. */
export function pruneSyncedTeams(userId: string, challengeId: number, serverTeams: readonly TeamDto[], db: PickxiDb = appDb): Promise<void> {
  return teams.pruneSynced(userId, challengeId, serverTeams.map((t) => t.team_id), db);
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
