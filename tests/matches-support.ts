import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { sports } from '../server/db/schema/challenges';
import { buildDemoSeed } from '../server/db/seed';
import { ReplayFeed } from '../server/feeds/replay';
import type { LifecycleDeps } from '../server/modules/matches/lifecycle';
import type { ResultsPort } from '../server/modules/matches/ports';

/** Shared fixtures of the matches-* integration tests: a fake results port, one-file replays, the sports rows. */

export const CRICSHEET_DIR = path.resolve(import.meta.dirname, 'fixtures/cricsheet');

/** A directory holding just these Cricsheet files (symlinks to tests/fixtures/cricsheet: nothing is copied). */
export function replayDirOf(...ids: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pickxi-replay-'));
  for (const id of ids) symlinkSync(path.join(CRICSHEET_DIR, `${id}.json`), path.join(dir, `${id}.json`));
  return dir;
}

export interface FakeResults extends ResultsPort {
  calls: { op: 'rescore' | 'settle' | 'refund'; matchId: number }[];
  /** what settleMatch reports as still pending */
  pending: number;
}

/** Records every call; refundMatch cancels the match's challenges as the real one does, so the job stops asking. */
export function fakeResults(): FakeResults {
  const port: FakeResults = {
    calls: [],
    pending: 0,
    rescoreMatch(_db, matchId) {
      port.calls.push({ op: 'rescore', matchId });
      return Promise.resolve();
    },
    settleMatch(_db, matchId) {
      port.calls.push({ op: 'settle', matchId });
      return Promise.resolve({ roomsSettled: 0, prizesPaid: 0, pendingChallenges: port.pending });
    },
    async refundMatch(db, matchId) {
      port.calls.push({ op: 'refund', matchId });
      await db.execute(sql`update challenges set status = 'cancelled' where challenge_id in (select challenge_id from challenge_matches where match_id = ${matchId})`);
      return { entriesRefunded: 0 };
    },
  };
  return port;
}

export async function insertSports(db: Db): Promise<void> {
  await db.insert(sports).values(buildDemoSeed(new Date()).sports).onConflictDoNothing();
}

export function replayDeps(db: Db, dir: string, startedAt: Date, results: ResultsPort, { speed = 300, pointsFinalAfterMs = 10_000 } = {}): LifecycleDeps {
  return {
    db,
    feed: new ReplayFeed({ dir, startedAt, firstStartS: 60, gapS: 600, speed }),
    results,
    settings: { lineupLeadMs: (30 * 60_000) / speed, pointsFinalAfterMs },
  };
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
