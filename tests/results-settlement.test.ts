import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { SettlementReport } from '../core/rules/settlement';
import { verifyReport } from '../core/rules/settlementVerify';
import { getBalances, sumAllPostings, systemBalance } from '../server/ledger';
import { refundMatch, rescoreMatch, settleMatch } from '../server/modules/results';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { createChallenge, createConfig, createFundedPlayers, createPlayer, fund, joinBody, q, requestJoin, type Player } from './contests-support';
import {
  createPickedSet,
  createResultsChallenge,
  entryResults,
  joinAndSeat,
  resolve,
  roomOf,
  setMatchStatus,
  setRewards,
} from './results-support';

const HOUR = 3_600_000;

describe.each(testDrivers())('results: rescoring, settlement and refunds on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('scores sets, ranks rooms with ties (1,2,2,4), settles once: prizes + house = fees, winnings, popups, report', async () => {
    const db = database().db;
    const start = new Date(Date.now() + HOUR);
    let now = new Date();
    const app = await createTestApp(database(), { clock: () => now });
    const f = await createResultsChallenge(db, start);
    const guaranteed = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, roomSize: 10, maxRooms: 1, name: 'Mega' });
    await setRewards(db, guaranteed, [
      { rank_from: 1, rank_to: 1, prize: 3000 },
      { rank_from: 2, rank_to: 2, prize: 1001 },
      { rank_from: 3, rank_to: 3, prize: 500 },
    ]);
    const pool = await createConfig(db, { challengeId: f.challengeId, type: 'pool', feePaise: 1000, roomSize: 10, maxRooms: 1, name: 'Pool' });
    const lonelyPool = await createConfig(db, { challengeId: f.challengeId, type: 'pool', feePaise: 1000, roomSize: 10, maxRooms: 1, name: 'Lonely' });
    const small = await createConfig(db, { challengeId: f.challengeId, type: 'non_guaranteed', minEntries: 9, feePaise: 1000, name: 'Small' });
    // Reaches its minimum of 2: played for its fixed table (rank 1 wins 500).
    const reached = await createConfig(db, { challengeId: f.challengeId, type: 'non_guaranteed', minEntries: 2, feePaise: 1000, name: 'Duo' });

    // answers: q1 right = 'a' (+10 / −5), q2 right = 'a' (+20 / 0)
    const picks: [Parameters<typeof createPickedSet>[4], Parameters<typeof createPickedSet>[5]][] = [
      [['a', ['2x']], ['a']], // 40
      [['a'], ['a']], // 30
      [['a'], ['a']], // 30 (tied, joined later)
      [['b', ['no_negs']], ['b']], // 0
      [['b'], ['a']], // 15
    ];
    const players: Player[] = [];
    const orders: string[] = [];
    for (const [i, [p1, p2]] of picks.entries()) {
      const p = await createPlayer(app, db);
      await fund(db, p.id, 5000);
      await createPickedSet(db, f, p.id, 1, p1, p2);
      now = new Date(now.getTime() + 1000); // distinct join times: the earlier join gets a split's extra paisa
      orders.push(await joinAndSeat(app, p, f.challengeId, guaranteed));
      if (i < 3) await joinAndSeat(app, p, f.challengeId, pool);
      if (i === 0) await joinAndSeat(app, p, f.challengeId, lonelyPool);
      if (i === 4) await joinAndSeat(app, p, f.challengeId, small);
      if (i < 2) await joinAndSeat(app, p, f.challengeId, reached);
      players.push(p);
    }
    const room = await roomOf(db, orders[0] as string);
    const prizesBefore = await systemBalance(db, 'prizes');
    const escrowBefore = await systemBalance(db, 'contest_escrow');
    expect(escrowBefore).toBe(12_000);

    // Live: the match started, one answer known → live points and ranks.
    now = new Date(start.getTime() + 60_000);
    await setMatchStatus(db, f.matchId, 'live');
    await resolve(db, f.q1, 'a');
    await rescoreMatch(db, f.matchId, now);
    expect((await entryResults(db, room)).map((e) => [e.points, e.rank])).toEqual([
      [20, 1],
      [10, 2],
      [10, 2],
      [0, 4],
      [-5, 5],
    ]);
    const live = await app.inject({ method: 'GET', url: `/api/f2p/v1/game/rooms/leaderboard?room_id=${room}&challenge_id=${f.challengeId}`, headers: players[4]!.headers });
    expect(live.json()).toMatchObject({
      data: { final: false, total_entries: 5, my_entries: [{ user_id: players[4]!.id, rank: 5, points: -5, winnings: null, is_me: true }] },
    });
    expect((live.json() as { data: { users: { rank: number }[] } }).data.users.map((u) => u.rank)).toEqual([1, 2, 2, 4, 5]);

    // Not points-final yet: nothing is settled.
    expect(await settleMatch(db, f.matchId, now)).toEqual({ roomsSettled: 0, prizesPaid: 0, pendingChallenges: 1 });

    await resolve(db, f.q2, 'a');
    await rescoreMatch(db, f.matchId, now);
    // every set's points on its entry in the guaranteed room, in join order
    expect(await q(db, sql`select st.points from entry_standings st join room_entries e using (order_id) where st.room_id = ${room} order by e.joined_at`)).toEqual(
      [40, 30, 30, 0, 15].map((points) => ({ points })),
    );
    // Live prizing: what each would win if the room were settled now, the tie at rank 2 split as settlement splits it
    // (the earlier join gets the extra paisa): exactly the prizes paid below.
    const wouldWin = [];
    for (const p of players) {
      const board = await app.inject({ method: 'GET', url: `/api/f2p/v1/game/rooms/leaderboard?room_id=${room}&challenge_id=${f.challengeId}`, headers: p.headers });
      wouldWin.push((board.json() as { data: { my_entries: { would_win: number | null }[] } }).data.my_entries[0]!.would_win);
    }
    expect(wouldWin).toEqual([30, 7.51, 7.5, 0, 0]);
    await setMatchStatus(db, f.matchId, 'points_final');
    now = new Date(start.getTime() + 5 * HOUR);
    const first = await settleMatch(db, f.matchId, now);
    // Mega, Pool, Lonely and Duo settled; Small was refunded at match start (under its minimum).
    expect(first).toEqual({ roomsSettled: 4, prizesPaid: 3 + 3 + 1 + 1, pendingChallenges: 0 });

    expect((await entryResults(db, room)).map((e) => [e.user_id, e.points, e.rank, e.prize_paise])).toEqual([
      [players[0]!.id, 40, 1, 3000],
      [players[1]!.id, 30, 2, 751],
      [players[2]!.id, 30, 2, 750],
      [players[4]!.id, 15, 4, 0],
      [players[3]!.id, 0, 5, 0],
    ]);
    // Pool of 3 (40, 30, 30 points): gross 3000, rake 10 % = 300, pool 2700 → 1620, and 1080 split by the tie at rank 2.
    // Lonely pool: its only entry takes the whole pool (rank 2's unoccupied prize comes back to it).
    const poolRoom = await q<{ prize_paise: number }>(db, sql`select e.prize_paise::int as prize_paise from room_entries e join contest_rooms r on r.room_id = e.room_id
      where r.config_id = ${pool} order by e.rank`);
    expect(poolRoom.map((r) => r.prize_paise)).toEqual([1620, 540, 540]);
    const lonely = await q<{ prize_paise: number }>(db, sql`select e.prize_paise::int as prize_paise from room_entries e join contest_rooms r on r.room_id = e.room_id where r.config_id = ${lonelyPool}`);
    expect(lonely).toEqual([{ prize_paise: 900 }]);

    // Σ prizes + house = Σ fees: escrow emptied, the house keeps rake (300 + 100), Mega's 5000 − 4501 and Duo's 2000 − 500.
    expect(await systemBalance(db, 'contest_escrow')).toBe(0);
    expect((await systemBalance(db, 'prizes')) - prizesBefore).toBe(499 + 300 + 100 + 1500);
    expect(await getBalances(db, players[0]!.id)).toEqual({ deposit: 1000, promo: 0, winnings: 3000 + 1620 + 900 + 500 });
    expect(await getBalances(db, players[4]!.id)).toEqual({ deposit: 4000, promo: 0, winnings: 0 });
    expect(await q(db, sql`select status from challenges where challenge_id = ${f.challengeId}`)).toEqual([{ status: 'completed' }]);
    const popups = await q<{ user_id: number; amount_paise: number }>(db, sql`select user_id::int as user_id, amount_paise::int as amount_paise
      from reward_popups where type = 'won_cash' and ref = ${`room:${room}`} order by amount_paise desc`);
    expect(popups).toEqual([
      { user_id: players[0]!.id, amount_paise: 3000 },
      { user_id: players[1]!.id, amount_paise: 751 },
      { user_id: players[2]!.id, amount_paise: 750 },
    ]);

    // The report: stored, hashed, and verifiable by anyone in the room; others are refused.
    const res = await app.inject({ method: 'GET', url: `/api/v1/game/rooms/settlementReport?room_id=${room}`, headers: players[3]!.headers });
    expect(res.statusCode).toBe(200);
    const { document, sha256 } = (res.json() as { data: { document: string; sha256: string } }).data;
    expect(createHash('sha256').update(document, 'utf8').digest('hex')).toBe(sha256);
    const report = JSON.parse(document) as SettlementReport;
    expect(verifyReport(report)).toEqual([]);
    expect(report.totals).toEqual({ fees_paise: 5000, prizes_paise: 4501, house_paise: 499 });
    expect(report.questions.map((x) => x.result)).toEqual([{ status: 'settled', correct: 'a' }, { status: 'settled', correct: 'a' }]);
    const outsider = await createPlayer(app, db);
    const denied = await app.inject({ method: 'GET', url: `/api/v1/game/rooms/settlementReport?room_id=${room}`, headers: outsider.headers });
    expect(denied.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const bad = await app.inject({ method: 'GET', url: `/api/v1/game/rooms/settlementReport?room_id=abc`, headers: outsider.headers });
    expect(bad.statusCode).toBe(400);

    // Final leaderboard shows winnings.
    const final = await app.inject({ method: 'GET', url: `/api/f2p/v1/game/rooms/leaderboard?room_id=${room}&challenge_id=${f.challengeId}`, headers: players[1]!.headers });
    expect(final.json()).toMatchObject({ data: { final: true, my_entries: [{ rank: 2, points: 30, winnings: 7.51, would_win: null }] } });

    // Re-running changes nothing: no room, no posting, no popup, same balances.
    const operations = await q<{ n: number }>(db, sql`select count(*)::int as n from ledger_operations`);
    expect(await settleMatch(db, f.matchId, now)).toEqual({ roomsSettled: 0, prizesPaid: 0, pendingChallenges: 0 });
    await rescoreMatch(db, f.matchId, now);
    expect(await q<{ n: number }>(db, sql`select count(*)::int as n from ledger_operations`)).toEqual(operations);
    expect(await q(db, sql`select count(*)::int as n from reward_popups`)).toEqual([{ n: 3 + 3 + 1 + 1 }]);
    expect((await entryResults(db, room)).map((e) => e.prize_paise)).toEqual([3000, 751, 750, 0, 0]);
    expect(await sumAllPostings(db)).toBe(0);
  });

  it('leaderboard: 50 a page in rank order, the player pinned on every page, no ranks before the start', async () => {
    const db = database().db;
    const start = new Date(Date.now() + HOUR);
    let now = new Date();
    const app = await createTestApp(database(), { clock: () => now });
    const f = await createChallenge(db, start);
    const config = await createConfig(db, { challengeId: f.challengeId, feePaise: 100, roomSize: 60, maxRooms: 1, name: 'Big' });
    const players = await createFundedPlayers(app, db, f, 55, 100);
    // Players 0..19 answer right (10 points), the rest wrong (0).
    const right = players.slice(0, 20).map((p) => p.id);
    await db.execute(sql`update pick_sets set picks = jsonb_set(picks, ${`{${f.questionId},answer}`}::text[], '"b"')
      where challenge_id = ${f.challengeId} and not (user_id = any(${`{${right.join(',')}}`}::bigint[]))`);
    for (const p of players) expect((await requestJoin(app, p, joinBody(f.challengeId, config, 1))).statusCode).toBe(200);
    await app.contests.engine.idle();
    const [{ room_id: room } = { room_id: 0 }] = await q<{ room_id: number }>(db, sql`select room_id from contest_rooms where config_id = ${config}`);
    const me = players[54]!;
    const board = async (page: number) =>
      (await app.inject({ method: 'GET', url: `/api/f2p/v1/game/rooms/leaderboard?room_id=${room}&challenge_id=${f.challengeId}&page_number=${page}`, headers: me.headers })).json() as {
        data: { has_more: boolean; total_entries: number; users: { rank: number | null; points: number | null }[]; my_entries: { rank: number | null; is_me: boolean }[] };
      };
    const before = await board(1);
    expect(before.data.users.every((u) => u.rank === null && u.points === null)).toBe(true);

    now = new Date(start.getTime() + 60_000);
    await resolve(db, f.questionId, 'a');
    await rescoreMatch(db, f.challengeId, now);
    const first = await board(1);
    expect(first.data).toMatchObject({ has_more: true, total_entries: 55, my_entries: [{ rank: 21, is_me: true }] });
    expect(first.data.users).toHaveLength(50);
    expect(first.data.users.map((u) => u.rank)).toEqual([...Array(20).fill(1), ...Array(30).fill(21)]);
    const second = await board(2);
    expect(second.data).toMatchObject({ has_more: false, my_entries: [{ rank: 21 }] });
    expect(second.data.users.map((u) => u.rank)).toEqual(Array(5).fill(21));
  });

  it('an abandoned match refunds every entry to the buckets it came from, exactly once; rooms refunded, challenge cancelled', async () => {
    const db = database().db;
    const start = new Date(Date.now() + HOUR);
    const app = await createTestApp(database());
    const f = await createResultsChallenge(db, start);
    const config = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, promoLimit: 50, roomSize: 2, maxRooms: 3, name: 'Promo' });
    const players: Player[] = [];
    for (let i = 0; i < 3; i++) {
      const p = await createPlayer(app, db);
      await fund(db, p.id, 700, 300);
      await createPickedSet(db, f, p.id, 1, ['a'], ['b']);
      await joinAndSeat(app, p, f.challengeId, config, 1, 50);
      players.push(p);
    }
    expect(await getBalances(db, players[0]!.id)).toEqual({ deposit: 0, promo: 0, winnings: 0 });
    const now = new Date(start.getTime() + HOUR);
    await setMatchStatus(db, f.matchId, 'abandoned');
    expect(await refundMatch(db, f.matchId, now)).toEqual({ entriesRefunded: 3 });
    for (const p of players) expect(await getBalances(db, p.id)).toEqual({ deposit: 700, promo: 300, winnings: 0 });
    expect(await refundMatch(db, f.matchId, now)).toEqual({ entriesRefunded: 0 });
    for (const p of players) expect(await getBalances(db, p.id)).toEqual({ deposit: 700, promo: 300, winnings: 0 });
    expect(await q(db, sql`select distinct r.status from contest_rooms r where r.config_id = ${config}`)).toEqual([{ status: 'refunded' }]);
    expect(await q(db, sql`select status from challenges where challenge_id = ${f.challengeId}`)).toEqual([{ status: 'cancelled' }]);
    expect(await q(db, sql`select count(*)::int as n from ledger_operations where kind = 'refund'
      and ref in (select order_id::text from room_entries where challenge_id = ${f.challengeId})`)).toEqual([{ n: 3 }]);
    // A cancelled challenge is never settled afterwards.
    expect(await settleMatch(db, f.matchId, now)).toEqual({ roomsSettled: 0, prizesPaid: 0, pendingChallenges: 0 });
    expect(await sumAllPostings(db)).toBe(0);
  });
});
