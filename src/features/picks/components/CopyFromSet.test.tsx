import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickSetSummary } from '../../../../core/api/picks';
import { resetAppState } from '../../../lib/appState';
import { db } from '../../../lib/db';
import { authToken, setSession } from '../../../lib/session';
import { closeSnackbar, snackbar } from '../../../lib/snackbar';
import { fakeJwt } from '../../../testing/fixtures';
import { mockApi, ok, type Reply, type SeenRequest } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { questionsKey } from '../api';
import { CHALLENGE_ID, ROOM_ID, questionsResponse } from '../test-fixtures';

const COPY = '/api/v3/game/users/copyMatchAnswersv2';
const PSEUDO = '/api/v3/game/getUserPseudoAnswers';
const MATCH_ID = 41002;
const qid = (i: number) => MATCH_ID * 100 + i + 1;

const summary = (n: number): PickSetSummary & { matches: { match_id: number; picks_made: number }[] } => ({
  draft_num: n,
  label: `S${n}`,
  picks_made: 12,
  picks_required: 12,
  powerups_applied: 6,
  powerups_required: 6,
  complete: true,
  joined: false,
  updated_at: 0,
  matches: [{ match_id: MATCH_ID, picks_made: 12 }],
});

/** S1's twelve answers (option B) as the pseudo room holds them once copied; its powerups are not copied. */
const roomAnswers = Array.from({ length: 12 }, (_, i) => ({ match_id: MATCH_ID, question_id: qid(i), answer: 'B', answer_time: 1_000 + i, powerups: [] }));

function server(copy: (req: SeenRequest) => Reply = () => ok({ copied: 12 })) {
  return (req: SeenRequest): Reply => {
    switch (req.path) {
      case '/api/v5/utils/users/questions':
        return ok(questionsResponse());
      case '/api/v3/game/challenges/joinPseudoContestv2':
        return ok({ userRoom: { room_id: ROOM_ID, draft_num: null } });
      case '/api/v3/game/users/mySets':
        return ok({ sets: [summary(1), summary(2)] });
      case COPY:
        return copy(req);
      case PSEUDO:
        return ok({ room_id: ROOM_ID, draft_num: null, answers: roomAnswers, powerups: { '2x': 3, no_negs: 3, player_poll: 3 } });
      case '/api/v1/utility/getServerTime':
        return ok({ serverTime: Date.now() });
      default:
        return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'no' } };
    }
  };
}

const URL = `/choosePicks?challenge_id=${CHALLENGE_ID}`;

describe('copy answers from a saved set (copyMatchAnswersv2, getUserPseudoAnswers)', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    closeSnackbar();
    resetAppState();
    authToken.set(null);
    localStorage.clear();
    await Promise.all([db.pickDrafts.clear(), db.outbox.clear(), db.questionCache.clear(), db.mySetsCache.clear()]);
  });

  it('a new set copies S2: ONE copyMatchAnswersv2 with an Idempotency-Key, then the room read back; the set shows the copied answers', async () => {
    const seen = mockApi(server());
    await renderApp(URL);
    const control = await screen.findByTestId('copy-answers', {}, { timeout: 5000 });
    fireEvent.change(within(control).getByTestId('copy-from'), { target: { value: '2' } });
    fireEvent.click(within(control).getByTestId('copy-answers-button'));
    await waitFor(() => expect(screen.getByTestId('picks-progress').textContent).toBe('12/12 picks, 0/6 powerups'), { timeout: 5000 });
    const copies = seen.filter((r) => r.path === COPY);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.method).toBe('POST');
    expect(copies[0]!.body).toEqual({ challenge_id: CHALLENGE_ID, match_id: MATCH_ID, from_draft_num: 2, room_id: ROOM_ID });
    expect(copies[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const read = seen.filter((r) => r.path === PSEUDO);
    expect(read).toHaveLength(1);
    expect(read[0]!.search).toBe(`?challenge_id=${CHALLENGE_ID}&room_id=${ROOM_ID}`);
    // the copied answers are on screen (option B chosen on the first twelve questions) and kept on the device
    const questions = screen.getAllByTestId('question');
    expect(within(questions[0]!).getAllByTestId('option')[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(within(questions[12]!).getAllByTestId('option')[1]!.getAttribute('aria-pressed')).toBe('false');
    expect(snackbar.get()?.message).toBe('Answers copied from S2 (12)');
    await waitFor(async () => expect(Object.keys((await db.pickDrafts.toArray())[0]?.answers ?? {})).toHaveLength(12));
  });

  it('offline: says copying needs the network and sends nothing', async () => {
    await db.questionCache.put({ key: questionsKey(CHALLENGE_ID, null), challengeId: CHALLENGE_ID, draftNum: null, response: questionsResponse(), fetchedAt: 0 });
    await db.mySetsCache.put({ challengeId: CHALLENGE_ID, userId: '7', sets: [summary(1)], fetchedAt: 0 });
    const seen = mockApi(() => 'network-error');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp(URL);
    const control = await screen.findByTestId('copy-answers', {}, { timeout: 5000 });
    expect(within(control).getByTestId('copy-offline').textContent).toBe('Copying answers from a saved set needs the network. Connect and try again.');
    expect((within(control).getByTestId('copy-answers-button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(control).getByTestId('copy-answers-button'));
    expect(seen.some((r) => r.path === COPY || r.path === PSEUDO)).toBe(false);
  });

  it('a refusal shows in place with Try again; trying again copies', async () => {
    let calls = 0;
    const seen = mockApi(
      server(() => (++calls === 1 ? { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Set not found' } } : ok({ copied: 12 }))),
    );
    await renderApp(URL);
    fireEvent.click(await screen.findByTestId('copy-answers-button', {}, { timeout: 5000 }));
    const error = await screen.findByTestId('copy-error', {}, { timeout: 5000 });
    expect(screen.getByTestId('picks-progress').textContent).toBe('0/12 picks, 0/6 powerups');
    fireEvent.click(within(error).getByTestId('copy-error-retry'));
    await waitFor(() => expect(screen.getByTestId('picks-progress').textContent).toBe('12/12 picks, 0/6 powerups'), { timeout: 5000 });
    expect(screen.queryByTestId('copy-error')).toBeNull();
    const copies = seen.filter((r) => r.path === COPY);
    expect(copies).toHaveLength(2);
    expect(copies[0]!.headers.get('idempotency-key')).not.toBe(copies[1]!.headers.get('idempotency-key'));
  });

  it("my sets' copy to a new set opens a new set with that set offered as the source", async () => {
    mockApi(server());
    await renderApp(`/choosePicks2?challenge_id=${CHALLENGE_ID}`);
    const links = await screen.findAllByTestId('copy-to-new-set', {}, { timeout: 5000 });
    fireEvent.click(links[1]!);
    const select = (await screen.findByTestId('copy-from', {}, { timeout: 5000 })) as HTMLSelectElement;
    expect(select.value).toBe('2');
  });
});
