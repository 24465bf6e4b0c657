import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type PickDraft } from '../../../lib/db';
import { api } from '../../../lib/http';
import { createApiSend, startOutbox, stopOutbox } from '../../../lib/outbox';
import { resetAppState } from '../../../lib/appState';
import { authToken, setSession } from '../../../lib/session';
import { closeSnackbar, snackbar } from '../../../lib/snackbar';
import { mockApi, ok, type Handler, type SeenRequest } from '../../../testing/mockApi';
import { fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { questionsKey } from '../api';
import { CHALLENGE_ID, ROOM_ID, questionsResponse } from '../test-fixtures';
import type { QuestionsResponse } from '../../../../core/api/picks';

const URL = `/choosePicks?challenge_id=${CHALLENGE_ID}`;

interface ServerOpts {
  questions?: QuestionsResponse | 'offline';
  bulk?: (req: SeenRequest) => { status: number; body?: unknown } | 'network-error';
  poll?: unknown;
}
function server(opts: ServerOpts = {}): Handler {
  let sets = 0;
  return (req) => {
    const q = opts.questions ?? questionsResponse();
    if (q === 'offline') return 'network-error';
    switch (req.path) {
      case '/api/v5/utils/users/questions':
        return ok(q);
      case '/api/v3/game/challenges/joinPseudoContestv2':
        return ok({ userRoom: { room_id: ROOM_ID, draft_num: null } });
      case '/api/v3/game/users/mySets':
        return ok({ sets: [] });
      case '/api/v3/game/users/poll':
        return ok(opts.poll ?? null);
      case '/api/v5/utils/users/answerInBulk':
        return opts.bulk ? opts.bulk(req) : ok({ draft_num: ++sets, created: true });
      case '/api/v1/utility/getServerTime':
        return ok({ serverTime: Date.now() });
      default:
        return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'no' } };
    }
  };
}

const snack = () => snackbar.get();
/** The outbox's send through the page's ky client, as main.tsx wires it. */
const outboxSend = () => createApiSend(api);

async function makePicks(count: number, powerups: Array<['2x' | 'no_negs', number]>) {
  const questions = await screen.findAllByTestId('question', {}, { timeout: 5000 });
  for (let i = 0; i < count; i++) fireEvent.click(within(questions[i]!).getAllByTestId('option')[0]!);
  for (const [type, n] of powerups) for (let i = 0; i < n; i++) fireEvent.click(within(questions[i]!).getByTestId(`powerup-${type}`));
}

describe('/choosePicks', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    stopOutbox();
    vi.unstubAllGlobals();
    closeSnackbar();
    resetAppState();
    authToken.set(null);
    localStorage.clear();
    await Promise.all([db.pickDrafts.clear(), db.outbox.clear(), db.questionCache.clear(), db.mySetsCache.clear()]);
  });

  it('shows the questions with the choose picks set header, powerup counts and progress with the challenge numbers', async () => {
    mockApi(server());
    await renderApp(URL);
    expect(await screen.findAllByTestId('question', {}, { timeout: 5000 })).toHaveLength(14);
    expect(screen.getByText('choose picks set')).toBeTruthy();
    expect(screen.getByTestId('picks-progress').textContent).toBe('0/12 picks, 0/6 powerups');
    expect(screen.getByTestId('remaining-2x').dataset.count).toBe('3');
    // Audience Poll is offered only on poll questions
    const qs = screen.getAllByTestId('question');
    expect(within(qs[0]!).queryByTestId('powerup-player_poll')).toBeNull();
    expect(within(qs[2]!).getByTestId('powerup-player_poll')).toBeTruthy();
    // questions are stored for offline use
    expect((await db.questionCache.get(questionsKey(CHALLENGE_ID, null)))?.response.matches[0]?.questions).toHaveLength(14);
  });

  it('refuses an incomplete set with the spec text and sends nothing', async () => {
    const seen = mockApi(server());
    await renderApp(URL);
    await makePicks(12, [['2x', 3]]);
    expect(screen.getByTestId('picks-progress').textContent).toBe('12/12 picks, 3/6 powerups');
    fireEvent.click(screen.getByTestId('save-set'));
    await waitFor(() => expect(snack()?.message).toBe('You must make all 12 picks & apply 6 powerups to save your set & use it to join contests'), { timeout: 5000 });
    expect(snack()?.kind).toBe('error');
    expect(seen.some((r) => r.path.endsWith('answerInBulk'))).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves a complete set as ONE idempotent answerInBulk request and shows "Set S1 created successfully"', async () => {
    const seen = mockApi(server());
    startOutbox({ send: outboxSend(), getUserId: () => '7', locks: null });
    await renderApp(URL);
    await makePicks(12, [['2x', 3], ['no_negs', 3]]);
    expect(screen.getByTestId('picks-progress').textContent).toBe('12/12 picks, 6/6 powerups');
    fireEvent.click(screen.getByTestId('save-set'));
    await waitFor(() => expect(snack()?.message).toBe('Set S1 created successfully. Use it to join contests'), { timeout: 5000 });
    expect(snack()?.kind).toBe('success');
    const bulk = seen.filter((r) => r.path === '/api/v5/utils/users/answerInBulk');
    expect(bulk).toHaveLength(1);
    const sent = bulk[0]!.body as { answers: unknown[]; challenge_id: number; room_id: number; draft_num?: number };
    expect(sent).toMatchObject({ challenge_id: CHALLENGE_ID, room_id: ROOM_ID });
    expect(sent.draft_num).toBeUndefined();
    expect(sent.answers).toHaveLength(12);
    expect(bulk[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // the editor starts a fresh set
    await waitFor(() => expect(screen.getByTestId('picks-progress').textContent).toBe('0/12 picks, 0/6 powerups'), { timeout: 5000 });
  });

  it('offline: opens the stored questions, saves the set on the device as waiting to sync, and queues it once', async () => {
    await db.questionCache.put({ key: questionsKey(CHALLENGE_ID, null), challengeId: CHALLENGE_ID, draftNum: null, response: questionsResponse(), fetchedAt: 0 });
    mockApi(server({ questions: 'offline' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp(URL);
    expect(await screen.findByTestId('picks-offline', {}, { timeout: 5000 })).toBeTruthy();
    await makePicks(12, [['2x', 3], ['no_negs', 3]]);
    fireEvent.click(screen.getByTestId('save-set'));
    await waitFor(() => expect(snack()?.message).toBe('Set saved on this device. It will be sent when you are back online'), { timeout: 5000 });
    const chip = await screen.findByTestId('set-chip', {}, { timeout: 5000 });
    expect(chip.dataset.status).toBe('waiting');
    expect(chip.textContent).toContain('Waiting to sync');
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]?.kind).toBe('picks.saveSet');
    vi.restoreAllMocks();
  });

  it('storage full: a clear message, nothing queued, and the picks stay in the editor to save again', async () => {
    mockApi(server());
    await renderApp(URL);
    await makePicks(12, [['2x', 3], ['no_negs', 3]]);
    const put = db.pickDrafts.put.bind(db.pickDrafts);
    const full = vi.spyOn(db.pickDrafts, 'put').mockImplementation(((draft: PickDraft, key?: string) =>
      draft.state === 'waiting' ? Promise.reject(new DOMException('quota', 'QuotaExceededError')) : put(draft, key)) as unknown as typeof db.pickDrafts.put);
    fireEvent.click(screen.getByTestId('save-set'));
    await waitFor(() => expect(snack()?.message).toBe("Your phone's storage is full, so this could not be saved. Free up some space and save again: your picks are still here."), { timeout: 5000 });
    expect(snack()?.kind).toBe('error');
    expect(await db.outbox.count()).toBe(0);
    expect(screen.getByTestId('picks-progress').textContent).toBe('12/12 picks, 6/6 powerups');
    full.mockRestore();
  });

  it('a set in progress survives a reload (device draft)', async () => {
    mockApi(server());
    const first = await renderApp(URL);
    await makePicks(3, [['2x', 1]]);
    await waitFor(async () => expect(Object.keys((await db.pickDrafts.toArray())[0]?.answers ?? {})).toHaveLength(3));
    first.unmount();
    await renderApp(URL);
    await waitFor(() => expect(screen.getByTestId('picks-progress').textContent).toBe('3/12 picks, 1/6 powerups'), { timeout: 5000 });
  });

  it('server refuses with MATCH_LOCKED → the time-up modal; the set stays on the device as not submitted and is not retried', async () => {
    let calls = 0;
    mockApi(
      server({
        bulk: () => {
          calls += 1;
          return { status: 409, body: { status: 409, code: 'MATCH_LOCKED', message: 'Match Already Started' } };
        },
      }),
    );
    const outbox = startOutbox({ send: outboxSend(), getUserId: () => '7', locks: null });
    await renderApp(URL);
    await makePicks(12, [['2x', 3], ['no_negs', 3]]);
    fireEvent.click(screen.getByTestId('save-set'));
    const modal = await screen.findByTestId('time-up-modal', {}, { timeout: 5000 });
    expect(within(modal).getByText('Oops Time is Up!')).toBeTruthy();
    expect(within(modal).getByText('This challenge has already started. Please join another challenge')).toBeTruthy();
    await act(async () => {
      await outbox.retryNow();
      await outbox.whenIdle();
    });
    expect(calls).toBe(1);
    const chip = screen.getByTestId('set-chip');
    expect(chip.dataset.status).toBe('rejected');
    expect(chip.textContent).toContain('Not submitted');
    fireEvent.click(within(modal).getByTestId('time-up-ok'));
    await waitFor(() => expect(screen.queryByTestId('time-up-modal')).toBeNull());
    expect((await db.pickDrafts.toArray()).find((d) => d.state === 'rejected')?.announced).toBe(true);
  });

  it('a match already started opens the time-up modal without queueing anything', async () => {
    mockApi(server({ questions: questionsResponse({}, 14, -60_000) }));
    await renderApp(URL);
    await makePicks(12, [['2x', 3], ['no_negs', 3]]);
    fireEvent.click(screen.getByTestId('save-set'));
    expect(await screen.findByTestId('time-up-modal', {}, { timeout: 5000 })).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('a player still picking when the match starts sees the time-up modal at once, before any save', async () => {
    // a fake clock that also moves with real time, so the page's own waits still run
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    mockApi(server({ questions: questionsResponse({}, 14, 60_000) }));
    await renderApp(URL);
    await makePicks(3, []);
    expect(screen.queryByTestId('time-up-modal')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(await screen.findByTestId('time-up-modal')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('Audience Poll: shows the split, refuses a reuse with the spec text; a null poll shows the notice and gives the poll back', async () => {
    mockApi(server({ poll: { question_id: 4100203, options: [{ key: 'A', percent: 62 }, { key: 'B', percent: 38 }], total_votes: 100 } }));
    await renderApp(URL);
    const qs = await screen.findAllByTestId('question', {}, { timeout: 5000 });
    fireEvent.click(within(qs[2]!).getByTestId('powerup-player_poll'));
    await waitFor(() => expect(within(qs[2]!).getAllByTestId('poll-percent').map((e) => e.textContent)).toEqual(['62% picked this', '38% picked this']), { timeout: 5000 });
    expect(screen.getByTestId('remaining-player_poll').dataset.count).toBe('2');
    fireEvent.click(within(qs[2]!).getByTestId('powerup-player_poll'));
    await waitFor(() => expect(snack()?.message).toBe('An Audience Poll that was shown cannot be taken back'), { timeout: 5000 });
  });

  it('a null poll shows the snackbar notice and the Audience Poll is given back', async () => {
    mockApi(server({ poll: null }));
    await renderApp(URL);
    const qs = await screen.findAllByTestId('question', {}, { timeout: 5000 });
    fireEvent.click(within(qs[6]!).getByTestId('powerup-player_poll'));
    await waitFor(() => expect(snack()?.message).toBe('The audience poll for this question is not available right now'), { timeout: 5000 });
    expect(screen.getByTestId('remaining-player_poll').dataset.count).toBe('3');
  });

  it('shows Hindi question text when the app language is Hindi', async () => {
    mockApi(server());
    const { default: i18n } = await import('i18next');
    await renderApp(URL);
    await act(async () => {
      await i18n.changeLanguage('hi');
    });
    expect(await screen.findByText(/सवाल 1\?/)).toBeTruthy();
    expect(screen.getByText('पिक्स सेट चुनें')).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
});
