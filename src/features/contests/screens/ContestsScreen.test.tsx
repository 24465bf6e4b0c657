import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appState, resetAppState, updateAppState } from '../../../lib/appState';
import { db } from '../../../lib/db';
import { clearError } from '../../../lib/uiStatus';
import { authToken, setSession } from '../../../lib/session';
import { closeSnackbar, snackbar } from '../../../lib/snackbar';
import { mockApi, ok, type Reply, type SeenRequest } from '../../../testing/mockApi';
import { fakeJwt, playLimits } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { walletStore } from '../../wallet';
import type { Contest } from '../../../../core/api/contests';
import { CHALLENGE_ID, contest, contestData } from '../test-fixtures';

const set = (n: number, complete = true) => ({
  draft_num: n,
  label: `S${n}`,
  picks_made: complete ? 12 : 5,
  picks_required: 12,
  powerups_applied: 6,
  powerups_required: 6,
  complete,
  joined: false,
  updated_at: 0,
  matches: [],
});

interface Server {
  contests?: () => Contest[];
  stats?: { count_paid_contests_joined: number; count_contests_joined: number };
  join?: (req: SeenRequest) => Reply;
  verify?: (req: SeenRequest) => Reply;
  /** responsible play: GET playLimits and POST playDetails */
  play?: (req: SeenRequest) => Reply;
}

function serve(s: Server = {}): SeenRequest[] {
  return mockApi((req) => {
    switch (req.path) {
      case '/api/f2p/v1/utils/getContestData':
        return ok(contestData(s.contests ? s.contests() : [contest()]));
      case '/api/v5/utils/getContestFilters':
        return ok({ filters: [{ key: 'contest_type', label: 'Contest type', options: [{ value: 'contest_type:pool', label: 'Pool', count: 1 }] }] });
      case '/api/v1/game/users':
        return ok({ user_nick: 'guest', user_photo: null, ...(s.stats ?? { count_paid_contests_joined: 0, count_contests_joined: 0 }) });
      case '/api/v3/game/users/mySets':
        return ok({ sets: [set(1), set(2)] });
      case '/api/f2p/v1/user/wallet':
        return ok({ deposit_money: 0, promo_money: 50, winnings_money: 0, components: [] });
      case '/api/v1/game/challenges/mpl/requestJoin':
        return s.join ? s.join(req) : ok({ order_id: 'order-123456' });
      case '/api/v3/game/challenges/verifyJoinContest':
        return s.verify
          ? s.verify(req)
          : ok({ try_again: false, error: null, room: { room_id: 9, room_name: 'Small #1', config_id: 12, challenge_id: CHALLENGE_ID, draft_num: 1, fee: 10 } });
      case '/api/v1/utility/getServerTime':
        return ok({ serverTime: Date.now() });
      case '/api/v1/user/playLimits':
      case '/api/v1/user/playDetails':
        return s.play ? s.play(req) : ok({});
      default:
        return ok({});
    }
  });
}

const count = (seen: SeenRequest[], path: string) => seen.filter((r) => r.path === path).length;

async function openJoin(setLabel: string) {
  fireEvent.click(await screen.findByTestId('contest-join', undefined, { timeout: 5000 }));
  const sheet = await screen.findByTestId('join-sheet');
  fireEvent.click(within(sheet).getByText(setLabel));
  fireEvent.click(within(sheet).getByTestId('join-confirm'));
}

describe('contests screens', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    closeSnackbar();
    resetAppState();
    walletStore.set(null);
    clearError();
    authToken.set(null);
    localStorage.clear();
    await db.pickDrafts.clear();
  });

  it('the contest section enters the challenge (docs/product.md §4) and cards show name, fee, prize pool, spots, type and bonus', async () => {
    updateAppState({ contestTab: 2, draftNum: 4, pageNumber: 3, teamId: 8, gameState: 'completed', joinGuide: { step: 2 } });
    const seen = serve({
      contests: () => [
        contest(),
        contest({ config_id: 13, contest_name: 'Free Practice Contest', fee: 0, is_free: true, promo_limit: 0, seats_filled: 0 }),
        contest({ config_id: 14, contest_name: 'Refund Room', contest_type: 'non_guaranteed', min_entries: 5, fee: 15 }),
      ],
    });
    await renderApp(`/contestsection?challenge_id=${CHALLENGE_ID}`);
    const cards = await screen.findAllByTestId('contest-card', undefined, { timeout: 5000 });
    expect(appState.get()).toMatchObject({ challengeId: CHALLENGE_ID, gameState: 'inplay', contestTab: 0, joinGuide: null, teamId: null, draftNum: 1, pageNumber: 1 });
    expect(seen.find((r) => r.path === '/api/f2p/v1/utils/joinGuide')?.body).toEqual({ challenge_id: CHALLENGE_ID, step: 0 });
    expect(cards).toHaveLength(3);
    const [small, free, refund] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(small).getByTestId('contest-name').textContent).toBe('Small Rooms');
    expect(within(small).getByTestId('contest-join').textContent).toBe('₹10.00');
    expect(within(small).getByTestId('contest-prize').textContent).toBe('₹35');
    expect(within(small).getByTestId('contest-spots').textContent).toBe('3/800 spots filled');
    expect(within(small).getByTestId('contest-type').textContent).toBe('Guaranteed');
    expect(within(small).getByTestId('contest-bonus').textContent).toBe('Use bonus up to ₹1.00 (10% of the fee)');
    expect(within(free).getByTestId('contest-join').textContent).toBe('Free');
    expect(within(free).queryByTestId('contest-bonus')).toBeNull();
    expect(within(refund).getByTestId('contest-type').textContent).toBe('Non-guaranteed · min 5 entries');
    // prediction challenge: make picks and the saved sets
    expect(screen.getByTestId('make-picks').getAttribute('href')).toBe(`/choosePicks?challenge_id=${CHALLENGE_ID}`);
    await waitFor(() => expect(screen.getByTestId('my-sets').textContent).toBe('My sets (S1, S2)'));
    expect(screen.getByTestId('my-sets').getAttribute('href')).toBe(`/choosePicks2?challenge_id=${CHALLENGE_ID}`);
  });

  it('without a challenge id the contest section falls back to 79639', async () => {
    const seen = serve();
    await renderApp('/contestsection');
    await screen.findAllByTestId('contest-card', undefined, { timeout: 5000 });
    expect(appState.get().challengeId).toBe(79639);
    expect(seen.find((r) => r.path === '/api/f2p/v1/utils/getContestData')?.search).toBe('?challenge_id=79639');
  });

  it('joining with S1: green success text, contests, stats and wallet reloaded, the banner for the first paid contest', async () => {
    let joined = false;
    const seen = serve({
      contests: () => [contest({ seats_filled: joined ? 4 : 3, joined_with: joined ? [1] : [] })],
      stats: { count_paid_contests_joined: 1, count_contests_joined: 1 },
      verify: () => {
        joined = true;
        return ok({ try_again: false, error: null, room: { room_id: 9, room_name: 'Small #1', config_id: 12, challenge_id: CHALLENGE_ID, draft_num: 1, fee: 10 } });
      },
    });
    await renderApp(`/contests?challenge_id=${CHALLENGE_ID}`);
    await waitFor(() => expect(count(seen, '/api/f2p/v1/user/wallet')).toBeGreaterThan(0), { timeout: 5000 });
    const before = { contests: count(seen, '/api/f2p/v1/utils/getContestData'), stats: count(seen, '/api/v1/game/users'), wallet: count(seen, '/api/f2p/v1/user/wallet') };
    const challengeListsBefore = count(seen, '/api/v1/platform/challenges');
    await openJoin('S1');
    await waitFor(() => expect(snackbar.get()?.message).toBe('Contest Joined Successfully! Keep joining to win more prizes'), { timeout: 5000 });
    expect(snackbar.get()?.kind).toBe('success');
    const request = seen.find((r) => r.path === '/api/v1/game/challenges/mpl/requestJoin');
    expect(request?.body).toMatchObject({ challenge_id: CHALLENGE_ID, config_id: 12, draft_number: 1, promo_limit: 10 });
    expect(request?.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('contest-spots').textContent).toBe('4/800 spots filled'));
    expect(count(seen, '/api/f2p/v1/utils/getContestData')).toBeGreaterThan(before.contests);
    expect(count(seen, '/api/v1/game/users')).toBeGreaterThan(before.stats);
    expect(count(seen, '/api/f2p/v1/user/wallet')).toBeGreaterThan(before.wallet);
    // docs/product.md §4: the in-play challenges (my matches) and their tab counts are reloaded too
    await waitFor(() => expect(count(seen, '/api/v3/game/challenges/inPlayv2')).toBe(1));
    expect(count(seen, '/api/f2p/v1/game/challenges/tabCounters')).toBe(1);
    // … and the challenge matches (home's list and its counts)
    await waitFor(() => expect(count(seen, '/api/v1/platform/challenges')).toBe(challengeListsBefore + 1));
    expect(screen.queryByTestId('join-sheet')).toBeNull();
    expect((await screen.findByTestId('joined-banner')).textContent).toContain('You have joined 1 contest.');
    // closing the banner stores the flag: no banner, and the next join skips the user stats reload
    fireEvent.click(within(screen.getByTestId('joined-banner')).getByRole('button'));
    expect(screen.queryByTestId('joined-banner')).toBeNull();
    expect(localStorage.getItem('hide-join-banner')).toBe('1');
  });

  describe('a paid join asks for the date of birth where it is needed (responsible play)', () => {
    const JOIN = '/api/v1/game/challenges/mpl/requestJoin';
    const DETAILS = '/api/v1/user/playDetails';
    /** A player with a state and no date of birth: the join is refused until playDetails saved one. */
    function undeclared(savedDob: string, adult: boolean) {
      let dob: string | null = null;
      const view = () => playLimits({ state: 'KA', date_of_birth: dob, paid_play: dob ? (adult ? { allowed: true } : { allowed: false, code: 'UNDER_AGE' }) : { allowed: false, code: 'DOB_REQUIRED' } });
      return serve({
        join: () =>
          dob === null
            ? { status: 403, body: { status: 403, code: 'DOB_REQUIRED', message: 'Tell us your date of birth before playing for money (Profile → Responsible play).' } }
            : adult
              ? ok({ order_id: 'order-123456' })
              : { status: 403, body: { status: 403, code: 'UNDER_AGE', message: 'You must be 18 or older to play for money.' } },
        play: (req) => {
          if (req.path === DETAILS) dob = savedDob;
          return ok(view());
        },
      });
    }

    it('the refusal opens the sheet (date of birth only: the state is known); once saved the same join goes on, once', async () => {
      const seen = undeclared('1990-05-01', true);
      await renderApp(`/contests?challenge_id=${CHALLENGE_ID}`);
      await openJoin('S1');
      const sheet = await screen.findByTestId('play-details-sheet', undefined, { timeout: 5000 });
      expect(screen.queryByTestId('join-sheet')).toBeNull();
      expect(await within(sheet).findByTestId('declare-dob')).toBeTruthy();
      expect(within(sheet).queryByTestId('declare-state')).toBeNull();
      expect(within(sheet).getByTestId('declare-save').textContent).toBe('Save and join');
      expect(snackbar.get()).toBeNull();
      fireEvent.change(within(sheet).getByTestId('declare-dob'), { target: { value: '1990-05-01' } });
      fireEvent.click(within(sheet).getByTestId('declare-save'));

      await waitFor(() => expect(snackbar.get()?.message).toBe('Contest Joined Successfully! Keep joining to win more prizes'), { timeout: 5000 });
      expect(seen.filter((r) => r.path === DETAILS).map((r) => r.body)).toEqual([{ date_of_birth: '1990-05-01' }]);
      const joins = seen.filter((r) => r.path === JOIN);
      expect(joins).toHaveLength(2);
      expect(joins[1]!.body).toEqual(joins[0]!.body);
      expect(joins[1]!.body).toMatchObject({ challenge_id: CHALLENGE_ID, config_id: 12, draft_number: 1 });
      // the refusal is stored under the first key: the join goes on under a new one
      expect(joins[1]!.headers.get('idempotency-key')).not.toBe(joins[0]!.headers.get('idempotency-key'));
      expect(screen.queryByTestId('play-details-sheet')).toBeNull();
    });

    it('under 18: the refusal is shown in the sheet and the join does not go on', async () => {
      const seen = undeclared('2015-05-01', false);
      await renderApp(`/contests?challenge_id=${CHALLENGE_ID}`);
      await openJoin('S1');
      fireEvent.change(await screen.findByTestId('declare-dob', undefined, { timeout: 5000 }), { target: { value: '2015-05-01' } });
      fireEvent.click(screen.getByTestId('declare-save'));
      expect((await screen.findByTestId('declare-refused')).textContent).toBe('You must be 18 or older to play for money.');
      expect(count(seen, JOIN)).toBe(1);
      expect(snackbar.get()).toBeNull();
    });
  });

  it('an incomplete set shows the spec message in red and never reaches the server', async () => {
    await db.pickDrafts.put({
      id: 'w1',
      userId: '7',
      challengeId: CHALLENGE_ID,
      draftNum: null,
      answers: { 1: { answer: 'A', answer_time: 1, powerups: [] }, 2: { answer: 'B', answer_time: 2, powerups: [] } },
      powerups: { '2x': 3, no_negs: 3, player_poll: 3 },
      revealedPolls: [],
      polls: {},
      room_id: null,
      state: 'draft',
      outboxId: null,
      announced: false,
      created: null,
      error: null,
      updatedAt: 1,
    });
    const seen = serve();
    await renderApp(`/contests?challenge_id=${CHALLENGE_ID}`);
    fireEvent.click(await screen.findByTestId('contest-join', undefined, { timeout: 5000 }));
    const sheet = await screen.findByTestId('join-sheet');
    await waitFor(() => expect(within(sheet).getByText('Unsaved set')).toBeTruthy());
    expect(within(sheet).getByText('2/12 picks')).toBeTruthy();
    fireEvent.click(within(sheet).getByText('Unsaved set'));
    fireEvent.click(within(sheet).getByTestId('join-confirm'));
    await waitFor(() => expect(snackbar.get()?.message).toBe('You must make all picks before joining a contest!'));
    expect(snackbar.get()?.kind).toBe('error');
    expect(count(seen, '/api/v1/game/challenges/mpl/requestJoin')).toBe(0);
  });

  it('low balance opens the wallet low-balance route with the shortfall, remembering this screen', async () => {
    serve({ join: () => ({ status: 422, body: { status: 422, code: 'INSUFFICIENT_FUNDS', message: 'Low balance', data: { shortfall: 9 } } }) });
    const app = await renderApp(`/contests?challenge_id=${CHALLENGE_ID}`);
    await openJoin('S1');
    await waitFor(() => expect(app.location()).toBe(`/LowBalance?shortfall=900&from=%2Fcontests%3Fchallenge_id%3D${CHALLENGE_ID}`), { timeout: 5000 });
  });

  it("a join after the start shows 'Time's up! Challenge started..'; all rooms full shows its modal", async () => {
    serve({ join: () => ({ status: 422, body: { status: 422, code: 'ROOM_FULL', message: 'Oops! All rooms are full.' } }) });
    await renderApp(`/contests?challenge_id=${CHALLENGE_ID}`);
    await openJoin('S1');
    const modal = await screen.findByTestId('modal-roomsFull', undefined, { timeout: 5000 });
    expect(modal.textContent).toContain('Oops! All rooms are full.');
    expect(modal.textContent).toContain('Please try joining other contests');
    fireEvent.click(within(modal).getByText('OK'));
    vi.unstubAllGlobals();
    serve({ join: () => ({ status: 422, body: { status: 422, code: 'MATCH_LOCKED', message: 'locked' } }) });
    await openJoin('S2');
    const timesUp = await screen.findByTestId('modal-timesUp', undefined, { timeout: 5000 });
    expect(timesUp.textContent).toContain("Time's up! Challenge started..");
    expect(timesUp.textContent).toContain('This match has already begun! You cannot join contests in this challenge anymore');
  });

  it("a challenge that already started shows 'Oops Time is Up!' on opening; back goes home", async () => {
    mockApi((req) => {
      if (req.path === '/api/f2p/v1/utils/getContestData') return ok(contestData(undefined, { locked: true, start_time: Date.now() - 60_000 }));
      if (req.path === '/api/v5/utils/getContestFilters') return ok({ filters: [] });
      if (req.path === '/api/v3/game/users/mySets') return ok({ sets: [set(1)] });
      if (req.path === '/api/f2p/v1/user/wallet') return ok({ deposit_money: 0, promo_money: 50, winnings_money: 0, components: [] });
      if (req.path === '/api/v1/game/users') return ok({ user_nick: 'me', user_photo: null, count_paid_contests_joined: 0, count_contests_joined: 0 });
      return ok({});
    });
    const app = await renderApp(`/contests?challenge_id=${CHALLENGE_ID}`);
    const modal = await screen.findByTestId('modal-started', undefined, { timeout: 5000 });
    expect(modal.textContent).toContain('Oops Time is Up!');
    expect(modal.textContent).toContain('This challenge has already started. Please join another challenge');
    fireEvent.click(within(modal).getByText('OK'));
    expect(screen.queryByTestId('modal-started')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.location()).toBe('/new'));
  });

  it('a team contest offers no prediction join: Join chooses a team first (/chooseteam with is_joining)', async () => {
    const seen = serve({ contests: () => [contest({ mode: 'nostra11' })] });
    const app = await renderApp(`/contests?challenge_id=${CHALLENGE_ID}`);
    fireEvent.click(await screen.findByTestId('contest-join', undefined, { timeout: 5000 }));
    await waitFor(() => expect(app.location()).toBe(`/chooseteam?challenge_id=${CHALLENGE_ID}&config_id=12&is_joining=1`));
    expect(screen.queryByTestId('join-confirm')).toBeNull();
    expect(count(seen, '/api/v1/game/challenges/mpl/requestJoin')).toBe(0);
  });

  it('a draft challenge’s contest list offers create team and my teams instead of picks', async () => {
    serve({ contests: () => [contest({ mode: 'nostra11' })] });
    await renderApp(`/contests?challenge_id=${CHALLENGE_ID}`);
    expect((await screen.findByTestId('create-team-link', undefined, { timeout: 5000 })).getAttribute('href')).toBe(`/createteam?challenge_id=${CHALLENGE_ID}`);
    expect(screen.getByTestId('my-teams-link').getAttribute('href')).toBe(`/home?challenge_id=${CHALLENGE_ID}`);
    expect(screen.queryByTestId('make-picks')).toBeNull();
  });

  it('contestDetailsNew shows prizes, rules and the rooms filling list; back goes to contests', async () => {
    mockApi((req) => {
      if (req.path === '/api/f2p/v1/utils/getContestData') return ok(contestData());
      if (req.path === '/api/f2p/v1/game/challenges/rewards')
        return ok({ config_id: 12, room_id: null, contest_type: 'guaranteed', prize_pool: 35, entries: 3, rewards: [{ rank_from: 1, rank_to: 1, prize: 25 }, { rank_from: 2, rank_to: 2, prize: 10 }] });
      if (req.path === '/api/f2p/v1/game/contest/rules') return ok({ contest_id: 12, contest_type: 'guaranteed', min_entries: null, powerup_bank_allowed: true, rules: ['Rule one', 'Rule two'] });
      if (req.path === '/api/f2p/v1/utils/challenges/contestRooms')
        return ok({ config_id: 12, config_name: 'Small', room_size: 4, max_rooms: 200, contest_rooms: [{ room_id: 9, room_name: 'Small #1', filled: 3, size: 4, status: 'open' }] });
      if (req.path === '/api/f2p/v1/game/rooms/leaderboard')
        return ok({ room_id: 9, challenge_id: CHALLENGE_ID, page_number: 1, has_more: false, users: [{ user_id: 7, user_nick: 'me', user_photo: null, draft_num: 1, points: null, rank: null, winnings: null, is_me: true }] });
      if (req.path === '/api/v3/game/users/mySets') return ok({ sets: [] });
      if (req.path === '/api/v5/utils/getContestFilters') return ok({ filters: [] });
      if (req.path === '/api/v1/game/users') return ok({ user_nick: 'me', user_photo: null, count_paid_contests_joined: 0, count_contests_joined: 0 });
      if (req.path === '/api/f2p/v1/user/wallet') return ok({ deposit_money: 0, promo_money: 50, winnings_money: 0, components: [] });
      return ok({});
    });
    const app = await renderApp(`/contestDetailsNew?challenge_id=${CHALLENGE_ID}&config_id=12`);
    const table = await screen.findByTestId('rewards-table', undefined, { timeout: 5000 });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('contest-rules').textContent).toContain('Rule two'));
    await waitFor(() => expect(screen.getByTestId('contest-room').textContent).toContain('3/4 joined'));
    // before the start: unranked
    const row = await screen.findByTestId('leaderboard-row');
    expect(row.textContent).toContain('–');
    expect(row.textContent).toContain('Not started');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.location()).toBe(`/contests?challenge_id=${CHALLENGE_ID}`));
    expect(await screen.findByTestId('contests-screen')).toBeTruthy();
  });
});
