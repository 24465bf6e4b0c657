import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { resetAppState, appState } from '../../../lib/appState';
import { setSession, authToken } from '../../../lib/session';
import { closeSnackbar, snackbar } from '../../../lib/snackbar';
import { mockApi, ok, type Handler } from '../../../testing/mockApi';
import { challenge, challengeList, fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { resetTour } from '../../onboarding';
import { ALL_CHALLENGES_KEY, resetChallengeMemory, challengeWritesSettled } from '../store';

/** The tour's step-1 flag on the device (docs/product.md §4 first-time tooltip). */
const FIRST_GAME_TOOLTIP_KEY = 'tooltip:firstGame';
import type { Banner, ChallengeList } from '../../../../core/api/challenges';

const wallet = { deposit_money: 100.5, promo_money: 20, winnings_money: 1000, components: [
  { key: 'deposit', title: 'Deposit', value: 100.5, desc: 'd' },
  { key: 'promo', title: 'Bonus', value: 20, desc: 'p' },
  { key: 'winnings', title: 'Winnings', value: 1000, desc: 'w' },
] };

/** Server stub: the challenge list (or offline), wallet and slides. */
function server(list: ChallengeList | 'offline', slides: Banner[] = []): Handler {
  return (req) => {
    if (req.path === '/api/v1/platform/challenges') return list === 'offline' ? 'network-error' : ok(list);
    if (req.path === '/api/f2p/v1/user/wallet') return ok(wallet);
    if (req.path === '/api/v3/game/slides') return ok(slides);
    if (req.path === '/api/v1/utility/getServerTime') return ok({ serverTime: Date.now() });
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'no' } };
  };
}

async function cache(list: ChallengeList) {
  await db.challengeCache.put({ key: ALL_CHALLENGES_KEY, list, fetchedAt: Date.now() });
}

describe('home screen /new', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('1'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    closeSnackbar();
    resetAppState();
    resetChallengeMemory();
    await resetTour();
    await challengeWritesSettled();
    authToken.set(null);
    localStorage.clear();
    await Promise.all([db.challengeCache.clear(), db.settings.clear()]);
  });

  it('renders challenge cards from the Dexie cache when the server is unreachable', async () => {
    const longName = 'Mumbai Indians vs Chennai Super Kings - Qualifier 1';
    await cache(
      challengeList({
        challenges: [
          challenge({ challenge_id: 11, challenge_name: longName, featured: true, prize_money: 1000000, start_time: Date.now() + 3 * 86_400_000 + 60_000 }),
          challenge({ challenge_id: 12, game_mode: 'nostra11', num_teams_created: 2, joined_contest_count: 1 }),
        ],
      }),
    );
    mockApi(server('offline'));
    await renderApp('/new');

    const cards = await screen.findAllByTestId('challenge-card');
    expect(cards.map((c) => c.dataset.challengeId)).toEqual(['11', '12']); // server order kept: featured first
    expect(document.title).toBe('Pick a challenge');
    expect(screen.getByRole('heading', { level: 1, name: 'Pick a challenge' })).toBeTruthy();
    const first = within(cards[0]!);
    expect(first.getByText(`${longName.slice(0, 34)}..`)).toBeTruthy();
    expect(first.getByTestId('prize').textContent).toBe('₹10,00,000');
    expect(first.getByTestId('countdown').textContent).toBe('3 days');
    expect(within(cards[1]!).getByTestId('countdown').textContent).toMatch(/^0[12]:\d\d:\d\d$/);
    expect(within(cards[1]!).getByText('2 teams')).toBeTruthy();
    expect(within(cards[1]!).getByText('1 contest joined')).toBeTruthy();
  });

  it('refreshes the cache from the server on mount (write-through)', async () => {
    mockApi(server(challengeList({ challenges: [challenge({ challenge_id: 77 })] })));
    await renderApp('/new');
    await screen.findByTestId('challenge-card');
    // written after the list is shown: Dexie is not on the first paint's path
    await waitFor(async () => {
      const stored = await db.challengeCache.get(ALL_CHALLENGES_KEY);
      expect(stored?.list.challenges.map((c) => c.challenge_id)).toEqual([77]);
    });
  });

  it('shows the wallet total in the header and the components in its popup', async () => {
    mockApi(server(challengeList()));
    await renderApp('/new');
    const balance = await screen.findByTestId('wallet-balance');
    await waitFor(() => expect(balance.textContent).toContain('₹1,120.50'));
    fireEvent.click(balance);
    const popup = await screen.findByTestId('wallet-popup');
    expect(within(popup).getByTestId('wallet-total').textContent).toBe('₹1,120.50');
    fireEvent.click(within(popup).getByText('Winnings'));
    expect(within(popup).getByText('Money you won in contests. You can withdraw it.')).toBeTruthy();
  });

  it('tapping an upcoming card shows the snackbar', async () => {
    mockApi(server(challengeList({ challenges: [challenge()], upcoming: [challenge({ challenge_id: 99, challenge_name: 'Later game' })] })));
    await renderApp('/new');
    fireEvent.click(await screen.findByTestId('upcoming-card'));
    expect(snackbar.get()).toMatchObject({ message: 'This game will be available soon!' });
    expect(screen.getByTestId('snackbar').textContent).toBe('This game will be available soon!');
  });

  it('shows the empty message for a sport without games', async () => {
    mockApi(server(challengeList({ challenges: [challenge({ sports_id: 1, sports_id_arr: [1] })] })));
    await renderApp('/new');
    await screen.findByTestId('challenge-card');
    fireEvent.click(screen.getByTestId('sport-tab-2'));
    expect(await screen.findByText('There are no games in this sport right now!')).toBeTruthy();
    expect(screen.queryByTestId('challenge-card')).toBeNull();
    fireEvent.click(screen.getByTestId('sport-tab-all'));
    expect(await screen.findByTestId('challenge-card')).toBeTruthy();
  });

  it('shows the first-game tooltip until dismissed, only when no contest was joined', async () => {
    mockApi(server(challengeList({ challenges: [challenge(), challenge({ challenge_id: 2 })] })));
    await renderApp('/new');
    const tip = await screen.findByTestId('first-game-tooltip', {}, { timeout: 5000 });
    expect(tip.textContent).toContain('Lets play your first game');
    expect(tip.textContent).toContain('Make picks or choose the best performers for any match! Click on a card to start playing');
    fireEvent.click(within(tip).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByTestId('first-game-tooltip')).toBeNull());
    await waitFor(async () => expect((await db.settings.get(FIRST_GAME_TOOLTIP_KEY))?.value).toBe(true));
  });

  it('no tooltip when the device remembers it was dismissed', async () => {
    await db.settings.put({ key: FIRST_GAME_TOOLTIP_KEY, value: true });
    mockApi(server(challengeList({ challenges: [challenge()] })));
    await renderApp('/new');
    await screen.findByTestId('challenge-card');
    // longer than the tour takes to load its flags and show a step
    await new Promise((r) => setTimeout(r, 2000));
    expect(screen.queryByTestId('first-game-tooltip')).toBeNull();
  });

  it("the server's list wins over an older device copy", async () => {
    await cache(challengeList({ challenges: [challenge({ challenge_id: 5 })] }));
    mockApi(server(challengeList({ challenges: [challenge({ challenge_id: 6 })] })));
    await renderApp('/new');
    const cards = await screen.findAllByTestId('challenge-card');
    expect(cards.map((c) => c.dataset.challengeId)).toEqual(['6']);
  });

  it('offline with nothing on the device: the empty message, not an endless spinner', async () => {
    mockApi(server('offline'));
    await renderApp('/new');
    expect(await screen.findByTestId('empty-message')).toBeTruthy();
  });

  it('no tooltip once the player joined a contest', async () => {
    mockApi(server(challengeList({ challenges: [challenge({ joined_contest_count: 1 })] })));
    await renderApp('/new');
    await screen.findByTestId('challenge-card');
    await new Promise((r) => setTimeout(r, 2000));
    expect(screen.queryByTestId('first-game-tooltip')).toBeNull();
  });

  it('tapping a card enters the challenge and opens the contest section', async () => {
    mockApi(server(challengeList({ challenges: [challenge({ challenge_id: 321 })] })));
    const app = await renderApp('/new');
    fireEvent.click(await screen.findByTestId('challenge-card'));
    await waitFor(() => expect(app.location()).toBe('/contestsection?challenge_id=321'));
    expect(appState.get()).toMatchObject({ challengeId: 321, gameState: 'inplay', contestTab: 0, draftNum: 1 });
  });

  it('shows the offline hint when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi(server('offline'));
    await renderApp('/new');
    expect(await screen.findByTestId('offline-hint')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('the banner opens the how-to-play popup', async () => {
    mockApi(server(challengeList()));
    await renderApp('/new');
    fireEvent.click(await screen.findByTestId('banner'));
    expect(await screen.findByTestId('how-to-play-popup')).toBeTruthy();
    expect(appState.get().popups.howToPlay).toBe(true);
    await act(async () => {});
  });

  it('a banner naming another target opens that screen', async () => {
    mockApi(server(challengeList(), [{ banner_id: 2, banner_name: 'Store', url: '/img/banners/how-to-play.svg', target: 'store' }]));
    const view = await renderApp('/new');
    fireEvent.click(await screen.findByAltText('Store'));
    await waitFor(() => expect(view.location()).toBe('/store'));
  });
});
