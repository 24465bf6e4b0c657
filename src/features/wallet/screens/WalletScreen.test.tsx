import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../lib/db';
import { appState } from '../../../lib/appState';
import { i18next } from '../../../lib/i18n';
import { ok } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { dynamicWithdrawal, resetWalletTest, walletApp } from './testSupport';

afterEach(resetWalletTest);

describe('/wallet', () => {
  it('shows the three buckets with localized titles and descriptions, 2 decimals, Indian grouping', async () => {
    await walletApp(() => 'network-error');
    await renderApp('/wallet');
    expect(await screen.findByTestId('bucket-deposit-value')).toHaveProperty('textContent', '₹1,234.50');
    expect(screen.getByTestId('bucket-winnings-value').textContent).toBe('₹1,00,000.00');
    expect(screen.getByTestId('wallet-screen-total').textContent).toBe('₹1,01,284.50');
    expect(screen.getByTestId('bucket-promo').textContent).toContain('Bonus');
    expect(screen.getByTestId('bucket-promo').textContent).toContain('Bonus cash for paid contests only');
    expect(await screen.findByTestId('wallet-add-money')).toBeTruthy();
    expect(screen.getByTestId('wallet-withdraw')).toBeTruthy();
    expect(screen.getByTestId('wallet-kyc')).toBeTruthy();
  });

  it('in Hindi, titles are Hindi and amounts keep 2 decimals and Indian grouping', async () => {
    await walletApp(() => 'network-error');
    await i18next.changeLanguage('hi');
    await renderApp('/wallet');
    await waitFor(() => expect(screen.getByTestId('bucket-winnings').textContent).toContain('जीत की राशि'));
    expect(screen.getByTestId('bucket-winnings-value').textContent).toBe('₹1,00,000.00');
  });

  it('social mode hides add money, withdraw, KYC and rupee signs, and explains why', async () => {
    await walletApp(() => 'network-error', 'social');
    await renderApp('/wallet');
    expect(await screen.findByTestId('social-mode-note')).toBeTruthy();
    expect(screen.getByTestId('bucket-deposit-value').textContent).toBe('1,234.50 coins');
    expect(screen.queryByTestId('wallet-add-money')).toBeNull();
    expect(screen.queryByTestId('wallet-withdraw')).toBeNull();
    expect(screen.queryByTestId('wallet-kyc')).toBeNull();
    expect(screen.queryByTestId('wallet-details')).toBeNull();
    expect(document.body.textContent).not.toContain('₹');
    expect(screen.getByTestId('wallet-history')).toBeTruthy();
  });

  it('social mode: a direct link to add money or withdraw shows the explanation, not the form', async () => {
    await walletApp(() => 'network-error', 'social');
    await renderApp('/addMoney/250');
    expect(await screen.findByTestId('social-mode-note')).toBeTruthy();
    expect(screen.queryByTestId('add-money-amount')).toBeNull();
  });

  it('withdraw: fetches the dynamic withdrawal data, then goes to withdrawMoney (docs/product.md §4)', async () => {
    const seen = await walletApp((req) => (req.path === '/api/v4/wallet/dynamicWithdrawal' ? ok(dynamicWithdrawal()) : 'network-error'));
    const app = await renderApp('/wallet');
    fireEvent.click(await screen.findByTestId('wallet-withdraw'));
    await waitFor(() => expect(app.location()).toBe('/withdrawMoney'));
    expect(await screen.findByTestId('withdrawable')).toHaveProperty('textContent', '₹5,000.00');
    expect(seen.filter((r) => r.path === '/api/v4/wallet/dynamicWithdrawal')).toHaveLength(1);
  });

  it('withdraw: goes to withdrawMoney even when the fetch fails', async () => {
    await walletApp(() => 'network-error');
    const app = await renderApp('/wallet');
    fireEvent.click(await screen.findByTestId('wallet-withdraw'));
    await waitFor(() => expect(app.location()).toBe('/withdrawMoney'));
  });

  it('back goes to profile (docs/product.md §2)', async () => {
    await walletApp(() => 'network-error');
    const app = await renderApp('/wallet');
    fireEvent.click(await screen.findByLabelText('Back'));
    await waitFor(() => expect(app.location()).toBe('/profile'));
  });

  it('writes no wallet, bank or KYC data to IndexedDB or the persisted app state', async () => {
    await walletApp((req) => {
      if (req.path === '/api/v1/wallet/getUserWallet')
        return ok({ deposit_money: 1234.5, promo_money: 50, winnings_money: 100000, components: [], payment_info: { paytm: { mobile: '98XXXXXX10' }, cashfree: { ifsc: 'SBIN0001234', name: 'Asha Rao', address1: 'SBI', bankAccount: 'XXXXXXXX9012' }, payment_mode: 'paytm' } });
      return 'network-error';
    });
    const app = await renderApp('/wallet');
    await screen.findByTestId('bucket-deposit-value');
    fireEvent.click(screen.getByTestId('wallet-details'));
    await waitFor(() => expect(app.location()).toBe('/addOrEditDetails'));
    expect(await screen.findByText(/XXXXXXXX9012/)).toBeTruthy();
    const stored = JSON.stringify(await Promise.all(db.tables.map((t) => t.toArray())));
    for (const secret of ['1234.5', '100000', 'XXXXXXXX9012', 'SBIN0001234', '98XXXXXX10', 'deposit_money', 'payment_info']) {
      expect(stored).not.toContain(secret);
    }
    // what startAppStatePersistence would write to Dexie
    expect(JSON.stringify(appState.get())).not.toMatch(/deposit|winnings|payment_info|SBIN/);
  });
});
