import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { JoinVerify } from '../../../../core/api/contests';
import { ApiError } from '../../../../core/errors';
import { teamJoinMachine, type QueueTeamJoinBody } from './teamJoin.machine';
import type { JoinEffect } from './joinEffects';

const body: QueueTeamJoinBody = { challenge_id: 10, room_id: 501, config_id: 3, teamId: 42, draft_num: 1 };
const tryAgain: JoinVerify = { try_again: true, error: null, room: null };
const seated: JoinVerify = {
  try_again: false,
  error: null,
  room: { room_id: 502, room_name: 'H2H #2', config_id: 3, challenge_id: 10, draft_num: 1, fee: 25 },
};

type Reply = JoinVerify | Error;

function run(opts: { replies?: Reply[]; queue?: () => Promise<{ order_id: string }> }) {
  const t0 = Date.now();
  const queueCalls: QueueTeamJoinBody[] = [];
  const verifyCalls: { at: number; order_id: string }[] = [];
  const replies = [...(opts.replies ?? [])];
  const machine = teamJoinMachine.provide({
    actors: {
      queueJoin: fromPromise<{ order_id: string }, QueueTeamJoinBody>(async ({ input }) => {
        queueCalls.push(input);
        return opts.queue ? opts.queue() : { order_id: 'team-order-1' };
      }),
      verifyJoin: fromPromise<JoinVerify, { order_id: string }>(async ({ input }) => {
        verifyCalls.push({ at: Date.now() - t0, order_id: input.order_id });
        const next = replies.shift() ?? tryAgain;
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const actor = createActor(machine, { input: { request: body, previousPath: '/contestsection', returnTo: 'contestsection' } });
  const effects: JoinEffect[] = [];
  actor.on('*', (e) => effects.push(e));
  const loadingTagSeen: boolean[] = [];
  actor.subscribe((s) => loadingTagSeen.push(s.hasTag('loading')));
  actor.start();
  return { actor, effects, queueCalls, verifyCalls, loadingTagSeen };
}

const somethingWrong = { type: 'snackbar', tone: 'error', messageKey: 'contests:join.somethingWrong', message: 'Something went wrong!!!' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('teamJoin machine', () => {
  it('queues once, verifies 2000 ms apart while try-again, then runs the success steps in order', async () => {
    const r = run({ replies: [tryAgain, tryAgain, seated] });
    await vi.advanceTimersByTimeAsync(4000);
    expect(r.queueCalls).toEqual([body]);
    expect(r.verifyCalls).toEqual([
      { at: 0, order_id: 'team-order-1' },
      { at: 2000, order_id: 'team-order-1' },
      { at: 4000, order_id: 'team-order-1' },
    ]);
    expect(r.effects).toEqual([
      { type: 'loading', loading: true },
      { type: 'reload', targets: ['wallet'] },
      { type: 'reload', targets: ['userStats'] },
      { type: 'loading', loading: false },
      { type: 'navigateBack', to: '/contestsection' },
      { type: 'reload', targets: ['contests'] },
      {
        type: 'snackbar',
        tone: 'success',
        messageKey: 'contests:join.success',
        message: 'Contest Joined Successfully! Keep joining to win more prizes',
      },
    ]);
    expect(r.loadingTagSeen).toContain(true);
    expect(r.actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(r.actor.getSnapshot().output?.outcome).toBe('joined');
  });

  it('retries at most 10 times (11 calls, 2000 ms apart), then shows red Something went wrong!!!', async () => {
    const r = run({ replies: [] });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(r.verifyCalls.map((c) => c.at)).toEqual([0, 2000, 4000, 6000, 8000, 10_000, 12_000, 14_000, 16_000, 18_000, 20_000]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.verifyCalls).toHaveLength(11);
    expect(r.effects).toEqual([{ type: 'loading', loading: true }, { type: 'loading', loading: false }, somethingWrong]);
    expect(r.actor.getSnapshot().output?.outcome).toBe('exhausted');
  });

  it('shows an error in the reply in red with its message and stops', async () => {
    const r = run({ replies: [tryAgain, { try_again: false, error: { code: 'ROOM_FULL', message: 'Oops! All rooms are full.' }, room: null }] });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(r.verifyCalls).toHaveLength(2);
    expect(r.effects).toEqual([
      { type: 'loading', loading: true },
      { type: 'loading', loading: false },
      { type: 'snackbar', tone: 'error', messageKey: 'errors:ROOM_FULL', message: 'Oops! All rooms are full.' },
    ]);
    expect(r.actor.getSnapshot().output?.outcome).toBe('refused');
  });

  it('a low-balance reply also opens add money with the shortfall rounded up', async () => {
    const r = run({ replies: [{ try_again: false, error: { code: 'INSUFFICIENT_FUNDS', message: 'Low balance', shortfall: 3.4 }, room: null }] });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.effects.slice(2)).toEqual([
      { type: 'snackbar', tone: 'error', messageKey: 'errors:INSUFFICIENT_FUNDS', message: 'Low balance' },
      { type: 'openAddMoney', amountRupees: 4, shortfallPaise: 340, returnTo: 'contestsection' },
    ]);
  });

  it('a queue call that is not 200 shows red Something went wrong!!! and never verifies', async () => {
    const r = run({ queue: () => Promise.reject(new ApiError(500, 'INTERNAL', 'boom')) });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(r.verifyCalls).toHaveLength(0);
    expect(r.effects).toEqual([somethingWrong]);
    expect(r.actor.getSnapshot().output?.outcome).toBe('failed');
  });

  it('a paid join refused for want of a state or a date of birth asks for it (no red message) and never verifies', async () => {
    for (const code of ['STATE_REQUIRED', 'DOB_REQUIRED'] as const) {
      const r = run({ queue: () => Promise.reject(new ApiError(403, code, 'Tell us …')) });
      await vi.advanceTimersByTimeAsync(30_000);
      expect(r.verifyCalls).toHaveLength(0);
      expect(r.effects).toEqual([{ type: 'declarationNeeded', code }]);
      expect(r.actor.getSnapshot().output?.outcome).toBe('refused');
    }
  });

  it('a queue reply without an order id is treated as a failed queue call', async () => {
    const r = run({ queue: () => Promise.resolve({ order_id: '' }) });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(r.verifyCalls).toHaveLength(0);
    expect(r.effects).toEqual([somethingWrong]);
  });

  it('a verify call that throws clears loading and shows Something went wrong!!!', async () => {
    const r = run({ replies: [tryAgain, new TypeError('Failed to fetch')] });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(r.verifyCalls).toHaveLength(2);
    expect(r.effects).toEqual([{ type: 'loading', loading: true }, { type: 'loading', loading: false }, somethingWrong]);
  });
});
