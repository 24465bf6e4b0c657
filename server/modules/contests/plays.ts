import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from './repository';

/** One seat a player's pick set holds in a contest room (getUserChallengeContestPlaysv2, a set's joined flags). */
export interface ContestPlay {
  draft_num: number;
  room_id: number;
  config_id: number;
  contest_name: string;
}

/**
 * The player's seated prediction entries in a challenge (refunded seats are not plays), in join order.
 * Team-flow seats are left out: their draft numbers count teams, not pick sets.
 */
export async function listContestPlays(db: Db, userId: number, challengeId: number): Promise<ContestPlay[]> {
  const list = rows<ContestPlay>(
    await db.execute(sql`
      select e.draft_num, e.room_id, r.config_id, c.contest_name
      from room_entries e
      join join_orders o on o.order_id = e.order_id
      join contest_rooms r on r.room_id = e.room_id
      join contest_configs c on c.config_id = r.config_id
      where e.user_id = ${userId} and e.challenge_id = ${challengeId} and not e.refunded and o.flow = 'prediction'
      order by e.joined_at, e.order_id`),
  );
  return list.map((p) => ({ draft_num: Number(p.draft_num), room_id: Number(p.room_id), config_id: Number(p.config_id), contest_name: p.contest_name }));
}
