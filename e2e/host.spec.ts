import { randomUUID } from 'node:crypto';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { startLauncherSandbox, type Launcher } from '../scripts/launcher-sandbox/server';
import { E2E_BASE_URL, E2E_LAUNCHER_PORT, E2E_LAUNCHER_URL } from './support/browser-options';

/**
 * PickXI inside a partner launcher. The spec starts the sandbox launcher (scripts/launcher-sandbox)
 * on its own origin; the e2e server knows it as PARTNER_HOSTS=sandbox=<launcher> (playwright.config.ts). A host
 * player opens PickXI in the launcher's phone-sized frame, is signed in by the launcher's token, joins the ₹10
 * contest of the demo challenge with the launcher's wallet, and the launcher's balance drops by the fee. The
 * launcher's back button and PickXI's close message cross the frame; a frame on another origin cannot drive PickXI.
 */
const CHALLENGE = 79639;
const SMALL = 'Small Rooms';
const SCREENS = 'e2e/.artifacts/screens';

let launcher: Launcher;

test.beforeAll(async () => {
  launcher = await startLauncherSandbox({ port: E2E_LAUNCHER_PORT, pickxiUrl: E2E_BASE_URL, hostId: 'sandbox' });
});
test.afterAll(async () => {
  await launcher?.close();
});

/** The launcher page's PickXI frame (the Frame object survives the frame's own navigations). */
async function pickxiFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frame({ name: 'webview' })?.url() ?? '').toMatch(new RegExp(`^${E2E_BASE_URL}/`));
  return page.frame({ name: 'webview' }) as Frame;
}

async function dismissOnboarding(app: Frame): Promise<void> {
  for (const id of ['how-to-play-popup', 'welcome-popup', 'first-game-tooltip']) {
    const popup = app.getByTestId(id);
    if (await popup.isVisible().catch(() => false)) {
      await popup.getByRole('button').last().click();
      await expect(popup).toBeHidden();
    }
  }
}

const hostLog = (page: Page) => page.getByTestId('host-log').locator('li');

test('a host player joins a paid contest with the launcher wallet; back and close cross the frame; another origin is ignored', async ({ page }) => {
  test.setTimeout(240_000);
  const player = `e2e-${randomUUID().slice(0, 8)}`;

  // The launcher page on its own origin, a fresh host player with ₹500 in the launcher wallet.
  await page.goto(`${E2E_LAUNCHER_URL}/`);
  await page.getByTestId('player-id').fill(player);
  await page.getByTestId('balance-input').fill('500');
  await page.getByTestId('set-balance').click();
  await expect(page.getByTestId('host-balance')).toHaveText('₹500.00');
  await page.getByTestId('open-pickxi').click();

  // PickXI in the frame, on another origin, signed in by the launcher's token.
  const app = await pickxiFrame(page);
  expect(new URL(app.url()).origin).not.toBe(new URL(page.url()).origin);
  await expect(hostLog(page).filter({ hasText: /^ready$/ }).first()).toBeVisible({ timeout: 20_000 });
  await expect(app.getByTestId('challenge-card').first()).toBeVisible({ timeout: 30_000 });
  await dismissOnboarding(app);
  await page.screenshot({ path: `${SCREENS}/host-launcher-home.png` });

  // Host mode's wallet: the launcher's balance, no PickXI add money; the top-up goes to the launcher.
  await app.goto(`${E2E_BASE_URL}/wallet`);
  await expect(app.getByTestId('wallet-host-topup')).toBeVisible({ timeout: 20_000 });
  await expect(app.getByTestId('wallet-add-money')).toHaveCount(0);
  await expect(app.getByTestId('wallet-withdraw')).toHaveCount(0);
  await expect(app.getByTestId('wallet-screen-total')).toHaveText('₹500.00');
  await app.getByTestId('wallet-host-topup').click();
  await expect(page.getByTestId('host-topup')).toBeVisible();
  await expect(hostLog(page).filter({ hasText: /^openWallet/ })).toHaveCount(1);

  // S1 for the demo challenge, then the ₹10 contest, paid by the launcher wallet.
  await app.goto(`${E2E_BASE_URL}/choosePicks?challenge_id=${CHALLENGE}`);
  await dismissOnboarding(app);
  const questions = app.getByTestId('question');
  await expect(questions.first()).toBeVisible({ timeout: 20_000 });
  for (let i = 0; i < 12; i++) await questions.nth(i).getByTestId('option').first().click();
  for (let i = 0; i < 3; i++) await questions.nth(i).getByTestId('powerup-2x').click();
  for (let i = 0; i < 3; i++) await questions.nth(i).getByTestId('powerup-no_negs').click();
  await app.getByTestId('save-set').click();
  await expect(app.getByTestId('snackbar')).toHaveText('Set S1 created successfully. Use it to join contests');

  await app.goto(`${E2E_BASE_URL}/contests?challenge_id=${CHALLENGE}`);
  const card = app.getByTestId('contest-card').filter({ has: app.getByTestId('contest-name').getByText(SMALL, { exact: true }) });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await dismissOnboarding(app);
  await card.getByTestId('contest-join').click();
  const sheet = app.getByTestId('join-sheet');
  await expect(sheet.getByTestId('join-fee')).toContainText('Entry ₹10.00');
  await sheet.locator('[data-testid="set-option"][data-label="S1"]').click();
  await sheet.getByTestId('join-confirm').click();
  await expect(app.getByTestId('snackbar')).toHaveText('Contest Joined Successfully! Keep joining to win more prizes', { timeout: 45_000 });

  // The launcher's wallet paid exactly the fee, once, and was told of the purchase in INR.
  await expect(page.getByTestId('host-balance')).toHaveText('₹490.00', { timeout: 15_000 });
  await expect.poll(() => [...launcher.wallet.entries.values()].filter((e) => e.playerId === player).map((e) => [e.type, e.amountPaise, e.status])).toEqual([['debit', 1000, 'captured']]);
  await expect(hostLog(page).filter({ hasText: /^analytics .*"name":"purchase".*"currency":"INR".*"value":10/ })).toHaveCount(1);
  // PickXI's header reads the launcher wallet too.
  await expect(app.getByTestId('wallet-balance')).toContainText('₹490.00', { timeout: 15_000 });
  await page.screenshot({ path: `${SCREENS}/host-launcher-joined.png` });

  // A frame on another origin posts back, language and a token to PickXI: nothing happens.
  const urlBefore = app.url();
  const logBefore = await hostLog(page).count();
  const foreign = page.frameLocator('[data-testid="foreign-frame"]');
  await foreign.getByTestId('foreign-send').click();
  await expect(foreign.getByTestId('foreign-sent')).toHaveText('sent 3 messages');
  await page.waitForTimeout(1500);
  expect(app.url()).toBe(urlBefore);
  expect(await app.evaluate(() => document.documentElement.lang)).toBe('en');
  await expect(hostLog(page)).toHaveCount(logBefore);

  // The launcher's back button: the contests screen's back (docs/product.md §2: contests → new), then at home PickXI closes.
  await page.getByTestId('host-back').click();
  await expect.poll(() => new URL(app.url()).pathname).toBe('/new');
  await page.getByTestId('host-back').click();
  await expect(hostLog(page).filter({ hasText: /^close$/ })).toHaveCount(1);
  await expect(page.getByTestId('webview-closed')).toBeVisible();
  await expect(page.getByTestId('webview')).toBeHidden();
});
