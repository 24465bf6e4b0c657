import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchCentreData } from '../../../../core/api/matches';
import type { FeedEvent } from '../../../../core/feeds/events';
import { db } from '../../../lib/db';
import { initI18n } from '../../../lib/i18n';
import { authToken, setSession } from '../../../lib/session';
import { fakeJwt } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { MatchCentrePanel } from '../index';
import { centreData, MATCH_ID, play, rows } from '../test-fixtures';

// the stream is open and silent: these tests are about what each sport's centre shows
vi.mock('../../../lib/live', () => ({ useLive: () => 'open' }));

function serve(data: MatchCentreData) {
  return mockApi((req) => {
    if (req.path === '/api/v1/matches/centre') return ok(data);
    if (req.path === '/api/v1/utility/getServerTime') return ok({ serverTime: Date.now() });
    return 'network-error';
  });
}

const texts = (testId: string, root: HTMLElement = document.body) => within(root).getAllByTestId(testId).map((e) => e.textContent);
const itemTexts = () => texts('item-text');

describe('the match centre of the other sports', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    authToken.set(null);
    localStorage.clear();
    await db.resultsCache.clear();
  });

  it('football: score, period and minute, a timeline newest first with the running score, stats, live fantasy points', async () => {
    const events: FeedEvent[] = [
      { kind: 'start', payload: {} },
      play('shot_on_target', { party: 1, player: 'Ana', period: 1, minute: 12 }),
      play('goal', { party: 1, player: 'Ana', period: 1, minute: 12, detail: { ownGoal: false, penalty: false, assist: 'Bea' } }),
      play('card', { party: 2, player: 'Eli', period: 1, minute: 30, detail: { color: 'yellow' } }),
      play('half_time', { period: 1, minute: 45 }),
      play('shot_on_target', { party: 2, player: 'Fay', period: 2, minute: 60 }),
      play('goal', { party: 2, player: 'Fay', period: 2, minute: 60, detail: { ownGoal: false, penalty: false } }),
      play('penalty_awarded', { party: 1, period: 2, minute: 88 }),
      play('shot_on_target', { party: 1, player: 'Ana', period: 2, minute: 89 }),
      play('goal', { party: 1, player: 'Ana', period: 2, minute: 89, detail: { ownGoal: false, penalty: true } }),
    ];
    const squad = [
      { player_id: 'Ana', name: 'Ana', party: 1, role: 'FWD', announced: true },
      { player_id: 'Bea', name: 'Bea', party: 1, role: 'MID', announced: true },
      { player_id: 'Eli', name: 'Eli', party: 2, role: 'DEF', announced: true },
      { player_id: 'Fay', name: 'Fay', party: 2, role: 'FWD', announced: true },
    ];
    serve(
      centreData({
        sport: 'football',
        parties: [
          { position: 1, name: 'Goa Gulls', img_url: '' },
          { position: 2, name: 'Delhi Dynamos', img_url: '' },
        ],
        events: rows(events),
        squad,
        scoring_roles: Object.fromEntries(squad.map((p) => [p.name, p.role])),
        my_players: ['Fay'],
      }),
    );
    await renderApp(`/match?match_id=${MATCH_ID}`);
    await waitFor(() => expect(texts('summary-score')).toEqual(['2', '1']));
    expect(screen.getByTestId('period').textContent).toBe('Half 2 · 89′');
    expect(itemTexts()).toEqual(['Goal: Ana', 'Penalty awarded', 'Goal: Fay', 'Half time', 'Yellow card: Eli', 'Goal: Ana']);
    expect(texts('running-score')).toEqual(['2 – 1', '1 – 1', '1 – 1', '1 – 0', '1 – 0', '1 – 0']);
    const last = screen.getAllByTestId('timeline-item')[0]!;
    expect(last.textContent).toContain('89′');
    expect(last.textContent).toContain('penalty');
    expect(screen.getAllByTestId('timeline-item').at(-1)!.textContent).toContain('assist Bea');

    fireEvent.click(screen.getByRole('tab', { name: 'Stats' }));
    const goals = (await screen.findAllByTestId('stat-row')).find((r) => r.dataset.stat === 'goals')!;
    expect([...goals.children].map((c) => c.textContent)).toEqual(['2', 'Goals', '1']);
    const yellows = screen.getAllByTestId('stat-row').find((r) => r.dataset.stat === 'yellowCards')!;
    expect([...yellows.children].map((c) => c.textContent)).toEqual(['0', 'Yellow cards', '1']);

    fireEvent.click(screen.getByRole('tab', { name: 'Players' }));
    const players = await screen.findAllByTestId('fantasy-player');
    expect(players[0]!.dataset.player).toBe('Ana');
    expect(players.find((p) => p.dataset.mine === 'true')?.dataset.player).toBe('Fay');
    expect(within(players[0]!).getByText('FWD')).toBeTruthy();
    expect(within(players[0]!).getByText('Goa Gulls')).toBeTruthy();
  });

  it('kabaddi: raids and tackles in the timeline, with the score after each', async () => {
    const events: FeedEvent[] = [
      play('raid', { party: 1, player: 'Pawan', period: 1, minute: 3, value: 3, detail: { touched: ['Ravi', 'Sunil'], bonus: 1 } }),
      play('raid', { party: 2, player: 'Naveen', period: 1, minute: 4, value: 0, detail: { out: true } }),
      play('tackle', { party: 1, player: 'Fazel', period: 1, minute: 4, value: 1, detail: { superTackle: false } }),
    ];
    serve(centreData({ sport: 'kabaddi', events: rows(events) }));
    await renderApp(`/match?match_id=${MATCH_ID}`);
    await waitFor(() => expect(itemTexts()).toEqual(['Tackle: Fazel stops Naveen +1', 'Raid: Pawan +3']));
    expect(texts('running-score')).toEqual(['4 – 0', '3 – 0']);
    expect(screen.getAllByTestId('timeline-item')[1]!.textContent).toContain('SUPER RAID');
    expect(texts('summary-score')).toEqual(['4', '0']);
  });

  it('tennis: games per set with the tie-break marked, the set in progress and who serves, set ends newest first', async () => {
    const games = (set: number, winners: string, tiebreakLast = false): FeedEvent[] =>
      [...winners].map((w, i) =>
        play('game', { party: Number(w) as 1 | 2, period: set, minute: set * 50 + i, detail: { server: (i % 2) + 1, tiebreak: tiebreakLast && i === winners.length - 1 } }),
      );
    const events: FeedEvent[] = [
      ...games(1, '1122112121'),
      play('set', { party: 1, period: 1, minute: 60, detail: { games: [6, 4] } }),
      ...games(2, '1212121212122', true),
      play('set', { party: 2, period: 2, minute: 113, detail: { games: [6, 7] } }),
      ...games(3, '121'),
    ];
    serve(
      centreData({
        sport: 'tennis',
        parties: [
          { position: 1, name: 'Rohan', img_url: '' },
          { position: 2, name: 'Kenji', img_url: '' },
        ],
        events: rows(events),
      }),
    );
    await renderApp(`/match?match_id=${MATCH_ID}`);
    const table = await screen.findByTestId('score-table', {}, { timeout: 5000 });
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Player', 'Set 1', 'Set 2', 'Set 3', 'Sets']);
    const [rohan, kenji] = within(table).getAllByTestId('score-row');
    expect([...rohan!.children].map((c) => c.textContent)).toEqual(['Rohan', '6', '6', '2', '1']);
    expect([...kenji!.children].map((c) => c.textContent)).toEqual(['Kenji', '4', '7*', '1', '1']);
    expect(screen.getByTestId('current').textContent).toBe('Set 3: 2–1, game 4 next · Kenji to serve');
    expect(itemTexts()).toEqual(['Set 2 to Kenji 6–7 after a tie-break', 'Tie-break in set 2 to Kenji', 'Set 1 to Rohan 6–4']);
    expect(texts('summary-score')).toEqual(['1', '1']);
  });

  it('formula one: lap, leader, timeline, grid, classification and a lap chart only when core has one', async () => {
    const grid = ['VER', 'LEC', 'HAM', 'NOR'].map((d, i) => play('grid', { player: d, value: i + 1, detail: { team: `Team ${d}` } }));
    const running: FeedEvent[] = [
      ...grid,
      { kind: 'start', payload: {} },
      play('overtake', { player: 'LEC', period: 3, detail: { passed: 'VER' } }),
      play('lead_change', { player: 'LEC', period: 3 }),
      play('safety_car', { period: 4 }),
      play('retirement', { player: 'HAM', period: 5 }),
      play('pit_stop', { player: 'LEC', period: 8 }),
      play('fastest_lap', { player: 'VER', value: 81_500, period: 9 }),
      play('overtake', { player: 'NOR', period: 12 }),
    ];
    const finish = ['LEC', 'NOR', 'VER'].map((d, i) => play('classification', { player: d, value: i + 1, period: 20, detail: { team: `Team ${d}`, gap: i * 1.5 } }));
    const race = (events: FeedEvent[], status: MatchCentreData['status']) =>
      centreData({ sport: 'formula-one', status, parties: [{ position: 1, name: 'Grand Prix of India', img_url: '' }], events: rows(events) });

    serve(race(running, 'live'));
    const during = await renderApp(`/match?match_id=${MATCH_ID}`);
    await waitFor(() => expect(screen.getByTestId('lap').textContent).toBe('Lap 12'));
    expect(screen.getByTestId('leader').textContent).toBe('Leader: LEC');
    expect(itemTexts()).toEqual(['NOR gains a place', 'Fastest lap: VER 1:21.500', 'LEC pits', 'HAM retires', 'Safety car', 'LEC takes the lead', 'LEC passes VER']);
    expect(screen.getAllByTestId('timeline-item')[0]!.textContent).toContain('Lap 12');
    expect(screen.queryByRole('tab', { name: 'Lap chart' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Classification' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Grid' }));
    expect(texts('driver-row').map((t) => t)).toEqual(['1VERTeam VER', '2LECTeam LEC', '3HAMTeam HAM', '4NORTeam NOR']);
    during.unmount();

    serve(race([...running, ...finish, { kind: 'result', payload: { type: 'win', winner: 1 } }], 'completed'));
    await renderApp(`/match?match_id=${MATCH_ID}`);
    await waitFor(() => expect(screen.getByTestId('leader').textContent).toBe('Winner: LEC'));
    fireEvent.click(screen.getByRole('tab', { name: 'Classification' }));
    expect(texts('driver-row')).toEqual(['1LECTeam LEC', '2NORTeam NOR+1.5 s', '3VERTeam VER+3 s']);
    fireEvent.click(screen.getByRole('tab', { name: 'Lap chart' }));
    const chart = await screen.findByTestId('lap-chart');
    const row = (d: string) => [...within(chart).getAllByTestId('lap-chart-row').find((r) => r.dataset.driver === d)!.querySelectorAll('td')].map((c) => c.textContent);
    // lap 0 is the grid; LEC leads from lap 3; HAM retired on lap 5
    expect(row('LEC').slice(0, 4)).toEqual(['2', '2', '2', '1']);
    expect(row('HAM').slice(4, 6)).toEqual(['3', '']);
    expect(row('NOR').at(-1)).toBe('2');
  });

  it('MatchCentrePanel: the same centre without a page header, for another screen to embed', async () => {
    serve(centreData({ sport: 'kabaddi', events: rows([play('raid', { party: 2, player: 'Pawan', period: 1, minute: 3, value: 2 })]) }));
    await initI18n();
    render(
      <MemoryRouter>
        <MatchCentrePanel matchId={MATCH_ID} />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('match-centre', {}, { timeout: 5000 })).dataset.matchId).toBe(String(MATCH_ID));
    await waitFor(() => expect(texts('summary-score')).toEqual(['0', '2']));
    expect(screen.queryByTestId('app-header')).toBeNull();
  });
});
