/**
 * Joining a contest with a team (draft flow, docs/product.md §4 and §8).
 *
 *   queueing ──queueJoin──► verifying.polling ⇄ verifying.waiting ─► joined
 *      │                        │
 *      └► failed                └► refused / exhausted / failed
 *
 * - queueing (tag 'initiate'): the queue call returns an order id. A call that is not
 *   200 (the actor throws) or has no order id shows red 'Something went wrong!!!', except a
 *   paid join refused until the player declares their state or date of birth (responsible
 *   play, STATE_REQUIRED / DOB_REQUIRED): that emits declarationNeeded for the screen to ask.
 * - verifying (tags 'attempt', 'loading'): starts the loading state; the first verify call
 *   is made at once, then while try-again is signalled it retries 2000 ms apart, up to
 *   TEAM_VERIFY_MAX_RETRIES times (calls numbered 1..11: "count below 11").
 * - joined (tag 'confirmed'): refresh the wallet, update the user count, clear loading,
 *   go back to the previous path, reload contest data, green
 *   'Contest Joined Successfully! Keep joining to win more prizes'.
 * - an error in the reply: clear loading, red snackbar with its message (a low-balance
 *   error also opens add money with the shortfall, as in every join flow).
 * - retries exhausted, a reply with neither room, error nor try-again, or a verify call
 *   that throws: clear loading, red 'Something went wrong!!!'.
 */
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { JoinOrder, JoinVerify } from '../../../../core/api/contests';
import { isDeclarationRefusal } from '../../../../core/rules/responsiblePlay';
import {
  JOINED_SUCCESSFULLY,
  openAddMoney,
  refusalFromError,
  refusalFromReply,
  refusalSnackbar,
  seatedRoom,
  somethingWentWrong,
  type JoinEffect,
  type JoinRefusal,
  type SeatedRoom,
} from './joinEffects';

export const TEAM_VERIFY_MAX_RETRIES = 10;
export const TEAM_VERIFY_RETRY_MS = 2000;

/** Body of POST /api/v1/f2p/fantasy/contests/queueJoin. */
export interface QueueTeamJoinBody {
  challenge_id: number;
  /** only a hint (the card's room); the engine seats by config */
  room_id?: number;
  config_id: number;
  teamId: number;
  draft_num: number;
}

export interface TeamJoinInput {
  request: QueueTeamJoinBody;
  /** where to go back to once joined */
  previousPath: string;
  /** the screen to come back to after adding money on low balance */
  returnTo: string;
}

export type TeamJoinOutcome = 'joined' | 'refused' | 'exhausted' | 'failed';

export interface TeamJoinContext {
  input: TeamJoinInput;
  orderId: string | null;
  /** verify calls made so far */
  attempts: number;
  room: SeatedRoom | null;
  refusal: JoinRefusal | null;
  outcome: TeamJoinOutcome | null;
}

export const teamJoinMachine = setup({
  types: {
    context: {} as TeamJoinContext,
    input: {} as TeamJoinInput,
    emitted: {} as JoinEffect,
    tags: {} as 'initiate' | 'attempt' | 'loading' | 'confirmed',
    output: {} as { outcome: TeamJoinOutcome; room: SeatedRoom | null; refusal: JoinRefusal | null; attempts: number },
  },
  actors: {
    queueJoin: fromPromise<JoinOrder, QueueTeamJoinBody>(() => Promise.reject(new Error('queueJoin actor not provided'))),
    verifyJoin: fromPromise<JoinVerify, { order_id: string }>(() => Promise.reject(new Error('verifyJoin actor not provided'))),
  },
  delays: { retry: TEAM_VERIFY_RETRY_MS },
  actions: {
    settle: assign((_, outcome: TeamJoinOutcome) => ({ outcome })),
    stopLoading: emit({ type: 'loading', loading: false }),
    somethingWentWrong: emit(() => somethingWentWrong()),
  },
}).createMachine({
  id: 'teamJoin',
  context: ({ input }) => ({ input, orderId: null, attempts: 0, room: null, refusal: null, outcome: null }),
  initial: 'queueing',
  output: ({ context }) => ({ outcome: context.outcome ?? 'failed', room: context.room, refusal: context.refusal, attempts: context.attempts }),
  states: {
    queueing: {
      tags: ['initiate'],
      invoke: {
        src: 'queueJoin',
        input: ({ context }) => context.input.request,
        onDone: [
          {
            guard: ({ event }) => typeof event.output?.order_id === 'string' && event.output.order_id.length > 0,
            target: 'verifying',
            actions: assign({ orderId: ({ event }) => event.output.order_id }),
          },
          { target: 'queueFailed' },
        ],
        onError: [
          {
            guard: ({ event }) => isDeclarationRefusal(refusalFromError(event.error)?.code),
            target: 'declarationNeeded',
            actions: assign({ refusal: ({ event }) => refusalFromError(event.error) }),
          },
          { target: 'queueFailed' },
        ],
      },
    },
    /** responsible play: the screen asks for the state / date of birth, then runs the same join again */
    declarationNeeded: {
      type: 'final',
      entry: [
        { type: 'settle', params: 'refused' },
        enqueueActions(({ context, enqueue }) => {
          const code = context.refusal?.code;
          if (isDeclarationRefusal(code)) enqueue.emit({ type: 'declarationNeeded', code });
        }),
      ],
    },
    /** queue call not 200: no loading was started, so only the red message */
    queueFailed: { type: 'final', entry: [{ type: 'settle', params: 'failed' }, 'somethingWentWrong'] },
    verifying: {
      tags: ['attempt', 'loading'],
      entry: emit({ type: 'loading', loading: true }),
      initial: 'polling',
      states: {
        polling: {
          entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
          invoke: {
            src: 'verifyJoin',
            input: ({ context }) => ({ order_id: context.orderId ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output.room !== null,
                target: '#teamJoin.joined',
                actions: assign({ room: ({ event }) => (event.output.room ? seatedRoom(event.output.room) : null) }),
              },
              {
                guard: ({ event }) => event.output.error !== null,
                target: '#teamJoin.refused',
                actions: assign({ refusal: ({ event }) => (event.output.error ? refusalFromReply(event.output.error) : null) }),
              },
              {
                // Retry while try-again and fewer than 1 + 10 calls were made.
                guard: ({ context, event }) => event.output.try_again && context.attempts <= TEAM_VERIFY_MAX_RETRIES,
                target: 'waiting',
              },
              { target: '#teamJoin.exhausted' },
            ],
            onError: { target: '#teamJoin.verifyFailed' },
          },
        },
        waiting: { after: { retry: 'polling' } },
      },
    },
    joined: {
      type: 'final',
      tags: ['confirmed'],
      entry: [
        { type: 'settle', params: 'joined' },
        emit({ type: 'reload', targets: ['wallet'] }),
        emit({ type: 'reload', targets: ['userStats'] }),
        'stopLoading',
        emit(({ context }) => ({ type: 'navigateBack', to: context.input.previousPath })),
        emit({ type: 'reload', targets: ['contests'] }),
        emit({ type: 'snackbar', tone: 'success', messageKey: 'contests:join.success', message: JOINED_SUCCESSFULLY }),
      ],
    },
    refused: {
      type: 'final',
      entry: [
        { type: 'settle', params: 'refused' },
        'stopLoading',
        enqueueActions(({ context, enqueue }) => {
          const refusal = context.refusal;
          if (!refusal) return;
          enqueue.emit(refusalSnackbar(refusal));
          if (refusal.code === 'INSUFFICIENT_FUNDS' && refusal.shortfallPaise !== undefined) {
            enqueue.emit(openAddMoney(refusal.shortfallPaise, context.input.returnTo));
          }
        }),
      ],
    },
    exhausted: { type: 'final', entry: [{ type: 'settle', params: 'exhausted' }, 'stopLoading', 'somethingWentWrong'] },
    /** a verify call threw (spec silent for this flow): treated like exhaustion */
    verifyFailed: { type: 'final', entry: [{ type: 'settle', params: 'failed' }, 'stopLoading', 'somethingWentWrong'] },
  },
});
