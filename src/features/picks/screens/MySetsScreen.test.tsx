import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type PickDraft } from '../../../lib/db';
import { resetAppState } from '../../../lib/appState';
import { authToken, setSession } from '../../../lib/session';
import { closeSnackbar, snackbar } from '../../../lib/snackbar';
import { mockApi, ok } from '../../../testing/mockApi';
import { fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { CHALLENGE_ID, questionsResponse } from '../test-fixtures';
import { questionsKey } from '../api';
import type { PickSetSummary } from '../../../../core/api/picks';

const summary = (n: number): PickSetSummary => ({
  draft_num: n,
  label: `S${n}`,
  picks_made: 12,
  picks_required: 12,
  powerups_applied: 6,
  powerups_required: 6,
  complete: true,
  joined: false,
  updated_at: 0,
});
const draft = (over: Partial<PickDraft>): PickDraft => ({
  id: 'd1',
  userId: '7',
  challengeId: CHALLENGE_ID,
  draftNum: null,
  answers: { 4100201: { answer: 'A', answer_time: 1, powerups: ['2x'] } },
  powerups: { '2x': 2, no_negs: 3, player_poll: 3 },
  revealedPolls: [],
  polls: {},
  room_id: null,
  state: 'waiting',
  outboxId: 'o1',
  announced: false,
  created: null,
  error: null,
  updatedAt: 1,
  ...over,
});

describe('/choosePicks2 (my sets) and set outcomes', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    closeSnackbar();
    resetAppState();
    authToken.set(null);
    localStorage.clear();
    await Promise.all([db.pickDrafts.clear(), db.outbox.clear(), db.mySetsCache.clear(), db.questionCache.clear()]);
  });

  it('merges the server sets with this device’s waiting and refused sets', async () => {
    mockApi((req) => (req.path === '/api/v3/game/users/mySets' ? ok({ sets: [summary(1), summary(2)] }) : 'network-error'));
    await db.outbox.put({ id: 'o1', userId: '7', kind: 'picks.saveSet', method: 'POST', path: '/api/x', body: {}, createdAt: 1, attempts: 0, nextAttemptAt: 1, state: 'pending', error: null });
    await db.pickDrafts.bulkPut([draft({}), draft({ id: 'd2', state: 'rejected', outboxId: 'o2', announced: true, error: { code: 'MATCH_LOCKED', message: '' } })]);
    await renderApp(`/choosePicks2?challenge_id=${CHALLENGE_ID}`);
    await waitFor(() => expect(screen.getAllByTestId('set-row')).toHaveLength(4), { timeout: 5000 });
    const rows = screen.getAllByTestId('set-row');
    expect(rows.map((r) => [r.dataset.label, r.dataset.status])).toEqual([
      ['S1', 'saved'],
      ['S2', 'saved'],
      ['S–', 'waiting'],
      ['S–', 'rejected'],
    ]);
    expect(within(rows[2]!).getByTestId('set-status').textContent).toBe('Waiting to sync');
    expect(within(rows[3]!).getByTestId('set-status').textContent).toBe('Not submitted');
    fireEvent.click(within(rows[3]!).getByTestId('delete-set'));
    await waitFor(() => expect(screen.getAllByTestId('set-row')).toHaveLength(3));
    expect(await db.pickDrafts.get('d2')).toBeUndefined();
  });

  it('announces a set synced while no picks screen was open: "Set S3 is succesfully edited", once', async () => {
    mockApi(() => 'network-error');
    await db.pickDrafts.put(draft({ state: 'synced', draftNum: 3, created: false }));
    await renderApp(`/choosePicks2?challenge_id=${CHALLENGE_ID}`);
    await waitFor(() => expect(snackbar.get()?.message).toBe('Set S3 is succesfully edited'), { timeout: 5000 });
    expect(snackbar.get()?.kind).toBe('success');
    await waitFor(async () => expect((await db.pickDrafts.get('d1'))?.announced).toBe(true));
  });

  it('a refusal other than match started shows a red snackbar', async () => {
    mockApi(() => 'network-error');
    await db.pickDrafts.put(draft({ state: 'rejected', error: { code: 'SET_INCOMPLETE', message: '' } }));
    await renderApp(`/choosePicks2?challenge_id=${CHALLENGE_ID}`);
    await waitFor(() => expect(snackbar.get()?.kind).toBe('error'), { timeout: 5000 });
    expect(snackbar.get()?.message).toMatch(/^Set not submitted: /);
    expect(screen.queryByTestId('time-up-modal')).toBeNull();
  });

  it('/matchAnswers shows a saved set’s answers under the compare answers header, from the device when offline', async () => {
    mockApi(() => 'network-error');
    const r = questionsResponse({ draft_num: 1 });
    r.matches[0]!.questions[0]!.pick = { answer: 'B', answer_time: 1, powerups: ['2x'] };
    await db.questionCache.put({ key: questionsKey(CHALLENGE_ID, 1), challengeId: CHALLENGE_ID, draftNum: 1, response: r, fetchedAt: 0 });
    await renderApp(`/matchAnswers?challenge_id=${CHALLENGE_ID}&draft_num=1`);
    expect(await screen.findByText('Compare answers', {}, { timeout: 5000 })).toBeTruthy();
    const rows = await screen.findAllByTestId('answer-row');
    expect(rows).toHaveLength(14);
    expect(rows[0]!.textContent).toContain('No 1');
    expect(rows[0]!.textContent).toContain('Doubler');
  });
});
