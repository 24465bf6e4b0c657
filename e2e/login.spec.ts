import { expect, test } from '@playwright/test';

/** Password guessing (ADR 010): after five wrong tries the number is locked and the player is told how long. */
test('the sixth wrong password for a number says to wait (the 30 s lock, counting down)', async ({ page }) => {
  await page.goto('/');
  // a number no other spec uses, so the lock it earns stays its own
  await page.locator('input[name="phone"]').fill('9123456780');
  for (let i = 1; i <= 5; i++) {
    await page.locator('input[name="password"]').fill(`wrong-${i}`);
    await page.getByTestId('phone-login').click();
    await expect(page.getByTestId('login-error')).toHaveText('Phone number is not registered');
    await expect(page.getByTestId('phone-login')).toBeEnabled();
  }
  await page.locator('input[name="password"]').fill('wrong-6');
  await page.getByTestId('phone-login').click();
  // the 30 s lock starts at the fifth failure; on a loaded machine a second may pass before the sixth try
  await expect(page.getByTestId('login-error')).toHaveText(/^Too many wrong tries\. Please try again in (2\d|30) seconds\.$/);
});
