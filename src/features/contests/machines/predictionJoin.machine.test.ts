import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { JoinVerify } from '../../../../core/api/contests';
import { paise } from '../../../../core/money';
import { ApiError } from '../../../../core/errors';
import { predictionJoinMachine, verifyWaitMs, type PredictionJoinInput, type RequestJoinBody } from './predictionJoin.machine';
import type { JoinEffect } from './joinEffects';

const body: RequestJoinBody = {
  challenge_id: 10,
  config_id: 3,
  challenge_name: 'IND vs AUS',
  flavor: 'web',
  promo_limit: 10,
  pseudo_room_id: 77,
  draft_number: 2,
};

const baseInput: PredictionJoinInput = { request: body, returnTo: 'contests', hideJoinBanner: false };

const tryAgain: JoinVerify = { try_again: true, error: null, room: null };
const seated: JoinVerify = {
  try_again: false,
  error: null,
  room: { room_id: 501, room_name: 'Mega #1', config_id: 3, challenge_id: 10, draft_num: 2, fee: 49.5 },
};
const refusedWith = (code: string, message: string, shortfall?: number): JoinVerify => ({
  try_again: false,
  error: { code, message, ...(shortfall !== undefined ? { shortfall } : {}) },
  room: null,
});

type Reply = JoinVerify | Error;

/** Runs the machine with scripted replies; records call times (fake clock), effects and tags. */
function run(opts: { input?: Partial<PredictionJoinInput>; replies?: Reply[]; requestJoin?: () => Promise<{ order_id: string }> }) {
  const t0 = Date.now();
  const requestCalls: RequestJoinBody[] = [];
  const verifyCalls: { at: number; order_id: string }[] = [];
  const replies = [...(opts.replies ?? [])];
  const machine = predictionJoinMachine.provide({
    actors: {
      requestJoin: fromPromise<{ order_id: string }, RequestJoinBody>(async ({ input }) => {
        requestCalls.push(input);
        return opts.requestJoin ? opts.requestJoin() : { order_id: 'order-abc123' };
      }),
      verifyJoin: fromPromise<JoinVerify, { order_id: string }>(async ({ input }) => {
        verifyCalls.push({ at: Date.now() - t0, order_id: input.order_id });
        const next = replies.shift() ?? tryAgain;
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const actor = createActor(machine, { input: { ...baseInput, ...opts.input } });
  const effects: JoinEffect[] = [];
  actor.on('*', (e) => effects.push(e));
  const tags: string[] = [];
  actor.subscribe((s) => {
    for (const tag of ['initiate', 'attempt', 'confirmed'] as const) if (s.hasTag(tag) && tags.at(-1) !== tag) tags.push(tag);
  });
  actor.start();
  return { actor, effects, tags, requestCalls, verifyCalls, gaps: () => verifyCalls.slice(1).map((c, i) => c.at - verifyCalls[i]!.at) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('predictionJoin machine', () => {
  it('waits 1 s after the first attempt and 4 s after later ones', () => {
    expect([1, 2, 3, 14].map(verifyWaitMs)).toEqual([1000, 4000, 4000, 4000]);
  });

  it('requests once, polls until a room, then records, reloads everything, closes and reports the purchase', async () => {
    const r = run({ replies: [tryAgain, tryAgain, seated] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.requestCalls).toEqual([body]);
    expect(r.verifyCalls).toEqual([
      { at: 0, order_id: 'order-abc123' },
      { at: 1000, order_id: 'order-abc123' },
      { at: 5000, order_id: 'order-abc123' },
    ]);
    expect(r.tags).toEqual(['initiate', 'attempt', 'confirmed']);
    const room = { roomId: 501, roomName: 'Mega #1', configId: 3, challengeId: 10, draftNum: 2, feePaise: 4950 };
    expect(r.effects).toEqual([
      { type: 'recordJoin', orderId: 'order-abc123', room },
      { type: 'reload', targets: ['challengeMatches', 'inPlayChallenges', 'contests', 'userStats', 'wallet'] },
      { type: 'closeModal' },
      { type: 'purchase', currency: 'INR', value: 49.5, orderId: 'order-abc123' },
    ]);
    expect(r.actor.getSnapshot().status).toBe('done');
    expect(r.actor.getSnapshot().output).toEqual({ outcome: 'confirmed', room, refusal: null, attempts: 3 });
  });

  it('skips reloading user stats when the hide-join-banner flag is set', async () => {
    const r = run({ input: { hideJoinBanner: true }, replies: [seated] });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.effects.find((e) => e.type === 'reload')).toEqual({
      type: 'reload',
      targets: ['challengeMatches', 'inPlayChallenges', 'contests', 'wallet'],
    });
  });

  it('stops after exactly 15 verify attempts spaced 1 s then 4 s', async () => {
    const r = run({ replies: [] });
    await vi.advanceTimersByTimeAsync(53_000);
    expect(r.verifyCalls).toHaveLength(15);
    expect(r.gaps()).toEqual([1000, ...Array<number>(13).fill(4000)]);
    expect(r.verifyCalls.at(-1)?.at).toBe(53_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.verifyCalls).toHaveLength(15);
    expect(r.actor.getSnapshot().output?.outcome).toBe('exhausted');
    expect(r.effects).toEqual([{ type: 'reload', targets: ['contests', 'wallet'] }]);
  });

  it('shows the slots-full and cutoff snackbars and keeps polling', async () => {
    const slots = refusedWith('SLOTS_FULL', 'Sorry, all slots are full. Please try after some time');
    const cutoff = refusedWith('CUTOFF_PASSED', 'Oops! The cutoff time for this contest just passed. Please pick a different contest!');
    const r = run({ replies: [slots, cutoff, seated] });
    await vi.advanceTimersByTimeAsync(5000);
    expect(r.verifyCalls.map((c) => c.at)).toEqual([0, 1000, 5000]);
    expect(r.effects.slice(0, 2)).toEqual([
      { type: 'snackbar', tone: 'error', messageKey: 'contests:join.slotsFull', message: 'Sorry, all slots are full. Please try after some time' },
      {
        type: 'snackbar',
        tone: 'error',
        messageKey: 'contests:join.cutoffPassed',
        message: 'Oops! The cutoff time for this contest just passed. Please pick a different contest!',
      },
    ]);
    expect(r.actor.getSnapshot().output?.outcome).toBe('confirmed');
  });

  it('counts slots-full replies against the 15 attempts', async () => {
    const slots = refusedWith('SLOTS_FULL', 'Sorry, all slots are full. Please try after some time');
    const r = run({ replies: Array<JoinVerify>(20).fill(slots) });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(r.verifyCalls).toHaveLength(15);
    expect(r.effects.filter((e) => e.type === 'snackbar')).toHaveLength(15);
    expect(r.actor.getSnapshot().output?.outcome).toBe('exhausted');
  });

  it('ends polling on all rooms full with the roomsFull modal', async () => {
    const r = run({ replies: [tryAgain, refusedWith('ROOM_FULL', 'Oops! All rooms are full.')] });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(r.verifyCalls).toHaveLength(2);
    expect(r.effects).toEqual([{ type: 'modal', modal: 'roomsFull' }]);
    expect(r.actor.getSnapshot().output?.outcome).toBe('refused');
  });

  it("ends polling on a started match with the time's-up modal", async () => {
    const r = run({ replies: [refusedWith('MATCH_LOCKED', 'This match has already begun! You cannot join contests in this challenge anymore')] });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(r.verifyCalls).toHaveLength(1);
    expect(r.effects).toEqual([{ type: 'modal', modal: 'timesUp' }]);
  });

  it('opens add money with the shortfall rounded up to whole rupees and remembers the previous screen', async () => {
    const r = run({ input: { returnTo: 'choosePicks' }, replies: [refusedWith('INSUFFICIENT_FUNDS', 'Low balance', 20.05)] });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(r.verifyCalls).toHaveLength(1);
    expect(r.effects).toEqual([{ type: 'openAddMoney', amountRupees: 21, shortfallPaise: 2005, returnTo: 'choosePicks' }]);
  });

  it('ends polling on any other error with a red snackbar of that code', async () => {
    const r = run({ replies: [refusedWith('ALREADY_JOINED', 'You have already joined this contest with this set')] });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(r.verifyCalls).toHaveLength(1);
    expect(r.effects).toEqual([
      { type: 'snackbar', tone: 'error', messageKey: 'contests:join.alreadyJoined', message: 'You have already joined this contest with this set' },
    ]);
  });

  it('ends silently on a reply with no room, no error and no try-again', async () => {
    const r = run({ replies: [{ try_again: false, error: null, room: null }] });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(r.verifyCalls).toHaveLength(1);
    expect(r.effects).toEqual([]);
    expect(r.actor.getSnapshot().output?.outcome).toBe('ended');
  });

  it('swallows a failure during confirmation: no effect, no further call', async () => {
    const r = run({ replies: [tryAgain, new TypeError('Failed to fetch')] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.verifyCalls).toHaveLength(2);
    expect(r.effects).toEqual([]);
    expect(r.actor.getSnapshot().output?.outcome).toBe('abandoned');
  });

  it('maps a coded requestJoin refusal and never verifies', async () => {
    const r = run({
      requestJoin: () => Promise.reject(new ApiError(422, 'INSUFFICIENT_FUNDS', 'Low balance', { shortfall: 5 })),
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.verifyCalls).toHaveLength(0);
    expect(r.effects).toEqual([{ type: 'openAddMoney', amountRupees: 5, shortfallPaise: 500, returnTo: 'contests' }]);
  });

  it('a paid join refused for want of a state or a date of birth asks for it instead of a snackbar', async () => {
    const r = run({ requestJoin: () => Promise.reject(new ApiError(403, 'DOB_REQUIRED', 'Tell us your date of birth …')) });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.verifyCalls).toHaveLength(0);
    expect(r.effects).toEqual([{ type: 'declarationNeeded', code: 'DOB_REQUIRED' }]);
    expect(r.actor.getSnapshot().output?.outcome).toBe('refused');
  });

  it('raises the generic error when requestJoin fails without a code', async () => {
    const r = run({ requestJoin: () => Promise.reject(new TypeError('Failed to fetch')) });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.verifyCalls).toHaveLength(0);
    expect(r.effects).toEqual([{ type: 'uncaughtError', info: 'Error' }]);
    expect(r.actor.getSnapshot().output?.outcome).toBe('failed');
  });

  it('refuses on the device when the preflight check failed, without calling the server', async () => {
    const r = run({
      input: { preflight: { ok: false, code: 'SET_INCOMPLETE', message: 'You must make all picks before joining a contest!' } },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.requestCalls).toHaveLength(0);
    expect(r.effects).toEqual([
      { type: 'snackbar', tone: 'error', messageKey: 'contests:join.setIncomplete', message: 'You must make all picks before joining a contest!' },
    ]);
  });

  it('a low-balance preflight opens add money with the rounded shortfall', async () => {
    const r = run({ input: { preflight: { ok: false, code: 'INSUFFICIENT_FUNDS', message: 'Low balance', shortfall: paise(2101) } } });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.requestCalls).toHaveLength(0);
    expect(r.effects).toEqual([{ type: 'openAddMoney', amountRupees: 22, shortfallPaise: 2101, returnTo: 'contests' }]);
  });
});
