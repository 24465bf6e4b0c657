import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { rescoreTeamChallenge } from '../server/modules/results';
import { roomLeaderboard } from '../server/modules/results/leaderboard';
import { settleAndVerifyApart } from './support/apart';
import { withFreshPgDatabase } from './support/pg';
import { teamsFixture } from './teams';
import { median, timed } from './support/timing';

/**
 * `npm run bench -- team-mega`: the draft flow's live re-rank in one room of 1,000,000 teams of 11 (issue 22 M3):
 * one player's points move (as the match lifecycle writes player_points) → rescoreTeamChallenge → the first page and
 * "my rank", beside the bare expansion of every team's players grouped per team (the rows the rescore cannot skip)
 * in the same run. entry_scores is vacuumed and analysed once after the first rescore, as autovacuum would. Then the
 * room's settlement, its report read back and verified, each in a process of its own (bench/support/apart.ts).
 */
const TEAMS = 1_000_000;
const ID = 990_101; // bench/teams.ts's challenge
const RUNS = 2;

export async function benchTeamMega(): Promise<void> {
  await withFreshPgDatabase(async (url) => {
    const database = await openDatabase({ databaseUrl: url, dataDir: undefined });
    const db = database.db;
    let room: number;
    try {
      await migrateDatabase(database);
      const built = await timed(() => teamsFixture(db, TEAMS));
      const { roomId } = built.value;
      room = roomId;
      const first = await timed(() => rescoreTeamChallenge(db, ID));
      await db.execute(sql`vacuum analyze entry_scores`);
      const [someone] = ((await db.execute(sql`select user_id::int as id from room_entries where room_id = ${roomId} limit 1`)) as unknown as { rows: { id: number }[] }).rows;
      console.info(`one draft room of ${TEAMS.toLocaleString('en')} teams (fixture ${(built.ms / 1000).toFixed(1)} s; first rescore ${(first.ms / 1000).toFixed(1)} s)`);
      const runs: { rescore: number; board: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        await db.execute(sql`update player_points set points = points + 25 where match_id = ${ID} and player_id = ${`Player ${String(i + 1).padStart(2, '0')}`}`);
        const now = new Date();
        const rescore = await timed(() => rescoreTeamChallenge(db, ID));
        const board = await timed(() => roomLeaderboard(db, someone!.id, { room_id: roomId, challenge_id: ID, page_number: 1 }, now));
        runs.push({ rescore: rescore.ms, board: board.ms });
      }
      const same = await timed(() => rescoreTeamChallenge(db, ID));
      const bare: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        bare.push(
          (await timed(() => db.execute(sql`select t.user_id, t.draft_num, count(*) from teams t cross join lateral jsonb_array_elements(t.players) p
            where t.challenge_id = ${ID} group by t.user_id, t.draft_num, t.team_id`))).ms,
        );
      }
      const total = runs.map((r) => r.rescore + r.board);
      console.info(
        `   one player's points moved → rescoreTeamChallenge → roomLeaderboard (first page + my rank): p50 ${median(total).toFixed(0)} ms (${total.map((t) => t.toFixed(0)).join(', ')} ms; goal ≤ 5,000 ms), ` +
          `of which rescore ${median(runs.map((r) => r.rescore)).toFixed(0)} ms, board ${median(runs.map((r) => r.board)).toFixed(0)} ms; rescore when nothing changed ${same.ms.toFixed(0)} ms`,
      );
      console.info(`   reference, same rows: every team's players expanded and grouped per team (no points): p50 ${median(bare).toFixed(0)} ms`);
    } finally {
      await database.close();
    }
    await settleAndVerifyApart(url, room);
  });
}
