import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { seededRng } from '../core/random';
import { openDatabase, type Db } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { rescoreTeamChallenge } from '../server/modules/results';
import { teamHalvesSql } from '../server/modules/results/repository';
import { withFreshPgDatabase } from './support/pg';
import { median, timed } from './support/timing';

/**
 * Draft mode's scoring (ADR 012) on PostgreSQL: one match, a squad of 30, one room of 100,000 teams of 11.
 *   - points and ranks of every team from player_points, in SQL (the rescore's query, read only), against a bare
 *     SQL aggregation of the same rows in the same run (every team's jsonb players expanded and grouped, no
 *     points, no rank) — target ≤ 3 s
 *   - the rescore as the lifecycle runs it (rescoreTeamChallenge: the entries' live points in entry_scores, ranks
 *     counted when read, ADR 023): first with every entry changing, then after one player's points changed, then
 *     with nothing changed
 */
const TEAMS = 100_000;
const SQUAD = 30;
const ID = 990_101;
const RUNS = 5;

const players = Array.from({ length: SQUAD }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`);

/** One locked room of `teams` draft entries (bench/team-mega.ts asks for 1,000,000). */
export async function teamsFixture(db: Db, teams = TEAMS): Promise<{ roomId: number }> {
  const start = new Date(Date.now() - 3_600_000);
  await db.execute(sql`insert into sports (sports_id, name, slug, img_url, unselected_img_url, sort_order) values (${ID}, 'Cricket', 'bench-draft', '/s.svg', '/u.svg', 99)`);
  await db.execute(sql`insert into tournaments (tournament_id, name, sports_id) values (${ID}, 'Bench', ${ID})`);
  await db.execute(sql`insert into matches (match_id, sports_id, tournament_id, start_time, status) values (${ID}, ${ID}, ${ID}, ${start.toISOString()}::timestamptz, 'live')`);
  await db.execute(sql`insert into challenges (challenge_id, name, game_mode, sports_id, start_time, status) values (${ID}, 'Bench', 'nostra11', ${ID}, ${start.toISOString()}::timestamptz, 'live')`);
  await db.execute(sql`insert into challenge_matches (challenge_id, match_id) values (${ID}, ${ID})`);
  const rng = seededRng('bench-teams');
  const points = players.map((p) => ({ player_id: p, points: rng.int(-6, 120), breakdown: [] }));
  await db.execute(sql`
    insert into player_points (match_id, player_id, points, breakdown, tag, updated_at)
    select ${ID}, v.player_id, v.points, v.breakdown, 'D11-T20-classic', now()
    from jsonb_to_recordset(${JSON.stringify(points)}::jsonb) as v(player_id text, points int, breakdown jsonb)`);
  const [config] = (
    (await db.execute(sql`
      insert into contest_configs (challenge_id, name, contest_name, config_name, contest_type, fee_paise, room_size, max_rooms, rewards)
      values (${ID}, 'Mega', 'Mega', 'Mega', 'guaranteed', 0, ${teams}, 1, '[{"rank_from":1,"rank_to":1,"prize":100000}]'::jsonb) returning config_id`)) as unknown as {
      rows: { config_id: number }[];
    }
  ).rows;
  const [room] = (
    (await db.execute(sql`
      insert into contest_rooms (config_id, room_index, room_name, size, filled, status)
      values (${config!.config_id}, 0, 'Mega #1', ${teams}, ${teams}, 'locked') returning room_id`)) as unknown as { rows: { room_id: number }[] }
  ).rows;
  await db.execute(sql`insert into users (gaid) select 'bench-teams-' || n from generate_series(1, ${teams}) n`);
  const ids = ((await db.execute(sql`select id::int as id from users where gaid like 'bench-teams-%' order by id`)) as unknown as { rows: { id: number }[] }).rows;
  // 11 of the 30 a team, captain and vice-captain the first two picked (a team rule check is not what is measured)
  for (let from = 0; from < ids.length; from += 10_000) {
    const batch = ids.slice(from, from + 10_000).map(({ id }) => {
      const pool = [...players];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      const picked = pool.slice(0, 11);
      return { user_id: id, players: picked.map((p) => ({ player_id: p, role: 'BAT', party: 1, credits_tenths: 90 })), captain: picked[0], vice_captain: picked[1], team_key: picked.join('|') };
    });
    await db.execute(sql`
      insert into teams (user_id, challenge_id, draft_num, players, captain, vice_captain, team_key)
      select v.user_id, ${ID}, 1, v.players, v.captain, v.vice_captain, v.team_key
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(user_id bigint, players jsonb, captain text, vice_captain text, team_key text)`);
  }
  await db.execute(sql`
    insert into join_orders (order_id, user_id, config_id, challenge_id, flow, draft_num, status, room_id, fee_paise, created_at, decided_at)
    select gen_random_uuid(), u.id, ${config!.config_id}, ${ID}, 'team', 1, 'seated', ${room!.room_id}, 0,
           ${start.toISOString()}::timestamptz - interval '1 hour' + (u.id * interval '1 millisecond'), now()
    from users u where u.gaid like 'bench-teams-%'`);
  await db.execute(sql`
    insert into room_entries (order_id, room_id, user_id, challenge_id, draft_num, fee_paise, joined_at)
    select order_id, room_id, user_id, challenge_id, draft_num, 0, created_at from join_orders where config_id = ${config!.config_id}`);
  await db.execute(sql`analyze`);
  return { roomId: room!.room_id };
}

export async function benchTeams(): Promise<void> {
  await withFreshPgDatabase(async (url) => {
    const database = await openDatabase({ databaseUrl: url, dataDir: undefined });
    try {
      await migrateDatabase(database);
      const db = database.db;
      const built = await timed(() => teamsFixture(db));
      console.info(`  fixture: one room, ${TEAMS.toLocaleString('en')} teams × 11 of a squad of ${SQUAD} (${(built.ms / 1000).toFixed(1)} s)`);

      const bare: number[] = [];
      const scored: number[] = [];
      let rows = 0;
      for (let i = 0; i < RUNS; i++) {
        // the reference: the same rows (every team's players expanded and grouped per team), nothing else
        bare.push(
          (
            await timed(() =>
              db.execute(sql`select t.user_id, t.draft_num, count(*) from teams t cross join lateral jsonb_array_elements(t.players) p
                where t.challenge_id = ${ID} group by t.user_id, t.draft_num, t.team_id`),
            )
          ).ms,
        );
        // points and ranks of every entry, as the rescore computes them (read only)
        const run = await timed(() =>
          db.execute(sql`
            with team_points as (${teamHalvesSql(ID)})
            select e.order_id, tp.halves, rank() over (partition by e.room_id order by tp.halves desc nulls last) as rank
            from room_entries e left join team_points tp on tp.user_id = e.user_id and tp.draft_num = e.draft_num
            where e.challenge_id = ${ID}`),
        );
        scored.push(run.ms);
        rows = (run.value as unknown as { rows: unknown[] }).rows.length;
      }
      const ref = median(bare);
      const pts = median(scored);
      console.info(`  bare SQL aggregation of the same rows (${TEAMS.toLocaleString('en')} teams' players expanded, grouped): ${ref.toFixed(0)} ms (median of ${RUNS})`);
      console.info(
        `  points and ranks of ${rows.toLocaleString('en')} teams from player points, in SQL: ${pts.toFixed(0)} ms = ${(pts / ref).toFixed(2)}× bare (target ≤ 3 s)`,
      );

      const first = await timed(() => rescoreTeamChallenge(db, ID));
      console.info(`  rescore writing every entry's live points (first scores of the match; ranks are counted when read): ${(first.ms / 1000).toFixed(2)} s`);
      await db.execute(sql`update player_points set points = points + 25 where match_id = ${ID} and player_id = ${players[0]!}`);
      const live = await timed(() => rescoreTeamChallenge(db, ID));
      console.info(`  rescore after one player's points changed (a live update): ${(live.ms / 1000).toFixed(2)} s`);
      const same = await timed(() => rescoreTeamChallenge(db, ID));
      console.info(`  rescore when nothing changed: ${(same.ms / 1000).toFixed(2)} s`);
      const [check] = (
        (await db.execute(sql`select count(*)::int as n, count(points)::int as scored, min(rank)::int as best from entry_standings where challenge_id = ${ID}`)) as unknown as {
          rows: { n: number; scored: number; best: number }[];
        }
      ).rows;
      console.info(`  (${check?.scored}/${check?.n} entries scored, best rank ${check?.best}; machine load average ${loadavg()[0]?.toFixed(1)})`);
    } finally {
      await database.close();
    }
  });
}
