import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appState, setPopup, updateAppState } from '../../../lib/appState';
import { i18next } from '../../../lib/i18n';
import { renderApp } from '../../../testing/renderApp';
import { resetWalletTest, walletApp } from '../screens/testSupport';

/** docs/product.md §4: the wallet modal's actions lead to /wallet, /contests, /choosePicks and /store. */
afterEach(resetWalletTest);

async function openPopup(challengeId: number | null) {
  await walletApp(() => 'network-error');
  const app = await renderApp('/profile');
  act(() => {
    updateAppState({ challengeId });
    setPopup('wallet', true);
  });
  return { app, popup: within(await screen.findByTestId('wallet-popup')) };
}

describe('wallet popup actions', () => {
  const actions = [
    ['wallet-popup-wallet', 'Go to wallet', '/wallet'],
    ['wallet-popup-contests', 'Go to contests', '/contests?challenge_id=4021'],
    ['wallet-popup-picks', 'Make picks', '/choosePicks?challenge_id=4021'],
    ['wallet-popup-store', 'Go to store', '/store'],
  ] as const;

  it.each(actions)('%s ("%s") closes the popup and goes to %s', async (testId, label, to) => {
    const { app, popup } = await openPopup(4021);
    expect(popup.getByTestId('wallet-popup-add-money').textContent).toBe('Add money');
    const action = popup.getByTestId(testId);
    expect(action.textContent).toBe(label);
    fireEvent.click(action);
    await waitFor(() => expect(app.location()).toBe(to));
    expect(appState.get().popups.wallet).toBe(false);
    expect(screen.queryByTestId('wallet-popup')).toBeNull();
  });

  it('before any challenge has been entered, contests and picks lead to the challenge list', async () => {
    const { app, popup } = await openPopup(null);
    fireEvent.click(popup.getByTestId('wallet-popup-picks'));
    await waitFor(() => expect(app.location()).toBe('/new'));
    act(() => setPopup('wallet', true));
    fireEvent.click(within(await screen.findByTestId('wallet-popup')).getByTestId('wallet-popup-contests'));
    await waitFor(() => expect(appState.get().popups.wallet).toBe(false));
    expect(app.location()).toBe('/new');
  });

  it('labels the actions in Hindi', async () => {
    await i18next.changeLanguage('hi');
    const { popup } = await openPopup(4021);
    expect(popup.getByTestId('wallet-popup-contests').textContent).toBe('प्रतियोगिताओं पर जाएँ');
    expect(popup.getByTestId('wallet-popup-picks').textContent).toBe('पिक्स बनाएँ');
    expect(popup.getByTestId('wallet-popup-store').textContent).toBe('स्टोर पर जाएँ');
  });
});
