/**
 * Withdraw modal (docs/product.md §4, §8): POST /api/v1/wallet/withdraw; response code 1 opens the
 * success modal with the payout and message, any other code opens withdrawFail. A call that
 * fails outright (network, 4xx/5xx envelope) also ends in withdrawFail, with the server's
 * message when it sent one.
 *
 *   editing ──SUBMIT──► submitting ──code 1──► succeeded (modal: payout + msg)
 *      ▲                     └──other / error──► failed (withdrawFail modal)
 *      └──────────── RETRY / CLOSE ────────────────┘
 */
import { assign, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
import type { PaymentType, withdrawRoute } from '../../../../core/api/wallet-ops';
// zod-free copy, so the withdraw screen's chunk does not pull zod in
import { WITHDRAW_CODE } from '../../../../core/api/wallet-constants';

export type WithdrawReply = z.infer<(typeof withdrawRoute)['data']>;
export interface WithdrawRequest {
  amount: number;
  payout: PaymentType;
}

export interface WithdrawContext {
  request: WithdrawRequest | null;
  reply: WithdrawReply | null;
  /** message for withdrawFail: the reply's msg or the error envelope's message; null → generic text */
  failMessage: string | null;
  /** the stable code of a refusal (e.g. KYC_REQUIRED), when the failure carried one */
  failCode: string | null;
}

function codeOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' && error.code) return error.code;
  return null;
}

function messageOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return null;
}

export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as { type: 'SUBMIT'; request: WithdrawRequest } | { type: 'CLOSE' },
    tags: {} as 'busy',
  },
  actors: {
    withdraw: fromPromise<WithdrawReply, WithdrawRequest>(() => Promise.reject(new Error('withdraw actor not provided'))),
  },
}).createMachine({
  id: 'withdraw',
  context: { request: null, reply: null, failMessage: null, failCode: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: { target: 'submitting', actions: assign({ request: ({ event }) => event.request, reply: null, failMessage: null, failCode: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'withdraw',
        input: ({ context }) => context.request as WithdrawRequest,
        onDone: [
          {
            guard: ({ event }) => event.output.code === WITHDRAW_CODE.success,
            target: 'succeeded',
            actions: assign({ reply: ({ event }) => event.output }),
          },
          { target: 'failed', actions: assign({ reply: ({ event }) => event.output, failMessage: ({ event }) => event.output.msg || null }) },
        ],
        onError: { target: 'failed', actions: assign({ failMessage: ({ event }) => messageOf(event.error), failCode: ({ event }) => codeOf(event.error) }) },
      },
    },
    succeeded: { on: { CLOSE: 'editing' } },
    failed: { on: { CLOSE: 'editing' } },
  },
});
