/**
 * Add-money confirmation (docs/product.md §4, §9): after the player comes back from the payment page the
 * screen shows 'Awaiting confirmation for order {id} for Rs. {amount}' and polls the order
 * status up to 15 times, 4000 ms apart, while status_code is 0. The first non-zero status_code
 * ends polling and the final response's data is shown as a message.
 *
 *   polling ──status_code 0──► waiting ──4000 ms──► polling      (attempts < 15)
 *      │                                                 
 *      ├─ status_code ≠ 0 ──► settled   (final; data.message is shown)
 *      └─ 15th attempt still 0 / failing ──► timedOut (final)
 *   CANCEL (screen left) ──► cancelled (final)
 *
 * A failed call (network, 5xx) counts as an attempt: the budget bounds how long the screen
 * polls, whatever the network does. The first call is made at once; 15 calls span 56 s.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { OrderStatusData } from '../../../../core/api/wallet-ops';

export const ORDER_STATUS_MAX_ATTEMPTS = 15;
export const ORDER_STATUS_INTERVAL_MS = 4000;

/** i18n keys (namespace wallet) with their English text; the screen renders them through t(). */
export const ADD_MONEY_STATUS_TEXT = {
  /** 'Awaiting confirmation for order {{id}} for Rs. {{amount}}' */
  awaiting: 'addMoney.awaiting',
  /** shown when 15 polls all answered 0: 'We are still confirming your payment. Check your wallet in a few minutes.' */
  timedOut: 'addMoney.timedOut',
} as const;

export interface AddMoneyStatusInput {
  orderId: string;
  /** whole rupees, as the player entered them */
  amount: number;
}

export interface AddMoneyStatusContext extends AddMoneyStatusInput {
  attempts: number;
  /** the last answer received (null until one arrives) */
  last: OrderStatusData | null;
  /** the last call's failure, for logs; never shown raw */
  lastError: unknown;
  /** set on entering a final state */
  outcome: AddMoneyStatusOutcome | null;
}

export type AddMoneyStatusOutcome = 'settled' | 'timedOut' | 'cancelled';

export interface AddMoneyStatusOutput {
  outcome: AddMoneyStatusOutcome;
  attempts: number;
  /** the final data (settled) — its message is what the player sees */
  data: OrderStatusData['data'] | null;
  statusCode: number | null;
}

export const addMoneyStatusMachine = setup({
  types: {
    context: {} as AddMoneyStatusContext,
    input: {} as AddMoneyStatusInput,
    events: {} as { type: 'CANCEL' },
    output: {} as AddMoneyStatusOutput,
    tags: {} as 'awaiting',
  },
  actors: {
    fetchOrderStatus: fromPromise<OrderStatusData, { order_id: string }>(() =>
      Promise.reject(new Error('fetchOrderStatus actor not provided')),
    ),
  },
  guards: {
    settled: (_, code: number) => code !== 0,
    budgetLeft: ({ context }) => context.attempts < ORDER_STATUS_MAX_ATTEMPTS,
  },
  delays: { interval: ORDER_STATUS_INTERVAL_MS },
}).createMachine({
  id: 'addMoneyStatus',
  context: ({ input }) => ({ ...input, attempts: 0, last: null, lastError: null, outcome: null }),
  initial: 'polling',
  output: ({ context }) => {
    const outcome: AddMoneyStatusOutcome = context.outcome ?? 'timedOut';
    return {
      outcome,
      attempts: context.attempts,
      data: outcome === 'settled' ? (context.last?.data ?? null) : null,
      statusCode: context.last?.status_code ?? null,
    };
  },
  on: { CANCEL: '.cancelled' },
  states: {
    polling: {
      tags: ['awaiting'],
      invoke: {
        src: 'fetchOrderStatus',
        input: ({ context }) => ({ order_id: context.orderId }),
        onDone: [
          {
            guard: { type: 'settled', params: ({ event }) => event.output.status_code },
            target: 'settled',
            actions: assign({ attempts: ({ context }) => context.attempts + 1, last: ({ event }) => event.output }),
          },
          {
            target: 'checkBudget',
            actions: assign({ attempts: ({ context }) => context.attempts + 1, last: ({ event }) => event.output }),
          },
        ],
        onError: {
          target: 'checkBudget',
          actions: assign({ attempts: ({ context }) => context.attempts + 1, lastError: ({ event }) => event.error }),
        },
      },
    },
    checkBudget: {
      tags: ['awaiting'],
      always: [{ guard: 'budgetLeft', target: 'waiting' }, { target: 'timedOut' }],
    },
    waiting: {
      tags: ['awaiting'],
      after: { interval: 'polling' },
    },
    settled: { type: 'final', entry: assign({ outcome: 'settled' as const }) },
    timedOut: { type: 'final', entry: assign({ outcome: 'timedOut' as const }) },
    cancelled: { type: 'final', entry: assign({ outcome: 'cancelled' as const }) },
  },
});

/** The i18n params of the 'awaiting' line: amount in rupees as typed (integer). */
export function awaitingParams(ctx: Pick<AddMoneyStatusContext, 'orderId' | 'amount'>): { id: string; amount: number } {
  return { id: ctx.orderId, amount: ctx.amount };
}
