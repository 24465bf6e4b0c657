import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { eventToRanks } from './live';
import { settleAndVerifyApart } from './support/apart';
import { withFreshPgDatabase } from './support/pg';

/**
 * One prediction room of 1,000,000 entries (issue 22 M3), `npm run bench -- mega`: the production code as it is
 * today, measured, beside a bare SQL rank() over the same rows (printed by eventToRanks).
 * - event → new ranks: a question resolved, rescoreMatch, the first page and "my rank" (goal ≤ 5 s);
 * - settlement of the room, its report read back part by part into a file, and `npm run verify-settlement` streaming
 *   that file, each in a process of its own with its peak memory (goals: settlement ≤ 60 s, paid once, every process
 *   under 1 GiB resident; bench/support/apart.ts); a failure is printed, not thrown.
 */
const ENTRIES = 1_000_000;
const EVENTS = 3;
const EVENT_GOAL_MS = 5_000;

export async function benchMegaRoom(): Promise<void> {
  await withFreshPgDatabase(async (url) => {
    const database = await openDatabase({ databaseUrl: url, dataDir: undefined });
    let roomId: number;
    try {
      await migrateDatabase(database);
      console.info(`one prediction room of ${ENTRIES.toLocaleString('en')} entries (goals: event → ranks ≤ 5 s, settlement ≤ 60 s, < 1 GiB per process)`);
      ({ roomId } = await eventToRanks(database.db, ENTRIES, EVENTS, EVENT_GOAL_MS));
    } finally {
      await database.close();
    }
    await settleAndVerifyApart(url, roomId);
  });
}
