import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../server/db/seed';
import { SimFeed } from '../server/feeds/sim';
import { ensureDemoPhoneUser, DEMO_PHONE } from '../server/modules/auth/service';
import { backfillDemo, DEMO_BOTS } from '../server/modules/matches/demo';
import { runLifecycle } from '../server/modules/matches/lifecycle';
import { fakeResults, rowsOf } from './matches-support';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';

const NOW = new Date('2026-05-01T12:00:00Z');

describe.each(testDrivers())('demo history on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('the demo player and bots hold complete sets in the free contest of three finished matches, made through the API', async () => {
    const db = database().db;
    await seedDemo(db, NOW);
    await ensureDemoPhoneUser(db);
    const feed = new SimFeed({ seed: 'demo', slotMs: 600_000, speed: 4, backMs: 4 * 3_600_000, aheadMs: 3_600_000 });
    let clock = NOW;
    const app = await createTestApp(database(), { clock: () => clock });
    expect(await backfillDemo(app, feed, (at) => (clock = at), NOW, 5_400_000)).toBe(3);
    // again: nothing more
    expect(await backfillDemo(app, feed, (at) => (clock = at), NOW, 5_400_000)).toBe(0);
    await closeTestApps();

    const entries = rowsOf<{ challenge_id: number; n: number; demo: number }>(
      await db.execute(sql`select c.challenge_id, count(*)::int as n,
          count(*) filter (where u.phone = ${DEMO_PHONE})::int as demo
        from room_entries e join contest_rooms r on r.room_id = e.room_id join contest_configs c on c.config_id = r.config_id
        join users u on u.id = e.user_id group by c.challenge_id order by c.challenge_id`),
    );
    expect(entries).toHaveLength(3);
    for (const e of entries) expect(e).toMatchObject({ n: DEMO_BOTS + 1, demo: 1 });
    const sets = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pick_sets where challenge_id >= 3000000`))[0]!;
    expect(sets.n).toBe(3 * (DEMO_BOTS + 1));

    // The normal lifecycle takes them from there: the matches are over and their questions resolved.
    await runLifecycle({ db, feed, results: fakeResults(), settings: { lineupLeadMs: 450_000, pointsFinalAfterMs: 5_400_000 } }, NOW);
    const states = rowsOf<{ status: string }>(
      await db.execute(sql`select m.status from matches m where m.match_id in (${sql.join(entries.map((e) => sql`${e.challenge_id}`), sql`, `)})`),
    ).map((r) => r.status);
    // two were over before points-final time (the fake results port settles them), the latest is completed
    expect(states.sort()).toEqual(['completed', 'settled', 'settled']);
  });
});
