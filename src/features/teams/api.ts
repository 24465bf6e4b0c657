/**
 * Typed calls of the draft screens (core/api/paths.ts, zod-free) with write-through to Dexie: a squad and the
 * player's team list are stored on fetch, so a team challenge opened once opens offline. Saving a team does not
 * call from here: it goes through the outbox (store.ts saveTeamDraft).
 * Errors (docs/architecture.md, "Errors the player sees"): the screens' reads come back to them and show inline
 * (ScreenState, InlineError); the team-list refresh, the joined entries on team home and the join-guide reset are
 * quiet; a switch shows a refusal or no reply as a snackbar, a 5xx is the '500 Error' popup.
 */
import type { DataOf } from '../../../core/api/route';
import type { playerInfoRoute, SquadData, switchTeamRoute, teamPointsRoute } from '../../../core/api/teams';
import type { userActivityRoute } from '../../../core/api/contests';
import { API, getTeamPath, joinGuidePath, playerInfoPath, roomTeamPath, squadPath, switchTeamPath, teamPointsPath } from '../../../core/api/paths';
import type { Challenge } from '../../../core/api/challenges';
import { db } from '../../lib/db';
import { call, type ApiResult } from '../../lib/http';
import { uuidv7 } from '../../lib/outbox/uuid';
import { serverNow } from '../../lib/serverTime';
import { pruneSyncedTeams } from './store';

export type Loaded<T> = { source: 'server' | 'cache'; value: T } | { source: 'none'; offline: boolean; code?: string; message?: string };

export type PlayerInfo = DataOf<typeof playerInfoRoute>;
export type TeamPoints = DataOf<typeof teamPointsRoute>;
export type SwitchResult = DataOf<typeof switchTeamRoute>;
export type JoinedEntries = DataOf<typeof userActivityRoute>;

/** A draft challenge's squad from the server, stored in squadCache; when the server cannot be reached, the stored copy. */
export async function loadSquad(challengeId: number): Promise<Loaded<SquadData>> {
  const res = await call(squadPath, { query: { challenge_id: challengeId }, handleErrors: true });
  if (res.ok) {
    await db.squadCache.put({ challengeId, squad: res.data, fetchedAt: serverNow() });
    return { source: 'server', value: res.data };
  }
  // a 4xx (no such draft challenge) is an answer; only "no answer" falls back to the device's copy
  if (res.error.kind === 'http' && (res.error.httpStatus ?? 500) < 500) {
    return { source: 'none', offline: false, ...(res.error.code ? { code: res.error.code } : {}), message: res.error.message };
  }
  const cached = await db.squadCache.get(challengeId);
  if (cached) return { source: 'cache', value: cached.squad };
  return { source: 'none', offline: res.error.kind === 'network' };
}

/** The player's saved teams from the server, stored in teamsCache; false when unreachable. */
export async function refreshMyTeams(challengeId: number, userId: string): Promise<boolean> {
  const res = await call(getTeamPath, { query: { challenge_id: challengeId, game_mode: 'nostra11', sports_id: 1, match_id: 0 }, handleErrors: true, silent: true });
  if (!res.ok) return false;
  await db.teamsCache.put({ key: `${userId}:${challengeId}`, userId, challengeId, teams: res.data.teams, fetchedAt: serverNow() });
  // device copies of teams the server now lists (and the player was told about) are no longer needed
  await pruneSyncedTeams(userId, challengeId, res.data.teams);
  return true;
}

export const loadPlayerInfo = (challengeId: number, playerId: string) =>
  call(playerInfoPath, { query: { challenge_id: challengeId, player_id: playerId }, handleErrors: true });

export const loadTeamPoints = (challengeId: number, teamId: number) =>
  call(teamPointsPath, { query: { challenge_id: challengeId, team_id: teamId }, handleErrors: true });

/** Another entry's team in a room (403 TEAM_HIDDEN_UNTIL_START before the start), or one of mine. */
export const loadRoomTeam = (roomId: number, userId: number, draftNum: number) =>
  call(roomTeamPath, { query: { room_id: roomId, user_id: userId, draft_num: draftNum }, handleErrors: true });

/** The player's joined entries in a challenge (room, contest, T{n}). */
export const loadJoined = (challengeId: number): Promise<ApiResult<JoinedEntries>> =>
  call(API.userActivity, { query: { challenge_id: challengeId }, handleErrors: true, silent: true });

/** editswitchteam: put another of my teams into a joined entry (one Idempotency-Key per tap). An action: a 5xx is the popup. */
export const switchTeam = (body: { challenge_id: number; room_id: number; from_team_id: number; to_team_id: number }) =>
  call(switchTeamPath, { body, idempotencyKey: uuidv7(), handleErrors: 'refusals' });

/** docs/product.md §4: saving a team resets the join guide (step 0); best effort. */
export const resetJoinGuide = (challengeId: number) =>
  call(joinGuidePath, { body: { challenge_id: challengeId, step: 0 }, handleErrors: true, silent: true });

/** The challenge as the home list stored it on the device (name, start, sport), or null. */
export async function storedChallenge(challengeId: number): Promise<Challenge | null> {
  const lists = await db.challengeCache.toArray();
  for (const entry of lists) {
    // a stored entry is whatever a list call returned: read it defensively
    const c = [...(entry.list?.challenges ?? []), ...(entry.list?.upcoming ?? [])].find((x) => x.challenge_id === challengeId);
    if (c) return c;
  }
  return null;
}
