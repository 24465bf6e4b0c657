import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError, lockFilePath, waitForDataDirLock } from './lock';

describe('data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pickxi-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes our pid, refuses a second holder while we live, and releases', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFilePath(dir), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(`PickXI data directory is in use by process ${process.pid}`);
    lock.release();
    expect(existsSync(lockFilePath(dir))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('waits for a live holder that lets go, and gives up after the wait', async () => {
    const held = acquireDataDirLock(dir);
    await expect(waitForDataDirLock(dir, 100, 20)).rejects.toBeInstanceOf(DataDirLockedError);
    setTimeout(() => held.release(), 150);
    const lock = await waitForDataDirLock(dir, 5_000, 20);
    expect(readFileSync(lockFilePath(dir), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a stale lock left by a dead process', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(lockFilePath(dir), String(dead));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFilePath(dir), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file with garbage in it', () => {
    writeFileSync(lockFilePath(dir), 'not a pid');
    acquireDataDirLock(dir).release();
  });

  it('release does not delete a lock that another process took over', () => {
    const lock = acquireDataDirLock(dir);
    writeFileSync(lockFilePath(dir), '1');
    lock.release();
    expect(readFileSync(lockFilePath(dir), 'utf8')).toBe('1');
  });

  it('a second openDatabase on the same DATA_DIR refuses; the first close frees it', async () => {
    const first = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      await expect(openDatabase({ databaseUrl: undefined, dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFilePath(dir))).toBe(false);
  });
});
