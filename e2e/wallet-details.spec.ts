import { expect, test } from '@playwright/test';
import { HomePage } from './pages/home';
import { WalletPage } from './pages/wallet';

/** A minimal JPEG (magic bytes FF D8 FF, then filler): the server sniffs the type, not the name. */
const TINY_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(256, 1), Buffer.from([0xff, 0xd9])]);

test.beforeEach(async ({ page }) => {
  const home = new HomePage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();
  await new WalletPage(page).open();
});

test("payout details: Paytm entered twice and a bank account save on 'Payment details updated!'; the same bank again shows the server's message", async ({
  page,
}) => {
  await page.getByTestId('wallet-details').click();
  await expect(page).toHaveURL(/\/addOrEditDetails$/);

  await page.getByTestId('details-edit-paytm').click();
  await page.getByTestId('paytm-number').fill('9876543210');
  await page.getByTestId('paytm-confirm').fill('9876543211');
  await page.getByTestId('paytm-save').click();
  await expect(page.getByTestId('paytm-mismatch-error')).toBeVisible();
  await page.getByTestId('paytm-confirm').fill('9876543210');
  await page.getByTestId('paytm-save').click();
  await expect(page).toHaveURL(/\/addOrEditDetails$/);
  await expect(page.getByTestId('snackbar')).toHaveText('Payment details updated!');
  await expect(page.getByTestId('details-paytm')).toContainText('10');

  const addBank = async () => {
    await page.getByTestId('details-edit-cashfree').click();
    await expect(page).toHaveURL(/\/addBankDetails$/);
    await page.getByTestId('bank-bankAccount').fill('123456789012');
    await page.getByTestId('bank-confirmAccount').fill('123456789012');
    await page.getByTestId('bank-ifsc').fill('sbin0001234');
    await page.getByTestId('bank-name').fill('Asha Rao');
    await page.getByTestId('bank-address1').fill('SBI Koramangala');
    await page.getByTestId('bank-save').click();
  };
  await addBank();
  await expect(page).toHaveURL(/\/addOrEditDetails$/);
  await expect(page.getByTestId('details-cashfree')).toContainText('9012');

  await addBank();
  await expect(page.getByTestId('details-error')).toHaveText('Bank already exists');
  await expect(page).toHaveURL(/\/addBankDetails$/);
});

test('KYC: no file is refused with the server message; a PAN photo is accepted and the player goes to the wallet', async ({ page }) => {
  await page.getByTestId('wallet-kyc').click();
  await expect(page).toHaveURL(/\/updateKYC$/);
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'not_submitted');
  await page.getByTestId('kyc-pan').fill('abcpe1234f');
  await page.getByTestId('kyc-name').fill('Asha Rao');
  await page.getByTestId('kyc-dob').fill('1990-05-01');

  await page.getByTestId('kyc-submit').click();
  await expect(page.getByTestId('kyc-file-missing')).toBeVisible();
  await expect(page.getByTestId('kyc-error')).not.toBeEmpty();

  await page.getByTestId('kyc-file').setInputFiles({ name: 'pan.jpg', mimeType: 'image/jpeg', buffer: TINY_JPEG });
  await page.getByTestId('kyc-submit').click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('snackbar')).toHaveText('KYC submitted. We will verify it shortly.');

  await page.getByTestId('wallet-kyc').click();
  await expect(page.getByTestId('kyc-status')).not.toHaveAttribute('data-status', 'not_submitted');
});
