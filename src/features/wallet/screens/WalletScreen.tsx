import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { rupeesToPaise } from '../../../../core/money';
import { openHostWallet, useHostMode } from '../../../lib/hostMode';
import { SocialModeNote, WalletPage } from '../components/WalletPage';
import { OrderStatusPanel } from '../components/OrderStatusPanel';
import { useAmountFormat, useMoneyMode } from '../../../lib/moneyMode';
import { orderFromReturn } from '../pendingOrder';
import { refreshWallet, useWallet, walletTotalPaise } from '../store';
import { loadDynamicWithdrawalThen } from '../withdrawData';

/**
 * /wallet — the three buckets (deposit, promo/bonus, winnings) with their descriptions from
 * GET /api/f2p/v1/user/wallet components (titles and descriptions localized by key), and the
 * money actions: add money, withdraw, payment details, KYC, history. In social mode only the
 * balances (as coins) and history remain. A provider that returns to /wallet?order_id=… gets
 * the add-money confirmation here as well.
 */
export default function WalletScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { search } = useLocation();
  const wallet = useWallet();
  const mode = useMoneyMode();
  const money = useAmountFormat();
  const returned = orderFromReturn(new URLSearchParams(search));
  const host = useHostMode();

  useEffect(() => {
    void refreshWallet();
  }, []);

  // Inside a launcher the money is in the launcher's wallet: no PickXI add money, withdraw, details or KYC.
  const real = mode === 'real' && !host;
  return (
    <WalletPage target="wallet">
      {returned ? <OrderStatusPanel orderId={returned.orderId} amountHint={returned.amount} /> : null}
      {wallet ? (
        <>
          <p className="wallet-total">
            <span>{t('total')}</span>
            <strong data-testid="wallet-screen-total">{money.paise(walletTotalPaise(wallet), true)}</strong>
          </p>
          <ul className="wallet-buckets" data-testid="wallet-buckets">
            {wallet.components.map((c) => (
              <li key={c.key} className="wallet-bucket" data-testid={`bucket-${c.key}`}>
                <div className="wallet-bucket__top">
                  <span>{t(`components.${c.key}.title`, { defaultValue: c.title })}</span>
                  <span className="wallet-bucket__value" data-testid={`bucket-${c.key}-value`}>
                    {money.paise(rupeesToPaise(c.value), true)}
                  </span>
                </div>
                <p className="wallet-bucket__desc">
                  {mode === 'social' ? t(`social.components.${c.key}`) : t(`components.${c.key}.desc`, { defaultValue: c.desc })}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="wallet-note">{t('unavailable')}</p>
      )}

      {mode === 'social' ? <SocialModeNote /> : null}
      {host ? (
        <div className="wallet-actions" data-testid="wallet-host">
          <p className="wallet-note">{t('host.note', { name: host.name ?? t('host.launcher') })}</p>
          <button type="button" className="btn btn--primary" data-testid="wallet-host-topup" onClick={() => openHostWallet()}>
            {t('host.topUp', { name: host.name ?? t('host.launcher') })}
          </button>
        </div>
      ) : null}
      {real ? (
        <div className="wallet-actions">
          <button type="button" className="btn btn--primary" data-testid="wallet-add-money" onClick={() => navigate('/addMoney')}>
            {t('wallet.addMoney')}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            data-testid="wallet-withdraw"
            onClick={() => void loadDynamicWithdrawalThen(() => navigate('/withdrawMoney'))}
          >
            {t('wallet.withdraw')}
          </button>
        </div>
      ) : null}
      <ul className="wallet-links">
        <li>
          <Link to="/tranxHistory" data-testid="wallet-history">
            {t('wallet.history')}
          </Link>
        </li>
        {real ? (
          <>
            <li>
              <Link to="/addOrEditDetails" data-testid="wallet-details">
                {t('wallet.paymentDetails')}
              </Link>
            </li>
            <li>
              <Link to="/updateKYC" data-testid="wallet-kyc">
                {t('wallet.kyc')}
              </Link>
            </li>
          </>
        ) : null}
      </ul>
    </WalletPage>
  );
}
