import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTEST_DATA_PATHS } from '../core/api/contests';
import { displayName } from '../core/rules/profile';
import { buildDemoSeed, seedDemo } from '../server/db/seed';
import { buildContestsSeed } from '../server/db/seed/contests';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { createChallenge, createConfig, createPlayer, createSet, fund, joinBody, q, requestJoin } from './contests-support';

const HOUR = 3_600_000;

describe.each(testDrivers())('contest endpoints on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('contest data (all three paths), filters, rewards, rules, rooms, stats, activity and the room leaderboard', async () => {
    const db = database().db;
    let now = new Date();
    const app = await createTestApp(database(), { clock: () => now });
    const f = await createChallenge(db, new Date(now.getTime() + HOUR));
    const paid = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, roomSize: 3, maxRooms: 2, name: 'Trio' });
    const pool = await createConfig(db, { challengeId: f.challengeId, type: 'pool', feePaise: 5000, roomSize: 10, name: 'Pool' });
    const free = await createConfig(db, { challengeId: f.challengeId, feePaise: 0, type: 'non_guaranteed', minEntries: 2, name: 'Free' });
    const a = await createPlayer(app, db);
    const b = await createPlayer(app, db);
    for (const p of [a, b]) {
      await fund(db, p.id, 10_000);
      await createSet(db, f, p.id, 1);
    }
    await createSet(db, f, a.id, 2);
    await requestJoin(app, a, joinBody(f.challengeId, paid, 1));
    await requestJoin(app, a, joinBody(f.challengeId, paid, 2));
    await requestJoin(app, b, joinBody(f.challengeId, paid, 1));
    await requestJoin(app, a, joinBody(f.challengeId, pool, 1));
    await requestJoin(app, b, joinBody(f.challengeId, pool, 1));
    await requestJoin(app, a, joinBody(f.challengeId, free, 1));
    await app.contests.engine.sweep();
    await app.contests.engine.idle();

    const get = (url: string, p = a) => app.inject({ method: 'GET', url, headers: p.headers });
    // The challenges list counts through the challenges repository hook: per player and for everyone.
    const list = (await get('/api/v1/platform/challenges')).json() as { data: { challenges: { challenge_id: number; joined_contest_count: number; join_count: number }[] } };
    expect(list.data.challenges.find((c) => c.challenge_id === f.challengeId)).toMatchObject({ joined_contest_count: 3, join_count: 6 });
    const bodies = await Promise.all(CONTEST_DATA_PATHS.map((path) => get(`${path}?challenge_id=${f.challengeId}`)));
    for (const res of bodies) expect(res.statusCode).toBe(200);
    expect(bodies[1]?.json()).toEqual(bodies[0]?.json());
    expect(bodies[2]?.json()).toEqual(bodies[0]?.json());
    const data = (bodies[0]?.json() as { data: { locked: boolean; joined_contest_count: number; contests: Record<string, unknown>[] } }).data;
    expect(data.locked).toBe(false);
    expect(data.joined_contest_count).toBe(3);
    expect(data.contests.map((c) => [c['config_id'], c['fee'], c['is_free'], c['seats_filled'], c['joined_with'], c['prize_pool']])).toEqual([
      [paid, 10, false, 3, [1, 2], 5],
      // pool: 2 entries × ₹50 − 10 % = ₹90 (60 % / 40 %)
      [pool, 50, false, 2, [1], 90],
      [free, 0, true, 1, [1], 5],
    ]);
    expect(data.contests[0]).toMatchObject({ contest_type: 'guaranteed', room_size: 3, max_rooms: 2, rules: ['Rule one'], rewards: [{ rank_from: 1, rank_to: 1, prize: 5 }] });

    const filters = (await get(`/api/v5/utils/getContestFilters?challenge_id=${f.challengeId}`)).json() as {
      data: { filters: { key: string; options: { value: string; count: number }[] }[] };
    };
    const fee = filters.data.filters.find((g) => g.key === 'fee');
    expect(fee?.options.map((o) => [o.value, o.count])).toEqual([['fee:free', 1], ['fee:1-50', 2], ['fee:51-500', 0], ['fee:501+', 0]]);
    expect(filters.data.filters.map((g) => g.key)).toEqual(['fee', 'room_size', 'contest_type', 'prize_pool']);

    const rewardsByConfig = await get(`/api/f2p/v1/game/challenges/rewards?config_id=${pool}`);
    expect(rewardsByConfig.json()).toMatchObject({ data: { config_id: pool, room_id: null, contest_type: 'pool', entries: 2, prize_pool: 90, rewards: [{ rank_from: 1, prize: 54 }, { rank_from: 2, prize: 36 }] } });
    const rooms = (await get(`/api/f2p/v1/utils/challenges/contestRooms?config_id=${paid}`)).json() as { data: { contest_rooms: { room_id: number; room_name: string; filled: number; status: string }[] } };
    expect(rooms.data.contest_rooms.map((r) => [r.room_name, r.filled, r.status])).toEqual([['Trio #1', 3, 'full']]);
    const roomId = rooms.data.contest_rooms[0]?.room_id as number;
    expect((await get(`/api/f2p/v1/game/challenges/rewards?room_id=${roomId}`)).json()).toMatchObject({ data: { config_id: paid, room_id: roomId, entries: 3, prize_pool: 5 } });
    expect((await get(`/api/f2p/v1/game/challenges/rewards?room_id=${roomId}&config_id=${paid}`)).statusCode).toBe(400);
    expect((await get(`/api/f2p/v1/game/challenges/rewards`)).statusCode).toBe(400);
    expect((await get(`/api/f2p/v1/game/challenges/rewards?config_id=999999`)).json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    expect((await get(`/api/f2p/v1/game/contest/rules?contest_id=${free}`)).json()).toMatchObject({
      data: { contest_id: free, contest_type: 'non_guaranteed', min_entries: 2, powerup_bank_allowed: true, rules: ['Rule one'] },
    });
    expect((await get(`/api/f2p/v1/game/contest/rules?contest_id=abc`)).statusCode).toBe(400);

    expect((await get('/api/v1/game/users')).json()).toMatchObject({ data: { count_paid_contests_joined: 3, count_contests_joined: 4 } });
    const activity = (await get(`/api/f2p/v1/game/user/activity?challenge_id=${f.challengeId}`)).json() as { data: { drafts_created: number; joined: { config_id: number; draft_num: number; fee: number }[] } };
    expect(activity.data.drafts_created).toBe(2);
    expect(activity.data.joined.map((j) => [j.config_id, j.draft_num, j.fee])).toEqual([[paid, 1, 10], [paid, 2, 10], [pool, 1, 50], [free, 1, 0]]);
    expect((await get('/api/f2p/v1/game/user/activity?challenge_id=1')).statusCode).toBe(404);

    // Leaderboard: before the match everyone is unranked.
    const board = (url: string, p = a) =>
      get(url, p).then((r) => r.json() as { data: { users: { user_id: number; user_nick: string; user_photo: string | null; rank: number | null; draft_num: number; is_me: boolean }[] } });
    const lbUrl = `/api/f2p/v1/game/rooms/leaderboard?room_id=${roomId}&challenge_id=${f.challengeId}`;
    const before = await board(lbUrl);
    expect(before.data.users.map((u) => [u.user_id, u.draft_num, u.rank, u.is_me])).toEqual([[a.id, 1, null, true], [a.id, 2, null, true], [b.id, 1, null, false]]);
    // Names: a guest without a nickname is shown by core's stable handle ('Player 4821'), never an empty name;
    // a nickname and an avatar, once chosen, are shown as they are.
    const guestName = displayName(b.id, null);
    expect(guestName).toMatch(/^Player \d{4,}$/);
    expect(before.data.users.map((u) => [u.user_id, u.user_nick, u.user_photo])).toEqual([
      [a.id, displayName(a.id, null), null],
      [a.id, displayName(a.id, null), null],
      [b.id, guestName, null],
    ]);
    expect((await board(lbUrl, b)).data.users.find((u) => u.user_id === b.id)?.user_nick).toBe(guestName);
    const named = await app.inject({ method: 'POST', url: '/api/v4/utils/updateProfile', headers: { ...b.headers, 'idempotency-key': crypto.randomUUID() }, payload: { user_nick: 'RivalRaj', user_photo: 'avatar-03' } });
    expect(named.statusCode).toBe(200);
    expect((await board(lbUrl)).data.users.find((u) => u.user_id === b.id)).toMatchObject({ user_nick: 'RivalRaj', user_photo: '/avatars/avatar-03.svg' });
    expect((await get(`/api/f2p/v1/game/rooms/leaderboard?room_id=${roomId}&challenge_id=${f.challengeId + 1}`)).statusCode).toBe(404);
    await db.execute(sql`update entry_scores set points = case draft_num when 2 then 30 else 10 end where room_id = ${roomId}`);
    now = new Date(now.getTime() + 2 * HOUR);
    const after = await board(lbUrl);
    expect(after.data.users.map((u) => [u.draft_num, u.rank])).toEqual([[2, 1], [1, 2], [1, 2]]);
    expect(((await get(`${CONTEST_DATA_PATHS[0]}?challenge_id=${f.challengeId}`)).json() as { data: { locked: boolean } }).data.locked).toBe(true);
  });

  it('joinGuide stores and resets the step; bad steps and unknown challenges are 4xx and store nothing', async () => {
    const db = database().db;
    const app = await createTestApp(database());
    const f = await createChallenge(db, new Date(Date.now() + HOUR));
    const p = await createPlayer(app, db);
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/f2p/v1/utils/joinGuide', headers: p.headers, payload });
    expect((await post({ challenge_id: f.challengeId, step: 2 })).json()).toEqual({ status: 200, data: { challenge_id: f.challengeId, step: 2 } });
    expect((await post({ challenge_id: f.challengeId, step: 0 })).json()).toMatchObject({ data: { step: 0 } });
    expect((await post({ challenge_id: f.challengeId, step: 9 })).statusCode).toBe(400);
    expect((await post({ challenge_id: 1, step: 1 })).statusCode).toBe(404);
    expect(await q(db, sql`select step from join_guides where user_id = ${p.id}`)).toEqual([{ step: 0 }]);
    const anon = await app.inject({ method: 'GET', url: '/api/v1/game/users' });
    expect(anon.statusCode).toBe(401);
  });
});

describe.each(testDrivers())('contest demo seed on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('the demo seed gives every challenge free, ₹10 small rooms, a big guaranteed, a pool and a non-guaranteed contest, once', async () => {
    const db = database().db;
    const now = new Date();
    await seedDemo(db, now);
    await seedDemo(db, now);
    const seed = buildDemoSeed(now);
    const rows = await q<{ n: number }>(db, sql`select count(*)::int as n from contest_configs where config_id >= 100000`);
    expect(rows).toEqual([{ n: seed.challenges.length * 5 }]);
    const first = buildContestsSeed(seed).filter((c) => c.challengeId === seed.challenges[0]?.challengeId);
    expect(first.map((c) => [c.contestType, c.feePaise])).toEqual([
      ['guaranteed', 0],
      ['guaranteed', 1000],
      ['guaranteed', 4900],
      ['pool', 2500],
      ['non_guaranteed', 1500],
    ]);
  });
});
