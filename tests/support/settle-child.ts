/**
 * A settlement worker in its own process (tests/results-concurrency.test.ts kills it with SIGKILL):
 *   node --import tsx tests/support/settle-child.ts <DATABASE_URL> <matchId> <nowIso>
 * Prints the settleMatch summary as one JSON line when it finishes.
 */
import { openDatabase } from '../../server/db/client';
import { settleMatch } from '../../server/modules/results';

const [databaseUrl, matchId, nowIso] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl, dataDir: undefined });
const summary = await settleMatch(database.db, Number(matchId), new Date(nowIso as string));
console.log(JSON.stringify(summary));
await database.close();
