/**
 * A settled room's report written to a file part by part (bench/mega-room.ts), as a player would put the
 * settlementReport route's pages together: node --import tsx bench/support/export-report.ts <DATABASE_URL> <roomId> <file>
 * Prints one JSON line: {parts, bytes, peakRssMiB}.
 */
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import { openDatabase } from '../../server/db/client';
import { storedReportPart } from '../../server/modules/results/report-repository';

const peakRssMiB = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;

const [databaseUrl, roomId, file] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl, dataDir: undefined });
const out = createWriteStream(file as string);
try {
  let parts = 1;
  let bytes = 0;
  for (let part = 0; part < parts; part++) {
    const read = await storedReportPart(database.db, Number(roomId), part);
    if (!read) throw new Error(`room ${roomId} has no report part ${part}`);
    parts = read.parts;
    bytes += Buffer.byteLength(read.text, 'utf8');
    if (!out.write(read.text)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  console.log(JSON.stringify({ parts, bytes, peakRssMiB: peakRssMiB() }));
} finally {
  await database.close();
}
