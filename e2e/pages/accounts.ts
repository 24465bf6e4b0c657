import { expect, type Page } from '@playwright/test';

/** Page model of the account screens: createAccount → verifyAccount → Createprofile → profile. */
export class AccountsPage {
  constructor(readonly page: Page) {}

  /** A number no other spec uses: 7 + the run's clock digits. */
  static freshPhone(): string {
    return `7${String(Date.now()).slice(-9)}`;
  }

  async openProfile(): Promise<void> {
    await this.page.getByTestId('bottom-bar').getByRole('link').last().click();
    await expect(this.page).toHaveURL(/\/profile$/);
    await expect(this.page.getByTestId('profile-nick')).toBeVisible();
  }

  async createAccount(phone: string, password: string, state: string, dateOfBirth: string): Promise<void> {
    await this.page.getByTestId('profile-create-account').click();
    await expect(this.page).toHaveURL(/\/createAccount$/);
    await this.page.getByTestId('account-phone').fill(phone);
    await this.page.getByTestId('account-password').fill(password);
    await this.page.getByTestId('account-state').selectOption(state);
    await this.page.getByTestId('account-dob').fill(dateOfBirth);
    await this.page.getByTestId('account-submit').click();
    await expect(this.page).toHaveURL(/\/verifyAccount$/);
  }

  /** The sandbox SMS code, read from the development-only page (SMS_PROVIDER=sandbox, not production). */
  async sandboxCode(phone: string): Promise<string> {
    const dev = await this.page.context().newPage();
    await dev.goto(`/api/dev/otp?phone=${phone}`);
    const code = (await dev.locator(`output[data-phone="${phone}"]`).textContent()) ?? '';
    await dev.close();
    expect(code).toMatch(/^\d{6}$/);
    return code;
  }

  async verify(code: string): Promise<void> {
    await this.page.getByTestId('otp-input').fill(code);
    await this.page.getByTestId('otp-submit').click();
    await expect(this.page).toHaveURL(/\/Createprofile$/);
  }
}
