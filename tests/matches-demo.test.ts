import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../server/db/seed';
import { SimFeed } from '../server/feeds/sim';
import { ensureDemoPhoneUser, DEMO_PASSWORD, DEMO_PHONE } from '../server/modules/auth/service';
import { backfillDemo, DEMO_BOTS } from '../server/modules/matches/demo';
import { runLifecycle } from '../server/modules/matches/lifecycle';
import { refundMatch, rescoreMatch, settleMatch } from '../server/modules/results';
import { rowsOf } from './matches-support';
import { wallet } from './wallet-helpers';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';

const NOW = new Date('2026-05-01T12:00:00Z');

describe.each(testDrivers())('demo history on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('the demo player and bots hold complete sets in the free contest of three finished matches, made through the API; the demo player wins cash in a paid one', async () => {
    const db = database().db;
    await seedDemo(db, NOW);
    await ensureDemoPhoneUser(db);
    const feed = new SimFeed({ seed: 'demo', slotMs: 600_000, speed: 4, backMs: 4 * 3_600_000, aheadMs: 3_600_000 });
    let clock = NOW;
    const app = await createTestApp(database(), { clock: () => clock });
    expect(await backfillDemo(app, feed, (at) => (clock = at), NOW, 5_400_000)).toBe(3);
    // again: nothing more
    expect(await backfillDemo(app, feed, (at) => (clock = at), NOW, 5_400_000)).toBe(0);

    const entries = rowsOf<{ challenge_id: number; n: number; demo: number }>(
      await db.execute(sql`select c.challenge_id, count(*)::int as n,
          count(*) filter (where u.phone = ${DEMO_PHONE})::int as demo
        from room_entries e join contest_rooms r on r.room_id = e.room_id join contest_configs c on c.config_id = r.config_id
        join users u on u.id = e.user_id group by c.challenge_id order by c.challenge_id`),
    );
    expect(entries).toHaveLength(3);
    // the free contest for everyone, and the ₹10 small rooms for the demo player
    for (const e of entries) expect(e).toMatchObject({ n: DEMO_BOTS + 2, demo: 2 });
    const sets = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pick_sets where challenge_id >= 3000000`))[0]!;
    expect(sets.n).toBe(3 * (DEMO_BOTS + 1));

    // The normal lifecycle takes them from there, with the real results module: the matches are over, their
    // questions resolved, and the two older ones settled through the ledger.
    await runLifecycle({ db, feed, results: { rescoreMatch, settleMatch, refundMatch }, settings: { lineupLeadMs: 450_000, pointsFinalAfterMs: 5_400_000 } }, NOW);
    const states = rowsOf<{ status: string }>(
      await db.execute(sql`select m.status from matches m where m.match_id in (${sql.join(entries.map((e) => sql`${e.challenge_id}`), sql`, `)})`),
    ).map((r) => r.status);
    // two were over before points-final time and are settled, the latest is completed
    expect(states.sort()).toEqual(['completed', 'settled', 'settled']);

    // real winnings: alone in a guaranteed ₹10 room, rank 1 of each settled match wins ₹25 in cash; the three
    // ₹10 fees came from a sandbox deposit of ₹100 (less up to 10 % from the sign-up bonus)
    const paid = rowsOf<{ rank: number; prize_paise: number }>(
      await db.execute(sql`select e.rank, e.prize_paise::int as prize_paise from room_entries e join contest_rooms r on r.room_id = e.room_id
        join contest_configs c on c.config_id = r.config_id join users u on u.id = e.user_id
        where u.phone = ${DEMO_PHONE} and c.config_id = c.challenge_id * 10 + 2 and r.status = 'settled'`),
    );
    expect(paid).toEqual([{ rank: 1, prize_paise: 2500 }, { rank: 1, prize_paise: 2500 }]);
    const demo = await app.inject({ method: 'POST', url: '/api/v4/utils/login', payload: { phone: DEMO_PHONE, password: DEMO_PASSWORD } });
    const money = await wallet(app, (demo.json() as { data: { login_token: string } }).data.login_token);
    // (₹50 of the two small rooms, plus whatever the free contest paid)
    expect(money.winnings_money).toBeGreaterThanOrEqual(50);
    expect(money.deposit_money).toBeGreaterThanOrEqual(70);
    await closeTestApps();
  });
});
