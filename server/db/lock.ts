import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process only: two servers on one data directory would corrupt it.
 * The lock is a file created exclusively with our pid. A lock left by a process that no
 * longer exists (crash, kill -9) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(readonly pid: number) {
    super(`PickXI data directory is in use by process ${pid}`);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, 'pickxi.lock');
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user — still alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  // Two attempts: the second one after removing a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        file,
        release() {
          // Only remove the lock if it is still ours.
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(file);
      if (holder !== null && processIsAlive(holder)) throw new DataDirLockedError(holder);
      // Stale (dead pid or unreadable content): take it over.
      try {
        unlinkSync(file);
      } catch (unlinkErr) {
        if ((unlinkErr as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkErr;
      }
    }
  }
  const holder = readPid(file);
  throw new DataDirLockedError(holder ?? -1);
}

/**
 * acquireDataDirLock, waiting up to `waitMs` while a live process holds it. The server waits because a short
 * command on the same files (`npm run staff` started beside it) holds the lock for a second or two; a second
 * server still fails once the wait is over.
 */
export async function waitForDataDirLock(dataDir: string, waitMs: number, pollMs = 250): Promise<DataDirLock> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return acquireDataDirLock(dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError) || Date.now() >= deadline) throw err;
      await new Promise((r) => setTimeout(r, pollMs));
    }
  }
}
