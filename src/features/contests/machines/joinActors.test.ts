import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { call } from '../../../lib/http';
import { predictionJoinActors, teamJoinActors, type JoinCall } from './joinActors';
import { predictionJoinMachine } from './predictionJoin.machine';
import { teamJoinMachine } from './teamJoin.machine';
import type { JoinEffect } from './joinEffects';

// The app's client fits the adapter's slice (compile-time check).
const realCall: JoinCall = call;

type Recorded = { path: string; body: unknown; idempotencyKey?: string; handleErrors?: boolean; silent?: boolean };

function fakeCall(replies: Record<string, Awaited<ReturnType<JoinCall>>[]>) {
  const calls: Recorded[] = [];
  const fn: JoinCall = async (def, opts) => {
    calls.push({ path: def.path, body: opts?.body, idempotencyKey: opts?.idempotencyKey, handleErrors: opts?.handleErrors, silent: opts?.silent });
    const next = replies[def.path]?.shift();
    if (!next) throw new Error(`no scripted reply for ${def.path}`);
    return next as never;
  };
  return { fn, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('join actors over the http client', () => {
  it('is assignable from src/lib/http call', () => {
    expect(typeof realCall).toBe('function');
  });

  it('prediction: sends an idempotency key on requestJoin, silent verify polls, and maps a coded 422 to its refusal', async () => {
    const f = fakeCall({
      '/api/v1/game/challenges/mpl/requestJoin': [{ ok: true, data: { order_id: 'order-xyz789' } }],
      '/api/v3/game/challenges/verifyJoinContest': [
        { ok: true, data: { try_again: true, error: null, room: null } },
        { ok: false, data: undefined, error: { kind: 'http', httpStatus: 422, code: 'MATCH_LOCKED', message: 'This match has already begun!' } },
      ],
    });
    const actor = createActor(predictionJoinMachine.provide({ actors: predictionJoinActors({ call: f.fn, newKey: () => 'key-1' }) }), {
      input: {
        request: { challenge_id: 1, config_id: 2, challenge_name: 'x', flavor: 'web', promo_limit: 0, pseudo_room_id: 0, draft_number: 1 },
        returnTo: 'contests',
        hideJoinBanner: false,
      },
    });
    const effects: JoinEffect[] = [];
    actor.on('*', (e) => effects.push(e));
    actor.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(f.calls).toEqual([
      { path: '/api/v1/game/challenges/mpl/requestJoin', body: expect.objectContaining({ config_id: 2 }), idempotencyKey: 'key-1', handleErrors: true, silent: undefined },
      { path: '/api/v3/game/challenges/verifyJoinContest', body: { order_id: 'order-xyz789' }, idempotencyKey: undefined, handleErrors: true, silent: true },
      { path: '/api/v3/game/challenges/verifyJoinContest', body: { order_id: 'order-xyz789' }, idempotencyKey: undefined, handleErrors: true, silent: true },
    ]);
    // A coded HTTP failure during verify is still a failure of the call: swallowed silently (docs/product.md §4).
    expect(effects).toEqual([]);
    expect(actor.getSnapshot().output?.outcome).toBe('abandoned');
  });

  it('prediction: a coded requestJoin failure becomes the refusal effect', async () => {
    const f = fakeCall({
      '/api/v1/game/challenges/mpl/requestJoin': [
        { ok: false, data: undefined, error: { kind: 'http', httpStatus: 422, code: 'INSUFFICIENT_FUNDS', message: 'Low balance', data: { shortfall: 9.01 } } },
      ],
    });
    const actor = createActor(predictionJoinMachine.provide({ actors: predictionJoinActors({ call: f.fn, newKey: () => 'key-2' }) }), {
      input: {
        request: { challenge_id: 1, config_id: 2, challenge_name: 'x', flavor: 'web', promo_limit: 0, pseudo_room_id: 0, draft_number: 1 },
        returnTo: 'contests',
        hideJoinBanner: false,
      },
    });
    const effects: JoinEffect[] = [];
    actor.on('*', (e) => effects.push(e));
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(effects).toEqual([{ type: 'openAddMoney', amountRupees: 10, shortfallPaise: 901, returnTo: 'contests' }]);
  });

  it('team: a network failure of the queue call shows Something went wrong!!!', async () => {
    const f = fakeCall({
      '/api/v1/f2p/fantasy/contests/queueJoin': [{ ok: false, data: undefined, error: { kind: 'network', message: 'Failed to fetch' } }],
    });
    const actor = createActor(teamJoinMachine.provide({ actors: teamJoinActors({ call: f.fn, newKey: () => 'key-3' }) }), {
      input: { request: { challenge_id: 1, room_id: 2, config_id: 3, teamId: 4, draft_num: 1 }, previousPath: '/contestsection', returnTo: 'contestsection' },
    });
    const effects: JoinEffect[] = [];
    actor.on('*', (e) => effects.push(e));
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]?.idempotencyKey).toBe('key-3');
    expect(effects).toEqual([{ type: 'snackbar', tone: 'error', messageKey: 'contests:join.somethingWrong', message: 'Something went wrong!!!' }]);
  });
});
