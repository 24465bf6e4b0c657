import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/client';
import { postOperations, systemAccount, userAccount } from '../../server/ledger';
import { issueAccessToken, secretKey } from '../../server/modules/auth/tokens';

/**
 * Join-storm fixture, built by the bench server (BENCH_JOINS_FILE set; with BENCH_WORKERS its primary): one
 * prediction challenge starting tomorrow (one question, 1-pick sets), a hot config, a second hot config for the
 * fixed-rate run, `steps` more for the stepped rates of the mega bench, 100 "spread" configs; `players` funded players
 * with complete sets S1..S{drafts}; a draft challenge on the same match with a team T1..T{drafts} for every player and
 * `steps` configs of its own (the team flow's storm); their tokens are written to BENCH_JOINS_FILE. registerJoinBenchRoutes adds
 * GET /api/__bench/joins/drained (waits until no order is queued, then counts orders by status and the batches this
 * process ran) and GET /api/__bench/joins/report (what the database says about the orders made since a time).
 */
export interface JoinBenchFixture {
  challengeId: number;
  hotConfigId: number;
  rateConfigId: number;
  spreadConfigIds: number[];
  /** fresh configs, one per stepped rate (bench/mega.ts) */
  stepConfigIds: number[];
  /** the draft challenge: its configs, one per stepped rate, and the team id of every (player, draft) pair */
  teamChallengeId: number;
  teamStepConfigIds: number[];
  /** a config of the draft challenge no step measures (the bench's warm-up) */
  teamWarmConfigId: number;
  teamIds: number[];
  drafts: number;
  feePaise: number;
  players: { id: number; token: string }[];
}

const CHALLENGE_ID = 990_001;
const TEAM_CHALLENGE_ID = CHALLENGE_ID + 1;
const PATHS = { prediction: '/api/v1/game/challenges/mpl/requestJoin', team: '/api/v1/f2p/fantasy/contests/queueJoin' } as const;

function rows<T>(r: unknown): T[] {
  return (r as { rows: T[] }).rows;
}

/**
 * The n-th join of a storm: a fresh (player, set or team) pair, cycling, into the config `configFor(n)` picks, by the
 * prediction flow's requestJoin or the team flow's queueJoin.
 */
export function joinRequest(
  fixture: JoinBenchFixture,
  n: number,
  configFor: (i: number) => number,
  flow: 'prediction' | 'team' = 'prediction',
): { path: string; headers: Record<string, string>; body: string } {
  const pairs = fixture.players.length * fixture.drafts;
  const pair = n % pairs;
  const player = fixture.players[pair % fixture.players.length] as { token: string };
  const draft = Math.floor(pair / fixture.players.length) + 1;
  const body =
    flow === 'team'
      ? { challenge_id: fixture.teamChallengeId, config_id: configFor(n), teamId: fixture.teamIds[pair], draft_num: draft }
      : { challenge_id: fixture.challengeId, config_id: configFor(n), challenge_name: 'Bench challenge', flavor: 'web', promo_limit: 0, pseudo_room_id: 0, draft_number: draft };
  return {
    path: PATHS[flow],
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  };
}

export interface JoinBenchSize {
  players: number;
  drafts: number;
  steps: number;
}

export async function createJoinBenchFixture(
  database: Database,
  auth: { jwtSecret: string; accessTokenTtlSeconds: number },
  file: string,
  { players, drafts, steps }: JoinBenchSize = { players: 2000, drafts: 10, steps: 0 },
): Promise<void> {
  const db = database.db;
  const start = new Date(Date.now() + 86_400_000).toISOString();
  const feePaise = 100;
  await db.execute(sql`insert into sports (sports_id, name, slug, img_url, unselected_img_url, sort_order)
    values (${CHALLENGE_ID}, 'Bench', 'bench-sport', '/b.svg', '/b.svg', 99) on conflict do nothing`);
  await db.execute(sql`insert into tournaments (tournament_id, name, sports_id) values (${CHALLENGE_ID}, 'Bench', ${CHALLENGE_ID}) on conflict do nothing`);
  await db.execute(sql`insert into matches (match_id, sports_id, tournament_id, start_time) values (${CHALLENGE_ID}, ${CHALLENGE_ID}, ${CHALLENGE_ID}, ${start}::timestamptz) on conflict do nothing`);
  await db.execute(sql`insert into challenges (challenge_id, name, game_mode, sports_id, start_time, status)
    values (${CHALLENGE_ID}, 'Bench challenge', 'prediction', ${CHALLENGE_ID}, ${start}::timestamptz, 'open') on conflict do nothing`);
  await db.execute(sql`insert into challenge_matches (challenge_id, match_id) values (${CHALLENGE_ID}, ${CHALLENGE_ID}) on conflict do nothing`);
  const questionId = CHALLENGE_ID * 100 + 1;
  await db.execute(sql`insert into questions (question_id, match_id, position, text_en, text_hi, options, points_right, points_wrong)
    values (${questionId}, ${CHALLENGE_ID}, 1, 'Q', 'प्र', ${JSON.stringify([{ key: 'a', text: { en: 'A', hi: 'ए' } }])}::jsonb, 10, 0) on conflict do nothing`);
  await db.execute(sql`insert into picks_challenge_settings (challenge_id, settings)
    values (${CHALLENGE_ID}, ${JSON.stringify({ picksPerSet: 1, powerupsRequired: 0 })}::jsonb) on conflict do nothing`);

  await db.execute(sql`insert into challenges (challenge_id, name, game_mode, sports_id, start_time, status)
    values (${TEAM_CHALLENGE_ID}, 'Bench teams', 'nostra11', ${CHALLENGE_ID}, ${start}::timestamptz, 'open') on conflict do nothing`);
  await db.execute(sql`insert into challenge_matches (challenge_id, match_id) values (${TEAM_CHALLENGE_ID}, ${CHALLENGE_ID}) on conflict do nothing`);

  const config = async (name: string, challengeId = CHALLENGE_ID) =>
    Number(
      rows<{ config_id: number }>(
        await db.execute(sql`insert into contest_configs (challenge_id, name, contest_name, config_name, contest_type, fee_paise, room_size, max_rooms, rewards)
          values (${challengeId}, ${name}, ${name}, ${name}, 'guaranteed', ${feePaise}, 1000, 1000, ${JSON.stringify([{ rank_from: 1, rank_to: 1, prize: 100 }])}::jsonb)
          returning config_id`),
      )[0]?.config_id,
    );
  const hotConfigId = await config('Hot');
  const rateConfigId = await config('Rate');
  const spreadConfigIds: number[] = [];
  for (let i = 0; i < 100; i++) spreadConfigIds.push(await config(`Spread ${i + 1}`));
  const stepConfigIds: number[] = [];
  for (let i = 0; i < steps; i++) stepConfigIds.push(await config(`Step ${i + 1}`));
  const teamStepConfigIds: number[] = [];
  for (let i = 0; i < steps; i++) teamStepConfigIds.push(await config(`Team step ${i + 1}`, TEAM_CHALLENGE_ID));
  const teamWarmConfigId = await config('Team warm-up', TEAM_CHALLENGE_ID);

  const users = rows<{ id: number }>(
    await db.execute(sql`insert into users (gaid) select 'bench-joiner-' || g || '-' || ${randomUUID()} from generate_series(1, ${players}) g returning id::int as id`),
  );
  const ids = users.map((u) => Number(u.id));
  const idArray = sql.raw(`ARRAY[${ids.join(',')}]::bigint[]`);
  const counts = JSON.stringify({ '2x': 0, no_negs: 0, player_poll: 0 });
  const picks = JSON.stringify({ [questionId]: { answer: 'a', answer_time: 1, powerups: [] } });
  await db.execute(sql`insert into pick_sets (user_id, challenge_id, draft_num, picks, remaining, allotted, updated_at)
    select u, ${CHALLENGE_ID}, d, ${picks}::jsonb, ${counts}::jsonb, ${counts}::jsonb, now()
    from unnest(${idArray}) u cross join generate_series(1, ${drafts}) d`);
  // a team of 11 for every (player, draft), in the pair order joinRequest uses: pair = (draft − 1) × players + index
  const eleven = JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ player_id: `P${i + 1}` })));
  const teams = rows<{ team_id: number; user_id: number; draft_num: number }>(
    await db.execute(sql`insert into teams (user_id, challenge_id, draft_num, players, captain, vice_captain)
      select u, ${TEAM_CHALLENGE_ID}, d, ${eleven}::jsonb, 'P1', 'P2'
      from unnest(${idArray}) u cross join generate_series(1, ${drafts}) d
      returning team_id::int as team_id, user_id::int as user_id, draft_num::int as draft_num`),
  );
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  const teamIds = new Array<number>(ids.length * drafts);
  for (const t of teams) teamIds[(Number(t.draft_num) - 1) * ids.length + (indexOf.get(Number(t.user_id)) ?? 0)] = Number(t.team_id);
  const now = new Date();
  // Chunks of 200: one 2,000-operation ledger batch aborts PGlite's WASM heap.
  for (let i = 0; i < ids.length; i += 200) {
    await fundChunk(ids.slice(i, i + 200));
  }
  async function fundChunk(chunk: number[]) {
    await db.transaction((tx) =>
    postOperations(
      tx,
      chunk.map((userId) => ({
        kind: 'add_money' as const,
        ref: `bench-fund-${userId}-${randomUUID()}`,
        userId,
        description: 'bench funding',
        at: now,
        postings: [
          { account: systemAccount('gateway_clearing'), amount: -1_000_000 },
          { account: userAccount(userId, 'deposit'), amount: 1_000_000 },
        ],
      })),
    ),
  );
  }
  const ttl = auth.accessTokenTtlSeconds;
  const expires = new Date(now.getTime() + ttl * 1000).toISOString();
  const sessions = ids.map((userId) => ({ userId, sessionId: randomUUID() }));
  await db.execute(sql`insert into sessions (id, user_id, expires_at) values ${sql.join(
    sessions.map((s) => sql`(${s.sessionId}::uuid, ${s.userId}, ${expires}::timestamptz)`),
    sql`, `,
  )}`);
  const key = secretKey(auth.jwtSecret);
  const fixture: JoinBenchFixture = {
    challengeId: CHALLENGE_ID,
    hotConfigId,
    rateConfigId,
    spreadConfigIds,
    stepConfigIds,
    teamChallengeId: TEAM_CHALLENGE_ID,
    teamStepConfigIds,
    teamWarmConfigId,
    teamIds,
    drafts,
    feePaise,
    players: await Promise.all(sessions.map(async (s) => ({ id: s.userId, token: await issueAccessToken(key, s, now, ttl) }))),
  };
  // fresh statistics and no autovacuum of the new rows competing with the first measured seconds; on PostgreSQL the
  // fixture's dirty pages written now, not by a spread checkpoint during the first steps
  await db.execute(sql`vacuum analyze`);
  if (database.driver === 'postgres') await db.execute(sql`checkpoint`);
  writeFileSync(file, JSON.stringify(fixture));

}

/** Time every queued order may take to be decided before a bench run counts as stuck. */
const DRAIN_LIMIT_MS = 60_000;

export function registerJoinBenchRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  // Every process's engine drains its own wakes; with several processes the database says when all are done.
  app.get('/api/__bench/joins/drained', async () => {
    await app.contests.engine.sweep();
    const until = Date.now() + DRAIN_LIMIT_MS;
    while (Date.now() < until) {
      const queued = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from join_orders where challenge_id in (${CHALLENGE_ID}, ${TEAM_CHALLENGE_ID}) and status = 'queued'`));
      if (Number(queued[0]?.n) === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await app.contests.engine.idle();
    const byStatus = rows<{ status: string; n: number }>(
      await db.execute(sql`select status, count(*)::int as n from join_orders where challenge_id in (${CHALLENGE_ID}, ${TEAM_CHALLENGE_ID}) group by status`),
    );
    return { status: 200, data: { ...Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])), batches: app.contests.engine.batches } };
  });

  /**
   * The truth about a run, from the database: orders of `config` by status, how long the slowest took from request to
   * decision, rooms over their size or whose count disagrees with their entries, and money taken wrongly (a fee for
   * an order that holds no seat, a seat without exactly one fee).
   */
  app.get<{ Querystring: { config: string } }>('/api/__bench/joins/report', async (request) => {
    const config = Number(request.query.config);
    const [orders] = rows<{ seated: number; refused: number; queued: number; decide_max_ms: number; decide_p99_ms: number }>(
      await db.execute(sql`select count(*) filter (where status = 'seated')::int as seated, count(*) filter (where status = 'refused')::int as refused,
          count(*) filter (where status = 'queued')::int as queued,
          coalesce(max(extract(epoch from decided_at - created_at) * 1000), 0)::float8 as decide_max_ms,
          coalesce(percentile_cont(0.99) within group (order by extract(epoch from decided_at - created_at) * 1000), 0)::float8 as decide_p99_ms
        from join_orders where config_id = ${config}`),
    );
    const [rooms] = rows<{ overfilled: number }>(
      await db.execute(sql`select count(*)::int as overfilled from contest_rooms r
        where r.config_id = ${config} and (r.filled > r.size or r.filled <> (select count(*) from room_entries e where e.room_id = r.room_id))`),
    );
    const [money] = rows<{ wrong: number }>(
      await db.execute(sql`select count(*)::int as wrong from join_orders o
        where o.config_id = ${config}
          and (select count(*) from ledger_operations op where op.kind = 'entry_fee' and op.ref = o.order_id::text) <> (case when o.status = 'seated' then 1 else 0 end)`),
    );
    return { status: 200, data: { ...orders, overfilled: rooms?.overfilled ?? 0, wronglyCharged: money?.wrong ?? 0 } };
  });
}
