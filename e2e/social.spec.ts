import { expect, test, type Page } from '@playwright/test';
import { ContestsPage } from './pages/contests';
import { HomePage } from './pages/home';
import { PicksPage } from './pages/picks';
import { answerCompletedCalls, DONE, DONE_ROOM } from './pages/results';
import { E2E_SOCIAL_URL } from './support/browser-options';

/**
 * MONEY_MODE=social speaks coins everywhere (issue 21 item 15; docs/product.md, Money modes), against the one
 * social-mode server (E2E_SOCIAL_URL). A new guest plays as a player would — a set, a free contest joined — and
 * then no main screen shows a rupee amount: no '₹' and no 'Rs.' in the page's text, in English and in Hindi.
 * 79639 is the demo seed's open prediction challenge; the completed room is e2e/pages/results.ts's settled fixture.
 */
// page.route (the completed room's fixture) cannot see a service worker's requests
test.use({ baseURL: E2E_SOCIAL_URL, serviceWorkers: 'block' });

const CHALLENGE = 79639;
const RUPEE = /₹|Rs\./;

/** [name, path, test id that shows the screen is ready, optional step before reading] */
type Screen = [name: string, path: string, ready: string, prepare?: (page: Page) => Promise<void>];

const SCREENS: Screen[] = [
  ['home', '/new', 'challenge-card'],
  ['wallet popup', '/new', 'wallet-balance', async (page) => {
    await page.getByTestId('wallet-balance').click();
    await expect(page.getByTestId('wallet-total')).toHaveText(/coins|सिक्के/);
  }],
  ['contest section with filters', `/contestsection?challenge_id=${CHALLENGE}`, 'contest-card', async (page) => {
    await page.getByTestId('contest-filters').locator('summary').click();
    await expect(page.getByTestId('filter-option').first()).toBeVisible();
  }],
  ['contests', `/contests?challenge_id=${CHALLENGE}`, 'contest-prize'],
  ['contest details and its types help', `/contests?challenge_id=${CHALLENGE}`, 'contest-card', async (page) => {
    await page.getByTestId('contest-card').filter({ hasText: 'Mega Contest' }).locator('.contest-card__main').click();
    await page.getByTestId('contest-types-help-open').click();
    await expect(page.getByTestId('contest-types-help')).toBeVisible();
  }],
  ['wallet', '/wallet', 'wallet-screen-total'],
  ['transactions', '/tranxHistory', 'app-header'],
  ['store', '/store', 'store-disabled'],
  ['powerup bank', '/powerUpBank', 'powerup-bank-screen'],
  ['offers', '/offers', 'offer'],
  ['referral', '/referral', 'referral-code'],
  ['how to play', '/howToPlay', 'how-to-play-money'],
  ['my matches', '/mymatches', 'my-matches'],
  ['completed room', `/contestDetailsCompleted?challenge_id=${DONE}&room_id=${DONE_ROOM}`, 'leaderboard-row'],
  ['activity', '/activityCentre', 'activity-list'],
  ['profile', '/profile', 'profile-nick'],
];

async function rupeesOn(page: Page, language: string): Promise<string[]> {
  const seen: string[] = [];
  for (const [name, path, ready, prepare] of SCREENS) {
    await page.goto(path);
    await expect(page.getByTestId(ready).first(), `${language}: ${name}`).toBeVisible({ timeout: 15_000 });
    if (prepare) await prepare(page);
    const text = await page.evaluate(() => document.body.innerText);
    const hit = RUPEE.exec(text);
    if (hit) seen.push(`${language} ${name}: …${text.slice(Math.max(0, hit.index - 40), hit.index + 20).replace(/\s+/g, ' ')}…`);
  }
  return seen;
}

test('social mode: a new player sees coins, never a rupee amount, on the main screens', async ({ page }) => {
  test.setTimeout(240_000);
  await answerCompletedCalls(page);
  const home = new HomePage(page);
  const picks = new PicksPage(page);
  const contests = new ContestsPage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();

  // play as a newcomer would: a set, then the free contest (ledger lines and activity to read afterwards)
  await picks.open(CHALLENGE);
  await home.dismissOnboarding();
  await picks.makeSet();
  await picks.save();
  await expect(picks.snackbar()).toHaveText('Set S1 created successfully. Use it to join contests');
  await contests.open(CHALLENGE);
  await expect(contests.card('Mega Contest').getByTestId('contest-prize')).toHaveText(/coins$/);
  await contests.join('Free Practice Contest', 'S1');
  await expect(contests.snackbar()).toHaveText('Contest Joined Successfully! Keep joining to win more prizes', { timeout: 30_000 });

  const seen = await rupeesOn(page, 'en');
  await page.goto('/new');
  await home.switchLanguage('hi');
  seen.push(...(await rupeesOn(page, 'hi')));
  expect(seen, `rupee amounts in social mode:\n${seen.join('\n')}`).toEqual([]);
});
