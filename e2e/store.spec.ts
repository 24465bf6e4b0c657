import { expect, test } from '@playwright/test';
import { HomePage } from './pages/home';

/**
 * The store (docs/product.md §1, §5): a new guest has only the sign-up bonus, which the store cannot use, so buying a
 * bundle goes to the low-balance modal (lowBalanceP); after adding the shortfall through the sandbox
 * gateway, the bundle is bought and the powerup bank grows; the profile's powerup bank screen shows the same balances.
 */
const SCREENS = 'e2e/.artifacts/screens';

test('buy a bundle in the store and see the bank grow (bonus cannot pay; add the shortfall first)', async ({ page }) => {
  test.setTimeout(120_000);
  const home = new HomePage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();

  await page.goto('/store');
  await home.dismissOnboarding();
  const bank2x = page.getByTestId('bank-count-2x');
  await expect(bank2x).toHaveAttribute('data-count', /\d+/, { timeout: 15_000 });
  const before = Number(await bank2x.getAttribute('data-count'));
  const starter = page.getByTestId('store-product').filter({ hasText: 'Starter Bundle' });
  await expect(starter).toContainText('₹20');
  await expect(starter).toContainText('Save 20%');
  await page.screenshot({ path: `${SCREENS}/store.png` });

  // only bonus money: the sheet says so and offers to add the shortfall
  await starter.getByTestId('store-buy').click();
  const sheet = page.getByTestId('buy-sheet');
  await expect(sheet.getByTestId('buy-no-bonus')).toHaveText('Bonus cannot be used in the store.');
  await expect(sheet.getByTestId('buy-short')).toContainText('₹20.00');
  await sheet.getByTestId('buy-add-money').click();
  await expect(page).toHaveURL(/\/lowBalanceP\?shortfall=2000&from=%2Fstore$/);
  await expect(page.getByTestId('low-balance-shortfall')).toContainText('₹20');
  await page.getByTestId('low-balance-add').click();
  await expect(page).toHaveURL(/\/paymentMode\?amount=20/);
  await page.getByTestId('payment-pay').click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/pay\?token=/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('order-result')).toHaveText('Rs. 20 added to your wallet', { timeout: 30_000 });

  // back in the store: the bundle is bought from the deposit and lands in the bank
  await page.goto('/store');
  await home.dismissOnboarding();
  await expect(bank2x).toHaveAttribute('data-count', String(before), { timeout: 15_000 });
  await page.getByTestId('store-product').filter({ hasText: 'Starter Bundle' }).getByTestId('store-buy').click();
  await expect(sheet.getByTestId('buy-available')).toContainText('₹20.00');
  await sheet.getByTestId('buy-confirm').click();
  await expect(page.getByTestId('snackbar')).toHaveText('Starter Bundle added to your Powerup Bank');
  await expect(bank2x).toHaveAttribute('data-count', String(before + 1));
  await expect(page.getByTestId('bank-count-no_negs')).toHaveAttribute('data-count', String(before + 1));
  await page.screenshot({ path: `${SCREENS}/store-bought.png` });

  // the history shows the purchase; a reload of PowerupsV2 shows the same bank from the server
  await page.getByTestId('store-history-link').click();
  await expect(page.getByTestId('powerup-event').first()).toContainText('Bought Starter Bundle');
  await page.goto('/PowerupsV2');
  await expect(page.getByTestId('powerups-v2-2x')).toContainText(String(before + 1));

  // the profile's powerup bank is the bank's own screen: its balances, its links, and (this guest entered no
  // challenge yet) nothing to transfer into; back from its history comes back to it
  await page.goto('/profile');
  await home.dismissOnboarding();
  await page.getByRole('link', { name: 'Powerup bank' }).click();
  await expect(page).toHaveURL(/\/powerUpBank$/);
  await expect(page.getByTestId('bank-screen-2x')).toHaveAttribute('data-count', String(before + 1), { timeout: 15_000 });
  await expect(page.getByTestId('bank-screen-no_negs')).toHaveAttribute('data-count', String(before + 1));
  await expect(page.getByTestId('bank-screen-player_poll')).toHaveAttribute('data-count', /\d+/);
  await expect(page.getByTestId('bank-no-challenges')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/powerup-bank.png` });
  await page.getByTestId('bank-link-PowerupHistory').click();
  await expect(page.getByTestId('powerup-event').first()).toContainText('Bought Starter Bundle');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/powerUpBank$/);
});
