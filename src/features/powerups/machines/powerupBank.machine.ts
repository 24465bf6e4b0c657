/**
 * The powerup bank overlay (docs/product.md §2 "Powerup bank overlay", §5 transfer rules).
 *
 *   balanceCheck ─► staging (parallel: one region per type, available ⇄ maxAdded)
 *        │            │ ADD(powerup) / RESET / TRANSFER / CLOSE
 *        ▼            ▼
 *      store      transferring ──► success (final)
 *     (final)         └──────────► failure ─► staging / transferring / closed
 *
 * - Staging per type is capped by min(maxTransferLimit − alreadyTransferred, userBalance)
 *   (core/rules/powerups.ts transferCap). At the cap the type's region is in 'maxAdded' and the
 *   card shows red 'Max Added'; below it, the card shows the remaining counter.
 * - TRANSFER only when maxTransferLimit is nonzero and something is staged (validateTransfer);
 *   otherwise the refusal is kept in context.error for the overlay to show, and nothing is sent.
 * - "When the balance is exhausted the user is sent to the store": on opening with every balance 0,
 *   and on ADD of a type whose balance is 0, the machine emits navigate → store and stops.
 * - The `transfer` actor is provided by the caller (the feature's api.ts, through the outbox with an
 *   Idempotency-Key); it resolves with the server's reply or rejects with an ApiFailure-like error.
 */
import { assign, emit, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import {
  canStage,
  isBalanceExhausted,
  isMaxAdded,
  validateTransfer,
  zeroCounts,
  type PowerupCounts,
  type PowerupTransferStats,
  type PowerupType,
} from '../../../../core/rules/powerups';

export interface PowerupBankInput {
  challenge_id: number;
  /** the pseudo room of the set the powerups go to */
  room_id: number;
  stats: PowerupTransferStats;
}

/** Body of POST /api/v3/game/users/transferFromBank. */
export interface TransferRequest {
  challenge_id: number;
  room_id: number;
  add_powerups: PowerupCounts;
}

/** data of a successful transferFromBank. */
export interface TransferReply {
  stats: PowerupTransferStats;
  /** powerups now available to apply in the set */
  powerups: PowerupCounts;
}

export interface BankError {
  /** TRANSFER_* rule code, a server envelope code, or NETWORK */
  code: string;
  message: string;
}

export interface PowerupBankContext {
  challenge_id: number;
  room_id: number;
  stats: PowerupTransferStats;
  staged: PowerupCounts;
  error: BankError | null;
  /** after success: what was moved and the set's new counts */
  transferred: PowerupCounts | null;
  powerups: PowerupCounts | null;
  /** set on reaching a final state */
  outcome: PowerupBankOutcome | null;
}

export type PowerupBankEvent =
  | { type: 'ADD'; powerup: PowerupType }
  | { type: 'RESET' }
  | { type: 'TRANSFER' }
  | { type: 'CLOSE' };

export type PowerupBankEmitted =
  | { type: 'navigate'; to: 'store' }
  | { type: 'transferred'; add_powerups: PowerupCounts; powerups: PowerupCounts };

export type PowerupBankOutcome = 'transferred' | 'store' | 'closed';

/** An actor rejection → what the overlay shows. */
export function bankErrorFrom(error: unknown): BankError {
  if (typeof error === 'object' && error !== null) {
    const e = error as { code?: unknown; message?: unknown; kind?: unknown };
    if (typeof e.code === 'string' && e.code.length > 0) return { code: e.code, message: typeof e.message === 'string' ? e.message : '' };
    if (e.kind === 'network') return { code: 'NETWORK', message: typeof e.message === 'string' ? e.message : '' };
  }
  return { code: 'UNKNOWN', message: error instanceof Error ? error.message : String(error) };
}

/** One region per type: 'available' below the cap, 'maxAdded' at it (eventless, so RESET and stats changes flip it back). */
function typeRegion(type: PowerupType) {
  return {
    initial: 'available' as const,
    states: {
      available: { always: { guard: { type: 'atCap' as const, params: { powerup: type } }, target: 'maxAdded' } },
      maxAdded: { always: { guard: not({ type: 'atCap' as const, params: { powerup: type } }), target: 'available' } },
    },
  };
}

const stageActions = ['stage', 'clearError'] as const;

export const powerupBankMachine = setup({
  types: {
    context: {} as PowerupBankContext,
    input: {} as PowerupBankInput,
    events: {} as PowerupBankEvent,
    emitted: {} as PowerupBankEmitted,
    output: {} as { outcome: PowerupBankOutcome; transferred: PowerupCounts | null; stats: PowerupTransferStats },
  },
  actors: {
    transfer: fromPromise<TransferReply, TransferRequest>(() => Promise.reject(new Error('transfer actor not provided'))),
  },
  guards: {
    balanceExhausted: ({ context }) => isBalanceExhausted(context.stats),
    atCap: ({ context }, params: { powerup: PowerupType }) => isMaxAdded(context.stats, context.staged, params.powerup),
    noBalanceFor: ({ context, event }) => event.type === 'ADD' && context.stats.userBalance[event.powerup] <= 0,
    canAdd: ({ context, event }) => event.type === 'ADD' && canStage(context.stats, context.staged, event.powerup),
    canTransfer: ({ context }) => validateTransfer(context.stats, context.staged).ok,
  },
  actions: {
    stage: assign({
      staged: ({ context, event }) => (event.type === 'ADD' ? { ...context.staged, [event.powerup]: context.staged[event.powerup] + 1 } : context.staged),
    }),
    resetStaged: assign({ staged: () => zeroCounts(), error: null }),
    clearError: assign({ error: null }),
    refuseTransfer: assign({
      error: ({ context }) => {
        const check = validateTransfer(context.stats, context.staged);
        return check.ok ? null : { code: check.error.code, message: check.error.message };
      },
    }),
    navigateToStore: emit({ type: 'navigate', to: 'store' } as const),
  },
}).createMachine({
  id: 'powerupBank',
  context: ({ input }) => ({
    challenge_id: input.challenge_id,
    room_id: input.room_id,
    stats: input.stats,
    staged: zeroCounts(),
    error: null,
    transferred: null,
    powerups: null,
    outcome: null,
  }),
  initial: 'balanceCheck',
  output: ({ context }) => ({ outcome: context.outcome ?? 'closed', transferred: context.transferred, stats: context.stats }),
  states: {
    balanceCheck: {
      always: [{ guard: 'balanceExhausted', target: 'store' }, { target: 'staging' }],
    },
    staging: {
      type: 'parallel',
      on: {
        ADD: [
          { guard: 'noBalanceFor', target: 'store' },
          { guard: 'canAdd', actions: [...stageActions] },
        ],
        RESET: { actions: 'resetStaged' },
        TRANSFER: [{ guard: 'canTransfer', target: 'transferring' }, { actions: 'refuseTransfer' }],
        CLOSE: 'closed',
      },
      states: {
        '2x': typeRegion('2x'),
        no_negs: typeRegion('no_negs'),
        player_poll: typeRegion('player_poll'),
      },
    },
    transferring: {
      // CLOSE is ignored here: the request is on its way and moves powerups either way.
      entry: 'clearError',
      invoke: {
        src: 'transfer',
        input: ({ context }) => ({ challenge_id: context.challenge_id, room_id: context.room_id, add_powerups: { ...context.staged } }),
        onDone: {
          target: 'success',
          actions: [
            assign({
              transferred: ({ context }) => ({ ...context.staged }),
              stats: ({ event }) => event.output.stats,
              powerups: ({ event }) => event.output.powerups,
              staged: () => zeroCounts(),
            }),
            emit(({ context }) => ({
              type: 'transferred' as const,
              add_powerups: context.transferred ?? zeroCounts(),
              powerups: context.powerups ?? zeroCounts(),
            })),
          ],
        },
        onError: { target: 'failure', actions: assign({ error: ({ event }) => bankErrorFrom(event.error) }) },
      },
    },
    failure: {
      on: {
        ADD: [
          { guard: 'noBalanceFor', target: 'store' },
          { guard: 'canAdd', target: 'staging', actions: [...stageActions] },
          { target: 'staging' },
        ],
        RESET: { target: 'staging', actions: 'resetStaged' },
        TRANSFER: [{ guard: 'canTransfer', target: 'transferring' }, { target: 'staging', actions: 'refuseTransfer' }],
        CLOSE: 'closed',
      },
    },
    success: { type: 'final', entry: assign({ outcome: 'transferred' as const }) },
    store: { type: 'final', entry: [assign({ outcome: 'store' as const }), 'navigateToStore'] },
    closed: { type: 'final', entry: assign({ outcome: 'closed' as const }) },
  },
});

/** Which type regions are at their cap, for the cards (true → red 'Max Added'). */
export function maxAddedTypes(snapshot: SnapshotFrom<typeof powerupBankMachine>): Record<PowerupType, boolean> {
  return {
    '2x': snapshot.matches({ staging: { '2x': 'maxAdded' } }),
    no_negs: snapshot.matches({ staging: { no_negs: 'maxAdded' } }),
    player_poll: snapshot.matches({ staging: { player_poll: 'maxAdded' } }),
  };
}
