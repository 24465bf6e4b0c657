import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../../core/money';
import { setPopup } from '../../../lib/appState';
import { currentLanguage } from '../../../lib/i18n';
import { refreshWallet, useWallet, walletTotalPaise } from '../store';

/** The header's wallet balance; tapping it opens the wallet popup. */
export function WalletBalance() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  useEffect(() => {
    void refreshWallet();
  }, []);
  const text = wallet ? formatRupees(walletTotalPaise(wallet), currentLanguage()) : '₹ —';
  return (
    <button
      type="button"
      className="wallet-balance"
      data-testid="wallet-balance"
      aria-label={`${t('balance')}: ${wallet ? text : t('unavailable')}`}
      onClick={() => setPopup('wallet', true)}
    >
      <span aria-hidden="true" className="wallet-balance__icon">👛</span>
      {text}
    </button>
  );
}
