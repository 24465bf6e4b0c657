import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { SettlementReport } from '../core/rules/settlement';
import { verifyReport } from '../core/rules/settlementVerify';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { ReplayFeed } from '../server/feeds/replay';
import { createPlayer, fund, joinBody, q, requestJoin, verify, type Player } from './contests-support';
import { CRICSHEET_DIR, insertSports } from './matches-support';
import { get, post } from './picks-support';
import { expectedCricket, readCricsheet } from './replay-reading';
import { testDrivers, useTestDatabase } from './support/app';

/**
 * The acceptance check, played through the API: the app runs FEED=replay over the five real Cricsheet
 * files (FEED_SPEED 300, first start 60 s, a 120 s gap, points final 30 s after completion) on a clock the test
 * moves. Four guests enter every match's prediction challenge, save complete sets with powerups and join the same
 * ₹10 small room; the lifecycle ticks through live → completed → points final → settled. Every key answer, set
 * total, rank and prize is then compared with a computation written here from the raw files (not the app's
 * resolvers, scorer or settlement rule).
 */

const STARTED = new Date('2026-06-01T10:00:00Z');
const SPEED = 300;
const FIRST_START_S = 60;
const GAP_S = 120;
const POINTS_FINAL_S = 30;
const FILES = ['1216517', '1359519', '1370351', '1370353', '1426269'] as const;
const SMALL_FEE = 1000;
const PROMO_PART = 100;
const SMALL_PRIZES = [2500, 1000]; // ₹25 to rank 1, ₹10 to rank 2 (the small-rooms template)
// Growing pool (config n = 4): ₹25, no bonus cash, 10 % rake, shares 40/25/15/10/10 % of the pool by position.
const POOL_FEE = 2500;
const POOL_SHARES_BPS = [4000, 2500, 1500, 1000, 1000];
// Hot Shot (config n = 5): ₹15, up to 20 % bonus cash, needs 5 entries: four are refunded at the start.
const HOT_FEE = 1500;
const HOT_PROMO = 300;
const DEPOSIT_PER_MATCH = SMALL_FEE - PROMO_PART + POOL_FEE + HOT_FEE - HOT_PROMO;
const PROMO_PER_MATCH = PROMO_PART + HOT_PROMO;
const NO_NEGS_RIGHT = 10;

type KeyAnswers = Record<'toss' | 'winner' | 'sixes' | 'century' | 'super_over', string | null>;

function expectedAnswers(id: string): KeyAnswers {
  const all = expectedCricket(readCricsheet(CRICSHEET_DIR, id));
  return { toss: all['cricket.toss']!, winner: all['cricket.winner']!, sixes: all['cricket.sixes']!, century: all['cricket.century']!, super_over: all['cricket.super_over']! };
}

const KEY_TEXTS: Record<keyof KeyAnswers, string> = {
  toss: 'Who will win the toss?',
  winner: 'Who will win the match? (a tie goes to the super-over winner)',
  sixes: 'Sixes in the match (super overs not counted): over 12.5?',
  century: 'Will a batter score a century (100 in one innings)?',
  super_over: 'Will the match have a super over?',
};
const flip: Record<string, string> = { A: 'B', B: 'A', over: 'under', under: 'over', yes: 'no', no: 'yes' };

interface Question { question_id: number; text: { en: string }; options: { key: string }[]; points: { right: number; wrong: number } }
interface Pick { question_id: number; answer: string; powerups: ('2x' | 'no_negs')[] }

/** Independent scoring: void/unresolved 0; 2x doubles; no_negs +10 right, 0 wrong; both 20/0. */
function pointsOf(q: Question, pick: Pick, correct: string | null): number {
  if (correct === null) return 0;
  const right = pick.answer === correct;
  const base = pick.powerups.includes('no_negs') ? (right ? NO_NEGS_RIGHT : 0) : right ? q.points.right : q.points.wrong;
  return base * (pick.powerups.includes('2x') ? 2 : 1);
}

/**
 * Independent pool split: pool = fees − 10 % rake; each position its share; a tie shares its positions' prizes;
 * the prizes of positions nobody occupies go back to every entry in equal shares (ADR 008).
 */
function poolPrizes(points: number[]): number[] {
  const fees = points.length * POOL_FEE;
  const pool = fees - Math.floor(fees / 10);
  const table = POOL_SHARES_BPS.map((bps) => Math.floor((pool * bps) / 10_000));
  const occupied = ranksAndPrizes(points, table.slice(0, points.length)).map((r) => r.prize);
  const unclaimed = table.slice(points.length).reduce((s, x) => s + x, 0);
  return occupied.map((x) => x + unclaimed / points.length);
}

/** Independent ranking (1, 2, 2, 4) and prize split of a guaranteed table: a tie shares its positions' prizes. */
function ranksAndPrizes(points: number[], table: number[]): { rank: number; prize: number }[] {
  return points.map((p) => {
    const rank = 1 + points.filter((o) => o > p).length;
    const tied = points.filter((o) => o === p).length;
    const pot = table.slice(rank - 1, rank - 1 + tied).reduce((s, x) => s + x, 0);
    return { rank, prize: pot / tied };
  });
}

describe.each(testDrivers())('replay acceptance: five Cricsheet files played through the API on %s', (driver) => {
  const database = useTestDatabase(driver);
  let app: FastifyInstance | undefined;
  afterAll(async () => app?.close());

  it('resolves, scores, ranks, pays and refunds exactly as the files say', async () => {
    const { db } = database();
    await insertSports(db);
    let now = STARTED;
    const feed = new ReplayFeed({ dir: CRICSHEET_DIR, startedAt: STARTED, firstStartS: FIRST_START_S, gapS: GAP_S, speed: SPEED });
    app = await buildApp({
      config: testConfig({ feed: { provider: { kind: 'replay', dir: CRICSHEET_DIR }, firstStartS: FIRST_START_S, gapS: GAP_S, speed: SPEED, pointsFinalAfterS: POINTS_FINAL_S, tickMs: 3_600_000 } }),
      database: database(),
      clock: () => now,
      matchFeed: feed,
    });
    await app.ready();
    const tick = async (seconds: number) => {
      now = new Date(STARTED.getTime() + seconds * 1000);
      const pass = await app!.matchJobs!.tick();
      expect(pass).not.toBeNull();
    };
    await tick(1);

    const players: Player[] = [];
    for (let i = 0; i < 4; i++) players.push(await createPlayer(app, db));
    // ₹10 a match, up to 10 % of it from bonus cash: ₹9 deposit + ₹1 promo per entry.
    for (const p of players) await fund(db, p.id, FILES.length * DEPOSIT_PER_MATCH, FILES.length * PROMO_PER_MATCH);

    const list = await get(app, players[0]!.token, '/api/v1/platform/challenges');
    expect(list.statusCode).toBe(200);
    const listed = new Set((list.json() as { data: { challenges: { challenge_id: number }[] } }).data.challenges.map((c) => c.challenge_id));
    for (const id of FILES) expect(listed.has(Number(id))).toBe(true);

    // Every player: the same 12 questions (the five key ones first); powerups 2x on toss/winner/sixes, no_negs on
    // century and two others. P0 answers the keys right, P1 = P2 wrong (a tie), P3 like P1 without no_negs on the
    // century (5 fewer points whenever the century question is decided) and with it on the super-over question.
    const sets = new Map<string, { questions: Question[]; picks: Pick[][]; orders: string[]; expected: KeyAnswers }>();
    for (const id of FILES) {
      const challengeId = Number(id);
      const expected = expectedAnswers(id);
      const view = await get(app, players[0]!.token, '/api/v5/utils/users/questions', { challenge_id: challengeId, draft_num: 1 });
      expect(view.statusCode).toBe(200);
      const all = (view.json() as { data: { matches: { questions: Question[] }[] } }).data.matches[0]!.questions;
      const keyed = (Object.keys(KEY_TEXTS) as (keyof KeyAnswers)[]).map((k) => all.find((q) => q.text.en === KEY_TEXTS[k])!);
      expect(keyed.every(Boolean)).toBe(true);
      const others = all.filter((q) => !keyed.includes(q)).sort((a, b) => a.question_id - b.question_id).slice(0, 7);
      const questions = [...keyed, ...others];
      const picksFor = (player: number): Pick[] =>
        questions.map((q, i) => {
          const key = (Object.keys(KEY_TEXTS) as (keyof KeyAnswers)[])[i];
          const truth = key ? expected[key] : null;
          const answer = key && truth !== null ? (player === 0 ? truth : flip[truth]!) : q.options[0]!.key;
          const noNegsAt = player === 3 ? [4, 5, 6] : [3, 5, 6];
          const powerups: Pick['powerups'] = i < 3 ? ['2x'] : noNegsAt.includes(i) ? ['no_negs'] : [];
          return { question_id: q.question_id, answer, powerups };
        });
      const picks = players.map((_, i) => picksFor(i));
      const orders: string[] = [];
      for (const [i, p] of players.entries()) {
        const answers = picks[i]!.map((pk) => ({ match_id: challengeId, question_id: pk.question_id, answer: pk.answer, answer_time: now.getTime(), powerups: pk.powerups }));
        const saved = await post(app, p.token, '/api/v5/utils/users/answerInBulk', { challenge_id: challengeId, answers });
        expect(saved.statusCode, saved.body).toBe(200);
        const joined = await requestJoin(app, p, joinBody(challengeId, challengeId * 10 + 2, 1, 10));
        expect(joined.statusCode, joined.body).toBe(200);
        const orderId = (joined.json() as { data: { order_id: string } }).data.order_id;
        await app.contests.engine.idle();
        const v = await verify(app, p, orderId);
        expect((v.json() as { data: { room: unknown } }).data.room).not.toBeNull();
        orders.push(orderId);
        for (const [n, promo] of [[4, 0], [5, 20]] as const) {
          const other = await requestJoin(app, p, joinBody(challengeId, challengeId * 10 + n, 1, promo));
          expect(other.statusCode, other.body).toBe(200);
          await app.contests.engine.idle();
          const seated = await verify(app, p, (other.json() as { data: { order_id: string } }).data.order_id);
          expect((seated.json() as { data: { room: unknown } }).data.room).not.toBeNull();
        }
      }
      sets.set(id, { questions, picks, orders, expected });
    }

    // Play all five matches: ticks every 10 s until the last one is settled.
    const lastStart = FIRST_START_S + (FILES.length - 1) * GAP_S;
    for (let t = 10; t <= lastStart + 200; t += 10) await tick(t);
    await tick(lastStart + 400);

    const winnings = new Map<number, number>();
    const prizeOf = new Map<string, number>(); // `${challenge}:${user}` → paise
    for (const id of FILES) {
      const challengeId = Number(id);
      const { questions, picks, expected } = sets.get(id)!;
      const noResult = id === '1359519';
      // The room every player joined (one ₹10 small room of four).
      const roomRows = await q<{ room_id: number; status: string }>(
        db,
        sql`select distinct r.room_id::int as room_id, r.status from room_entries e join contest_rooms r using (room_id) where r.config_id = ${challengeId * 10 + 2}`,
      );
      expect(roomRows).toHaveLength(1);
      const room = roomRows[0]!;

      // Every question of the match resolved as the file says (void where it cannot say).
      const truth = expectedCricket(readCricsheet(CRICSHEET_DIR, id));
      const resolved = await q<{ resolver: string; status: string | null; correct: string | null }>(
        db,
        sql`select q.resolver, r.status, r.correct from questions q left join question_results r using (question_id) where q.match_id = ${challengeId} order by q.question_id`,
      );
      expect(resolved.length).toBeGreaterThanOrEqual(12);
      for (const r of resolved) {
        expect(r.resolver in truth, r.resolver).toBe(true);
        expect(r.status, `${id} ${r.resolver} unresolved`).not.toBeNull();
        expect([id, r.resolver, r.status === 'void' ? null : r.correct]).toEqual([id, r.resolver, truth[r.resolver]]);
      }

      // Every key answer as the file says, through the results call.
      const res = await get(app, players[0]!.token, '/api/v3/game/users/results', { match_id: challengeId, room_id: room.room_id });
      expect(res.statusCode, res.body).toBe(200);
      const set = (res.json() as { data: { sets: { total: number; questions: { question_id: number; correct: string | null; outcome: string; points_scored: number }[] }[] } }).data.sets[0]!;
      const correctOf = new Map(set.questions.map((q) => [q.question_id, q.outcome === 'void' ? null : q.correct]));
      (Object.keys(KEY_TEXTS) as (keyof KeyAnswers)[]).forEach((k, i) => {
        expect([id, k, correctOf.get(questions[i]!.question_id)]).toEqual([id, k, expected[k]]);
      });
      const otherRooms = await q<{ config_id: number; status: string }>(
        db,
        sql`select config_id::int as config_id, status from contest_rooms where config_id in (${challengeId * 10 + 4}, ${challengeId * 10 + 5}) order by config_id`,
      );
      expect(otherRooms.map((r) => r.status)).toEqual([noResult ? 'refunded' : 'settled', 'refunded']);
      if (noResult) {
        expect(room.status).toBe('refunded');
        continue;
      }
      expect(room.status).toBe('settled');
      const points = picks.map((ps) => ps.reduce((s, pk, i) => s + pointsOf(questions[i]!, pk, correctOf.get(pk.question_id) ?? null), 0));
      const expectedRanks = ranksAndPrizes(points, SMALL_PRIZES);
      expect(expectedRanks.map((r) => r.rank)).toEqual([1, 2, 2, 4]);

      for (const [i, p] of players.entries()) {
        const mine = await get(app, p.token, '/api/v3/game/users/results', { match_id: challengeId, room_id: room.room_id });
        expect((mine.json() as { data: { sets: { total: number }[] } }).data.sets[0]!.total).toBe(points[i]);
        winnings.set(p.id, (winnings.get(p.id) ?? 0) + expectedRanks[i]!.prize);
        prizeOf.set(`${challengeId}:${p.id}`, expectedRanks[i]!.prize);
      }
      const pool = poolPrizes(points);
      const poolEntries = await q<{ user_id: number; rank: number; prize_paise: number }>(
        db,
        sql`select e.user_id::int as user_id, e.rank, e.prize_paise::int as prize_paise from room_entries e join contest_rooms r using (room_id) where r.config_id = ${challengeId * 10 + 4}`,
      );
      for (const [i, p] of players.entries()) {
        expect(poolEntries.find((e) => e.user_id === p.id)).toMatchObject({ rank: expectedRanks[i]!.rank, prize_paise: pool[i] });
        winnings.set(p.id, (winnings.get(p.id) ?? 0) + pool[i]!);
        prizeOf.set(`${challengeId}:${p.id}`, (prizeOf.get(`${challengeId}:${p.id}`) ?? 0) + pool[i]!);
      }
      expect(pool.reduce((s, x) => s + x, 0) + Math.floor((4 * POOL_FEE) / 10)).toBe(4 * POOL_FEE);
      const board = await get(app, players[0]!.token, '/api/f2p/v1/game/rooms/leaderboard', { room_id: room.room_id, challenge_id: challengeId });
      expect(board.statusCode, board.body).toBe(200);
      const lb = (board.json() as { data: { final: boolean; users: { user_id: number; points: number; rank: number; winnings: number | null }[] } }).data;
      expect(lb.final).toBe(true);
      const byUser = new Map(lb.users.map((u) => [u.user_id, u]));
      for (const [i, p] of players.entries()) {
        expect(byUser.get(p.id)).toMatchObject({ points: points[i], rank: expectedRanks[i]!.rank, winnings: expectedRanks[i]!.prize / 100 });
      }

      // The settlement report verifies and its totals balance: Σ prizes + house = Σ fees.
      const rep = await get(app, players[1]!.token, '/api/v1/game/rooms/settlementReport', { room_id: room.room_id });
      expect(rep.statusCode, rep.body).toBe(200);
      const report = JSON.parse((rep.json() as { data: { document: string } }).data.document) as SettlementReport;
      expect(verifyReport(report)).toEqual([]);
      const { totals } = report;
      expect(totals.fees_paise).toBe(4 * SMALL_FEE);
      expect(totals.prizes_paise + totals.house_paise).toBe(totals.fees_paise);
      expect(totals.prizes_paise).toBe(expectedRanks.reduce((s, r) => s + r.prize, 0));
      expect(report.entries.map((e) => [e.user_id, e.points, e.rank, e.prize_paise])).toEqual(
        expect.arrayContaining(players.map((p, i) => [p.id, points[i], expectedRanks[i]!.rank, expectedRanks[i]!.prize])),
      );
    }

    // Wallet: the no-result match's fee went back to the buckets it came from (₹9 deposit, ₹1 promo); winnings
    // are exactly the prizes.
    for (const p of players) {
      const w = await get(app, p.token, '/api/f2p/v1/user/wallet');
      const wallet = (w.json() as { data: { deposit_money: number; promo_money: number; winnings_money: number } }).data;
      // the no-result match's three entries and every Hot Shot entry come back
      expect(wallet).toMatchObject({
        winnings_money: (winnings.get(p.id) ?? 0) / 100,
        deposit_money: (DEPOSIT_PER_MATCH + (FILES.length - 1) * (HOT_FEE - HOT_PROMO)) / 100,
        promo_money: (PROMO_PER_MATCH + (FILES.length - 1) * HOT_PROMO) / 100,
      });
    }
    // My matches: every challenge completed (the no-result one cancelled) with its winnings; nothing in play.
    for (const p of players) {
      const inPlay = (await get(app, p.token, '/api/v3/game/challenges/inPlayv2')).json() as { data: { upcoming: unknown[]; live: unknown[] } };
      expect([inPlay.data.upcoming.length, inPlay.data.live.length]).toEqual([0, 0]);
      const done = (await get(app, p.token, '/api/v3/game/challenges/completedv2', { skip: 0, limit: 40 })).json() as {
        data: { challenges: { challenge_id: number; status: string; winnings: number }[] };
      };
      for (const id of FILES) {
        const c = done.data.challenges.find((x) => x.challenge_id === Number(id));
        expect(c).toMatchObject({ status: id === '1359519' ? 'cancelled' : 'completed', winnings: (prizeOf.get(`${id}:${p.id}`) ?? 0) / 100 });
        const one = (await get(app, p.token, '/api/v3/game/getPlayerMatchResult', { challenge_id: Number(id) })).json() as { data: { winnings: number } };
        expect(one.data.winnings).toBe((prizeOf.get(`${id}:${p.id}`) ?? 0) / 100);
      }
    }
    // checkPopup: one won_cash per room won, each shown once (one popup a call), adding up to the winnings.
    for (const p of players) {
      const shown: { type: string; amount: number }[] = [];
      for (let call = 0; call < 20; call++) {
        const res = await get(app, p.token, '/api/f2p/v1/user/checkPopup');
        const popups = (res.json() as { data: { type: string; amount: number }[] }).data;
        if (popups.length === 0) break;
        shown.push(...popups);
      }
      const won = shown.filter((x) => x.type === 'won_cash');
      expect(won.reduce((s, x) => s + x.amount, 0)).toBeCloseTo((winnings.get(p.id) ?? 0) / 100, 2);
      expect(won.length).toBe(shown.length);
      expect(won.length).toBeGreaterThanOrEqual(FILES.length - 1);
    }
  }, 240_000);
});
