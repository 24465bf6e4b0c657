import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken, setSession } from '../../../lib/session';
import { clearError } from '../../../lib/uiStatus';
import { fakeJwt } from '../../../testing/fixtures';
import { mockApi, ok, type SeenRequest } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

const match = {
  match_id: 1370351,
  name: 'Mumbai Indians vs Lucknow Super Giants',
  sport: 'cricket',
  feed: 'replay',
  status: 'completed',
  start_time: 0,
  score: { parties: [], status: 'Mumbai Indians won by 81 runs' },
  questions: 18,
  resolved: 18,
};
const question = {
  question_id: 137035102,
  position: 2,
  text: 'Who will win the match?',
  options: [
    { key: 'A', text: 'Mumbai Indians' },
    { key: 'B', text: 'Lucknow Super Giants' },
  ],
  resolver: 'cricket.winner',
  result: { status: 'settled', correct: 'A', source: 'feed' },
};

function serve(role: 'operator' | 'support' | 'player'): SeenRequest[] {
  const permissions = role === 'operator' ? ['matches.read', 'reports.read', 'audit.read', 'questions.resolve', 'questions.void', 'matches.abandon', 'matches.finalize'] : ['matches.read', 'reports.read'];
  return mockApi((req) => {
    if (role === 'player' && req.path.startsWith('/api/ops')) return { status: 403, body: { status: 403, code: 'FORBIDDEN', message: 'Your role may not do this' } };
    switch (req.path) {
      case '/api/ops/me':
        return ok({ role, permissions });
      case '/api/ops/matches':
        return ok({ matches: [match] });
      case '/api/ops/questions':
        return ok({ questions: [question] });
      case '/api/ops/audit':
        return ok({ entries: [{ id: 1, at: 0, actor_user_id: 5, actor_role: 'operator', action: 'question.void', target_type: 'question', target_id: '137035103', detail: {} }] });
      case '/api/ops/questions/void':
        return ok({ ...question, result: { status: 'void', correct: null, source: 'staff' } });
      default:
        return ok({});
    }
  });
}

describe('/ops staff screen', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearError();
    authToken.set(null);
    localStorage.clear();
  });

  it('a player sees "Staff only"', async () => {
    serve('player');
    await renderApp('/ops');
    expect((await screen.findByTestId('ops-forbidden')).textContent).toContain('Staff only.');
  });

  it('support reads matches and questions but gets no action buttons and no audit log', async () => {
    serve('support');
    await renderApp('/ops');
    expect((await screen.findByTestId('ops-role')).textContent).toContain('Signed in as Support');
    fireEvent.click(await screen.findByTestId('ops-match-1370351'));
    expect((await screen.findByTestId('ops-answer-137035102')).textContent).toContain('A');
    expect(screen.queryByTestId('ops-void-137035102')).toBeNull();
    expect(screen.queryByTestId('ops-abandon')).toBeNull();
    expect(screen.queryByTestId('ops-audit')).toBeNull();
  });

  it('an operator voids a question with an Idempotency-Key and sees the audit log', async () => {
    const seen = serve('operator');
    await renderApp('/ops');
    await waitFor(() => expect(screen.getByTestId('ops-audit').textContent).toContain('question.void'));
    fireEvent.click(await screen.findByTestId('ops-match-1370351'));
    fireEvent.click(await screen.findByTestId('ops-void-137035102'));
    await waitFor(() => expect(seen.some((r) => r.path === '/api/ops/questions/void')).toBe(true));
    const call = seen.find((r) => r.path === '/api/ops/questions/void')!;
    expect(call.body).toEqual({ question_id: 137035102 });
    expect(call.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByTestId('ops-message')).textContent).toContain('Done.');
  });
});
