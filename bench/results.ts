import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { rescoreChallenge, settleRoom } from '../server/modules/results';
import { roomLeaderboard } from '../server/modules/results/leaderboard';
import { withFreshPgDatabase } from './support/pg';
import { median, timed } from './support/timing';

/**
 * Results (ADR 008) on PostgreSQL, one room of 100,000 entries (12 questions a set, all resolved):
 *   - rescore: every set's points from nothing (the first rescore after the start, ADR 018), then again with nothing
 *     changed (what a second rescorer of the same news costs)
 *   - leaderboard: rank() of the room + the first page + the player's own rank (the route's work),
 *     against a bare `rank() over (order by points desc)` of the same rows in the same run
 *     (targets: ≤ 2 s, ≤ 1.5× bare)
 *   - settlement of the room: report (canonical JSON + sha256), prizes through the ledger,
 *     final ranks, popups (target ≤ 10 s)
 */
const ENTRIES = 100_000;
const QUESTIONS = 12;
const ID = 990_001;
const RUNS = 5;

class RollBack extends Error {}

/** One locked room of `entries` settled-answer prediction entries (the mega bench asks for 1,000,000). */
export async function fixture(db: Db, entries = ENTRIES): Promise<{ roomId: number; someone: number }> {
  const start = new Date(Date.now() - 3 * 3_600_000);
  await db.execute(sql`insert into sports (sports_id, name, slug, img_url, unselected_img_url, sort_order) values (${ID}, 'Cricket', 'bench-cricket', '/s.svg', '/u.svg', 99)`);
  await db.execute(sql`insert into tournaments (tournament_id, name, sports_id) values (${ID}, 'Bench', ${ID})`);
  await db.execute(sql`insert into matches (match_id, sports_id, tournament_id, start_time, status) values (${ID}, ${ID}, ${ID}, ${start.toISOString()}::timestamptz, 'points_final')`);
  await db.execute(sql`insert into challenges (challenge_id, name, game_mode, sports_id, start_time, status) values (${ID}, 'Bench', 'prediction', ${ID}, ${start.toISOString()}::timestamptz, 'live')`);
  await db.execute(sql`insert into challenge_matches (challenge_id, match_id) values (${ID}, ${ID})`);
  await db.execute(sql`
    insert into questions (question_id, match_id, position, text_en, text_hi, options, points_right, points_wrong)
    select ${ID * 100} + n, ${ID}, n, 'Q' || n, 'Q' || n, '[{"key":"a","text":{"en":"A","hi":"A"}},{"key":"b","text":{"en":"B","hi":"B"}},{"key":"c","text":{"en":"C","hi":"C"}}]'::jsonb, 10 + n, -(n % 4)
    from generate_series(1, ${QUESTIONS}) n`);
  await db.execute(sql`
    insert into question_results (question_id, status, correct, source, resolved_at)
    select question_id, 'settled', 'a', 'feed', now() from questions where match_id = ${ID}`);
  // Top 1,000 ranks paid: a fixed table on a free guaranteed contest (the house pays it).
  const rewards = [
    { rank_from: 1, rank_to: 1, prize: 1_000_000 },
    { rank_from: 2, rank_to: 10, prize: 100_000 },
    { rank_from: 11, rank_to: 100, prize: 10_000 },
    { rank_from: 101, rank_to: 1000, prize: 1_001 },
  ];
  const [config] = (
    (await db.execute(sql`
      insert into contest_configs (challenge_id, name, contest_name, config_name, contest_type, fee_paise, room_size, max_rooms, rewards)
      values (${ID}, 'Mega', 'Mega', 'Mega', 'guaranteed', 0, ${entries}, 1, ${JSON.stringify(rewards)}::jsonb) returning config_id`)) as unknown as { rows: { config_id: number }[] }
  ).rows;
  const [room] = (
    (await db.execute(sql`
      insert into contest_rooms (config_id, room_index, room_name, size, filled, status)
      values (${config!.config_id}, 0, 'Mega #1', ${entries}, ${entries}, 'locked') returning room_id`)) as unknown as { rows: { room_id: number }[] }
  ).rows;
  const roomId = room!.room_id;
  await db.execute(sql`insert into users (gaid) select 'bench-results-' || n from generate_series(1, ${entries}) n`);
  const counts = JSON.stringify({ '2x': 0, no_negs: 0, player_poll: 0 });
  await db.execute(sql`
    insert into pick_sets (user_id, challenge_id, draft_num, picks, remaining, allotted, updated_at)
    select u.id, ${ID}, 1,
      (select jsonb_object_agg(q.question_id::text, jsonb_build_object(
         'answer', (array['a','b','c'])[1 + floor(random() * 3)::int], 'answer_time', 1,
         'powerups', case when random() < 0.1 then '["2x"]'::jsonb when random() < 0.1 then '["no_negs"]'::jsonb else '[]'::jsonb end))
       from questions q where q.match_id = ${ID} and u.id is not null),
      ${counts}::jsonb, ${counts}::jsonb, now()
    from users u where u.gaid like 'bench-results-%'`);
  await db.execute(sql`
    insert into join_orders (order_id, user_id, config_id, challenge_id, flow, draft_num, status, room_id, fee_paise, created_at, decided_at)
    select gen_random_uuid(), u.id, ${config!.config_id}, ${ID}, 'prediction', 1, 'seated', ${roomId}, 0,
           ${start.toISOString()}::timestamptz - interval '1 hour' + (u.id * interval '1 millisecond'), now()
    from users u where u.gaid like 'bench-results-%'`);
  await db.execute(sql`
    insert into room_entries (order_id, room_id, user_id, challenge_id, draft_num, fee_paise, joined_at)
    select order_id, room_id, user_id, challenge_id, draft_num, 0, created_at from join_orders where config_id = ${config!.config_id}`);
  await db.execute(sql`analyze`);
  const [mid] = ((await db.execute(sql`select id::int as id from users where gaid = ${`bench-results-${Math.floor(entries / 2)}`}`)) as unknown as { rows: { id: number }[] }).rows;
  return { roomId, someone: mid!.id };
}

export async function benchResults(): Promise<void> {
  await withFreshPgDatabase(async (url) => {
    const database = await openDatabase({ databaseUrl: url, dataDir: undefined });
    try {
      await migrateDatabase(database);
      const db = database.db;
      const built = await timed(() => fixture(db));
      const { roomId, someone } = built.value;
      console.info(`  fixture: one room, ${ENTRIES.toLocaleString('en')} entries × ${QUESTIONS} picks (${(built.ms / 1000).toFixed(1)} s)`);

      const now = new Date();
      const rescore = await timed(() => rescoreChallenge(db, ID, now));
      console.info(`  first rescore (every entry's points from all ${QUESTIONS} results, one statement): ${(rescore.ms / 1000).toFixed(2)} s`);

      const bare: number[] = [];
      const board: number[] = [];
      const ranked: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        bare.push(
          (await timed(() => db.execute(sql`select order_id, rank() over (order by points desc nulls last) as rank from entry_scores where room_id = ${roomId}`))).ms,
        );
        board.push((await timed(() => roomLeaderboard(db, someone, { room_id: roomId, challenge_id: ID, page_number: 1 }, now))).ms);
        ranked.push((await timed(() => rescoreChallenge(db, ID, now))).ms);
      }
      const page = await roomLeaderboard(db, someone, { room_id: roomId, challenge_id: ID, page_number: 1 }, now);
      const lb = median(board);
      const ref = median(bare);
      console.info(`  bare SQL rank() over the room (all ${ENTRIES.toLocaleString('en')} rows): ${ref.toFixed(1)} ms (median of ${RUNS})`);
      console.info(
        `  leaderboard (rank + first page of ${page.users.length} + my rank ${page.my_entries[0]?.rank}): ${lb.toFixed(1)} ms = ${(lb / ref).toFixed(2)}× bare (target ≤ 2 s, ≤ 1.5×)`,
      );
      console.info(`  rescore when nothing changed (a second rescorer of the same news): ${median(ranked).toFixed(1)} ms`);

      // Same-run reference: the database work no settlement can skip — read every entry's picks, write every
      // entry once — in a transaction rolled back afterwards.
      const floor = await timed(async () => {
        await db
          .transaction(async (tx) => {
            await tx.execute(sql`select e.order_id, s.picks from room_entries e join pick_sets s on s.user_id = e.user_id
              and s.challenge_id = e.challenge_id and s.draft_num = e.draft_num where e.room_id = ${roomId}`);
            await tx.execute(sql`update room_entries set prize_paise = 0 where room_id = ${roomId}`);
            throw new RollBack();
          })
          .catch((e: unknown) => {
            if (!(e instanceof RollBack)) throw e;
          });
      });
      const settled = await timed(() => settleRoom(db, roomId, new Date()));
      const r = settled.value;
      console.info(`  reference: read every entry's picks + write every entry once (rolled back): ${(floor.ms / 1000).toFixed(2)} s`);
      console.info(
        `  settlement of the room: ${(settled.ms / 1000).toFixed(2)} s = ${(settled.ms / floor.ms).toFixed(1)}× reference (target ≤ 10 s): ${r?.winners} winners, ${r?.prizesPaise} paise, report sha256 ${r?.sha256.slice(0, 12)}…`,
      );
      const [load] = loadavg();
      console.info(`  (machine load average ${load?.toFixed(1)} during this run)`);
    } finally {
      await database.close();
    }
  });
}
