import { fyTotalsFromRupees, tdsOnWithdrawal, type TdsResult } from '../../../../core/rules/wallet';
import type { DynamicWithdrawal } from '../api';
import { checkWholeRupees } from './amount';

/**
 * The withdraw form's checks before anything is sent, in the order of core/rules/wallet
 * checkWithdrawal: a whole amount within the server's limits, KYC verified, not more than the
 * withdrawable winnings, and a configured payout method. The server repeats every one.
 */
export type WithdrawFormError = 'invalid' | 'min' | 'max' | 'kyc' | 'insufficient' | 'payout';

export function checkWithdrawForm(
  input: { amountText: string; payoutConfigured: boolean },
  data: Pick<DynamicWithdrawal, 'minAmount' | 'maxAmount' | 'kycStatus' | 'withdrawableBalance'>,
): { ok: true; amount: number } | { ok: false; error: WithdrawFormError } {
  const amount = checkWholeRupees(input.amountText, data.minAmount, data.maxAmount);
  if (!amount.ok) return amount;
  if (data.kycStatus !== 'verified') return { ok: false, error: 'kyc' };
  if (Math.round(amount.amount * 100) > Math.round(data.withdrawableBalance * 100)) return { ok: false, error: 'insufficient' };
  if (!input.payoutConfigured) return { ok: false, error: 'payout' };
  return { ok: true, amount: amount.amount };
}

/** The TDS the server will withhold for this amount (paise), from the FY totals it sent. */
export function tdsPreview(amountRupees: number, data: Pick<DynamicWithdrawal, 'financialYear' | 'tdsRateBp'>): TdsResult {
  return tdsOnWithdrawal({ amount: amountRupees * 100, fy: fyTotalsFromRupees(data.financialYear), rateBp: data.tdsRateBp });
}

/** Server refusal codes with a localized explanation on the withdrawFail modal. */
export const WITHDRAW_REFUSAL_CODES = ['KYC_REQUIRED', 'INSUFFICIENT_WINNINGS', 'PAYOUT_DETAILS_REQUIRED', 'MONEY_MODE_DISABLED'] as const;
