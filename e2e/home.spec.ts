import { expect, test } from '@playwright/test';
import { HomePage } from './pages/home';

const SCREENS = 'e2e/.artifacts/screens';

test('a new guest lands on /new with the challenge list from the server', async ({ page }) => {
  const home = new HomePage(page);
  await home.enterAsGuest();

  await expect(page).toHaveTitle(/Pick a challenge/);
  expect(await home.cards().count()).toBeGreaterThanOrEqual(10);
  // featured challenges come first: the first card is marked featured
  await expect(home.cards().first()).toHaveAttribute('data-featured', 'true');
  // the new player sees the onboarding popups once
  await expect(page.getByTestId('how-to-play-popup').or(page.getByTestId('welcome-popup')).first()).toBeVisible();
  await home.dismissOnboarding();

  await home.upcomingCards().first().click();
  await expect(page.getByTestId('snackbar')).toHaveText('This game will be available soon!');
  await expect(page.getByTestId('wallet-balance')).toContainText('₹');
  await page.screenshot({ path: `${SCREENS}/home-en.png` });
});

test('switching the app language to Hindi shows Hindi everywhere on home', async ({ page }) => {
  const home = new HomePage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();

  await home.switchLanguage('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'एक चैलेंज चुनें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('bottom-bar')).toContainText('होम');
  await page.screenshot({ path: `${SCREENS}/home-hi.png` });

  // the choice survives a reload (stored locally as `language`)
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'एक चैलेंज चुनें' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
});
