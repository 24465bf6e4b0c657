import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import type { FeedProvider } from '../feeds';
import { resultsPending } from '../modules/matches/ports';
import { MatchJobs } from './matches';

/** A feed whose fixtures call stands for one lifecycle pass (it is the pass's first step). */
function countingFeed(fixtures: () => Promise<never>) {
  const calls: Date[] = [];
  const feed: FeedProvider = {
    name: 'test',
    fixtures: (now) => {
      calls.push(now);
      return fixtures();
    },
    events: () => Promise.resolve([]),
  };
  return { feed, calls };
}

const jobs = (feed: FeedProvider, error = vi.fn()) =>
  new MatchJobs({
    db: {} as Db,
    feed,
    results: resultsPending,
    clock: () => new Date('2026-05-01T12:00:00Z'),
    log: { error } as never,
    tickMs: 2000,
    settings: { lineupLeadMs: 1, pointsFinalAfterMs: 1 },
  });

describe('MatchJobs scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a pass at start and every tickMs; a failing pass is logged and the next still runs; stop ends it', async () => {
    vi.useFakeTimers();
    const { feed, calls } = countingFeed(() => Promise.reject(new Error('feed down')));
    const error = vi.fn();
    const j = jobs(feed, error);
    j.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toHaveLength(3);
    await j.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(3);
  });

  it('never runs two passes at once in one process: a tick during a pass joins it', async () => {
    let release: (err: Error) => void = () => undefined;
    const { feed, calls } = countingFeed(() => new Promise<never>((_, reject) => (release = reject)));
    const j = jobs(feed);
    const first = j.tick();
    const second = j.tick();
    expect(second).toBe(first);
    release(new Error('done'));
    expect(await first).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
