import { expect, test } from '@playwright/test';
import { HomePage } from './pages/home';
import { answerCompletedCalls, DONE, DONE_ROOM, playerApi, ResultsPage } from './pages/results';

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
