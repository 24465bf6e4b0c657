import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { PickxiDb, type OutboxItem } from '../db';
import { emitSettled } from './events';
import { useOutboxPendingCount, useOutboxSettled } from './hooks';
import { enqueue } from './store';

const db = new PickxiDb('hooks-test');
afterEach(async () => {
  await db.outbox.clear();
});

describe('outbox hooks', () => {
  it('useOutboxPendingCount follows the table live', async () => {
    const { result, rerender } = renderHook(({ user }) => useOutboxPendingCount(user, db), { initialProps: { user: 'u1' as string | null } });
    expect(result.current).toBe(0);
    const item = await act(() => enqueue({ kind: 'k', method: 'POST', path: '/api/v1/x', body: {}, userId: 'u1' }, { db }));
    await waitFor(() => expect(result.current).toBe(1));
    await act(() => db.outbox.update(item.id, { state: 'done' }));
    await waitFor(() => expect(result.current).toBe(0));
    await act(() => enqueue({ kind: 'k', method: 'POST', path: '/api/v1/x', body: {}, userId: 'u1' }, { db }));
    rerender({ user: null });
    await waitFor(() => expect(result.current).toBe(0));
  });

  it('useOutboxSettled calls the latest handler for its kind and unsubscribes on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ h }) => useOutboxSettled('teams.save', h), { initialProps: { h: first } });
    const settled = { id: 'x', kind: 'teams.save', state: 'rejected' } as OutboxItem;
    emitSettled(settled);
    expect(first).toHaveBeenCalledWith(settled);
    rerender({ h: second });
    emitSettled(settled);
    emitSettled({ ...settled, kind: 'other' });
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    emitSettled(settled);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
  });
});
