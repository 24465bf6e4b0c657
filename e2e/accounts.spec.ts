import { expect, test } from '@playwright/test';
import { AccountsPage } from './pages/accounts';
import { HomePage } from './pages/home';

/**
 * Accounts: a guest creates an account with a phone number, verifies it with the SMS code
 * (read from the sandbox's development page), chooses a nickname and sees it on the profile; then
 * edits the profile in Hindi.
 */
test('guest → create account → verify → Createprofile → profile shows the nickname; edit it in Hindi', async ({ page }) => {
  const home = new HomePage(page);
  const accounts = new AccountsPage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();

  await accounts.openProfile();
  await expect(page.getByTestId('profile-nick')).toHaveText(/^Player \d{4,}$/);
  const phone = AccountsPage.freshPhone();
  await accounts.createAccount(phone, 'secret123', 'MH', '1995-04-01');
  await expect(page.getByTestId('otp-sent-to')).toContainText(`${phone.slice(0, 2)}•••••${phone.slice(7)}`);

  // a wrong code first: refused with the reason, the right one then goes through
  const code = await accounts.sandboxCode(phone);
  await page.getByTestId('otp-input').fill(code === '000000' ? '000001' : '000000');
  await page.getByTestId('otp-submit').click();
  await expect(page.getByTestId('otp-error')).toHaveText('That code is not correct.');
  await accounts.verify(code);

  const nick = `Ace_${String(Date.now()).slice(-6)}`;
  await expect(page.getByTestId('nick-suggestion').first()).toBeVisible();
  await page.getByTestId('nick-input').fill(nick);
  await page.getByTestId('nick-save').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-nick')).toHaveText(nick);
  await expect(page.getByTestId('snackbar')).toHaveText('Profile updated');
  await expect(page.getByTestId('profile-create-account')).toHaveCount(0);

  // the same player logs in with the new number and password after logging out
  await page.getByTestId('profile-logout').click();
  await expect(page).toHaveURL(/\/thankyou$/);
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('input[name="password"]').fill('secret123');
  await page.getByTestId('phone-login').click();
  await expect(page).toHaveURL(/\/new$/, { timeout: 15_000 });

  // Hindi: edit the profile (profile → editAccount → editProfile), pick an avatar, save
  await home.dismissOnboarding();
  await home.switchLanguage('hi');
  await accounts.openProfile();
  await expect(page.getByText('जुड़ी प्रतियोगिताएँ')).toBeVisible();
  await page.getByTestId('link-editAccount').click();
  await expect(page).toHaveURL(/\/editAccount$/);
  await page.getByTestId('link-editProfile').click();
  await expect(page).toHaveURL(/\/editProfile$/);
  await expect(page.getByText('उपनाम', { exact: true })).toBeVisible();
  await expect(page.getByTestId('nick-input')).toHaveValue(nick);
  await page.getByTestId('change-picture').click();
  await expect(page.getByTestId('choose-avatar-popup')).toContainText('अवतार चुनें');
  await page.getByTestId('avatar-avatar-04').click();
  await page.getByTestId('nick-input').fill('');
  await page.getByTestId('nick-save').click();
  await expect(page.getByTestId('nick-error')).toHaveText('उपनाम खाली नहीं हो सकता!');
  const hindiNick = `${nick}_hi`;
  await page.getByTestId('nick-input').fill(hindiNick);
  await page.getByTestId('nick-save').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('snackbar')).toHaveText('प्रोफ़ाइल अपडेट हो गई');
  await expect(page.getByTestId('profile-nick')).toHaveText(hindiNick);
  await expect(page.locator('img.profile-avatar')).toHaveAttribute('src', '/avatars/avatar-04.svg');
});

test('going back from createAccount logs out; verifyAccount goes back to createAccount', async ({ page }) => {
  const home = new HomePage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();
  await page.goto('/verifyAccount');
  await expect(page.getByTestId('screen-verifyAccount')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/createAccount$/);
  await expect(page.getByTestId('screen-createAccount')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/thankyou$/);
  await expect(page.getByTestId('guest-login')).toBeVisible();
});
