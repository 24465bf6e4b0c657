import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchCentreData } from '../../../../core/api/matches';
import { db } from '../../../lib/db';
import { i18next } from '../../../lib/i18n';
import type { LiveEvent, LiveState } from '../../../lib/live';
import { authToken, setSession } from '../../../lib/session';
import { fakeJwt } from '../../../testing/fixtures';
import { mockApi, ok, type Handler } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { LIVE_POLL_MS } from '../../../lib/useLoaded';
import { ipl2023Eliminator, LIVE_ID, MATCH_ID, rows } from '../test-fixtures';

/**
 * The live stream is replaced by a hook the test drives: it records what the screen follows and the handler it
 * gives, and returns the state the test sets (the real stream is tested with src/lib/live).
 */
const live = vi.hoisted(() => ({
  initial: 'open' as LiveState,
  setState: null as ((s: LiveState) => void) | null,
  handler: null as ((e: LiveEvent) => void) | null,
  follows: [] as { topics: string[]; afterId: number | null }[],
}));
vi.mock('../../../lib/live', async () => {
  const { useState } = await import('react');
  return {
    useLive(topics: readonly string[], afterId: number | null, onEvent: (e: LiveEvent) => void): LiveState {
      const [state, setState] = useState<LiveState>(live.initial);
      live.setState = setState;
      live.handler = onEvent;
      const last = live.follows.at(-1);
      if (!last || last.afterId !== afterId || last.topics.join() !== topics.join()) live.follows.push({ topics: [...topics], afterId });
      return state;
    },
  };
});

const CENTRE = '/api/v1/matches/centre';
const URL_ = `/match?match_id=${MATCH_ID}`;
const send = (e: LiveEvent) => act(() => live.handler!(e));
const centreCalls = (seen: { path: string }[]) => seen.filter((r) => r.path === CENTRE).length;

/** The centre, and the clock the app asks for at start (answered, so it is not asked again while a test counts). */
function server(data: () => MatchCentreData): Handler {
  return (req) => {
    if (req.path === CENTRE && req.search === `?match_id=${MATCH_ID}`) return ok(data());
    if (req.path === '/api/v1/utility/getServerTime') return ok({ serverTime: Date.now() });
    return 'network-error';
  };
}

/** Lets React run the effects of what was just rendered (the poll's interval is set in one) and any read finish. */
const flushEffects = () => act(() => new Promise<void>((r) => setTimeout(r, 50)));

const lines = () => screen.getAllByTestId('commentary-line');
const texts = (testId: string) => screen.getAllByTestId(testId).map((e) => e.textContent);

describe('/match: the match centre', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
    live.initial = 'open';
    live.follows = [];
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    authToken.set(null);
    localStorage.clear();
    await i18next.changeLanguage('en');
    await db.resultsCache.clear();
  });

  it('cricket from a real match: each innings’ score, the result, wickets naming bowler, batter and fielder, the scorecard', async () => {
    const { data } = ipl2023Eliminator();
    mockApi(server(() => data));
    await renderApp(URL_);
    await waitFor(() => expect(texts('summary-score')).toEqual(['182/8 (20.0)', '101/10 (16.3)']));
    expect(screen.getByTestId('result-line').textContent).toBe('Mumbai Indians won by 81 runs');
    expect(screen.getByTestId('toss-line').textContent).toBe('Mumbai Indians won the toss and chose to bat');
    expect(screen.getByTestId('match-status').textContent).toBe('Completed');

    // commentary, newest first: the result, then the last ball (Madhwal bowls Mohsin Khan, his fifth)
    expect(lines()[0]!.dataset.kind).toBe('result');
    const last = lines()[1]!;
    expect(within(last).getByTestId('ball-label').textContent).toBe('16.3');
    expect(within(last).getByTestId('ball-to').textContent).toBe('Akash Madhwal to Mohsin Khan');
    expect(within(last).getByTestId('out-badge')).toBeTruthy();
    expect(within(last).getByTestId('wicket-line').textContent).toBe('Mohsin Khan b Akash Madhwal');
    expect(within(last).getByTestId('score-after').textContent).toBe('101/10');
    expect(within(last).getAllByTestId('milestone').map((m) => m.textContent)).toContain('Akash Madhwal takes 5 wickets');
    const wickets = texts('wicket-line');
    expect(wickets).toContain('N Pooran c Ishan Kishan b Akash Madhwal');
    expect(wickets).toContain('PN Mankad c HR Shokeen b Akash Madhwal');
    // a run out is not the bowler's: the fielders are named, not Madhwal as bowler
    expect(wickets).toContain('DJ Hooda run out (RG Sharma/C Green/Akash Madhwal)');
    const pooran = lines().find((l) => within(l).queryByText('N Pooran c Ishan Kishan b Akash Madhwal'))!;
    expect(within(pooran).getByTestId('ball-to').textContent).toBe('Akash Madhwal to N Pooran');
    expect(lines().at(-1)!.dataset.kind).toBe('toss');
    expect(lines().filter((l) => l.dataset.kind === 'innings_start').map((l) => l.textContent)).toEqual([
      'Lucknow Super Giants innings · Target 183 from 20 overs',
      'Mumbai Indians innings',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Scorecard' }));
    const cards = await screen.findAllByTestId('innings-card');
    expect(cards.map((c) => within(c).getByTestId('innings-total').textContent)).toEqual([
      'Total: 182/8 (20.0 ov, RR 9.10)',
      'Total: 101/10 (16.3 ov, RR 6.12)',
    ]);
    const madhwal = within(cards[1]!).getAllByTestId('bowling-row').find((r) => r.dataset.player === 'Akash Madhwal')!;
    expect([...madhwal.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['3.3', '0', '5', '5', '1.43']);
    const pooranRow = within(cards[1]!).getAllByTestId('batting-row').find((r) => r.dataset.player === 'N Pooran')!;
    expect(within(pooranRow).getByTestId('dismissal').textContent).toBe('c Ishan Kishan b Akash Madhwal');
    expect(within(cards[0]!).getByTestId('extras').textContent).toMatch(/^Extras: \d+ \(b \d+, lb \d+, w \d+, nb \d+, p \d+\)$/);
    expect(within(cards[0]!).getByTestId('fall-of-wickets').textContent).toMatch(/^Fall of wickets: 1-/);

    // live fantasy points: every squad player, most first, mine marked; a tap shows the breakdown by rule
    fireEvent.click(screen.getByRole('tab', { name: 'Players' }));
    const players = await screen.findAllByTestId('fantasy-player');
    const points = players.map((p) => Number(within(p).getByTestId('fantasy-points').textContent));
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const mine = players.find((p) => p.dataset.player === 'Akash Madhwal')!;
    expect(mine.dataset.mine).toBe('true');
    expect(within(mine).getByTestId('my-player').textContent).toBe('In your team');
    expect(players.filter((p) => p.dataset.mine === 'true')).toHaveLength(1);
    fireEvent.click(within(mine).getByRole('button', { name: 'Points of Akash Madhwal by rule' }));
    const breakdown = await within(mine).findAllByTestId('point-line', {}, { timeout: 5000 });
    expect(breakdown.map((l) => l.dataset.rule)).toContain('D11T20.wicket');
    expect(breakdown.reduce((s, l) => s + Number(l.querySelectorAll('td')[2]!.textContent), 0)).toBe(Number(within(mine).getByTestId('fantasy-points').textContent));

    // the match's challenges open their contests
    expect(screen.getAllByTestId('contest-link').map((b) => b.textContent)).toEqual(['Prediction contests', 'Team contests']);
  });

  it('cricket in a chase: run rate, runs needed from the balls left and the required rate', async () => {
    const { data, events } = ipl2023Eliminator();
    // Lucknow after two overs of the chase: 12/1 (Madhwal's first wicket, Mankad, on the 11th ball)
    const start = events.findIndex((e) => e.kind === 'innings_start' && e.payload.innings === 2);
    mockApi(server(() => ({ ...data, status: 'live', events: rows(events.slice(0, start + 13)) })));
    await renderApp(URL_);
    await waitFor(() => expect(texts('summary-score')).toEqual(['182/8 (20.0)', '12/1 (2.0)']));
    expect(screen.getByTestId('run-rate').textContent).toBe('CRR 6.00');
    expect(screen.getByTestId('chase-line').textContent).toBe('Lucknow Super Giants need 171 from 108 balls');
    expect(screen.getByTestId('required-rate').textContent).toBe('RRR 9.50');
    expect(screen.queryByTestId('result-line')).toBeNull();
  });

  it('live: follows its match topic from the read’s live_id; events append once, status moves the score; no request while open', async () => {
    const { events } = ipl2023Eliminator();
    // lineup, toss, the first innings' start and its first five balls
    const first = rows(events.slice(0, 8));
    const score = (s: string) => ({ parties: [{ position: 1, score: s }], status: 'Mumbai Indians batting' });
    const seen = mockApi(server(() => ({ ...ipl2023Eliminator().data, status: 'live', score: score('5/0 (0.5)'), events: first })));
    await renderApp(URL_);
    await waitFor(() => expect(texts('summary-score')[0]).toBe('5/0 (0.5)'));
    expect(live.follows.at(-1)).toEqual({ topics: [`match:${MATCH_ID}`], afterId: LIVE_ID });
    expect(screen.getByTestId('live-state').textContent).toBe('Live updates on');
    const before = seen.length;
    const ballsBefore = lines().filter((l) => l.dataset.kind === 'ball').length;

    const next = rows(events.slice(8, 9), 9);
    await send({ id: LIVE_ID + 1, event: 'events', data: { topic: `match:${MATCH_ID}`, events: next } });
    await waitFor(() => expect(lines().filter((l) => l.dataset.kind === 'ball')).toHaveLength(ballsBefore + 1));
    expect(lines()[0]!.dataset.seq).toBe('9');
    // the same rows again (a replay after a reconnect) and an older one change nothing
    await send({ id: LIVE_ID + 2, event: 'events', data: { topic: `match:${MATCH_ID}`, events: [...next, ...first.slice(-1)] } });
    expect(lines().filter((l) => l.dataset.kind === 'ball')).toHaveLength(ballsBefore + 1);

    await send({ id: LIVE_ID + 3, event: 'status', data: { topic: `match:${MATCH_ID}`, status: 'live', score: score('11/0 (1.0)'), result: null } });
    await waitFor(() => expect(texts('summary-score')[0]).toBe('11/0 (1.0)'));
    expect(seen.length).toBe(before);

    // a completed status ends the live mark
    await send({ id: LIVE_ID + 4, event: 'status', data: { topic: `match:${MATCH_ID}`, status: 'completed', score: score('182/8 (20.0)'), result: null } });
    await waitFor(() => expect(screen.getByTestId('match-status').textContent).toBe('Completed'));
    expect(screen.queryByTestId('live-state')).toBeNull();
    expect(seen.length).toBe(before);
  });

  it('live: a reset reads the centre again and follows on from the new live_id', async () => {
    let liveId = LIVE_ID;
    const seen = mockApi(server(() => ({ ...ipl2023Eliminator().data, status: 'live', live_id: liveId })));
    await renderApp(URL_);
    await waitFor(() => expect(live.follows.at(-1)?.afterId).toBe(LIVE_ID));
    expect(centreCalls(seen)).toBe(1);
    liveId = LIVE_ID + 50;
    await send({ event: 'reset', data: {} });
    await waitFor(() => expect(centreCalls(seen)).toBe(2));
    await waitFor(() => expect(live.follows.at(-1)?.afterId).toBe(LIVE_ID + 50));
  });

  it('live: while the stream is not open the screen reads the centre every LIVE_POLL_MS, and stops once it opens', async () => {
    // only the poll interval is faked: promises and the rest run normally
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    live.initial = 'connecting';
    const seen = mockApi(server(() => ({ ...ipl2023Eliminator().data, status: 'live' })));
    await renderApp(URL_);
    await screen.findByTestId('score-summary');
    expect(screen.getByTestId('live-state').textContent).toBe('Reconnecting: refreshing every few seconds');
    expect(centreCalls(seen)).toBe(1);
    // waitFor's own polling runs on setInterval, faked here: let the reads finish, then look
    await flushEffects();
    vi.advanceTimersByTime(LIVE_POLL_MS);
    await flushEffects();
    expect(centreCalls(seen)).toBe(2);
    vi.advanceTimersByTime(LIVE_POLL_MS);
    await flushEffects();
    expect(centreCalls(seen)).toBe(3);

    act(() => live.setState!('open'));
    await flushEffects();
    vi.advanceTimersByTime(3 * LIVE_POLL_MS);
    await flushEffects();
    expect(centreCalls(seen)).toBe(3);
  });

  it('a match that is over is not polled, even without the stream', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    live.initial = 'closed';
    const seen = mockApi(server(() => ipl2023Eliminator().data));
    await renderApp(URL_);
    await screen.findByTestId('score-summary');
    await flushEffects();
    vi.advanceTimersByTime(3 * LIVE_POLL_MS);
    await flushEffects();
    expect(centreCalls(seen)).toBe(1);
  });

  it('offline: the copy stored on the last visit shows, with when it was last updated', async () => {
    mockApi(server(() => ipl2023Eliminator().data));
    const first = await renderApp(URL_);
    await waitFor(() => expect(texts('summary-score')).toEqual(['182/8 (20.0)', '101/10 (16.3)']));
    expect(screen.queryByTestId('last-updated')).toBeNull();
    first.unmount();

    mockApi(() => 'network-error');
    await renderApp(URL_);
    await waitFor(() => expect(texts('summary-score')).toEqual(['182/8 (20.0)', '101/10 (16.3)']));
    expect(screen.getByTestId('last-updated').textContent).toMatch(/^Last updated /);
    expect(texts('wicket-line')).toContain('N Pooran c Ishan Kishan b Akash Madhwal');
  });

  it('offline before any visit: says so and offers a retry', async () => {
    mockApi(() => 'network-error');
    await renderApp(URL_);
    expect(await screen.findByTestId('load-error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a match that does not exist says so', async () => {
    mockApi((req) => (req.path === CENTRE ? { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'This match does not exist' } } : 'network-error'));
    await renderApp(URL_);
    expect((await screen.findByTestId('load-error')).textContent).toBe('This match does not exist.');
  });

  it('Hindi: the commentary and scorecard in Hindi, player and team names as the feed gives them', async () => {
    await i18next.changeLanguage('hi');
    mockApi(server(() => ipl2023Eliminator().data));
    await renderApp(URL_);
    await waitFor(() => expect(screen.getByTestId('result-line').textContent).toBe('Mumbai Indians 81 रन से जीता'));
    const pooran = lines().find((l) => within(l).queryByText('N Pooran कै. Ishan Kishan बो. Akash Madhwal'))!;
    expect(within(pooran).getByTestId('ball-to').textContent).toBe('Akash Madhwal से N Pooran');
    expect(within(pooran).getByTestId('out-badge').textContent).toBe('आउट');
    expect(screen.getByTestId('toss-line').textContent).toBe('Mumbai Indians ने टॉस जीतकर बल्लेबाज़ी चुनी');
    fireEvent.click(screen.getByRole('tab', { name: 'स्कोरकार्ड' }));
    const cards = await screen.findAllByTestId('innings-card');
    expect(within(cards[1]!).getByTestId('innings-total').textContent).toBe('कुल: 101/10 (16.3 ओवर, रन रेट 6.12)');
  });
});
