import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabCountersRoute } from '../core/api/challenges';
import { errorEnvelope } from '../core/api/route';
import {
  checkPopupRoute,
  completedRoute,
  inPlayRoute,
  inplayMatchesRoute,
  inplayMatchesSchema,
  myMatchPageSchema,
  playerMatchResultRoute,
  playerProfileRoute,
  playerProfileSchema,
  resultsRoute,
  timelineRoute,
} from '../core/api/results';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../server/config';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { createChallenge, createConfig, createPlayer, type Player } from './contests-support';
import { get } from './picks-support';
import { addParties, addQuestion, createRoom, owePopup, resolveQuestion, saveSet, seat, setChallengeStatus, setMatch } from './results-player-support';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-24T12:00:00Z');

describe.each(testDrivers())("the player's matches and results on %s", (driver) => {
  const database = useTestDatabase(driver);
  let app: FastifyInstance;
  let me: Player;
  let rival: Player;
  const ids = { upcoming: 0, live: 0, completed: 0, cancelled: 0, notJoined: 0, liveRoom: 0, rivalOnlyRoom: 0, upcomingRoom: 0, completedRoom: 0 };

  beforeAll(async () => {
    const db = database().db;
    app = await createTestApp(database(), { clock: () => NOW });
    me = await createPlayer(app, db);
    rival = await createPlayer(app, db);

    // upcoming: starts in an hour, both seated
    const up = await createChallenge(db, new Date(NOW.getTime() + HOUR));
    ids.upcoming = up.challengeId;
    const upConfig = await createConfig(db, { challengeId: up.challengeId });
    ids.upcomingRoom = await createRoom(db, upConfig);
    await saveSet(db, rival.id, up.challengeId, 1, { [up.questionId]: { answer: 'a' } });
    await seat(db, { roomId: ids.upcomingRoom, configId: upConfig, userId: me.id, challengeId: up.challengeId });
    await seat(db, { roomId: ids.upcomingRoom, configId: upConfig, userId: rival.id, challengeId: up.challengeId });

    // live: started an hour ago, scored so far
    const live = await createChallenge(db, new Date(NOW.getTime() - HOUR));
    ids.live = live.challengeId;
    await setChallengeStatus(db, live.challengeId, 'live');
    await addParties(db, live.challengeId);
    await setMatch(db, live.challengeId, 'live', { parties: [{ position: 1, score: '182/6 (20.0)' }, { position: 2, score: '40/1 (5.0)' }], status: 'Chennai need 143 from 90 balls' });
    const liveConfig = await createConfig(db, { challengeId: live.challengeId, name: 'Mega' });
    ids.liveRoom = await createRoom(db, liveConfig);
    const smallConfig = await createConfig(db, { challengeId: live.challengeId, name: 'Small' });
    ids.rivalOnlyRoom = await createRoom(db, smallConfig);
    const m = live.challengeId;
    // q1 (10/0) exists; q2..q5 are 10/-5
    for (let i = 2; i <= 5; i += 1) await addQuestion(db, m, m * 100 + i, i);
    await resolveQuestion(db, m * 100 + 1, 'a');
    await resolveQuestion(db, m * 100 + 2, 'b');
    await resolveQuestion(db, m * 100 + 3, null);
    await resolveQuestion(db, m * 100 + 5, 'b');
    await saveSet(db, me.id, m, 1, {
      [m * 100 + 1]: { answer: 'a', powerups: ['2x'] }, // right, doubled: 20
      [m * 100 + 2]: { answer: 'a', powerups: ['no_negs'] }, // wrong, no negative: 0
      [m * 100 + 3]: { answer: 'a' }, // void: 0
      [m * 100 + 4]: { answer: 'b' }, // pending: 0
      [m * 100 + 5]: { answer: 'a' }, // wrong: -5
    });
    await saveSet(db, rival.id, m, 1, { [m * 100 + 1]: { answer: 'b' }, [m * 100 + 5]: { answer: 'b', powerups: ['2x'] } });
    await seat(db, { roomId: ids.liveRoom, configId: liveConfig, userId: me.id, challengeId: m, points: 15, rank: 1 });
    await seat(db, { roomId: ids.liveRoom, configId: liveConfig, userId: rival.id, challengeId: m, points: 10, rank: 2 });
    await seat(db, { roomId: ids.rivalOnlyRoom, configId: smallConfig, userId: rival.id, challengeId: m, points: 10, rank: 1 });

    // completed and settled two days ago: I won ₹50
    const done = await createChallenge(db, new Date(NOW.getTime() - 48 * HOUR));
    ids.completed = done.challengeId;
    await setChallengeStatus(db, done.challengeId, 'completed');
    await setMatch(db, done.challengeId, 'settled');
    const doneConfig = await createConfig(db, { challengeId: done.challengeId });
    ids.completedRoom = await createRoom(db, doneConfig, 1, 'settled');
    await seat(db, { roomId: ids.completedRoom, configId: doneConfig, userId: me.id, challengeId: done.challengeId, points: 40, rank: 1, prizePaise: 5000 });
    await seat(db, { roomId: ids.completedRoom, configId: doneConfig, userId: rival.id, challengeId: done.challengeId, points: 0, rank: 2, prizePaise: 0 });

    // cancelled three days ago (refunded)
    const off = await createChallenge(db, new Date(NOW.getTime() - 72 * HOUR));
    ids.cancelled = off.challengeId;
    await setChallengeStatus(db, off.challengeId, 'cancelled');
    await setMatch(db, off.challengeId, 'abandoned');
    const offConfig = await createConfig(db, { challengeId: off.challengeId });
    const offRoom = await createRoom(db, offConfig, 1, 'refunded');
    await seat(db, { roomId: offRoom, configId: offConfig, userId: me.id, challengeId: off.challengeId, refunded: true });

    // a challenge only the rival joined
    const theirs = await createChallenge(db, new Date(NOW.getTime() + HOUR));
    ids.notJoined = theirs.challengeId;
    const theirConfig = await createConfig(db, { challengeId: theirs.challengeId });
    await seat(db, { roomId: await createRoom(db, theirConfig), configId: theirConfig, userId: rival.id, challengeId: theirs.challengeId });
  });
  afterAll(closeTestApps);

  const expectError = (res: { statusCode: number; json: () => unknown }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    expect(errorEnvelope.parse(res.json()).code).toBe(code);
  };

  it('tabCounters counts my upcoming (inplay), live, history and all joined challenges', async () => {
    const res = await get(app, me.token, tabCountersRoute.path);
    expect(res.json().data).toMatchObject({ inplay: 1, live: 1, history: 2, my_matches: 4 });
    const theirs = await get(app, rival.token, tabCountersRoute.path);
    expect(theirs.json().data).toMatchObject({ inplay: 2, live: 1, history: 1, my_matches: 4 });
  });

  it('inPlayv2 lists my upcoming and live challenges with the live score and my seats', async () => {
    const res = await get(app, me.token, inPlayRoute.path);
    expect(res.statusCode).toBe(200);
    const data = inPlayRoute.data.parse(res.json().data);
    expect(data.upcoming.map((c) => c.challenge_id)).toEqual([ids.upcoming]);
    expect(data.live.map((c) => c.challenge_id)).toEqual([ids.live]);
    const live = data.live[0]!;
    expect(live.matches[0]).toMatchObject({ status: 'live', points_final_at: null, score: { parties: [{ position: 1, score: '182/6 (20.0)' }, { position: 2, score: '40/1 (5.0)' }] } });
    expect(live.matches[0]!.match_parties.map((p) => p.party_name)).toEqual(['Mumbai', 'Chennai']);
    expect(live.entries).toEqual([
      expect.objectContaining({ room_id: ids.liveRoom, contest_name: 'Mega', draft_num: 1, fee: 10, points: 15, rank: 1, prize: null, refunded: false }),
    ]);
  });

  it('inPlayv2: a completed match still in the live tab carries when its points become final; once final, when they did', async () => {
    const db = database().db;
    const completedAt = new Date(NOW.getTime() - 18 * 60_000);
    const liveMatch = async () => inPlayRoute.data.parse((await get(app, me.token, inPlayRoute.path)).json().data).live.find((c) => c.challenge_id === ids.live)?.matches[0];
    try {
      await db.execute(sql`update matches set status = 'completed', completed_at = ${completedAt.toISOString()}::timestamptz where match_id = ${ids.live}`);
      // completion + POINTS_FINAL_AFTER_S (the match clock's rule), in the future: the PWA counts down to it
      expect(await liveMatch()).toMatchObject({ status: 'completed', points_final_at: completedAt.getTime() + testConfig().feed.pointsFinalAfterS * 1000 });
      const finalAt = new Date(NOW.getTime() - 60_000);
      await db.execute(sql`update matches set status = 'points_final', points_final_at = ${finalAt.toISOString()}::timestamptz where match_id = ${ids.live}`);
      expect(await liveMatch()).toMatchObject({ status: 'points_final', points_final_at: finalAt.getTime() });
    } finally {
      await db.execute(sql`update matches set status = 'live', completed_at = null, points_final_at = null where match_id = ${ids.live}`);
    }
  });

  it('completedv2 pages my finished challenges newest first (skip, limit), with winnings', async () => {
    const all = myMatchPageSchema.parse((await get(app, me.token, completedRoute.path)).json().data);
    expect(all.challenges.map((c) => [c.challenge_id, c.status, c.winnings])).toEqual([
      [ids.completed, 'completed', 50],
      [ids.cancelled, 'cancelled', 0],
    ]);
    expect(all.has_more).toBe(false);
    const first = myMatchPageSchema.parse((await get(app, me.token, completedRoute.path, { skip: 0, limit: 1 })).json().data);
    expect([first.challenges.map((c) => c.challenge_id), first.has_more]).toEqual([[ids.completed], true]);
    const second = myMatchPageSchema.parse((await get(app, me.token, completedRoute.path, { skip: 1, limit: 1 })).json().data);
    expect([second.challenges.map((c) => c.challenge_id), second.has_more]).toEqual([[ids.cancelled], false]);
    expect(second.challenges[0]!.entries[0]).toMatchObject({ refunded: true });
    expectError(await get(app, me.token, completedRoute.path, { limit: 41 }), 400, 'VALIDATION_FAILED');
    expectError(await get(app, me.token, completedRoute.path, { skip: -1 }), 400, 'VALIDATION_FAILED');
  });

  it('timeline lists every challenge I joined, newest start first, 10 a page', async () => {
    const page = myMatchPageSchema.parse((await get(app, me.token, timelineRoute.path)).json().data);
    expect(page.challenges.map((c) => c.challenge_id)).toEqual([ids.upcoming, ids.live, ids.completed, ids.cancelled]);
    expectError(await get(app, me.token, timelineRoute.path, { limit: 11 }), 400, 'VALIDATION_FAILED');
    expect((await app.inject({ method: 'GET', url: timelineRoute.path })).statusCode).toBe(401);
  });

  it('getInplayMatchesUserv2 answers for a room I hold a seat in, and 404 for any other', async () => {
    const res = await get(app, me.token, inplayMatchesRoute.path, { room_id: ids.liveRoom, challenge_id: ids.live });
    const data = inplayMatchesSchema.parse(res.json().data);
    expect(data.room).toMatchObject({ room_id: ids.liveRoom, room_name: 'Room #1', contest_name: 'Mega', filled: 2, size: 10, prize_pool: 5 });
    expect(data.challenge.entries.map((e) => e.room_id)).toEqual([ids.liveRoom]);
    expectError(await get(app, me.token, inplayMatchesRoute.path, { room_id: ids.rivalOnlyRoom, challenge_id: ids.live }), 404, 'NOT_FOUND');
    expectError(await get(app, me.token, inplayMatchesRoute.path, { room_id: ids.liveRoom, challenge_id: ids.completed }), 404, 'NOT_FOUND');
    expectError(await get(app, me.token, inplayMatchesRoute.path, { room_id: 2 ** 31, challenge_id: ids.live }), 400, 'VALIDATION_FAILED');
    expectError(await get(app, me.token, inplayMatchesRoute.path, { room_id: 0, challenge_id: ids.live }), 400, 'VALIDATION_FAILED');
  });

  it('results: each question, my pick, the answer and the points with the powerup effect (scoreSet)', async () => {
    const m = ids.live;
    const res = await get(app, me.token, resultsRoute.path, { match_id: m, room_id: ids.liveRoom });
    expect(res.statusCode).toBe(200);
    const data = resultsRoute.data.parse(res.json().data);
    expect(data).toMatchObject({ match_id: m, room_id: ids.liveRoom, challenge_id: m, match_status: 'live' });
    const [set] = data.sets;
    expect(set).toMatchObject({ draft_num: 1, total: 15, provisional: true });
    expect(set!.questions.map((x) => [x.question_id, x.my_answer, x.correct, x.outcome, x.points_scored, x.multiplier, x.no_negs])).toEqual([
      [m * 100 + 1, 'a', 'a', 'right', 20, 2, false],
      [m * 100 + 2, 'a', 'b', 'wrong', 0, 1, true],
      [m * 100 + 3, 'a', null, 'void', 0, 1, false],
      [m * 100 + 4, 'b', null, 'pending', 0, 1, false],
      [m * 100 + 5, 'a', 'b', 'wrong', -5, 1, false],
    ]);
    expect(set!.questions[0]!.text).toEqual({ en: 'Who wins?', hi: 'कौन जीतेगा?' });
    // a room I am not in, a match outside the room's challenge
    expectError(await get(app, me.token, resultsRoute.path, { match_id: m, room_id: ids.rivalOnlyRoom }), 404, 'NOT_FOUND');
    expectError(await get(app, me.token, resultsRoute.path, { match_id: ids.completed, room_id: ids.liveRoom }), 404, 'NOT_FOUND');
    expectError(await get(app, me.token, resultsRoute.path, { match_id: 'x', room_id: ids.liveRoom }), 400, 'VALIDATION_FAILED');
  });

  it('getPlayerMatchResult gives my final ranks, prizes and winnings; a challenge I did not join is 404', async () => {
    const res = await get(app, me.token, playerMatchResultRoute.path, { challenge_id: ids.completed });
    expect(res.json().data).toMatchObject({ challenge_id: ids.completed, status: 'completed', winnings: 50, entries: [{ rank: 1, points: 40, prize: 50 }] });
    expectError(await get(app, me.token, playerMatchResultRoute.path, { challenge_id: ids.notJoined }), 404, 'NOT_FOUND');
  });

  it("getPlayerProfile shows another player's set only after the match locks", async () => {
    const res = await get(app, me.token, playerProfileRoute.path, { user_id: rival.id, room_id: ids.liveRoom, draft_num: 1 });
    expect(res.statusCode).toBe(200);
    const data = playerProfileSchema.parse(res.json().data);
    expect(data).toMatchObject({ user_id: rival.id, rank: 2, set: { draft_num: 1, total: 20 } });
    expect(data.set.questions.find((x) => x.question_id === ids.live * 100 + 5)).toMatchObject({ my_answer: 'b', outcome: 'right', points_scored: 20 });
    // before the start: private
    expectError(await get(app, me.token, playerProfileRoute.path, { user_id: rival.id, room_id: ids.upcomingRoom, draft_num: 1 }), 403, 'FORBIDDEN');
    // a set that holds no seat in the room
    expectError(await get(app, me.token, playerProfileRoute.path, { user_id: rival.id, room_id: ids.liveRoom, draft_num: 2 }), 404, 'NOT_FOUND');
    expectError(await get(app, me.token, playerProfileRoute.path, { user_id: 2 ** 31, room_id: ids.liveRoom, draft_num: 1 }), 400, 'VALIDATION_FAILED');
  });

  it('checkPopup returns each unseen reward popup once, oldest first, and only my own', async () => {
    const db = database().db;
    await owePopup(db, me.id, 'won_cash', `room:${ids.completedRoom}`, 5000, new Date(NOW.getTime() - 2000));
    await owePopup(db, me.id, 'won_promo', 'promo:1', 2550, new Date(NOW.getTime() - 1000));
    await owePopup(db, rival.id, 'daily_gift', 'gift:2026-11-24', 100);
    const first = await get(app, me.token, checkPopupRoute.path);
    expect(first.json().data).toEqual([{ type: 'won_cash', amount: 50, detail: { ref: `room:${ids.completedRoom}` } }]);
    expect((await get(app, me.token, checkPopupRoute.path)).json().data).toEqual([{ type: 'won_promo', amount: 25.5, detail: { ref: 'promo:1' } }]);
    expect((await get(app, me.token, checkPopupRoute.path)).json().data).toEqual([]);
    expect((await get(app, rival.token, checkPopupRoute.path)).json().data).toEqual([{ type: 'daily_gift', amount: 1, detail: { ref: 'gift:2026-11-24' } }]);
  });
});
