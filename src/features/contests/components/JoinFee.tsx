import { useTranslation } from 'react-i18next';
import type { Contest } from '../../../../core/api/contests';
import type { UserWallet } from '../../../../core/api/wallet';
import { rupeesToPaise } from '../../../../core/money';
import { useAmountFormat } from '../../../lib/moneyMode';
import { planEntryFeeSpend } from '../../../../core/rules/wallet';

/**
 * The entry fee line of a join sheet (sets or teams): the fee and, when the wallet can pay it, the bonus used within
 * the contest's promo limit (planEntryFeeSpend, the rule the server debits by); 'Free' for a free contest.
 */
export function JoinFee({ contest, wallet }: { contest: Contest; wallet: UserWallet | null }) {
  const { t } = useTranslation('contests');
  const money = useAmountFormat();
  const fee = rupeesToPaise(contest.fee);
  if (fee <= 0) return <p className="join-fee">{t('card.free')}</p>;
  const plan = wallet
    ? planEntryFeeSpend({
        fee,
        promoLimitPercent: contest.promo_limit,
        balances: { deposit: rupeesToPaise(wallet.deposit_money), promo: rupeesToPaise(wallet.promo_money), winnings: rupeesToPaise(wallet.winnings_money) },
      })
    : null;
  return (
    <p className="join-fee" data-testid="join-fee">
      {t('join.fee', { amount: money.paise(fee, true) })}
      {plan?.ok && money.mode !== 'social' ? (
        <>
          {' · '}
          <span data-testid="join-bonus-used">{t('join.bonusUsed', { amount: money.paise(plan.split.promo, true) })}</span>
        </>
      ) : null}
    </p>
  );
}
