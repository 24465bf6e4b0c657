/**
 * One room's settlement in a process of its own (bench/mega-room.ts), so that its memory is measured alone and a
 * failure (out of memory, a string too long) is reported instead of ending the bench:
 *   node --import tsx bench/support/settle-room.ts <DATABASE_URL> <roomId>
 * Prints one JSON line: {ms, winners, prizesPaise, parts, bytes, peakRssMiB} or {error, ms, peakRssMiB}.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { settleRoom } from '../../server/modules/results';

const peakRssMiB = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;

const [databaseUrl, roomId] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl, dataDir: undefined });
const started = performance.now();
try {
  const r = await settleRoom(database.db, Number(roomId), new Date());
  const [stored] = ((await database.db.execute(sql`select parts, bytes::float8 as bytes from settlement_reports where room_id = ${Number(roomId)}`)) as unknown as { rows: { parts: number; bytes: number }[] }).rows;
  console.log(JSON.stringify({ ms: performance.now() - started, winners: r?.winners, prizesPaise: r?.prizesPaise, parts: stored?.parts, bytes: stored?.bytes, peakRssMiB: peakRssMiB() }));
} catch (err) {
  console.log(JSON.stringify({ error: (err as Error).message.slice(0, 200), ms: performance.now() - started, peakRssMiB: peakRssMiB() }));
} finally {
  await database.close();
}
