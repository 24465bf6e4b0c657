import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setPopup } from '../../../lib/appState';
import { useAmountFormat } from '../../../lib/moneyMode';
import { refreshWallet, useWallet, walletTotalPaise } from '../store';

/**
 * The header's wallet balance; tapping it opens the wallet popup. Its texts live in common's header, so the
 * wallet namespace (the wallet screens' texts) loads only when a wallet screen opens, off the home route's path.
 */
export function WalletBalance() {
  const { t } = useTranslation('common');
  const wallet = useWallet();
  // social mode: coins, no rupee sign
  const money = useAmountFormat();
  useEffect(() => {
    void refreshWallet();
  }, []);
  const text = wallet ? money.paise(walletTotalPaise(wallet), true) : '—';
  return (
    <button
      type="button"
      className="wallet-balance"
      data-testid="wallet-balance"
      aria-label={`${t('header.wallet')}: ${wallet ? text : t('header.walletUnavailable')}`}
      onClick={() => setPopup('wallet', true)}
    >
      <svg aria-hidden="true" className="wallet-balance__icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="6" width="18" height="13" rx="2" />
        <path d="M16 12.5h3M3 9h15V6" />
      </svg>
      {text}
    </button>
  );
}
