import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { HomePage } from './pages/home';
import { PicksPage } from './pages/picks';
import { deployNewServiceWorker } from './support/deploy';
import { waitForServiceWorker } from './support/pwa';

/** The demo seed's open challenge (12 picks, 6 powerups), as in picks.spec.ts. */
const OPEN_CHALLENGE = 79639;

test('a new build deployed while a draft is open: the prompt waits for the player, Reload applies it, the draft survives', async ({ page }) => {
  test.setTimeout(90_000);
  const home = new HomePage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();
  await waitForServiceWorker(page);
  const picks = new PicksPage(page);
  await picks.open(OPEN_CHALLENGE);
  for (let i = 0; i < 3; i++) await picks.questions().nth(i).getByTestId('option').first().click();
  await expect(picks.progress()).toHaveText('3/12 picks, 0/6 powerups');

  const deploy = deployNewServiceWorker();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt).toContainText('New version available');
    await expect(prompt).toHaveAttribute('role', 'status');
    // announced to screen readers, named, and its button a real 44 px button
    const axe = await new AxeBuilder({ page }).include('[data-testid="update-prompt"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    const button = await page.getByTestId('update-reload').boundingBox();
    expect(Math.min(button!.width, button!.height)).toBeGreaterThanOrEqual(44);

    // not forced in under the open draft: a moment later the old worker still controls and the picks are there
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(true);
    await expect(picks.progress()).toHaveText('3/12 picks, 0/6 powerups');

    // accepted from the keyboard: the new version takes over and the page reloads onto it
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('update-reload').focus();
    await page.keyboard.press('Enter');
    await reloaded;
    await expect(picks.questions().first()).toBeVisible({ timeout: 15_000 });
    await expect(picks.progress()).toHaveText('3/12 picks, 0/6 powerups');
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(false);
  } finally {
    deploy.undo();
  }
});
