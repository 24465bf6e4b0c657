import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../server/db/seed';
import { SimFeed } from '../server/feeds/sim';
import { ensureDemoPhoneUser, DEMO_PASSWORD, DEMO_PHONE } from '../server/modules/auth/service';
import { backfillDemo, DEMO_BOT_NICKS, DEMO_BOTS } from '../server/modules/matches/demo';
import { runLifecycle } from '../server/modules/matches/lifecycle';
import { refundMatch, rescoreMatch, settleMatch } from '../server/modules/results';
import { rowsOf } from './matches-support';
import { wallet } from './wallet-helpers';
import { DEFAULT_BANNED_STATES } from '../core/rules/responsiblePlay';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';

const NOW = new Date('2026-05-01T12:00:00Z');

describe.each(testDrivers())('demo history on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('the demo player and bots hold complete sets in the free contest of three finished matches, made through the API; the demo player wins cash in a paid one; they hold teams in settled team contests', { timeout: 300_000 }, async () => {
    const db = database().db;
    await seedDemo(db, NOW);
    await ensureDemoPhoneUser(db);
    const feed = new SimFeed({ seed: 'demo', slotMs: 600_000, speed: 4, backMs: 4 * 3_600_000, aheadMs: 3_600_000 });
    let clock = NOW;
    // as `npm start` runs it: paid play needs a declared state and date of birth (ADR 016), which the demo player gives
    const app = await createTestApp(database(), { clock: () => clock, config: { responsiblePlay: { bannedStates: [...DEFAULT_BANNED_STATES], declarationRequired: true } } });
    // three finished matches, and the latest settled one with a draft when none of the three has one
    const made = await backfillDemo(app, feed, (at) => (clock = at), NOW, 5_400_000);
    expect([3, 4]).toContain(made);
    // again: nothing more
    expect(await backfillDemo(app, feed, (at) => (clock = at), NOW, 5_400_000)).toBe(0);

    const joined = rowsOf<{ challenge_id: number; game_mode: string; n: number; demo: number }>(
      await db.execute(sql`select c.challenge_id, ch.game_mode, count(*)::int as n,
          count(*) filter (where u.phone = ${DEMO_PHONE})::int as demo
        from room_entries e join contest_rooms r on r.room_id = e.room_id join contest_configs c on c.config_id = r.config_id
        join challenges ch on ch.challenge_id = c.challenge_id
        join users u on u.id = e.user_id group by c.challenge_id, ch.game_mode order by c.challenge_id`),
    );
    const entries = joined.filter((e) => e.game_mode === 'prediction');
    const teamEntries = joined.filter((e) => e.game_mode === 'nostra11');
    expect(entries).toHaveLength(made);
    // the free contest for everyone, and the ₹10 small rooms for the demo player
    for (const e of entries) expect(e).toMatchObject({ n: DEMO_BOTS + 2, demo: 2 });
    // draft mode: everyone's auto team in the free team contest of each backfilled match with a draft
    expect(teamEntries.length).toBeGreaterThanOrEqual(1);
    for (const e of teamEntries) expect(e).toMatchObject({ n: DEMO_BOTS + 1, demo: 1 });
    const teams = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from teams where challenge_id >= 100000000`))[0]!;
    expect(teams.n).toBe(teamEntries.length * (DEMO_BOTS + 1));
    const sets = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pick_sets where challenge_id >= 3000000`))[0]!;
    expect(sets.n).toBe(made * (DEMO_BOTS + 1));
    // the bots in those rooms are named players (a leaderboard shows their nicknames, not guests' handles)
    const botNicks = rowsOf<{ nick: string | null }>(
      await db.execute(sql`select distinct u.nick from room_entries e join users u on u.id = e.user_id where u.gaid like 'pickxi-demo-bot-%' order by u.nick`),
    ).map((r) => r.nick);
    expect(botNicks).toEqual([...DEMO_BOT_NICKS].sort());

    // The normal lifecycle takes them from there, with the real results module: the matches are over, their
    // questions resolved, and the two older ones settled through the ledger.
    await runLifecycle({ db, feed, results: { rescoreMatch, settleMatch, refundMatch }, settings: { lineupLeadMs: 450_000, pointsFinalAfterMs: 5_400_000 } }, NOW);
    const states = rowsOf<{ status: string }>(
      await db.execute(sql`select m.status from matches m where m.match_id in (${sql.join(entries.map((e) => sql`${e.challenge_id}`), sql`, `)})`),
    ).map((r) => r.status);
    // those over before points-final time are settled, the latest is completed
    expect(states.sort()).toEqual(['completed', ...Array.from({ length: made - 1 }, () => 'settled')]);
    // a settled team contest with the demo player's team points and rank
    const settledTeams = rowsOf<{ points: number | null; rank: number | null; report: number }>(
      await db.execute(sql`select e.points, e.rank, (select count(*)::int from settlement_reports s where s.room_id = e.room_id) as report
        from room_entries e join contest_rooms r on r.room_id = e.room_id join users u on u.id = e.user_id
        where u.phone = ${DEMO_PHONE} and e.challenge_id >= 100000000 and r.status = 'settled'`),
    );
    expect(settledTeams.length).toBeGreaterThanOrEqual(1);
    for (const t of settledTeams) {
      expect(t.points).not.toBeNull();
      expect(t.rank).toBeGreaterThanOrEqual(1);
      expect(t.report).toBe(1);
    }

    // real winnings: alone in a guaranteed ₹10 room, rank 1 of each settled match wins ₹25 in cash; the three
    // ₹10 fees came from a sandbox deposit of ₹100 (less up to 10 % from the sign-up bonus)
    const paid = rowsOf<{ rank: number; prize_paise: number }>(
      await db.execute(sql`select e.rank, e.prize_paise::int as prize_paise from room_entries e join contest_rooms r on r.room_id = e.room_id
        join contest_configs c on c.config_id = r.config_id join users u on u.id = e.user_id
        where u.phone = ${DEMO_PHONE} and c.config_id = c.challenge_id * 10 + 2 and r.status = 'settled'`),
    );
    expect(paid).toEqual(Array.from({ length: made - 1 }, () => ({ rank: 1, prize_paise: 2500 })));
    const demo = await app.inject({ method: 'POST', url: '/api/v4/utils/login', payload: { phone: DEMO_PHONE, password: DEMO_PASSWORD } });
    const money = await wallet(app, (demo.json() as { data: { login_token: string } }).data.login_token);
    // (₹50 of the two small rooms, plus whatever the free contest paid)
    expect(money.winnings_money).toBeGreaterThanOrEqual(50);
    expect(money.deposit_money).toBeGreaterThanOrEqual(100 - 10 * made);
    await closeTestApps();
  });
});
