import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { appendChanges, currentLiveId } from '../server/modules/live';
import { createConfig, createPlayer, fund } from './contests-support';
import { listening, openStream } from './live-support';
import { createPickedSet, createResultsChallenge, joinAndSeat, setRewards } from './results-support';
import { bearer, closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';

/*
 * The live stream (ADR 017) over real HTTP, read as the PWA reads it. Changes go through the change log: written
 * with NOTIFY by whoever writes them, forwarded by every process's hub to its own subscribers.
 */
const events = (from: number, n: number) => ({ events: Array.from({ length: n }, (_, i) => ({ seq: from + i, at: 0, kind: 'play', payload: { type: 'goal' } })) });

describe.each(testDrivers())('live stream on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('sends a match change written after the page connected, and nothing of other topics', async () => {
    const app = await createTestApp(database());
    const base = await listening(app);
    const token = await guestToken(app);
    const stream = await openStream(base, token, ['match:7001']);
    expect(stream.status).toBe(200);
    // subscribed (the hub counts it) before anything is written
    await expect.poll(() => app.live.subscribers).toBe(1);
    const now = new Date();
    await appendChanges(database().db, [{ topic: 'match:7002', kind: 'events', payload: events(1, 1) }], now);
    await appendChanges(database().db, [{ topic: 'match:7001', kind: 'events', payload: events(1, 2) }], now);
    const got = await stream.next();
    expect(got).toMatchObject({ event: 'events', data: { topic: 'match:7001', events: [{ seq: 1 }, { seq: 2 }] } });
    expect(got.id).toBe(await currentLiveId(database().db));
    expect(stream.messages.filter((m) => m.data.topic === 'match:7002')).toEqual([]);
    stream.close();
  });

  it('a reconnect with Last-Event-ID gets exactly the changes it missed, in order', async () => {
    const app = await createTestApp(database());
    const base = await listening(app);
    const token = await guestToken(app);
    const first = await openStream(base, token, ['match:7101']);
    await expect.poll(() => app.live.subscribers).toBe(1);
    const db = database().db;
    await appendChanges(db, [{ topic: 'match:7101', kind: 'events', payload: events(1, 1) }], new Date());
    const seen = await first.next();
    first.close();
    await expect.poll(() => app.live.subscribers).toBe(0);
    // while the page is away: three changes of its match, one of another
    await appendChanges(db, [{ topic: 'match:7101', kind: 'events', payload: events(2, 1) }], new Date());
    await appendChanges(db, [{ topic: 'match:7199', kind: 'events', payload: events(1, 1) }], new Date());
    await appendChanges(db, [{ topic: 'match:7101', kind: 'status', payload: { status: 'live', score: null, result: null } }, { topic: 'match:7101', kind: 'events', payload: events(3, 1) }], new Date());
    const again = await openStream(base, token, ['match:7101'], seen.id);
    const missed = [await again.next(), await again.next(), await again.next()];
    expect(missed.map((m) => [m.event, (m.data.events as { seq: number }[] | undefined)?.[0]?.seq ?? null])).toEqual([
      ['events', 2],
      ['status', null],
      ['events', 3],
    ]);
    expect(missed.map((m) => m.id)).toEqual([...missed.map((m) => m.id)].sort((a, b) => a! - b!));
    expect(missed[0]!.id).toBeGreaterThan(seen.id!);
    // and then live
    await appendChanges(db, [{ topic: 'match:7101', kind: 'events', payload: events(4, 1) }], new Date());
    expect((await again.next()).data).toMatchObject({ events: [{ seq: 4 }] });
    expect(again.messages).toHaveLength(4);
    again.close();
  });

  it('says reset when the log no longer holds what came after the page’s last id', async () => {
    const app = await createTestApp(database());
    const base = await listening(app);
    const token = await guestToken(app);
    const db = database().db;
    await appendChanges(db, [{ topic: 'match:7201', kind: 'events', payload: events(1, 1) }], new Date());
    const old = await currentLiveId(db);
    await appendChanges(db, [{ topic: 'match:7201', kind: 'events', payload: events(2, 1) }], new Date());
    await db.execute(sql`delete from live_changes where id <= ${old + 1}`);
    const stream = await openStream(base, token, ['match:7201'], old - 1);
    expect(await stream.next()).toMatchObject({ event: 'reset', data: { live_id: await currentLiveId(db) } });
    stream.close();
  });

  it('a room’s ranks: its first page and my entries with what they would win, at most one message a second', async () => {
    const db = database().db;
    let now = new Date();
    const app = await createTestApp(database(), { clock: () => now });
    const base = await listening(app);
    const start = new Date(Date.now() + 3_600_000);
    const f = await createResultsChallenge(db, start);
    const config = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, roomSize: 10, maxRooms: 1, name: 'Mega' });
    await setRewards(db, config, [{ rank_from: 1, rank_to: 1, prize: 3000 }]);
    const me = await createPlayer(app, db);
    await fund(db, me.id, 5000);
    await createPickedSet(db, f, me.id, 1, ['a'], ['a']);
    const order = await joinAndSeat(app, me, f.challengeId, config);
    now = new Date(start.getTime() + 60_000);
    await db.execute(sql`update entry_scores set points = 30 where order_id = ${order}`);
    const roomId = ((await db.execute(sql`select room_id from room_entries where order_id = ${order}`)) as unknown as { rows: { room_id: number }[] }).rows[0]!.room_id;

    const stream = await openStream(base, me.token, [`room:${roomId}`]);
    // the room's state at once on connect
    const first = await stream.next((m) => m.event === 'room');
    expect(first.id).toBeUndefined();
    expect(first.data).toMatchObject({ topic: `room:${roomId}`, room_id: roomId, my_entries: [{ rank: 1, points: 30, would_win: 30, is_me: true }], users: [{ rank: 1 }] });
    // ranks move: a message at once; three more moves right after it are coalesced into one, a second later
    const move = () => appendChanges(db, [{ topic: `room:${roomId}`, kind: 'ranks', payload: {} }], new Date());
    await move();
    const a = await stream.next((m) => m.event === 'room');
    for (let i = 0; i < 3; i++) await move();
    const b = await stream.next((m) => m.event === 'room', 5_000);
    expect(b.receivedAt - a.receivedAt).toBeGreaterThanOrEqual(900);
    expect(stream.messages.filter((m) => m.event === 'room')).toHaveLength(3);
    stream.close();
  });

  it('refuses bad topics (400) and a missing token (401), and opens no stream for them', async () => {
    const app = await createTestApp(database());
    const token = await guestToken(app);
    const tooMany = Array.from({ length: 21 }, (_, i) => `match:${i + 1}`).join(',');
    for (const topics of ['', 'match:abc', 'user:1', 'match:0', tooMany]) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/live/stream?topics=${encodeURIComponent(topics)}`, headers: bearer(token) });
      expect(res.statusCode, topics).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/live/stream?topics=match:1' });
    expect(anonymous.statusCode).toBe(401);
    expect(app.live.subscribers).toBe(0);
  });
});

describe.each(testDrivers().filter((d) => d === 'postgres'))('live stream across processes on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('a change written by one process reaches a subscriber of another', async () => {
    const writer = await createTestApp(database());
    const reader = await createTestApp(database());
    const base = await listening(reader);
    const stream = await openStream(base, await guestToken(writer), ['match:7301']);
    await expect.poll(() => reader.live.subscribers).toBe(1);
    expect(writer.live.subscribers).toBe(0);
    await appendChanges(writer.pickxi.db, [{ topic: 'match:7301', kind: 'events', payload: events(1, 1) }], new Date());
    expect(await stream.next()).toMatchObject({ event: 'events', data: { topic: 'match:7301', events: [{ seq: 1 }] } });
    stream.close();
  });
});
