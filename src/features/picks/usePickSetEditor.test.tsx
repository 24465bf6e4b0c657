import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PollSplit } from '../../../core/api/picks';
import { db } from '../../lib/db';
import { authToken, setSession } from '../../lib/session';
import { fakeJwt } from '../../testing/fixtures';
import { blankResponse, matchStarted, usePickSetEditor, type EditorDeps } from './usePickSetEditor';
import { CHALLENGE_ID, ROOM_ID, questionsResponse } from './test-fixtures';

const split = (question_id: number): PollSplit => ({ question_id, options: [{ key: 'A', percent: 50 }, { key: 'B', percent: 50 }], total_votes: 10 });

function deps(over: Partial<EditorDeps> = {}): EditorDeps {
  return {
    loadQuestions: async () => ({ source: 'server', value: questionsResponse() }),
    openPseudoRoom: async () => ROOM_ID,
    fetchPoll: vi.fn(async ({ question_id }: { question_id: number }) => split(question_id)),
    isOnline: () => true,
    now: () => 1_000,
    ...over,
  };
}

describe('usePickSetEditor', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('9'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    authToken.set(null);
    localStorage.clear();
    await db.pickDrafts.clear();
  });

  it('after a reset, replays the revealed audience polls one per second (docs/product.md §4, §9)', async () => {
    const d = deps();
    const { result } = renderHook(() => usePickSetEditor(CHALLENGE_ID, null, d));
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    await waitFor(() => expect(result.current.roomId).toBe(ROOM_ID));
    // reveal the polls on both poll questions (3rd and 7th)
    act(() => result.current.togglePowerup(4100203, 'player_poll'));
    await waitFor(() => expect(result.current.view?.polls[4100203]).toBeTruthy());
    act(() => result.current.togglePowerup(4100207, 'player_poll'));
    await waitFor(() => expect(result.current.view?.polls[4100207]).toBeTruthy());
    const fetchPoll = d.fetchPoll as ReturnType<typeof vi.fn>;
    fetchPoll.mockClear();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => result.current.reset());
    expect(result.current.view?.set.picks).toEqual({});
    expect(result.current.view?.set.remaining).toEqual({ '2x': 0, no_negs: 3, player_poll: 3 });
    expect(fetchPoll).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(fetchPoll).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetchPoll).toHaveBeenCalledTimes(1);
    expect(fetchPoll).toHaveBeenLastCalledWith({ question_id: 4100203, room_id: ROOM_ID });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(fetchPoll).toHaveBeenCalledTimes(2);
    expect(fetchPoll).toHaveBeenLastCalledWith({ question_id: 4100207, room_id: ROOM_ID });
  });

  it('time up fires the moment the server clock passes the start while the editor is open, not before', async () => {
    let clock = 1_000_000;
    const start = clock + 90_000;
    const d = deps({ now: () => clock, loadQuestions: async () => ({ source: 'server', value: questionsResponse({ matches: [{ ...questionsResponse().matches[0]!, start_time: start }] }) }) });
    // the timers advance with real time too (waitFor polls with them); the waits below are far longer
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { result } = renderHook(() => usePickSetEditor(CHALLENGE_ID, null, d));
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    expect(result.current.timeUp).toBe(false);
    await act(async () => {
      clock += 89_999;
      await vi.advanceTimersByTimeAsync(89_999);
    });
    expect(result.current.timeUp).toBe(false);
    await act(async () => {
      clock += 1;
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current.timeUp).toBe(true);
  });

  it('time up waits out a start further away than one timer can wait', async () => {
    let clock = 1_000_000;
    const start = clock + 30 * 86_400_000;
    const d = deps({ now: () => clock, loadQuestions: async () => ({ source: 'server', value: questionsResponse({ matches: [{ ...questionsResponse().matches[0]!, start_time: start }] }) }) });
    // the timers advance with real time too (waitFor polls with them); the waits below are far longer
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { result } = renderHook(() => usePickSetEditor(CHALLENGE_ID, null, d));
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    await act(async () => {
      clock += 2 ** 31 - 1;
      await vi.advanceTimersByTimeAsync(2 ** 31 - 1);
    });
    expect(result.current.timeUp).toBe(false);
    await act(async () => {
      clock = start;
      await vi.advanceTimersByTimeAsync(start - 1_000_000 - (2 ** 31 - 1));
    });
    expect(result.current.timeUp).toBe(true);
  });

  it('offline: the Audience Poll is not fetched; the notice shows and the poll is given back', async () => {
    const d = deps({ isOnline: () => false });
    const { result } = renderHook(() => usePickSetEditor(CHALLENGE_ID, null, d));
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => result.current.togglePowerup(4100203, 'player_poll'));
    expect(result.current.view?.notice).toBe('pollUnavailable');
    expect(result.current.view?.set.remaining.player_poll).toBe(3);
    expect(d.fetchPoll).not.toHaveBeenCalled();
  });

  it('reports questions unavailable when neither the server nor the device has them', async () => {
    const { result } = renderHook(() => usePickSetEditor(CHALLENGE_ID, null, deps({ loadQuestions: async () => ({ source: 'none', offline: true }) })));
    await waitFor(() => expect(result.current.load).toEqual({ status: 'unavailable', offline: true }));
  });

  it('an edit of S{n} sends draft_num and stays on that set', async () => {
    const { result } = renderHook(() => usePickSetEditor(CHALLENGE_ID, 2, deps({ loadQuestions: async () => ({ source: 'server', value: questionsResponse({ draft_num: 2 }) }) })));
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    for (let i = 1; i <= 12; i++) act(() => result.current.answer(4100200 + i, 'B'));
    for (let i = 1; i <= 3; i++) act(() => result.current.togglePowerup(4100200 + i, '2x'));
    for (let i = 1; i <= 3; i++) act(() => result.current.togglePowerup(4100200 + i, 'no_negs'));
    let outcome: Awaited<ReturnType<typeof result.current.save>> | undefined;
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome).toEqual({ kind: 'queued', offline: false });
    const item = (await db.outbox.toArray())[0];
    expect(item?.body).toMatchObject({ challenge_id: CHALLENGE_ID, draft_num: 2, room_id: ROOM_ID });
    expect((item?.body as { answers: unknown[] }).answers).toHaveLength(12);
    expect(result.current.view?.set.picks[4100201]?.answer).toBe('B');
    await db.outbox.clear();
  });
});

describe('editor helpers', () => {
  it('matchStarted: locked or past the start time', () => {
    expect(matchStarted(questionsResponse(), Date.now())).toBe(false);
    expect(matchStarted(questionsResponse({}, 14, -1), Date.now())).toBe(true);
    const r = questionsResponse();
    expect(matchStarted({ ...r, matches: r.matches.map((m) => ({ ...m, locked: true })) }, 0)).toBe(true);
  });
  it('blankResponse: no picks, the full allotment, no polls', () => {
    const r = questionsResponse({ powerups: { '2x': 0, no_negs: 1, player_poll: 2 }, poll: [split(4100203)] });
    r.matches[0]!.questions[0]!.pick = { answer: 'A', answer_time: 5, powerups: ['2x'] };
    const b = blankResponse(r);
    expect(b.matches[0]!.questions[0]!.pick).toEqual({ answer: null, answer_time: null, powerups: [] });
    expect(b.powerups).toEqual(r.allotted_powerups);
    expect(b.poll).toEqual([]);
  });
});
