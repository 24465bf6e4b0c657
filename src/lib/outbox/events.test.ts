import { describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../db';
import { connectSettledChannel, emitSettled, onOutboxSettled } from './events';

const item = (kind: string, id = 'id-1'): OutboxItem => ({
  id,
  userId: 'u1',
  kind,
  method: 'POST',
  path: '/api/v1/x',
  body: {},
  createdAt: 0,
  attempts: 1,
  nextAttemptAt: 0,
  state: 'done',
  error: null,
});

describe('onOutboxSettled', () => {
  it('delivers by kind and to * subscribers, and stops after unsubscribe', () => {
    const teams = vi.fn();
    const any = vi.fn();
    const offTeams = onOutboxSettled('teams.save', teams);
    const offAny = onOutboxSettled('*', any);
    emitSettled(item('teams.save'));
    emitSettled(item('picks.answer'));
    expect(teams).toHaveBeenCalledTimes(1);
    expect(any).toHaveBeenCalledTimes(2);
    offTeams();
    emitSettled(item('teams.save'));
    expect(teams).toHaveBeenCalledTimes(1);
    offAny();
  });

  it('a throwing subscriber does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = vi.fn();
    const off1 = onOutboxSettled('k', () => {
      throw new Error('boom');
    });
    const off2 = onOutboxSettled('k', good);
    emitSettled(item('k'));
    expect(good).toHaveBeenCalledTimes(1);
    off1();
    off2();
    error.mockRestore();
  });

  it('items settled in another tab arrive over the BroadcastChannel', async () => {
    const disconnect = connectSettledChannel();
    const heard = vi.fn();
    const off = onOutboxSettled('contests.join', heard);
    // "another tab": its own channel with the same name
    const otherTab = new BroadcastChannel('pickxi-outbox');
    otherTab.postMessage(item('contests.join', 'from-other-tab'));
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(expect.objectContaining({ id: 'from-other-tab' })));
    otherTab.close();
    off();
    disconnect();
  });
});
