import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../server/db/client';
import { creditDeposit, creditPromo, postOperations, systemAccount, userAccount } from '../server/ledger';
import { bearer, guestToken, newGaid } from './support/app';

/** Fixtures for the contests tests: a challenge with one question, configs, players with money and sets. */

let nextId = 70_000 + Math.floor(Math.random() * 1000) * 10;

export interface Fixture {
  challengeId: number;
  questionId: number;
}

export async function createChallenge(db: Db, startTime: Date, gameMode: 'prediction' | 'nostra11' = 'prediction'): Promise<Fixture> {
  const id = (nextId += 10);
  await db.execute(sql`insert into sports (sports_id, name, slug, img_url, unselected_img_url, sort_order)
    values (${id}, 'Cricket', ${`cricket-${id}`}, '/s.svg', '/u.svg', 1) on conflict do nothing`);
  await db.execute(sql`insert into tournaments (tournament_id, name, sports_id) values (${id}, 'T', ${id})`);
  await db.execute(sql`insert into matches (match_id, sports_id, tournament_id, start_time) values (${id}, ${id}, ${id}, ${startTime.toISOString()}::timestamptz)`);
  await db.execute(sql`insert into challenges (challenge_id, name, game_mode, sports_id, start_time, status)
    values (${id}, ${`Challenge ${id}`}, ${gameMode}, ${id}, ${startTime.toISOString()}::timestamptz, 'open')`);
  await db.execute(sql`insert into challenge_matches (challenge_id, match_id) values (${id}, ${id})`);
  const questionId = id * 100 + 1;
  await db.execute(sql`insert into questions (question_id, match_id, position, text_en, text_hi, options, points_right, points_wrong)
    values (${questionId}, ${id}, 1, 'Who wins?', 'कौन जीतेगा?', ${JSON.stringify([{ key: 'a', text: { en: 'A', hi: 'ए' } }, { key: 'b', text: { en: 'B', hi: 'बी' } }])}::jsonb, 10, 0)`);
  // One pick makes a complete set in these tests.
  await db.execute(sql`insert into picks_challenge_settings (challenge_id, settings) values (${id}, ${JSON.stringify({ picksPerSet: 1, powerupsRequired: 0 })}::jsonb)`);
  return { challengeId: id, questionId };
}

export interface ConfigInput {
  challengeId: number;
  type?: 'guaranteed' | 'non_guaranteed' | 'pool';
  feePaise?: number;
  promoLimit?: number;
  roomSize?: number;
  maxRooms?: number;
  minEntries?: number | null;
  name?: string;
}

export async function createConfig(db: Db, c: ConfigInput): Promise<number> {
  const type = c.type ?? 'guaranteed';
  const fee = c.feePaise ?? 1000;
  const rewards = type === 'pool' ? [] : [{ rank_from: 1, rank_to: 1, prize: 500 }];
  const pool = type === 'pool' ? [{ rank_from: 1, rank_to: 1, share_bps: 6000 }, { rank_from: 2, rank_to: 2, share_bps: 4000 }] : null;
  const name = c.name ?? `Contest ${type}`;
  const result = (await db.execute(sql`
    insert into contest_configs (challenge_id, name, contest_name, config_name, contest_type, fee_paise, promo_limit, room_size,
      max_rooms, min_entries, rake_bps, rewards, pool_template, rules)
    values (${c.challengeId}, ${name}, ${name}, ${name}, ${type}, ${fee}, ${c.promoLimit ?? 0}, ${c.roomSize ?? 10}, ${c.maxRooms ?? 2},
      ${type === 'non_guaranteed' ? (c.minEntries ?? 3) : null}, ${type === 'pool' ? 1000 : 0}, ${JSON.stringify(rewards)}::jsonb,
      ${pool === null ? null : JSON.stringify(pool)}::jsonb, ${JSON.stringify(['Rule one'])}::jsonb)
    returning config_id`)) as unknown as { rows: { config_id: number }[] };
  return Number(result.rows[0]?.config_id);
}

export interface Player {
  id: number;
  token: string;
  headers: Record<string, string>;
}

export async function createPlayer(app: FastifyInstance, db: Db): Promise<Player> {
  const gaid = newGaid();
  const token = await guestToken(app, gaid);
  const res = (await db.execute(sql`select id::int as id from users where gaid = ${gaid}`)) as unknown as { rows: { id: number }[] };
  return { id: Number(res.rows[0]?.id), token, headers: bearer(token) };
}

export async function fund(db: Db, userId: number, depositPaise: number, promoPaise = 0): Promise<void> {
  await db.transaction(async (tx) => {
    if (depositPaise > 0) await creditDeposit(tx, { orderId: `test-${randomUUID()}`, userId, amountPaise: depositPaise, at: new Date() });
    if (promoPaise > 0) await creditPromo(tx, { grantId: `test-${randomUUID()}`, userId, amountPaise: promoPaise, at: new Date(), description: 'test promo' });
  });
}

/** A saved pick set S{draftNum}; complete = its one question answered. */
export async function createSet(db: Db, f: Fixture, userId: number, draftNum: number, complete = true): Promise<void> {
  const picks = complete ? { [f.questionId]: { answer: 'a', answer_time: 1, powerups: [] } } : {};
  const counts = JSON.stringify({ '2x': 0, no_negs: 0, player_poll: 0 });
  await db.execute(sql`insert into pick_sets (user_id, challenge_id, draft_num, picks, remaining, allotted, updated_at)
    values (${userId}, ${f.challengeId}, ${draftNum}, ${JSON.stringify(picks)}::jsonb, ${counts}::jsonb, ${counts}::jsonb, now())`);
}

export async function createTeam(db: Db, challengeId: number, userId: number, draftNum: number, players: unknown[] = [1, 2, 3]): Promise<number> {
  const res = (await db.execute(sql`insert into teams (user_id, challenge_id, draft_num, players)
    values (${userId}, ${challengeId}, ${draftNum}, ${JSON.stringify(players)}::jsonb) returning team_id`)) as unknown as { rows: { team_id: number }[] };
  return Number(res.rows[0]?.team_id);
}

export function joinBody(challengeId: number, configId: number, draftNumber: number, promoLimit = 0) {
  return { challenge_id: challengeId, config_id: configId, challenge_name: 'x', flavor: 'web', promo_limit: promoLimit, pseudo_room_id: 0, draft_number: draftNumber };
}

export async function requestJoin(app: FastifyInstance, p: Player, body: object, key: string = randomUUID()) {
  return app.inject({ method: 'POST', url: '/api/v1/game/challenges/mpl/requestJoin', headers: { ...p.headers, 'idempotency-key': key }, payload: body });
}

export async function verify(app: FastifyInstance, p: Player, orderId: string, team = false) {
  return app.inject({
    method: 'POST',
    url: team ? '/api/v1/f2p/fantasy/contests/verifyJoin' : '/api/v3/game/challenges/verifyJoinContest',
    headers: p.headers,
    payload: { order_id: orderId },
  });
}

export async function q<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Many players at once (race tests, bench): users, sessions and access tokens written in bulk,
 * each funded through the ledger and given a complete set S1.
 */
export async function createFundedPlayers(
  app: FastifyInstance,
  db: Db,
  f: Fixture,
  count: number,
  depositPaise: number,
): Promise<Player[]> {
  const { issueAccessToken, secretKey } = await import('../server/modules/auth/tokens');
  const key = secretKey(app.pickxi.config.jwtSecret);
  const ttl = app.pickxi.config.accessTokenTtlSeconds;
  const now = new Date();
  const gaids = Array.from({ length: count }, () => newGaid());
  const users = await q<{ id: number }>(
    db,
    sql`insert into users (gaid) select unnest(${sql.raw(`ARRAY[${gaids.map((g) => `'${g}'`).join(',')}]`)}::text[]) returning id::int as id`,
  );
  const sessions = users.map((u) => ({ userId: Number(u.id), sessionId: randomUUID() }));
  await db.execute(sql`insert into sessions (id, user_id, expires_at) values ${sql.join(
    sessions.map((s) => sql`(${s.sessionId}::uuid, ${s.userId}, ${new Date(now.getTime() + ttl * 1000).toISOString()}::timestamptz)`),
    sql`, `,
  )}`);
  const counts = JSON.stringify({ '2x': 0, no_negs: 0, player_poll: 0 });
  const picks = JSON.stringify({ [f.questionId]: { answer: 'a', answer_time: 1, powerups: [] } });
  await db.execute(sql`insert into pick_sets (user_id, challenge_id, draft_num, picks, remaining, allotted, updated_at)
    select u, ${f.challengeId}, 1, ${picks}::jsonb, ${counts}::jsonb, ${counts}::jsonb, now()
    from unnest(${sql.raw(`ARRAY[${sessions.map((s) => s.userId).join(',')}]`)}::bigint[]) as u`);
  // One ledger batch: add_money per player (gateway_clearing → deposit), as creditDeposit posts it.
  await db.transaction((tx) =>
    postOperations(
      tx,
      sessions.map((s) => ({
        kind: 'add_money' as const,
        ref: `fund-${randomUUID()}`,
        userId: s.userId,
        description: 'test funding',
        at: now,
        postings: [
          { account: systemAccount('gateway_clearing'), amount: -depositPaise },
          { account: userAccount(s.userId, 'deposit'), amount: depositPaise },
        ],
      })),
    ),
  );
  return Promise.all(
    sessions.map(async (s) => {
      const token = await issueAccessToken(key, { userId: s.userId, sessionId: s.sessionId }, now, ttl);
      return { id: s.userId, token, headers: bearer(token) };
    }),
  );
}
