import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import type { JoinEngine } from '../modules/contests/engine';
import { ContestJobs } from './contests';

describe('ContestJobs scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a tick at start (resuming a crash) and then every tickMs: join sweep, then match start', async () => {
    vi.useFakeTimers();
    const sweep = vi.fn(() => Promise.resolve(0));
    const execute = vi.fn(() => Promise.resolve({ rows: [] }));
    const jobs = new ContestJobs({
      db: { execute } as unknown as Db,
      engine: { sweep } as unknown as JoinEngine,
      clock: () => new Date('2026-11-21T06:00:00Z'),
      tickMs: 5000,
    });
    jobs.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sweep).toHaveBeenCalledTimes(1);
    // match start looked for due rooms once per tick
    expect(execute).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sweep).toHaveBeenCalledTimes(4);
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sweep).toHaveBeenCalledTimes(4);
  });

  it('a failing tick is logged and the next one still runs', async () => {
    vi.useFakeTimers();
    const sweep = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(0);
    const error = vi.fn();
    const jobs = new ContestJobs({
      db: { execute: () => Promise.resolve({ rows: [] }) } as unknown as Db,
      engine: { sweep } as unknown as JoinEngine,
      clock: () => new Date(),
      log: { error } as never,
      tickMs: 1000,
    });
    jobs.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(error).toHaveBeenCalledTimes(1);
    expect(sweep).toHaveBeenCalledTimes(2);
    await jobs.stop();
  });
});
