import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPopup } from '../../../lib/appState';
import { enterHostMode, hostLaunch, setHostSender, type AppToHost } from '../../../lib/hostMode';
import { renderApp } from '../../../testing/renderApp';
import { lowBalancePath } from '../lowBalance';
import { resetWalletTest, walletApp } from './testSupport';

/** Inside a partner launcher: the launcher's wallet instead of PickXI's add money and withdraw. */
const toHost: AppToHost[] = [];

function inLauncher(): void {
  enterHostMode('sandbox');
  hostLaunch.set({ id: 'sandbox', name: 'Sandbox launcher', origin: 'http://launcher.test', signedIn: true, failed: false });
  setHostSender((m) => toHost.push(m));
}

afterEach(async () => {
  hostLaunch.set(null);
  toHost.length = 0;
  await resetWalletTest();
});

describe('wallet in host mode', () => {
  it('the wallet screen offers the launcher wallet, not add money, withdraw, payout details or KYC', async () => {
    inLauncher();
    await walletApp(() => 'network-error');
    await renderApp('/wallet');
    fireEvent.click(await screen.findByTestId('wallet-host-topup'));
    expect(screen.getByTestId('wallet-host-topup').textContent).toBe('Add money in Sandbox launcher');
    expect(screen.queryByTestId('wallet-add-money')).toBeNull();
    expect(screen.queryByTestId('wallet-withdraw')).toBeNull();
    expect(screen.queryByTestId('wallet-details')).toBeNull();
    expect(screen.queryByTestId('wallet-kyc')).toBeNull();
    expect(toHost).toEqual([{ type: 'openWallet', reason: 'topUp' }]);
  });

  it('low balance sends the shortfall to the launcher wallet and goes back to the contest', async () => {
    inLauncher();
    await walletApp(() => 'network-error');
    const app = await renderApp(lowBalancePath({ shortfallPaise: 4550, from: '/contests?challenge_id=5' }));
    fireEvent.click(await screen.findByTestId('low-balance-host-topup'));
    expect(screen.queryByTestId('low-balance-add')).toBeNull();
    expect(toHost).toEqual([{ type: 'openWallet', reason: 'topUp', amountPaise: 4550 }]);
    await waitFor(() => expect(app.location()).toBe('/contests?challenge_id=5'));
  });

  it('the wallet popup tops up at the launcher', async () => {
    inLauncher();
    await walletApp(() => 'network-error');
    await renderApp('/wallet');
    setPopup('wallet', true);
    fireEvent.click(await screen.findByTestId('wallet-popup-host-topup'));
    expect(screen.queryByTestId('wallet-popup-add-money')).toBeNull();
    expect(toHost).toEqual([{ type: 'openWallet', reason: 'topUp' }]);
  });

  it('outside a launcher nothing changes', async () => {
    await walletApp(() => 'network-error');
    await renderApp('/wallet');
    expect(await screen.findByTestId('wallet-add-money')).toBeTruthy();
    expect(screen.queryByTestId('wallet-host-topup')).toBeNull();
  });
});
