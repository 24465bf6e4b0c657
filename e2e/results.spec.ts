import { expect, test, type Page } from '@playwright/test';
import { HomePage } from './pages/home';
import { playerApi, ResultsPage } from './pages/results';

/**
 * My matches and a completed contest's screens, in Chromium against the real server (demo seed).
 *
 * The upcoming part is real: the player's set and join go through the API. No match of the demo seed ends
 * during a run, so the completed part answers the four
 * calls of the completed screens (completedv2, getInplayMatchesUserv2, the room leaderboard, results) from a
 * fixture of a settled room in the API's own shapes; e2e/match-lifecycle.spec.ts plays a whole match instead.
 */
// page.route cannot see requests a service worker makes, and this spec's offline part needs no worker (the
// screens read IndexedDB); e2e/offline.spec.ts covers the worker.
test.use({ serviceWorkers: 'block' });

const CHALLENGE = 79639;
const FREE = 'Free Practice Contest';

const DONE = 424_242;
const DONE_ROOM = 42_424;
const settledChallenge = {
  challenge_id: DONE,
  challenge_name: 'Kolkata Tigers vs Delhi Falcons',
  game_mode: 'prediction',
  sports_id: 1,
  start_time: Date.now() - 2 * 86_400_000,
  status: 'completed',
  matches: [
    {
      match_id: DONE,
      status: 'settled',
      start_time: Date.now() - 2 * 86_400_000,
      match_parties: [
        { party_name: 'Kolkata Tigers', party_img_url: '/img/teams/kolkata-tigers.svg' },
        { party_name: 'Delhi Falcons', party_img_url: '/img/teams/delhi-falcons.svg' },
      ],
      score: { parties: [{ position: 1, score: '176/5 (20.0)' }, { position: 2, score: '170/9 (20.0)' }], status: 'Kolkata Tigers won by 6 runs' },
      points_final_at: Date.now() - 2 * 86_400_000 + 4 * 3_600_000,
    },
  ],
  entries: [{ room_id: DONE_ROOM, config_id: 9, contest_name: 'Mega', room_name: 'Mega #1', draft_num: 1, fee: 49, points: 40, rank: 1, prize: 500, refunded: false, room_status: 'settled' }],
  winnings: 500,
};
const option = (key: string, en: string) => ({ key, text: { en, hi: en } });
const question = (n: number, over: object) => ({
  question_id: DONE * 100 + n,
  match_id: DONE,
  text: { en: `Question ${n}?`, hi: `प्रश्न ${n}?` },
  options: [option('a', 'Kolkata Tigers'), option('b', 'Delhi Falcons')],
  points: { right: 10, wrong: -5 },
  my_answer: 'a',
  powerups: [],
  correct: 'a',
  outcome: 'right',
  points_scored: 10,
  multiplier: 1,
  no_negs: false,
  ...over,
});

async function answerCompletedCalls(page: Page) {
  const ok = (data: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 200, data }) });
  await page.route('**/api/v3/game/challenges/completedv2?*', (r) => r.fulfill(ok({ challenges: [settledChallenge], skip: 0, has_more: false })));
  await page.route(`**/api/v3/game/challenges/getInplayMatchesUserv2?room_id=${DONE_ROOM}&*`, (r) =>
    r.fulfill(ok({ challenge: settledChallenge, room: { room_id: DONE_ROOM, room_name: 'Mega #1', contest_name: 'Mega', config_id: 9, size: 10, filled: 3, status: 'settled', prize_pool: 1000 } })),
  );
  await page.route(`**/api/f2p/v1/game/rooms/leaderboard?room_id=${DONE_ROOM}&*`, (r) =>
    r.fulfill(
      ok({
        room_id: DONE_ROOM,
        challenge_id: DONE,
        page_number: 1,
        has_more: false,
        users: [
          { user_id: 1, user_nick: 'me', user_photo: null, draft_num: 1, points: 40, rank: 1, winnings: 500, would_win: null, is_me: true },
          { user_id: 2, user_nick: 'rival', user_photo: null, draft_num: 1, points: 40, rank: 1, winnings: 500, would_win: null, is_me: false },
          { user_id: 3, user_nick: 'third', user_photo: null, draft_num: 2, points: 5, rank: 3, winnings: 0, would_win: null, is_me: false },
        ],
        my_entries: [{ user_id: 1, user_nick: 'me', user_photo: null, draft_num: 1, points: 40, rank: 1, winnings: 500, would_win: null, is_me: true }],
        total_entries: 3,
        final: true,
      }),
    ),
  );
  await page.route(`**/api/v3/game/users/results?room_id=${DONE_ROOM}&*`, (r) =>
    r.fulfill(
      ok({
        match_id: DONE,
        room_id: DONE_ROOM,
        challenge_id: DONE,
        match_status: 'settled',
        sets: [
          {
            draft_num: 1,
            total: 40,
            provisional: false,
            questions: [
              question(1, { powerups: ['2x'], points_scored: 20, multiplier: 2 }),
              question(2, { my_answer: 'a', correct: 'b', outcome: 'wrong', powerups: ['no_negs'], points_scored: 0, no_negs: true }),
              question(3, { points_scored: 10 }),
              question(4, { my_answer: null, outcome: 'unanswered', points_scored: 0 }),
              question(5, { points_scored: 10 }),
            ],
          },
        ],
      }),
    ),
  );
}

test('my matches: a joined contest under Upcoming with the counts, readable offline; a completed contest’s ranks, winnings and results', async ({ page, context }) => {
  test.setTimeout(120_000);
  const home = new HomePage(page);
  const mm = new ResultsPage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();

  // seeded through the API: set S1 joins the free contest of 79639 (starts ~40 minutes after the server)
  const api = await playerApi(page);
  const draft = await api.saveSet(CHALLENGE);
  const room = await api.join(CHALLENGE, FREE, draft);

  await mm.open();
  await expect(mm.tab('Upcoming')).toHaveAttribute('aria-selected', 'true');
  await expect(mm.count('upcoming')).toHaveText('1');
  await expect(mm.count('live')).toHaveText('0');
  await expect(mm.count('history')).toHaveText('0');
  const card = mm.challenge(CHALLENGE);
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading')).toHaveText('Mumbai Mariners vs Chennai Chargers');
  const seat = card.getByRole('button', { name: `Open ${FREE} ${room.room_name}, set S${draft}` });
  await expect(seat).toBeVisible();
  await mm.tab('Live').click();
  await expect(page.getByTestId('my-matches-empty')).toHaveText('None of your matches is live right now.');

  // offline after one visit: the stored lists, marked with when they were fetched
  await mm.tab('Upcoming').click();
  await expect(seat).toBeVisible();
  await context.setOffline(true);
  await page.getByTestId('bottom-bar').getByRole('link', { name: 'Home' }).click();
  await mm.open();
  await expect(page.getByTestId('last-updated')).toContainText('Last updated');
  await expect(mm.challenge(CHALLENGE)).toBeVisible();
  await context.setOffline(false);

  // the upcoming seat opens the challenge's contests
  await seat.click();
  await expect(page).toHaveURL(new RegExp(`/contests\\?challenge_id=${CHALLENGE}$`));
  // the contests screen itself, not just its URL (its chunk may still be loading)
  await expect(page.getByTestId('contest-card').first()).toBeVisible({ timeout: 15_000 });

  // a completed, settled contest (fixture: see the file comment)
  await answerCompletedCalls(page);
  await page.goBack();
  await mm.tab('History').click();
  const done = mm.challenge(DONE);
  await expect(done.getByTestId('my-winnings')).toHaveText('Your winnings: ₹500');
  await done.getByRole('button', { name: /^Open Mega Mega #1, set S1/ }).click();
  await expect(page).toHaveURL(new RegExp(`/contestDetailsCompleted\\?challenge_id=${DONE}&room_id=${DONE_ROOM}$`));
  await expect(page.getByTestId('my-winnings')).toHaveText('My winnings: ₹500');
  await expect(page.getByRole('heading', { name: 'Final ranks' })).toBeVisible();
  await expect(page.getByTestId('leaderboard-row')).toHaveCount(3);
  await expect(page.getByTestId('leaderboard-prize')).toHaveText(['₹500', '₹500', '–']);
  await expect(page.getByTestId('party-score')).toHaveText(['176/5 (20.0)', '170/9 (20.0)']);

  await page.getByTestId('entry-list').getByRole('button').click();
  await expect(page).toHaveURL(/\/results\?/);
  await expect(page.getByTestId('result-total')).toHaveText('Total: 40 pts');
  await expect(page.getByTestId('result-row')).toHaveCount(5);
  await expect(page.locator('[data-testid="result-row"][data-outcome="right"]').first().locator('td').last()).toHaveText('+20');
  await page.getByTestId('no-pick').click();
  await expect(page.getByTestId('snackbar')).toHaveText('No changes were made. Click and choose an option, to save your pick!');

  // back: results → the room's details → my matches (history tab)
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/contestDetailsCompleted\\?challenge_id=${DONE}&room_id=${DONE_ROOM}$`));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/mymatches$/);
  await expect(mm.tab('History')).toHaveAttribute('aria-selected', 'true');
});

test('a won_cash popup (checkPopup) shows on home after the onboarding popups, once, and leads to the wallet', async ({ page }) => {
  // The real popup is written by settlement (the match feed); here the server's answer is one won_cash item, then none.
  let owed = [{ type: 'won_cash', amount: 500, detail: null }];
  await page.route('**/api/f2p/v1/user/checkPopup', (r) => {
    const body = JSON.stringify({ status: 200, data: owed });
    owed = [];
    return r.fulfill({ status: 200, contentType: 'application/json', body });
  });
  const home = new HomePage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();
  const popup = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('reward-amount')).toHaveText('You won ₹500! It has been added to your winnings.');
  await popup.getByRole('button', { name: 'Go to wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  // home again: nothing more is owed, no popup
  const checked = page.waitForResponse('**/api/f2p/v1/user/checkPopup');
  await page.goto('/new');
  await checked;
  await expect(home.cards().first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toHaveCount(0);
});
