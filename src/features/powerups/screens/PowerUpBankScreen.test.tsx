import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../locales/en/powerups.json';
import hi from '../../../../locales/hi/powerups.json';
import type { Profile } from '../../../../core/api/profile';
import type { PowerupTransferStats } from '../../../../core/rules/powerups';
import { updateAppState } from '../../../lib/appState';
import { snackbar } from '../../../lib/snackbar';
import { accountsApp, resetAccountsTest } from '../../../testing/accountsApp';
import { ok, type Reply, type SeenRequest } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

/**
 * powerUpBank (docs/product.md §2): the bank's own screen from the profile — three balances, the links to the screens
 * whose back leads here, and a transfer into a chosen open challenge the player has entered.
 */

const counts = (x: number, y: number, z: number) => ({ '2x': x, no_negs: y, player_poll: z });
const DAY = 86_400_000;
const challenge = (id: number, name: string, startIn: number, mode: 'prediction' | 'nostra11' = 'prediction') => ({
  challenge_id: id,
  challenge_name: name,
  game_mode: mode,
  sports_id: 1,
  start_time: Date.now() + startIn,
  status: 'upcoming',
  matches: [],
  entries: [],
  winnings: 0,
});
const stats = (): PowerupTransferStats => ({
  maxTransferLimit: counts(3, 3, 3),
  alreadyTransferred: counts(0, 0, 0),
  userBalance: counts(4, 2, 1),
});

function bankApi(o: { upcoming?: unknown[]; roomless?: boolean } = {}) {
  let bank = counts(4, 2, 1);
  return (req: SeenRequest): Reply => {
    switch (req.path) {
      case '/api/v1/user/profile':
        return ok(profile);
      case '/api/v2/game/store/powerups':
        return ok({ bank, in_challenges: counts(0, 0, 0), challenges: [] });
      case '/api/v3/game/challenges/inPlayv2':
        return ok({
          upcoming: o.upcoming ?? [
            challenge(79639, 'India vs Australia', DAY),
            challenge(79640, 'India vs Australia (teams)', DAY, 'nostra11'),
            challenge(79641, 'Chennai vs Mumbai', 2 * DAY),
            // started since the list was made: no longer open
            challenge(79642, 'Already started', -60_000),
          ],
          live: [challenge(79600, 'Live one', -DAY)],
        });
      case '/api/v3/game/getUserPseudoAnswers': {
        const id = Number(new URLSearchParams(req.search).get('challenge_id'));
        return ok({ room_id: o.roomless ? null : id - 79000, draft_num: null, answers: [], powerups: counts(3, 3, 3) });
      }
      case '/api/v3/game/challenges/joinPseudoContestv2':
        return ok({ userRoom: { room_id: 900, draft_num: null } });
      case '/api/v3/game/users/powerupTransferStats':
        return ok({ ...stats(), userBalance: bank });
      case '/api/v3/game/users/transferFromBank': {
        const add = (req.body as { add_powerups: ReturnType<typeof counts> }).add_powerups;
        bank = counts(bank['2x'] - add['2x'], bank.no_negs - add.no_negs, bank.player_poll - add.player_poll);
        return ok({ stats: { ...stats(), alreadyTransferred: add, userBalance: bank }, powerups: counts(3 + add['2x'], 3, 3) });
      }
      // Screens reached from the bank (store, referral, history) load lists this mock does not serve: a plain 404
      // answers at once, where a network error would be retried past the end of the file (a state update after
      // jsdom's teardown: "window is not defined").
      default:
        return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'not served by this mock' } };
    }
  };
}

const profile: Profile = {
  user_id: 7,
  user_nick: 'SwiftAce101',
  user_photo: '/avatars/avatar-02.svg',
  avatar: 'avatar-02',
  email: null,
  phone: null,
  mobile_verified: false,
  is_guest: true,
  has_password: false,
  stats: { count_contests_joined: 1, count_paid_contests_joined: 0, count_won: 0 },
};

const balanceOf = (type: string) => screen.getByTestId(`bank-screen-${type}`).dataset.count;

describe('powerUpBank screen', () => {
  afterEach(resetAccountsTest);

  it('shows the three balances and links to store, how to use, powerup history and referral', async () => {
    await accountsApp(bankApi());
    await renderApp('/profile');
    fireEvent.click(await screen.findByText('Powerup bank'));
    expect(await screen.findByTestId('powerup-bank-screen')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Powerup Bank' })).toBeTruthy();
    await waitFor(() => expect(balanceOf('2x')).toBe('4'));
    expect(balanceOf('no_negs')).toBe('2');
    expect(balanceOf('player_poll')).toBe('1');
    expect(within(screen.getByTestId('bank-screen-2x')).getByText('Doubler')).toBeTruthy();
    expect(within(screen.getByTestId('bank-screen-no_negs')).getByText('No Negative')).toBeTruthy();
    expect(within(screen.getByTestId('bank-screen-player_poll')).getByText('Audience Poll')).toBeTruthy();
    const links = ['store', 'howToUse', 'PowerupHistory', 'referral'].map((name) => screen.getByTestId(`bank-link-${name}`));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/store', '/howToUse', '/PowerupHistory', '/referral']);
    expect(links.map((a) => a.textContent)).toEqual(['Store', 'How to use powerups', 'Powerup history', 'Refer and earn']);
  });

  it('the picker lists only open prediction challenges the player entered; the chosen one gets the transfer', async () => {
    const seen = await accountsApp(bankApi());
    await renderApp('/powerUpBank');
    const select = (await screen.findByTestId('bank-challenge-select')) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['79639', '79641']);
    expect(select.options[1]?.textContent).toMatch(/^Chennai vs Mumbai, /);
    expect(select.value).toBe('79639');

    fireEvent.change(select, { target: { value: '79641' } });
    fireEvent.click(screen.getByTestId('bank-open-transfer'));
    const overlay = await screen.findByTestId('powerup-bank');
    expect(seen.find((r) => r.path === '/api/v3/game/users/powerupTransferStats')?.body).toEqual({ challenge_id: 79641, room_id: 641 });
    // reading the room changes nothing: no pseudo room is opened (or reset) for a player who has one
    expect(seen.some((r) => r.path === '/api/v3/game/challenges/joinPseudoContestv2')).toBe(false);

    fireEvent.click(within(overlay).getByTestId('bank-add-2x'));
    fireEvent.click(within(overlay).getByTestId('bank-add-2x'));
    // both adds staged before the transfer is pressed (a loaded machine renders them late)
    await waitFor(() => expect(within(overlay).getByTestId('bank-staged').textContent).toBe('+2'));
    fireEvent.click(within(overlay).getByTestId('bank-transfer'));
    await waitFor(() => expect(screen.queryByTestId('powerup-bank')).toBeNull(), { timeout: 5000 });
    const transfers = seen.filter((r) => r.path === '/api/v3/game/users/transferFromBank');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.body).toEqual({ challenge_id: 79641, room_id: 641, add_powerups: counts(2, 0, 0) });
    expect(transfers[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(snackbar.get()).toMatchObject({ kind: 'success', message: 'Powerups transferred to the challenge' });
    // the bank screen stays, with the balances after the transfer
    await waitFor(() => expect(balanceOf('2x')).toBe('2'));
    expect(screen.getByTestId('powerup-bank-screen')).toBeTruthy();
  });

  it('chooses ?challenge_id= (or the challenge being played) first; a player without a pseudo room gets one opened', async () => {
    const seen = await accountsApp(bankApi({ roomless: true }));
    const a = await renderApp('/powerUpBank?challenge_id=79641');
    expect(((await screen.findByTestId('bank-challenge-select')) as HTMLSelectElement).value).toBe('79641');
    a.unmount();
    updateAppState({ challengeId: 79641 });
    await renderApp('/powerUpBank');
    expect(((await screen.findByTestId('bank-challenge-select')) as HTMLSelectElement).value).toBe('79641');
    fireEvent.click(screen.getByTestId('bank-open-transfer'));
    await screen.findByTestId('powerup-bank');
    expect(seen.find((r) => r.path === '/api/v3/game/challenges/joinPseudoContestv2')?.body).toEqual({ challenge_id: 79641 });
    expect(seen.find((r) => r.path === '/api/v3/game/users/powerupTransferStats')?.body).toEqual({ challenge_id: 79641, room_id: 900 });
    // the overlay's X closes it and leaves the player on the bank
    fireEvent.click(screen.getByTestId('bank-close'));
    await waitFor(() => expect(screen.queryByTestId('powerup-bank')).toBeNull());
    expect(screen.getByTestId('powerup-bank-screen')).toBeTruthy();
  });

  it('without an open entered challenge it says how to get one', async () => {
    await accountsApp(bankApi({ upcoming: [] }));
    await renderApp('/powerUpBank');
    expect((await screen.findByTestId('bank-no-challenges')).textContent).toBe('Join a contest in an upcoming challenge to move powerups into it.');
    expect(screen.queryByTestId('bank-open-transfer')).toBeNull();
  });

  it('back goes to the profile; back from howToUse, referral, PowerupHistory, store and lowBalanceP comes here (docs/product.md §2)', async () => {
    await accountsApp(bankApi());
    const bank = await renderApp('/powerUpBank');
    fireEvent.click(await screen.findByLabelText('Back'));
    await waitFor(() => expect(bank.location()).toBe('/profile'));
    bank.unmount();

    for (const path of ['/howToUse', '/referral', '/PowerupHistory', '/store']) {
      const app = await renderApp(path);
      fireEvent.click(await screen.findByLabelText('Back'));
      await waitFor(() => expect(app.location()).toBe('/powerUpBank'));
      expect(await screen.findByTestId('powerup-bank-screen')).toBeTruthy();
      app.unmount();
    }
    const low = await renderApp('/lowBalanceP?shortfall=1500&from=%2Fstore');
    fireEvent.click(await screen.findByText('Not now'));
    await waitFor(() => expect(low.location()).toBe('/powerUpBank'));
    expect(await screen.findByTestId('powerup-bank-screen')).toBeTruthy();
  });

  it('English and Hindi have the same keys', () => {
    const keys = (o: object, pre = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${pre}${k}.`) : [`${pre}${k}`]));
    expect(keys(hi).sort()).toEqual(keys(en).sort());
  });
});
