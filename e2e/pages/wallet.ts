import { expect, type Page } from '@playwright/test';

/** Page model of the wallet screens and PickXI's sandbox payment page. */
export class WalletPage {
  constructor(readonly page: Page) {}

  /** Rupees shown in a bucket, as a number ("₹1,250.00" → 1250). */
  async bucketRupees(key: 'deposit' | 'promo' | 'winnings'): Promise<number> {
    const text = (await this.page.getByTestId(`bucket-${key}-value`).textContent()) ?? '';
    return Number(text.replace(/[^\d.]/g, ''));
  }

  /**
   * Header balance → wallet popup → 'Go to wallet' (in-app, no reload: a reload would restore
   * the saved app state, which may still hold an onboarding popup the first second).
   */
  async open(): Promise<void> {
    await this.page.getByTestId('wallet-balance').click();
    const popup = this.page.getByTestId('wallet-popup');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Go to wallet' }).click();
    await expect(this.page).toHaveURL(/\/wallet$/);
    await expect(this.page.getByTestId('bucket-deposit-value')).toBeVisible();
  }

  /** /wallet → addMoney → paymentMode → Pay: ends on the sandbox provider page. */
  async startAddMoney(amount: number): Promise<void> {
    await this.page.getByTestId('wallet-add-money').click();
    await expect(this.page).toHaveURL(/\/addMoney$/);
    await expect(this.page.getByTestId('add-money-amount')).toHaveValue('100');
    await this.page.getByTestId('add-money-amount').fill(String(amount));
    await this.page.getByTestId('add-money-continue').click();
    await expect(this.page).toHaveURL(new RegExp(`/paymentMode\\?amount=${amount}$`));
    await this.page.getByTestId('payment-pay').click();
    await expect(this.page).toHaveURL(/\/api\/v1\/payments\/sandbox\/pay\?token=/);
  }

  /** Press Pay, Fail or Cancel on the provider page; the browser comes back to the PWA. */
  async finishOnProvider(action: 'Pay' | 'Fail' | 'Cancel'): Promise<void> {
    await this.page.getByRole('button', { name: action, exact: true }).click();
    await expect(this.page).toHaveURL(/order_id=/);
  }

  /** A fresh guest's deposit bucket funded through the real add-money flow and the sandbox provider's Pay. */
  async depositThroughSandbox(rupees: number): Promise<void> {
    await this.open();
    await this.startAddMoney(rupees);
    await this.finishOnProvider('Pay');
    await this.page.goto('/wallet');
    await expect.poll(() => this.bucketRupees('deposit'), { timeout: 15_000 }).toBe(rupees);
  }
}
