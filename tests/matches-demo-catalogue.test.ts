import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyJoinContestRoute, requestJoinRoute } from '../core/api/contests';
import { answerInBulkRoute } from '../core/api/picks';
import { buildDemoSeed, seedDemo } from '../server/db/seed';
import type { FeedProvider } from '../server/feeds';
import { SIM_DEFAULTS, SimFeed } from '../server/feeds/sim';
import { runLifecycle } from '../server/modules/matches/lifecycle';
import { refundMatch, rescoreMatch, settleMatch } from '../server/modules/results';
import { createPlayer, joinBody, q } from './contests-support';
import { completeAnswers, post } from './picks-support';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';

/*
 * No match of the demo catalogue stays frozen: every seeded match (fixed ids, start times relative to the first start)
 * is played by the simulator at its time, so a newcomer who joins any challenge on the home screen sees it go live,
 * score, and settle. Run on a fake clock through every seeded match's line-up, start, play, end and points final.
 */
const T0 = new Date('2026-05-01T12:00:00Z');
const SPEED = 4;
const POINTS_FINAL_MS = 60_000;
const CHALLENGE = 79639;

describe.each(testDrivers())('the demo catalogue plays out on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('every seeded match goes live and completes, every seeded challenge is settled, and a joined room ranks and settles', { timeout: 300_000 }, async () => {
    const db = database().db;
    const seed = buildDemoSeed(T0);
    await seedDemo(db, T0);
    let clock = T0;
    const app = await createTestApp(database(), { clock: () => clock });

    // a newcomer's complete set on the featured challenge, joined to its free contest before the start
    const player = await createPlayer(app, db);
    const saved = await post(app, player.token, answerInBulkRoute.path, { challenge_id: CHALLENGE, answers: completeAnswers(41002, 12, T0.getTime()) });
    expect(saved.statusCode, saved.body).toBe(200);
    const joined = await post(app, player.token, requestJoinRoute.path, joinBody(CHALLENGE, CHALLENGE * 10 + 1, 1));
    expect(joined.statusCode, joined.body).toBe(200);
    const orderId = (joined.json() as { data: { order_id: string } }).data.order_id;
    await expect
      .poll(async () => ((await post(app, player.token, verifyJoinContestRoute.path, { order_id: orderId })).json() as { data: { try_again: boolean } }).data.try_again, { timeout: 20_000 })
      .toBe(false);

    // only the seeded matches: the simulator's own fixtures are left out (fixtures() is empty)
    const sim = new SimFeed({ ...SIM_DEFAULTS, slotMs: 600_000, speed: SPEED, backMs: 0, aheadMs: 0 });
    const feed: FeedProvider = { name: sim.name, fixtures: () => Promise.resolve([]), events: (m, now) => sim.events(m, now) };
    const deps = { db, feed, results: { rescoreMatch, settleMatch, refundMatch }, settings: { lineupLeadMs: (30 * 60_000) / SPEED, pointsFinalAfterMs: POINTS_FINAL_MS } };

    // each match's interesting moments: line-up, start, half-way, the result, points final
    const parties = (matchId: number) => seed.matchParties.filter((p) => p.matchId === matchId).map((p) => ({ position: p.position as 1 | 2, name: p.partyName }));
    const sportOf = new Map(seed.sports.map((s) => [s.sportsId, s.slug]));
    const moments: number[] = [];
    for (const m of seed.matches) {
      const start = m.startTime!.getTime();
      const events = await sim.events({ ref: m.feedRef!, startTime: m.startTime!, sport: sportOf.get(m.sportsId), parties: parties(m.matchId) }, new Date(start + 30 * 86_400_000));
      const end = events.at(-1)!;
      expect(end.kind, `match ${m.matchId} ends with a result`).toBe('result');
      moments.push(start - deps.settings.lineupLeadMs + 1_000, start + 1_000, (start + end.at.getTime()) / 2, end.at.getTime() + 1_000, end.at.getTime() + POINTS_FINAL_MS + 1_000);
    }
    const seenLive = new Set<number>();
    for (const at of [...new Set(moments)].sort((a, b) => a - b)) {
      clock = new Date(at);
      await runLifecycle(deps, clock);
      for (const r of await q<{ match_id: number }>(db, sql`select match_id from matches where status = 'live' and score is not null`)) seenLive.add(r.match_id);
    }

    expect([...seenLive].sort()).toEqual(seed.matches.map((m) => m.matchId).sort());
    const matchStates = await q<{ match_id: number; status: string }>(db, sql`select match_id, status from matches order by match_id`);
    expect(matchStates).toEqual(seed.matches.map((m) => ({ match_id: m.matchId, status: 'settled' })).sort((a, b) => a.match_id - b.match_id));
    const challengeStates = await q<{ challenge_id: number; status: string }>(db, sql`select challenge_id, status from challenges order by challenge_id`);
    expect(challengeStates).toEqual(seed.challenges.map((c) => ({ challenge_id: c.challengeId, status: 'completed' })).sort((a, b) => a.challenge_id - b.challenge_id));
    // every question of every seeded prediction match was decided by the feed
    const open = await q<{ n: number }>(db, sql`select count(*)::int as n from questions q left join question_results r using (question_id) where r.question_id is null`);
    expect(open[0]!.n).toBe(0);

    // the newcomer's entry: scored, ranked and settled with its room's report
    const entry = await q<{ points: number | null; rank: number | null; room_status: string; reports: number }>(
      db,
      sql`select e.points, e.rank, r.status as room_status, (select count(*)::int from settlement_reports s where s.room_id = r.room_id) as reports
        from room_entries e join contest_rooms r on r.room_id = e.room_id where e.user_id = ${player.id}`,
    );
    expect(entry).toHaveLength(1);
    expect(entry[0]).toMatchObject({ room_status: 'settled', rank: 1, reports: 1 });
    expect(entry[0]!.points).not.toBeNull();
    await closeTestApps();
  });
});
