/**
 * Joining a contest with a pick set (prediction flow, docs/product.md §4 and §8).
 *
 *   preflight ─► initiate ──requestJoin──► attempt.verifying ⇄ attempt.waiting ─► confirmed
 *                   │                          │
 *                   └► refused / failed        └► refused / exhausted / ended / abandoned
 *
 * - initiate (tag 'initiate'): POST requestJoin → order_id.
 * - attempt (tag 'attempt'): POST verifyJoinContest, at most VERIFY_MAX_ATTEMPTS times.
 *   On try-again it waits 1 s after the first attempt and 4 s after later ones.
 *   SLOTS_FULL / CUTOFF_PASSED errors show their snackbar and polling continues
 *   (same waits, same attempt budget). Any other reply ends polling.
 * - confirmed (tag 'confirmed'): record the join, reload challenge matches, in-play
 *   challenges, contests, user stats (not when hideJoinBanner) and the wallet,
 *   close the modal, report a purchase in INR.
 *
 * "Any failure during join confirmation is silently swallowed": a verify call that
 * throws (network, 5xx, bad JSON) ends in 'abandoned' with NO effect at all: no
 * snackbar, no modal, no reload; the modal stays as it was. A failing requestJoin is
 * not confirmation: a coded refusal maps to its modal/snackbar, anything else raises
 * the generic uncaught-error effect (docs/product.md §8 "Other response error").
 * A paid join refused until the player declares their state or date of birth (responsible
 * play, STATE_REQUIRED / DOB_REQUIRED) emits declarationNeeded instead of a snackbar.
 */
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { JoinOrder, JoinVerify } from '../../../../core/api/contests';
import type { JoinDecision } from '../../../../core/rules/contests';
import { paiseToRupees } from '../../../../core/money';
import { isDeclarationRefusal } from '../../../../core/rules/responsiblePlay';
import {
  isTransientRefusal,
  openAddMoney,
  refusalFromError,
  refusalFromReply,
  refusalSnackbar,
  seatedRoom,
  type JoinEffect,
  type JoinRefusal,
  type ReloadTarget,
  type SeatedRoom,
} from './joinEffects';

export const VERIFY_MAX_ATTEMPTS = 15;
export const VERIFY_FIRST_WAIT_MS = 1000;
export const VERIFY_LATER_WAIT_MS = 4000;

/** Body of POST /api/v1/game/challenges/mpl/requestJoin. */
export interface RequestJoinBody {
  challenge_id: number;
  config_id: number;
  challenge_name: string;
  flavor: string;
  promo_limit: number;
  token?: string;
  pseudo_room_id: number;
  draft_number: number;
}

export interface PredictionJoinInput {
  request: RequestJoinBody;
  /** the screen to come back to after adding money on low balance */
  returnTo: string;
  /** the hide-join-banner flag stored locally: skip reloading user stats */
  hideJoinBanner: boolean;
  /** canJoin() result computed on the device; a refusal never reaches the server */
  preflight?: JoinDecision;
}

export interface PredictionJoinContext {
  input: PredictionJoinInput;
  orderId: string | null;
  /** verify calls made so far */
  attempts: number;
  room: SeatedRoom | null;
  refusal: JoinRefusal | null;
  /** set when a final state is reached */
  outcome: PredictionJoinOutcome | null;
}

export type PredictionJoinOutcome = 'confirmed' | 'refused' | 'failed' | 'exhausted' | 'ended' | 'abandoned';

/** Wait before the next verify call: 1 s after the first attempt, 4 s after later ones. */
export function verifyWaitMs(attemptsSoFar: number): number {
  return attemptsSoFar <= 1 ? VERIFY_FIRST_WAIT_MS : VERIFY_LATER_WAIT_MS;
}

export const predictionJoinMachine = setup({
  types: {
    context: {} as PredictionJoinContext,
    input: {} as PredictionJoinInput,
    emitted: {} as JoinEffect,
    tags: {} as 'initiate' | 'attempt' | 'confirmed',
    output: {} as { outcome: PredictionJoinOutcome; room: SeatedRoom | null; refusal: JoinRefusal | null; attempts: number },
  },
  actors: {
    requestJoin: fromPromise<JoinOrder, RequestJoinBody>(() => Promise.reject(new Error('requestJoin actor not provided'))),
    verifyJoin: fromPromise<JoinVerify, { order_id: string }>(() => Promise.reject(new Error('verifyJoin actor not provided'))),
  },
  delays: {
    verifyWait: ({ context }) => verifyWaitMs(context.attempts),
  },
  actions: {
    emitRefusal: enqueueActions(({ context, enqueue }) => {
      const refusal = context.refusal;
      if (!refusal) return;
      if (refusal.code === 'MATCH_LOCKED') enqueue.emit({ type: 'modal', modal: 'timesUp' });
      else if (refusal.code === 'ROOM_FULL') enqueue.emit({ type: 'modal', modal: 'roomsFull' });
      else if (refusal.code === 'INSUFFICIENT_FUNDS') enqueue.emit(openAddMoney(refusal.shortfallPaise ?? 0, context.input.returnTo));
      else if (isDeclarationRefusal(refusal.code)) enqueue.emit({ type: 'declarationNeeded', code: refusal.code });
      else enqueue.emit(refusalSnackbar(refusal));
    }),
    settle: assign((_, outcome: PredictionJoinOutcome) => ({ outcome })),
  },
}).createMachine({
  id: 'predictionJoin',
  context: ({ input }) => ({ input, orderId: null, attempts: 0, room: null, refusal: null, outcome: null }),
  initial: 'preflight',
  output: ({ context }) => ({
    outcome: context.outcome ?? 'abandoned',
    room: context.room,
    refusal: context.refusal,
    attempts: context.attempts,
  }),
  states: {
    preflight: {
      always: [
        {
          guard: ({ context }) => context.input.preflight !== undefined && !context.input.preflight.ok,
          target: 'refused',
          actions: assign({
            refusal: ({ context }) => {
              const d = context.input.preflight;
              if (!d || d.ok) return null;
              return d.code === 'INSUFFICIENT_FUNDS' ? { code: d.code, message: d.message, shortfallPaise: d.shortfall } : { code: d.code, message: d.message };
            },
          }),
        },
        { target: 'initiate' },
      ],
    },
    initiate: {
      tags: ['initiate'],
      invoke: {
        src: 'requestJoin',
        input: ({ context }) => context.input.request,
        onDone: { target: 'attempt', actions: assign({ orderId: ({ event }) => event.output.order_id }) },
        onError: [
          {
            guard: ({ event }) => refusalFromError(event.error) !== null,
            target: 'refused',
            actions: assign({ refusal: ({ event }) => refusalFromError(event.error) }),
          },
          { target: 'failed' },
        ],
      },
    },
    attempt: {
      tags: ['attempt'],
      initial: 'verifying',
      states: {
        verifying: {
          entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
          invoke: {
            src: 'verifyJoin',
            input: ({ context }) => ({ order_id: context.orderId ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output.room !== null,
                target: '#predictionJoin.confirmed',
                actions: assign({ room: ({ event }) => (event.output.room ? seatedRoom(event.output.room) : null) }),
              },
              {
                // Slots full / cutoff passed: snackbar, keep polling while attempts remain.
                guard: ({ event }) => event.output.error !== null && isTransientRefusal(event.output.error.code),
                target: 'next',
                actions: [
                  assign({ refusal: ({ event }) => (event.output.error ? refusalFromReply(event.output.error) : null) }),
                  enqueueActions(({ context, enqueue }) => {
                    if (context.refusal) enqueue.emit(refusalSnackbar(context.refusal));
                  }),
                ],
              },
              {
                guard: ({ event }) => event.output.error !== null,
                target: '#predictionJoin.refused',
                actions: assign({ refusal: ({ event }) => (event.output.error ? refusalFromReply(event.output.error) : null) }),
              },
              { guard: ({ event }) => event.output.try_again, target: 'next' },
              // Neither room, error nor try-again: the reply ends polling with nothing to show.
              { target: '#predictionJoin.ended' },
            ],
            onError: { target: '#predictionJoin.abandoned' },
          },
        },
        next: {
          always: [
            { guard: ({ context }) => context.attempts < VERIFY_MAX_ATTEMPTS, target: 'waiting' },
            { target: '#predictionJoin.exhausted' },
          ],
        },
        waiting: {
          after: { verifyWait: 'verifying' },
        },
      },
    },
    confirmed: {
      type: 'final',
      tags: ['confirmed'],
      entry: enqueueActions(({ context, enqueue }) => {
        enqueue({ type: 'settle', params: 'confirmed' });
        const room = context.room;
        if (!room) return;
        enqueue.emit({ type: 'recordJoin', orderId: context.orderId ?? '', room });
        const targets: ReloadTarget[] = ['challengeMatches', 'inPlayChallenges', 'contests'];
        if (!context.input.hideJoinBanner) targets.push('userStats');
        targets.push('wallet');
        enqueue.emit({ type: 'reload', targets });
        enqueue.emit({ type: 'closeModal' });
        enqueue.emit({ type: 'purchase', currency: 'INR', value: paiseToRupees(room.feePaise), orderId: context.orderId ?? '' });
      }),
    },
    refused: { type: 'final', entry: [{ type: 'settle', params: 'refused' }, 'emitRefusal'] },
    failed: {
      type: 'final',
      entry: [{ type: 'settle', params: 'failed' }, emit({ type: 'uncaughtError', info: 'Error' })],
    },
    /**
     * 15 attempts without a room (spec silent): no error UI, like the other silent
     * ends, but contests and wallet are reloaded because the order may still be
     * seated by the server after we stop asking; the reload shows the truth.
     */
    exhausted: {
      type: 'final',
      entry: [{ type: 'settle', params: 'exhausted' }, emit({ type: 'reload', targets: ['contests', 'wallet'] })],
    },
    ended: { type: 'final', entry: { type: 'settle', params: 'ended' } },
    /** a verify call threw: swallowed silently (docs/product.md §4) */
    abandoned: { type: 'final', entry: { type: 'settle', params: 'abandoned' } },
  },
});
