import { expect, test } from '@playwright/test';
import { E2E_LIFECYCLE_URL, LIFECYCLE_GAP_S } from './support/browser-options';
import { HomePage } from './pages/home';
import { playerApi, ResultsPage } from './pages/results';
import { WalletPage } from './pages/wallet';

/**
 * A whole match on the embedded demo, in Chromium against the real server: its own server (playwright.config.ts,
 * E2E_LIFECYCLE_URL) runs the sim feed with a compressed clock — a match every minute, a T20 live for about two
 * minutes, points final 5 s after the result — so the lifecycle job makes, plays, scores, ranks and settles the
 * match within the test, through the real results module and ledger. Nothing is mocked.
 *
 * Deterministic win: the player joins a Small Rooms room of a sim match that nobody else of this server plays
 * (the demo history only fills finished matches), so the set is alone in its room and ranks 1 whatever its points;
 * the room is guaranteed and its prize table pays rank 1 ₹25 in cash. No staff answers are needed.
 */
test.use({ baseURL: E2E_LIFECYCLE_URL });

const CONTEST = 'Small Rooms';
const PRIZE = '₹25';
/** server/feeds/sim: slot k starts at SIM_EPOCH + k × FEED_GAP_S and is challenge 3,000,000 + k */
const SIM_EPOCH_MS = Date.UTC(2026, 0, 1);
const SIM_ID_BASE = 3_000_000;
/** time left to save a set and join before the match locks at its start */
const JOIN_MARGIN_MS = 40_000;

function nextSimChallenge(now: number): { id: number; startsAt: number } {
  const slotMs = LIFECYCLE_GAP_S * 1000;
  const k = Math.ceil((now + JOIN_MARGIN_MS - SIM_EPOCH_MS) / slotMs);
  return { id: SIM_ID_BASE + k, startsAt: SIM_EPOCH_MS + k * slotMs };
}

/** My matches polls its lists (every 15 s) while shown; wait on the tab for the challenge's card. */
async function waitForCard(mm: ResultsPage, tab: 'Upcoming' | 'Live' | 'History', id: number, timeout: number) {
  await mm.tab(tab).click();
  await expect(mm.challenge(id)).toBeVisible({ timeout });
}

test('a player joins before the start, watches the live leaderboard move, then sees rank, prize, the won_cash popup, the wallet and the results', async ({ page }) => {
  test.setTimeout(6 * 60_000);
  const home = new HomePage(page);
  const mm = new ResultsPage(page);
  const wallet = new WalletPage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();

  // ₹10 entry: up to 10 % from the sign-up bonus, the rest from a sandbox deposit through the real payment flow
  await wallet.depositThroughSandbox(50);
  const winningsBefore = await wallet.bucketRupees('winnings');

  // before the start: a complete set joins the next sim match's small-rooms contest
  const match = nextSimChallenge(Date.now());
  const api = await playerApi(page);
  const draft = await api.saveSet(match.id);
  const room = await api.join(match.id, CONTEST, draft);
  expect(Date.now()).toBeLessThan(match.startsAt);
  await page.goto('/new');
  await mm.open();
  await waitForCard(mm, 'Upcoming', match.id, 30_000);
  const seat = mm.challenge(match.id).getByRole('button', { name: new RegExp(`^Open ${CONTEST} ${room.room_name}, set S${draft}`) });
  await expect(seat).toBeVisible();

  // live: the in-play room shows the score strip and a leaderboard that moves as questions resolve
  await page.waitForTimeout(Math.max(0, match.startsAt - Date.now()));
  await waitForCard(mm, 'Live', match.id, 60_000);
  await seat.click();
  await expect(page.getByTestId('contest-inplay')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('score-summary')).toBeVisible();
  const me = page.locator('[data-testid="leaderboard-row"][data-me="true"]');
  await expect(me).toHaveAttribute('data-rank', '1');
  const pointsAtFirst = await me.getByTestId('leaderboard-points').textContent();
  const scores = async () => (await page.getByTestId('summary-score').allTextContents()).join(' | ');
  const stripAtFirst = await scores();
  await expect.poll(scores, { timeout: 60_000 }).not.toBe(stripAtFirst);
  await expect.poll(() => me.getByTestId('leaderboard-points').textContent(), { timeout: 180_000, intervals: [2_000] }).not.toBe(pointsAtFirst);

  // completed and settled: history shows the winnings; the room its final ranks, my rank and my prize
  await page.goto('/new');
  await mm.open();
  await waitForCard(mm, 'History', match.id, 180_000);
  const done = mm.challenge(match.id);
  await expect(done.getByTestId('my-winnings')).toHaveText(`Your winnings: ${PRIZE}`, { timeout: 60_000 });
  await done.getByRole('button', { name: new RegExp(`^Open ${CONTEST} ${room.room_name}, set S${draft}`) }).click();
  await expect(page.getByTestId('contest-completed')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('my-winnings')).toHaveText(`My winnings: ${PRIZE}`);
  await expect(me).toHaveAttribute('data-rank', '1');
  await expect(me.getByTestId('leaderboard-prize')).toHaveText(PRIZE);
  await expect(page.getByTestId('entry-rank').first()).toContainText('1');
  await expect(page.getByTestId('entry-prize').first()).toContainText(PRIZE);
  const finalPoints = (await page.getByTestId('entry-points').first().textContent()) ?? '';

  // the results screen: every question of the set with my pick and the answer, and the same total
  await page.getByTestId('entry-list').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/results\?/);
  await expect(page.getByTestId('result-row').first()).toBeVisible();
  expect(await page.getByTestId('result-row').count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByTestId('result-total')).toContainText(finalPoints.replace(/[^-\d]/g, ''));

  // home: the won_cash popup (checkPopup, written by settlement) once; it leads to the wallet with the winnings
  await page.goto('/new');
  const popup = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByTestId('reward-amount')).toHaveText(`You won ${PRIZE}! It has been added to your winnings.`);
  await popup.getByRole('button', { name: 'Go to wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect.poll(() => wallet.bucketRupees('winnings')).toBe(winningsBefore + 25);
});
