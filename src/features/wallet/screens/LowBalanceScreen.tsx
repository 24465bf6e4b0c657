import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Modal } from '../../../app/Modal';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import { openHostWallet, useHostMode } from '../../../lib/hostMode';
import { SocialModeNote } from '../components/WalletPage';
import { initialAddMoneyAmount, parseShortfallPaise } from '../logic/amount';
import { paymentModePath } from '../lowBalance';
import { useAmountFormat, useMoneyMode } from '../../../lib/moneyMode';
import { safeReturnPath } from '../pendingOrder';
import '../wallet.css';

/**
 * LowBalance / lowBalanceP — the low-balance modal (docs/product.md §4, §8): the payable shortfall and an
 * add-money button. Adding money sets the amount (the shortfall rounded up to a rupee, docs/product.md §9) and
 * goes to paymentMode, remembering the previous screen (?from=). Closing goes back per docs/product.md §2:
 * LowBalance → contests, lowBalanceP (the powerup variant) → powerUpBank.
 * Open it with lowBalancePath() from src/features/wallet/lowBalance.ts.
 */
export default function LowBalanceScreen({ variant }: { variant: 'LowBalance' | 'lowBalanceP' }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const shortfall = parseShortfallPaise(params.get('shortfall'));
  const from = safeReturnPath(params.get('from'));
  const mode = useMoneyMode();
  const money = useAmountFormat();
  const amount = initialAddMoneyAmount(undefined, shortfall);
  const close = () => navigate(backPath(variant));
  const host = useHostMode();

  return (
    <Page data-testid={`screen-${variant}`}>
      <Modal title={t('lowBalance.title')} onClose={close} testId="low-balance">
        {shortfall !== undefined ? (
          <p data-testid="low-balance-shortfall">{t('lowBalance.text', { amount: money.paise(shortfall, true) })}</p>
        ) : (
          <p>{t('lowBalance.textNoAmount')}</p>
        )}
        {host ? (
          // Inside a launcher the shortfall is added in the launcher's wallet; then the player joins again.
          <button
            type="button"
            className="btn btn--primary btn--block"
            data-testid="low-balance-host-topup"
            onClick={() => {
              openHostWallet(shortfall);
              navigate(from ?? backPath(variant));
            }}
          >
            {t('host.topUp', { name: host.name ?? t('host.launcher') })}
          </button>
        ) : mode === 'social' ? (
          <SocialModeNote />
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--block"
            data-testid="low-balance-add"
            onClick={() => navigate(paymentModePath(amount, from ?? backPath(variant)))}
          >
            {t('lowBalance.add', { amount: money.paise(amount * 100, true) })}
          </button>
        )}
        <button type="button" className="btn btn--secondary btn--block" onClick={close}>
          {t('lowBalance.close')}
        </button>
      </Modal>
    </Page>
  );
}
