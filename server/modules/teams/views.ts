import { and, eq, sql } from 'drizzle-orm';
import type { PointLineDto, SquadData, TeamPointsDto } from '../../../core/api/teams';
import { ApiError } from '../../../core/errors';
import { hasStarted } from '../../../core/rules/challenges';
import { displayName } from '../../../core/rules/profile';
import type { Db } from '../../db/client';
import { teams, type TeamRow } from '../../db/schema/teams';
import { pointsOfMatches, recentMatches, squadNames, teamWithPoints, type RecentMatch } from './points';
import { loadDraftChallenge } from './service';

/**
 * The draft API's read views (core/api/teams.ts): player info, one of the caller's teams with points, and an
 * entry's team in a room (another player's only once the challenge has started, and only for players of that
 * room). Every id a request names is checked against the caller.
 */

const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Other players' teams are private until the match starts (as picks are for compare). */
export const TEAM_HIDDEN_MESSAGE = "Other players' teams are shown once the match starts.";

/** The name other players see (core's displayName: the nickname, or a guest's stable handle). */
async function nickOf(db: Db, userId: number): Promise<string> {
  const [r] = rowsOf<{ nick: string | null }>(await db.execute(sql`select nick from users where id = ${userId}`));
  return displayName(userId, r?.nick);
}

export function createTeamViews(options: { clock: () => Date; squad: (db: Db, challengeId: number) => Promise<SquadData> }) {
  async function teamView(db: Db, row: TeamRow, matchIds: readonly number[], rank: number | null): Promise<TeamPointsDto> {
    const [names, points, nick] = await Promise.all([squadNames(db, matchIds), pointsOfMatches(db, matchIds), nickOf(db, row.userId)]);
    return teamWithPoints(row, { user_id: row.userId, user_nick: nick }, names, points, rank);
  }

  return {
    async playerInfo(db: Db, q: { challenge_id: number; player_id: string }) {
      const squad = await options.squad(db, q.challenge_id);
      const player = squad.players.find((p) => p.player_id === q.player_id);
      if (!player) throw notFound('Player');
      const points = await pointsOfMatches(db, [player.match_id]);
      const breakdown: PointLineDto[] = points.get(player.player_id)?.breakdown ?? [];
      const recent: RecentMatch[] = await recentMatches(db, player.player_id, player.match_id);
      return { sport: squad.sport, point_table_tag: squad.point_table_tag, player, breakdown, recent };
    },

    async teamPoints(db: Db, userId: number, q: { challenge_id: number; team_id: number }): Promise<TeamPointsDto> {
      const challenge = await loadDraftChallenge(db, q.challenge_id);
      const [row] = await db
        .select()
        .from(teams)
        .where(and(eq(teams.teamId, q.team_id), eq(teams.userId, userId), eq(teams.challengeId, q.challenge_id)));
      if (!row) throw notFound('Team');
      return teamView(db, row, challenge.matchIds, null);
    },

    async roomTeam(db: Db, userId: number, q: { room_id: number; user_id: number; draft_num: number }): Promise<TeamPointsDto> {
      const [entry] = rowsOf<{ challenge_id: number; rank: number | null }>(
        await db.execute(sql`
          select e.challenge_id, e.rank from entry_standings e join challenges c on c.challenge_id = e.challenge_id
          where e.room_id = ${q.room_id} and e.user_id = ${q.user_id} and e.draft_num = ${q.draft_num} and c.game_mode = 'nostra11'`),
      );
      if (!entry) throw notFound('Entry');
      const mine = rowsOf(await db.execute(sql`select 1 from room_entries where room_id = ${q.room_id} and user_id = ${userId} limit 1`));
      if (mine.length === 0) throw new ApiError(403, 'FORBIDDEN', 'Only players of this room can see its teams');
      const challenge = await loadDraftChallenge(db, Number(entry.challenge_id));
      const started = hasStarted(challenge.startTime, options.clock());
      if (q.user_id !== userId && !started) throw new ApiError(403, 'TEAM_HIDDEN_UNTIL_START', TEAM_HIDDEN_MESSAGE);
      const [row] = await db
        .select()
        .from(teams)
        .where(and(eq(teams.userId, q.user_id), eq(teams.challengeId, challenge.challengeId), eq(teams.draftNum, q.draft_num)));
      if (!row) throw notFound('Team');
      return teamView(db, row, challenge.matchIds, started && entry.rank !== null ? Number(entry.rank) : null);
    },
  };
}

export type TeamViews = ReturnType<typeof createTeamViews>;
