import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { OrderStatusData } from '../../../../core/api/wallet-ops';
import {
  addMoneyStatusMachine,
  awaitingParams,
  ORDER_STATUS_INTERVAL_MS,
  ORDER_STATUS_MAX_ATTEMPTS,
} from './addMoneyStatus.machine';

const pending: OrderStatusData = {
  status_code: 0,
  data: { orderId: 'PX01ORDER', orderAmount: 250, status: 'created', message: 'Payment is being confirmed' },
};
const paid: OrderStatusData = {
  status_code: 1,
  data: { orderId: 'PX01ORDER', orderAmount: 250, status: 'paid', message: 'Rs. 250 added to your wallet' },
};
const failed: OrderStatusData = {
  status_code: 2,
  data: { orderId: 'PX01ORDER', orderAmount: 250, status: 'failed', message: 'Payment failed. No money was taken.' },
};

function run(replies: Array<OrderStatusData | Error>) {
  const t0 = Date.now();
  const calls: Array<{ at: number; order_id: string }> = [];
  const queue = [...replies];
  const actor = createActor(
    addMoneyStatusMachine.provide({
      actors: {
        fetchOrderStatus: fromPromise<OrderStatusData, { order_id: string }>(async ({ input }) => {
          calls.push({ at: Date.now() - t0, order_id: input.order_id });
          const next = queue.shift() ?? pending;
          if (next instanceof Error) throw next;
          return next;
        }),
      },
    }),
    { input: { orderId: 'PX01ORDER', amount: 250 } },
  );
  actor.start();
  return { actor, calls, done: toPromise(actor) };
}

describe('addMoneyStatus machine', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T05:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('polls exactly 15 times, 4000 ms apart, while status_code stays 0, then times out', async () => {
    const { actor, calls, done } = run([]);
    expect(actor.getSnapshot().hasTag('awaiting')).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const out = await done;
    expect(calls).toHaveLength(ORDER_STATUS_MAX_ATTEMPTS);
    expect(calls.map((c) => c.at)).toEqual(Array.from({ length: 15 }, (_, i) => i * ORDER_STATUS_INTERVAL_MS));
    expect(calls.every((c) => c.order_id === 'PX01ORDER')).toBe(true);
    expect(out).toEqual({ outcome: 'timedOut', attempts: 15, data: null, statusCode: 0 });
  });

  it('does not poll early: nothing new before 4000 ms have passed', async () => {
    const { calls } = run([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(ORDER_STATUS_INTERVAL_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
  });

  it('stops at the first non-zero status_code and returns its data as the message', async () => {
    const { calls, done, actor } = run([pending, pending, paid, pending]);
    await vi.advanceTimersByTimeAsync(60_000);
    const out = await done;
    expect(calls).toHaveLength(3);
    expect(out.outcome).toBe('settled');
    expect(out.data?.message).toBe('Rs. 250 added to your wallet');
    expect(out.statusCode).toBe(1);
    expect(actor.getSnapshot().hasTag('awaiting')).toBe(false);
  });

  it('a failed payment (non-zero code) also ends polling with its message', async () => {
    const { calls, done } = run([failed]);
    await vi.advanceTimersByTimeAsync(0);
    const out = await done;
    expect(calls).toHaveLength(1);
    expect(out).toEqual({ outcome: 'settled', attempts: 1, data: failed.data, statusCode: 2 });
  });

  it('network failures count as attempts and polling goes on', async () => {
    const { calls, done } = run([new Error('offline'), new Error('503'), paid]);
    await vi.advanceTimersByTimeAsync(60_000);
    const out = await done;
    expect(calls.map((c) => c.at)).toEqual([0, 4000, 8000]);
    expect(out.outcome).toBe('settled');
    expect(out.attempts).toBe(3);
  });

  it('failing 15 times in a row times out after 15 calls', async () => {
    const { calls, done } = run(Array.from({ length: 20 }, () => new Error('offline')));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect((await done).outcome).toBe('timedOut');
    expect(calls).toHaveLength(15);
  });

  it('CANCEL (leaving the screen) stops polling', async () => {
    const { actor, calls, done } = run([]);
    await vi.advanceTimersByTimeAsync(ORDER_STATUS_INTERVAL_MS);
    actor.send({ type: 'CANCEL' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await done).outcome).toBe('cancelled');
    expect(calls).toHaveLength(2);
  });

  it('gives the awaiting line its order id and amount', () => {
    expect(awaitingParams({ orderId: 'PX01ORDER', amount: 250 })).toEqual({ id: 'PX01ORDER', amount: 250 });
  });
});
