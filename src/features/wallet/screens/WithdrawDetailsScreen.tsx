import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, rupeesToPaise } from '../../../../core/money';
import { InlineError } from '../../../app/InlineError';
import type { ApiFailure } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { SocialModeNote, WalletPage } from '../components/WalletPage';
import { useMoneyMode } from '../../../lib/moneyMode';
import { refreshDynamicWithdrawal, useDynamicWithdrawal } from '../withdrawData';

/**
 * withdrawDetails (back → withdrawMoney): what the withdraw screen is based on — limits, KYC
 * state, payout destinations, and the financial-year totals TDS is computed from, with a
 * plain explanation of how TDS on net winnings works.
 */
export default function WithdrawDetailsScreen() {
  const { t } = useTranslation('wallet');
  const data = useDynamicWithdrawal();
  const mode = useMoneyMode();
  const lang = currentLanguage();
  const [failed, setFailed] = useState<ApiFailure | null>(null);
  useEffect(() => {
    void refreshDynamicWithdrawal().then(setFailed);
  }, []);
  const money = (r: number) => formatRupees(rupeesToPaise(r), lang);

  if (mode === 'social') {
    return (
      <WalletPage target="withdrawDetails">
        <SocialModeNote />
      </WalletPage>
    );
  }
  return (
    <WalletPage target="withdrawDetails">
      {!data ? (
        failed ? (
          <InlineError error={failed} retry={() => void refreshDynamicWithdrawal().then(setFailed)} className="wallet-note" testId="withdraw-load-error" />
        ) : (
          <p className="wallet-note">{t('loading')}</p>
        )
      ) : (
        <>
          <dl className="wallet-rows" data-testid="withdraw-details-rows">
            <dt>{t('withdraw.available')}</dt>
            <dd>{money(data.withdrawableBalance)}</dd>
            <dt>{t('withdraw.limits')}</dt>
            <dd>
              {money(data.minAmount)} – {money(data.maxAmount)}
            </dd>
            <dt>{t('kyc.statusLabel')}</dt>
            <dd>{t(`kyc.status.${data.kycStatus}`)}</dd>
            {data.payoutModes.map((m) => (
              <div key={m.payout} style={{ display: 'contents' }}>
                <dt>{t(`paymentMode.types.${m.payout}`)}</dt>
                <dd>{m.configured ? m.destination : t('details.notAdded')}</dd>
              </div>
            ))}
          </dl>
          <h2 className="section-title">{t('withdrawDetails.fy', { label: data.financialYear.label })}</h2>
          <dl className="wallet-rows">
            <dt>{t('withdrawDetails.deposited')}</dt>
            <dd>{money(data.financialYear.deposited)}</dd>
            <dt>{t('withdrawDetails.withdrawn')}</dt>
            <dd>{money(data.financialYear.withdrawn)}</dd>
            <dt>{t('withdrawDetails.openingBalance')}</dt>
            <dd>{money(data.financialYear.openingBalance)}</dd>
            <dt>{t('withdrawDetails.taxedNetWinnings')}</dt>
            <dd>{money(data.financialYear.taxedNetWinnings)}</dd>
            <dt>{t('withdrawDetails.rate')}</dt>
            <dd>{data.tdsRateBp / 100}%</dd>
          </dl>
          <p className="wallet-note">{t('withdrawDetails.tdsExplain', { rate: data.tdsRateBp / 100 })}</p>
        </>
      )}
    </WalletPage>
  );
}
