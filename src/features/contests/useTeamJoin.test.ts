import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken, setSession } from '../../lib/session';
import { fakeJwt } from '../../testing/fixtures';
import { mockApi, ok } from '../../testing/mockApi';
import { roomForConfig } from './useTeamJoin';

const rooms = (contest_rooms: Array<{ room_id: number; status: string }>) =>
  ok({ config_id: 31, config_name: 'Free', room_size: 10, max_rooms: 5, contest_rooms: contest_rooms.map((r) => ({ room_name: 'Free', filled: 0, size: 10, ...r })) });

describe('roomForConfig (the room a team join names)', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authToken.set(null);
    localStorage.clear();
  });

  it('names the first open room, else the first room', async () => {
    mockApi(() => rooms([{ room_id: 5, status: 'full' }, { room_id: 6, status: 'open' }]));
    expect(await roomForConfig(31)).toBe(6);
    vi.unstubAllGlobals();
    mockApi(() => rooms([{ room_id: 5, status: 'full' }]));
    expect(await roomForConfig(31)).toBe(5);
  });

  it('a config nobody joined yet has no room: the config id is named (the engine seats by config)', async () => {
    mockApi(() => rooms([]));
    expect(await roomForConfig(31)).toBe(31);
  });

  it('rooms that cannot be read: no room, so no queue call', async () => {
    mockApi(() => 'network-error');
    expect(await roomForConfig(31)).toBeNull();
  });
});
