/**
 * After a reset, "replays audience polls one per second" (docs/product.md §4, §9 poll replay delay 1 s).
 *
 *   waiting ──1 s──► fetching ──► (next question) waiting … ──► done
 *      CANCEL (screen left) ──► cancelled
 *
 * Each poll question from resetSet / resetAllAnswers.poll_replay is fetched with POST /poll after a
 * one-second wait, in order, one at a time (the wait starts when the previous fetch ended, so a slow
 * network never stacks calls). Each reply is emitted as `poll` (split or null → the reducer's
 * pollResult; null shows the notice); a failed fetch is emitted as `pollFailed` and the replay goes on.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { PollSplit } from '../../../../core/api/picks';
import { POLL_REPLAY_DELAY_MS } from '../../../../core/rules/picks';

export interface PollReplayInput {
  room_id: number;
  questionIds: readonly number[];
  /** default 1000 ms (spec) */
  delayMs?: number;
}

export interface PollReplayContext {
  room_id: number;
  questionIds: readonly number[];
  delayMs: number;
  /** index of the question being waited for or fetched */
  index: number;
}

export type PollReplayEmitted =
  | { type: 'poll'; question_id: number; split: PollSplit | null }
  | { type: 'pollFailed'; question_id: number };

const current = (c: PollReplayContext): number => c.questionIds[c.index] ?? 0;

export const pollReplayMachine = setup({
  types: {
    context: {} as PollReplayContext,
    input: {} as PollReplayInput,
    events: {} as { type: 'CANCEL' },
    emitted: {} as PollReplayEmitted,
  },
  actors: {
    fetchPoll: fromPromise<PollSplit | null, { question_id: number; room_id: number }>(() =>
      Promise.reject(new Error('fetchPoll actor not provided')),
    ),
  },
  delays: {
    replayDelay: ({ context }) => context.delayMs,
  },
  guards: {
    hasMore: ({ context }) => context.index < context.questionIds.length,
  },
  actions: {
    next: assign({ index: ({ context }) => context.index + 1 }),
  },
}).createMachine({
  id: 'pollReplay',
  context: ({ input }) => ({
    room_id: input.room_id,
    questionIds: [...input.questionIds],
    delayMs: input.delayMs ?? POLL_REPLAY_DELAY_MS,
    index: 0,
  }),
  initial: 'checking',
  on: { CANCEL: '.cancelled' },
  states: {
    checking: { always: [{ guard: 'hasMore', target: 'waiting' }, { target: 'done' }] },
    waiting: { after: { replayDelay: 'fetching' } },
    fetching: {
      invoke: {
        src: 'fetchPoll',
        input: ({ context }) => ({ question_id: current(context), room_id: context.room_id }),
        onDone: {
          target: 'checking',
          actions: [emit(({ context, event }) => ({ type: 'poll' as const, question_id: current(context), split: event.output })), 'next'],
        },
        onError: {
          target: 'checking',
          actions: [emit(({ context }) => ({ type: 'pollFailed' as const, question_id: current(context) })), 'next'],
        },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
