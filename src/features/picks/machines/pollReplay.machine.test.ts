import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PollSplit } from '../../../../core/api/picks';
import { pollReplayMachine, type PollReplayEmitted } from './pollReplay.machine';

const split = (question_id: number): PollSplit => ({ question_id, options: [{ key: 'A', percent: 60 }, { key: 'B', percent: 40 }], total_votes: 10 });

function start(questionIds: number[], fetch: (input: { question_id: number; room_id: number }) => Promise<PollSplit | null>) {
  const impl = vi.fn(fetch);
  const machine = pollReplayMachine.provide({
    actors: { fetchPoll: fromPromise<PollSplit | null, { question_id: number; room_id: number }>(({ input }) => impl(input)) },
  });
  const emitted: PollReplayEmitted[] = [];
  const actor = createActor(machine, { input: { room_id: 70, questionIds } });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, impl, emitted };
}

describe('poll replay after reset', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches one poll per second, in order', async () => {
    const { actor, impl, emitted } = start([10, 11, 12], async ({ question_id }) => split(question_id));
    await vi.advanceTimersByTimeAsync(999);
    expect(impl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(impl).toHaveBeenCalledTimes(1);
    expect(impl).toHaveBeenLastCalledWith({ question_id: 10, room_id: 70 });
    await vi.advanceTimersByTimeAsync(999);
    expect(impl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(impl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(impl.mock.calls.map(([i]) => i.question_id)).toEqual([10, 11, 12]);
    expect(emitted).toEqual([10, 11, 12].map((id) => ({ type: 'poll', question_id: id, split: split(id) })));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('passes a null split on (notice) and keeps going after a failed fetch', async () => {
    const { actor, emitted } = start([10, 11, 12], async ({ question_id }) => {
      if (question_id === 10) return null;
      if (question_id === 11) throw new Error('offline');
      return split(question_id);
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(emitted).toEqual([
      { type: 'poll', question_id: 10, split: null },
      { type: 'pollFailed', question_id: 11 },
      { type: 'poll', question_id: 12, split: split(12) },
    ]);
    expect(actor.getSnapshot().matches('done')).toBe(true);
  });

  it('CANCEL stops the replay', async () => {
    const { actor, impl } = start([10, 11], async ({ question_id }) => split(question_id));
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'CANCEL' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(impl).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
  });

  it('nothing to replay ends at once', () => {
    const { actor, impl } = start([], async () => null);
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(impl).not.toHaveBeenCalled();
  });
});
