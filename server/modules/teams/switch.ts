import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../../core/errors';
import { matchHasStarted } from '../../../core/rules/matchClock';
import { teamRuleError } from '../../../core/rules/teams';
import type { Db } from '../../db/client';
import { teams } from '../../db/schema/teams';
import { loadDraftChallenge } from './service';

/**
 * editswitchteam (core/api/teams.ts switchTeamRoute): one of the caller's contest entries takes another of their
 * teams of the same challenge until the match starts. The entry keeps its room, seat, fee and join time; only the
 * team it points at changes (room_entries.draft_num and its join order's draft_num / team_id). Runs in the
 * idempotent route's transaction, the entry row locked, so one key switches once; a repeat of a switch already
 * made (the entry holds the target team, none holds the old one) answers the same without writing.
 */

const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface SwitchTeamBody {
  challenge_id: number;
  room_id: number;
  from_team_id: number;
  to_team_id: number;
}

export function createSwitchTeam(options: { clock: () => Date }) {
  return async function switchTeam(db: Db, userId: number, body: SwitchTeamBody) {
    const challenge = await loadDraftChallenge(db, body.challenge_id);
    if (matchHasStarted(challenge.startTime, options.clock())) {
      const live = teamRuleError('TEAM_MATCH_LIVE');
      throw new ApiError(409, live.code, live.message, { key: live.key });
    }
    const mine = (teamId: number) =>
      db
        .select({ teamId: teams.teamId, draftNum: teams.draftNum })
        .from(teams)
        .where(and(eq(teams.teamId, teamId), eq(teams.userId, userId), eq(teams.challengeId, challenge.challengeId)));
    const [from] = await mine(body.from_team_id);
    const [to] = await mine(body.to_team_id);
    if (!from || !to) throw notFound('Team');
    const done = { room_id: body.room_id, team_id: to.teamId, team_draft_number: to.draftNum, message: `Team switched to T${to.draftNum}` };

    const entryOf = async (draftNum: number) =>
      rowsOf<{ order_id: string; config_id: number }>(
        await db.execute(sql`
          select e.order_id, o.config_id from room_entries e join join_orders o on o.order_id = e.order_id
          where e.room_id = ${body.room_id} and e.user_id = ${userId} and e.challenge_id = ${challenge.challengeId}
            and e.draft_num = ${draftNum} and o.flow = 'team' and not e.refunded
          for update of e`),
      )[0];
    const entry = await entryOf(from.draftNum);
    if (!entry) {
      // already switched (a repeat with another key): the entry holds the target team now
      if (await entryOf(to.draftNum)) return done;
      throw notFound('Contest entry');
    }
    if (from.teamId === to.teamId) return done;
    // one team once per contest (join_orders' unique index says the same)
    const taken = rowsOf(
      await db.execute(sql`
        select 1 from join_orders where config_id = ${entry.config_id} and user_id = ${userId} and flow = 'team'
          and draft_num = ${to.draftNum} and status <> 'refused' limit 1`),
    );
    if (taken.length > 0) throw new ApiError(409, 'ALREADY_JOINED', `Team T${to.draftNum} has already joined this contest`);

    await db.execute(sql`update join_orders set draft_num = ${to.draftNum}, team_id = ${to.teamId} where order_id = ${entry.order_id}::uuid`);
    await db.execute(sql`update room_entries set draft_num = ${to.draftNum} where order_id = ${entry.order_id}::uuid`);
    return done;
  };
}
