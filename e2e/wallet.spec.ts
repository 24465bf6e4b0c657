import { expect, test } from '@playwright/test';
import { HomePage } from './pages/home';
import { WalletPage } from './pages/wallet';

const SCREENS = 'e2e/.artifacts/screens';

test.beforeEach(async ({ page }) => {
  const home = new HomePage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();
});

test('adding ₹250 through the sandbox gateway credits the deposit bucket', async ({ page }) => {
  const wallet = new WalletPage(page);
  await wallet.open();
  const before = await wallet.bucketRupees('deposit');

  await wallet.startAddMoney(250);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('₹250.00');
  await wallet.finishOnProvider('Pay');

  await expect(page.getByTestId('order-status')).toBeVisible();
  const result = page.getByTestId('order-result');
  await expect(result).toHaveText('Rs. 250 added to your wallet', { timeout: 30_000 });
  await expect(result).toHaveAttribute('data-paid', 'true');
  await page.screenshot({ path: `${SCREENS}/wallet-add-money-paid.png` });

  await page.getByTestId('order-to-wallet').click();
  await expect.poll(() => wallet.bucketRupees('deposit')).toBe(before + 250);
  await expect(page.getByTestId('wallet-balance')).toContainText('₹');

  // the history shows the credit
  await page.getByTestId('wallet-history').click();
  await expect(page.getByTestId('history-item').first()).toContainText('+₹250.00');
});

test('a failed payment shows its message in red and adds nothing', async ({ page }) => {
  const wallet = new WalletPage(page);
  await wallet.open();
  const before = await wallet.bucketRupees('deposit');

  await wallet.startAddMoney(120);
  await wallet.finishOnProvider('Fail');

  const result = page.getByTestId('order-result');
  await expect(result).toHaveText('Payment failed. If money was debited, your bank will return it.', { timeout: 30_000 });
  await expect(result).toHaveAttribute('data-paid', 'false');
  await page.screenshot({ path: `${SCREENS}/wallet-add-money-failed.png` });

  await page.getByTestId('order-to-wallet').click();
  await expect(page.getByTestId('bucket-deposit-value')).toBeVisible();
  expect(await wallet.bucketRupees('deposit')).toBe(before);
});

test('a withdrawal without KYC is refused with a clear message', async ({ page }) => {
  const wallet = new WalletPage(page);
  await wallet.open();
  await page.getByTestId('wallet-withdraw').click();
  await expect(page).toHaveURL(/\/withdrawMoney$/);
  await expect(page.getByTestId('withdraw-kyc-note')).toContainText('Complete your KYC');

  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('withdraw-submit').click();
  const modal = page.getByTestId('withdraw-fail');
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('withdraw-fail-message')).toHaveText(
    'You cannot withdraw yet: your KYC is not verified. Upload your PAN card to verify your identity, then try again.',
  );
  await page.screenshot({ path: `${SCREENS}/wallet-withdraw-no-kyc.png` });

  // The server refuses it too, whatever the client shows.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await page.request.post('/api/v1/wallet/withdraw', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': '018f3f5e-0000-7000-8000-000000000001' },
    data: { amount: 100, payout: 'paytm' },
  });
  expect(res.status()).toBe(422);
  expect((await res.json()).code).toBe('KYC_REQUIRED');

  await page.getByTestId('withdraw-fail-kyc').click();
  await expect(page).toHaveURL(/\/updateKYC$/);
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'not_submitted');
});

test('in Hindi the wallet shows Hindi bucket titles and amounts with 2 decimals and Indian grouping', async ({ page }) => {
  const home = new HomePage(page);
  await home.switchLanguage('hi');
  await page.getByTestId('wallet-balance').click();
  await page.getByTestId('wallet-popup').getByRole('button', { name: 'वॉलेट पर जाएँ' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('bucket-winnings')).toContainText('जीत की राशि');
  await expect(page.getByTestId('bucket-promo-value')).toHaveText(/^₹\d{1,2}(,\d{2})*,?\d{0,3}\.\d{2}$/);
  await expect(page.getByTestId('wallet-add-money')).toHaveText('पैसे जोड़ें');
  await page.screenshot({ path: `${SCREENS}/wallet-hi.png` });
});

test('low balance: add money for the shortfall rounded up, pay, and go back to the remembered screen', async ({ page }) => {
  // Another feature opens it with lowBalancePath(); here the router is moved the same way (no reload).
  await page.evaluate(() => {
    history.pushState({}, '', '/LowBalance?shortfall=4550&from=%2Fcontests');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('low-balance-shortfall')).toHaveText('You need ₹45.50 more.');
  await page.getByTestId('low-balance-add').click();
  await expect(page).toHaveURL(/\/paymentMode\?amount=46&from=%2Fcontests$/);
  await page.getByTestId('payment-pay').click();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('₹46.00');
  await new WalletPage(page).finishOnProvider('Pay');
  await expect(page.getByTestId('order-result')).toHaveText('Rs. 46 added to your wallet', { timeout: 30_000 });
  await page.getByTestId('order-return').click();
  await expect(page).toHaveURL(/\/contests$/);
});
