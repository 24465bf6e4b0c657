import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChallengeList } from '../../../core/api/challenges';
import { db } from '../../lib/db';
import { logout, setSession } from '../../lib/session';
import { challenge, challengeList, fakeJwt } from '../../testing/fixtures';
import { mockApi, ok } from '../../testing/mockApi';
import { DEVICE_FALLBACK_MS, refreshChallenges } from './api';
import { ALL_CHALLENGES_KEY, getHomeList, resetChallengeMemory, challengeWritesSettled } from './store';

const ids = () => getHomeList()?.list.challenges.map((c) => c.challenge_id);
const cache = (list: ChallengeList) => db.challengeCache.put({ key: ALL_CHALLENGES_KEY, list, fetchedAt: 1 });

describe('home list: network first, device copy as the fallback', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('1'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetChallengeMemory();
    await challengeWritesSettled();
    localStorage.clear();
    await Promise.all([db.challengeCache.clear(), db.settings.clear()]);
  });

  it('shows the server list at once and writes it to the device', async () => {
    mockApi(() => ok(challengeList({ challenges: [challenge({ challenge_id: 3 })] })));
    expect(await refreshChallenges()).toBe(true);
    expect(ids()).toEqual([3]);
    expect((await db.challengeCache.get(ALL_CHALLENGES_KEY))?.list.challenges[0]?.challenge_id).toBe(3);
  });

  it('server unreachable: the device copy, or null when there is none', async () => {
    mockApi(() => 'network-error');
    expect(await refreshChallenges()).toBe(false);
    expect(getHomeList()).toBeNull();

    await cache(challengeList({ challenges: [challenge({ challenge_id: 4 })] }));
    expect(await refreshChallenges()).toBe(false);
    expect(ids()).toEqual([4]);
  });

  it('a slow server: the device copy after DEVICE_FALLBACK_MS, then the server list replaces it', async () => {
    await cache(challengeList({ challenges: [challenge({ challenge_id: 8 })] }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: (() => void) | undefined;
    mockApi(() => new Promise((resolve) => (answer = () => resolve(ok(challengeList({ challenges: [challenge({ challenge_id: 9 })] }))))));
    const done = refreshChallenges();
    await vi.advanceTimersByTimeAsync(DEVICE_FALLBACK_MS - 1);
    expect(getHomeList()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(ids()).toEqual([8]));
    answer?.();
    expect(await done).toBe(true);
    expect(ids()).toEqual([9]);
  });

  it('a list kept in memory stays on screen when the server fails', async () => {
    mockApi(() => ok(challengeList({ challenges: [challenge({ challenge_id: 1 })] })));
    await refreshChallenges();
    await db.challengeCache.clear();
    mockApi(() => 'network-error');
    await refreshChallenges();
    expect(ids()).toEqual([1]);
  });

  it('logout forgets the list in memory', async () => {
    mockApi(() => ok(challengeList()));
    await refreshChallenges();
    expect(getHomeList()).toBeTruthy();
    await logout();
    expect(getHomeList()).toBeUndefined();
  });
});
