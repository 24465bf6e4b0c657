import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import type { PowerupCounts, PowerupTransferStats } from '../../../../core/rules/powerups';
import {
  bankErrorFrom,
  maxAddedTypes,
  powerupBankMachine,
  type PowerupBankEmitted,
  type TransferReply,
  type TransferRequest,
} from './powerupBank.machine';

const counts = (x: number, n: number, p: number): PowerupCounts => ({ '2x': x, no_negs: n, player_poll: p });

const stats: PowerupTransferStats = {
  maxTransferLimit: counts(3, 3, 3),
  alreadyTransferred: counts(1, 0, 0),
  userBalance: counts(5, 1, 2),
};

function start(s: PowerupTransferStats = stats, transfer?: (req: TransferRequest) => Promise<TransferReply>) {
  const impl = vi.fn(transfer ?? (async () => ({ stats: s, powerups: counts(3, 3, 3) })));
  const machine = powerupBankMachine.provide({
    actors: { transfer: fromPromise<TransferReply, TransferRequest>(({ input }) => impl(input)) },
  });
  const emitted: PowerupBankEmitted[] = [];
  const actor = createActor(machine, { input: { challenge_id: 7, room_id: 70, stats: s } });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, impl, emitted };
}

describe('powerup bank machine', () => {
  it('stages up to min(limit − transferred, balance) per type, then Max Added', () => {
    const { actor } = start();
    // 2x cap = min(3 − 1, 5) = 2
    actor.send({ type: 'ADD', powerup: '2x' });
    expect(maxAddedTypes(actor.getSnapshot())['2x']).toBe(false);
    actor.send({ type: 'ADD', powerup: '2x' });
    expect(actor.getSnapshot().matches({ staging: { '2x': 'maxAdded' } })).toBe(true);
    actor.send({ type: 'ADD', powerup: '2x' });
    expect(actor.getSnapshot().context.staged['2x']).toBe(2);
    // no_negs cap = min(3, 1) = 1 (balance binds)
    actor.send({ type: 'ADD', powerup: 'no_negs' });
    actor.send({ type: 'ADD', powerup: 'no_negs' });
    expect(actor.getSnapshot().context.staged).toEqual(counts(2, 1, 0));
    expect(maxAddedTypes(actor.getSnapshot())).toEqual({ '2x': true, no_negs: true, player_poll: false });
  });

  it('RESET clears the staged counts and leaves Max Added', () => {
    const { actor } = start();
    actor.send({ type: 'ADD', powerup: 'no_negs' });
    expect(maxAddedTypes(actor.getSnapshot()).no_negs).toBe(true);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context.staged).toEqual(counts(0, 0, 0));
    expect(maxAddedTypes(actor.getSnapshot()).no_negs).toBe(false);
  });

  it('TRANSFER with nothing staged sends nothing and keeps the refusal', () => {
    const { actor, impl } = start();
    actor.send({ type: 'TRANSFER' });
    expect(impl).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('staging')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('TRANSFER_NOTHING_STAGED');
    actor.send({ type: 'ADD', powerup: '2x' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('TRANSFER is refused when maxTransferLimit is 0 (bank disabled), and every card is at Max Added', () => {
    const { actor, impl } = start({ ...stats, maxTransferLimit: counts(0, 0, 0) });
    expect(maxAddedTypes(actor.getSnapshot())).toEqual({ '2x': true, no_negs: true, player_poll: true });
    actor.send({ type: 'ADD', powerup: '2x' });
    actor.send({ type: 'TRANSFER' });
    expect(impl).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.error?.code).toBe('TRANSFER_DISABLED');
  });

  it('transfers the staged counts and ends in success with the new stats', async () => {
    const after: PowerupTransferStats = { ...stats, alreadyTransferred: counts(3, 1, 0), userBalance: counts(3, 0, 2) };
    const { actor, impl, emitted } = start(stats, async () => ({ stats: after, powerups: counts(5, 4, 3) }));
    actor.send({ type: 'ADD', powerup: '2x' });
    actor.send({ type: 'ADD', powerup: '2x' });
    actor.send({ type: 'ADD', powerup: 'no_negs' });
    actor.send({ type: 'TRANSFER' });
    expect(actor.getSnapshot().matches('transferring')).toBe(true);
    actor.send({ type: 'CLOSE' }); // ignored while the request is on its way
    const output = await toPromise(actor);
    expect(impl).toHaveBeenCalledWith({ challenge_id: 7, room_id: 70, add_powerups: counts(2, 1, 0) });
    expect(output).toEqual({ outcome: 'transferred', transferred: counts(2, 1, 0), stats: after });
    expect(emitted).toContainEqual({ type: 'transferred', add_powerups: counts(2, 1, 0), powerups: counts(5, 4, 3) });
  });

  it('a failed transfer keeps the staged counts, shows the error and can be retried', async () => {
    let calls = 0;
    const { actor, impl } = start(stats, async () => {
      calls += 1;
      if (calls === 1) throw { kind: 'http', httpStatus: 422, code: 'TRANSFER_LIMIT_EXCEEDED', message: 'Maximum transfer limit reached for this challenge' };
      return { stats, powerups: counts(4, 3, 3) };
    });
    actor.send({ type: 'ADD', powerup: '2x' });
    actor.send({ type: 'TRANSFER' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toEqual({ code: 'TRANSFER_LIMIT_EXCEEDED', message: 'Maximum transfer limit reached for this challenge' });
    expect(actor.getSnapshot().context.staged).toEqual(counts(1, 0, 0));
    actor.send({ type: 'TRANSFER' });
    await toPromise(actor);
    expect(impl).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().output?.outcome).toBe('transferred');
  });

  it('opening with every balance at 0 sends the player to the store', () => {
    const { actor, emitted } = start({ ...stats, userBalance: counts(0, 0, 0) });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.outcome).toBe('store');
    expect(emitted).toEqual([{ type: 'navigate', to: 'store' }]);
  });

  it('Add on a type whose balance is 0 goes to the store', () => {
    const { actor, emitted } = start({ ...stats, userBalance: counts(2, 0, 0) });
    actor.send({ type: 'ADD', powerup: '2x' });
    expect(emitted).toEqual([]);
    actor.send({ type: 'ADD', powerup: 'no_negs' });
    expect(emitted).toEqual([{ type: 'navigate', to: 'store' }]);
    expect(actor.getSnapshot().output?.outcome).toBe('store');
  });

  it('CLOSE ends the overlay without a transfer', () => {
    const { actor, impl } = start();
    actor.send({ type: 'ADD', powerup: '2x' });
    actor.send({ type: 'CLOSE' });
    expect(impl).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'closed', transferred: null, stats });
  });

  it('maps actor errors to what the overlay shows', () => {
    expect(bankErrorFrom({ kind: 'network', message: 'offline' })).toEqual({ code: 'NETWORK', message: 'offline' });
    expect(bankErrorFrom(new Error('boom'))).toEqual({ code: 'UNKNOWN', message: 'boom' });
  });
});
