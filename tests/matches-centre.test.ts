import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cricketCentre } from '../core/rules/matchCentre';
import type { FeedEvent } from '../core/feeds/events';
import { currentLiveId } from '../server/modules/live';
import { runLifecycle } from '../server/modules/matches/lifecycle';
import { refundMatch, rescoreMatch, settleMatch } from '../server/modules/results';
import { insertSports, replayDeps, replayDirOf, rowsOf } from './matches-support';
import { bearer, closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';

/*
 * The match centre over a real replayed match: the route gives every stored event, and the lifecycle writes each
 * pass's news to the live change log: every stored event exactly once, in order, the status moves, the resolved
 * questions and the rooms whose ranks moved.
 */
const STARTED = new Date('2026-05-01T12:00:00Z');
const at = (seconds: number) => new Date(STARTED.getTime() + seconds * 1000);
const MATCH = 1370351;

interface Change {
  id: number;
  topic: string;
  kind: string;
  payload: { events?: { seq: number }[]; status?: string; results?: unknown[] };
}

describe.each(testDrivers())('match centre and the live change log on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('the centre holds every stored event; every pass logs its news once, in order', async () => {
    const db = database().db;
    await insertSports(db);
    const deps = replayDeps(db, replayDirOf(String(MATCH)), STARTED, { rescoreMatch, settleMatch, refundMatch });
    const app = await createTestApp(database());
    const token = await guestToken(app);
    const centre = async () => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/matches/centre?match_id=${MATCH}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { status: string; events: { seq: number; kind: string; payload: unknown }[]; live_id: number; challenges: { challenge_id: number; game_mode: string }[]; parties: { name: string }[] } }).data;
    };

    for (const s of [0, 55, 70, 75, 80]) await runLifecycle(deps, at(s));
    const mid = await centre();
    expect(mid.status).toBe('live');
    // the prediction challenge and the team challenge (draft mode) of the match
    expect(mid.challenges).toEqual([
      { challenge_id: MATCH, game_mode: 'prediction' },
      { challenge_id: 100_000_000 + MATCH, game_mode: 'nostra11' },
    ]);
    expect(mid.live_id).toBe(await currentLiveId(db));
    const stored = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from match_events where match_id = ${MATCH}`))[0]!.n;
    expect(mid.events.map((e) => e.seq)).toEqual(Array.from({ length: stored }, (_, i) => i + 1));
    // the PWA's scorecard from these events: the first innings' runs so far agree with the score strip
    const card = cricketCentre(mid.events.map((e) => ({ ...(e as unknown as FeedEvent), seq: e.seq })), mid.parties.map((p, i) => ({ position: (i + 1) as 1 | 2, name: p.name })));
    expect(card.innings.length).toBeGreaterThan(0);

    const resultAt = (await deps.feed.events({ ref: String(MATCH), startTime: at(60) }, at(1000))).at(-1)!.at;
    await runLifecycle(deps, new Date(resultAt.getTime() + 5_000));
    // points final, then settled at the pass after it
    await runLifecycle(deps, at(400));
    await runLifecycle(deps, at(401));
    const done = await centre();
    expect(done.status).toBe('settled');

    const log = rowsOf<Change>(await db.execute(sql`select id::int as id, topic, kind, payload from live_changes order by id`));
    const matchLog = log.filter((c) => c.topic === `match:${MATCH}`);
    // every stored event exactly once, in seq order, across the passes
    const logged = matchLog.filter((c) => c.kind === 'events').flatMap((c) => c.payload.events!.map((e) => e.seq));
    expect(logged).toEqual(done.events.map((e) => e.seq));
    // the clock's moves, in order, ending settled
    const statuses = matchLog.filter((c) => c.kind === 'status').map((c) => c.payload.status);
    expect(statuses[0]).toBe('lineup_announced');
    expect(statuses).toContain('live');
    expect(statuses).toContain('completed');
    expect(statuses.at(-1)).toBe('settled');
    expect(matchLog.filter((c) => c.kind === 'questions').flatMap((c) => c.payload.results!).length).toBeGreaterThan(0);
    // ranks moved in the match's rooms
    const rooms = rowsOf<{ room_id: number }>(await db.execute(sql`select r.room_id from contest_rooms r join contest_configs c using (config_id) where c.challenge_id = ${MATCH}`));
    const marked = new Set(log.filter((c) => c.kind === 'ranks').map((c) => c.topic));
    for (const r of rooms) expect(marked.has(`room:${r.room_id}`)).toBe(true);
  });
});
