import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../server/db/client';
import { pointTable } from '../core/rules/fantasy';
import { isTeamSport } from '../core/rules/teamSports';
import { SimFeed } from '../server/feeds/sim';
import { runLifecycle, type LifecycleDeps } from '../server/modules/matches/lifecycle';
import { fakeResults, insertSports, rowsOf } from './matches-support';
import { testDrivers, useTestDatabase } from './support/app';

const NOW = new Date('2026-05-01T12:00:00Z');
const sim = () => new SimFeed({ seed: 'race', slotMs: 600_000, speed: 12, backMs: 2 * 3_600_000, aheadMs: 2 * 3_600_000 });
const deps = (database: Database): LifecycleDeps => ({
  db: database.db,
  feed: sim(),
  results: fakeResults(),
  settings: { lineupLeadMs: 150_000, pointsFinalAfterMs: 600_000 },
});

/** A second, independent connection pool to the same database (another API process, as far as PostgreSQL knows). */
async function secondProcess(database: Database): Promise<Database> {
  if (database.driver === 'pglite') return database;
  const [{ name }] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`)) as [{ name: string }];
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: undefined });
}

describe.each(testDrivers())('two lifecycle jobs at once on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('create each feed match once, store each event once and move each match once', async () => {
    const one = database();
    const two = await secondProcess(one);
    try {
      await insertSports(one.db);
      const [a, b] = await Promise.all([runLifecycle(deps(one), NOW), runLifecycle(deps(two), NOW)]);
      const fixtures = await sim().fixtures(NOW);
      expect(a.created + b.created).toBe(fixtures.length);
      const [counts] = rowsOf<{ matches: number; challenges: number; configs: number }>(
        await one.db.execute(sql`select (select count(*)::int from matches where feed = 'sim') as matches,
          (select count(*)::int from challenges) as challenges, (select count(*)::int from contest_configs) as configs`),
      );
      // a prediction challenge per match, and a team challenge per match of a sport with a draft (ADR 012)
      const drafted = fixtures.filter((f) => isTeamSport(f.sport) && pointTable(f.sport) && f.parties.some((p) => p.squad?.length)).length;
      expect(drafted).toBeGreaterThan(0);
      const challenges = fixtures.length + drafted;
      expect(counts).toEqual({ matches: fixtures.length, challenges, configs: challenges * 5 });

      // Later passes of both: every due event once (the live and past matches), every match in one state.
      const later = new Date(NOW.getTime() + 300_000);
      await Promise.all([runLifecycle(deps(one), later), runLifecycle(deps(two), later)]);
      const [events] = rowsOf<{ n: number; distinct_keys: number }>(
        await one.db.execute(sql`select count(*)::int as n, count(distinct (match_id, seq))::int as distinct_keys from match_events`),
      );
      expect(events!.n).toBeGreaterThan(0);
      expect(events!.n).toBe(events!.distinct_keys);
      let due = 0;
      for (const f of fixtures) due += (await sim().events(f, later)).length;
      expect(events!.n).toBe(due);
      const states = rowsOf<{ status: string }>(await one.db.execute(sql`select status from matches where feed = 'sim'`)).map((r) => r.status);
      expect(states).toContain('settled');
      expect(states).toContain('live');
    } finally {
      if (two !== one) await two.close();
    }
  });
});
