import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { withdrawMachine, type WithdrawReply, type WithdrawRequest } from './withdraw.machine';

const okReply: WithdrawReply = {
  code: 1,
  msg: 'Withdrawal requested',
  payout: { withdrawalId: 'W1', mode: 'paytm', amount: 500, tds: 0, netAmount: 500, destination: '98XXXXXX10', status: 'pending' },
};

function start(reply: WithdrawReply | Error) {
  const seen: WithdrawRequest[] = [];
  const actor = createActor(
    withdrawMachine.provide({
      actors: {
        withdraw: fromPromise<WithdrawReply, WithdrawRequest>(async ({ input }) => {
          seen.push(input);
          if (reply instanceof Error) throw reply;
          return reply;
        }),
      },
    }),
  ).start();
  return { actor, seen };
}

describe('withdraw machine', () => {
  it('code 1 opens the success modal with the payout and message', async () => {
    const { actor, seen } = start(okReply);
    actor.send({ type: 'SUBMIT', request: { amount: 500, payout: 'paytm' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const s = await waitFor(actor, (x) => x.matches('succeeded'));
    expect(seen).toEqual([{ amount: 500, payout: 'paytm' }]);
    expect(s.context.reply?.payout?.netAmount).toBe(500);
    expect(s.context.reply?.msg).toBe('Withdrawal requested');
  });
  it('any other code opens withdrawFail with the message', async () => {
    const { actor } = start({ code: 0, msg: 'Complete KYC to withdraw', payout: null });
    actor.send({ type: 'SUBMIT', request: { amount: 500, payout: 'cashfree' } });
    const s = await waitFor(actor, (x) => x.matches('failed'));
    expect(s.context.failMessage).toBe('Complete KYC to withdraw');
  });
  it('a failed call opens withdrawFail too, and CLOSE returns to the form', async () => {
    const { actor } = start(new Error('Insufficient winnings'));
    actor.send({ type: 'SUBMIT', request: { amount: 500, payout: 'paytm' } });
    const s = await waitFor(actor, (x) => x.matches('failed'));
    expect(s.context.failMessage).toBe('Insufficient winnings');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});
