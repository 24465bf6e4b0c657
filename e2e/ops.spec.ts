import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/browser-options';

/**
 * The staff screen against the real server: `npm run staff` adds a support member while the server holds the
 * PGlite files (it asks the server), the member logs in with the phone login and reads the sim feed's matches;
 * a guest gets "Staff only".
 */
const PHONE = '9000000077';
const PASSWORD = 'support-e2e-pass';

test('staff log in with the phone login and read the matches on /ops; a guest sees "Staff only"', async ({ page }) => {
  execFileSync('node', ['--import', 'tsx', 'scripts/staff.ts', 'add', '--phone', PHONE, '--password', PASSWORD, '--role', 'support'], {
    env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: process.env.PICKXI_E2E_DATA_DIR },
    stdio: 'pipe',
  });

  await page.goto('/');
  await page.locator('input[name="phone"]').fill(PHONE);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId('phone-login').click();
  await expect(page).toHaveURL(/\/new$/, { timeout: 15_000 });

  await page.goto('/ops');
  await expect(page.getByTestId('ops-role')).toHaveText('Signed in as Support');
  // the sim feed has made matches (ids from 3,000,000): one opens with its questions, without staff action buttons
  const first = page.locator('[data-testid^="ops-match-3"]').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  await first.click();
  await expect(page.getByTestId('ops-match').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('ops-abandon')).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByTestId('guest-login').click();
  await expect(page).toHaveURL(/\/new$/, { timeout: 15_000 });
  await page.goto('/ops');
  await expect(page.getByTestId('ops-forbidden')).toHaveText('Staff only. Log in with a staff account to use this page.');
});
