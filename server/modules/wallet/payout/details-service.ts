import { PAYMENT_DETAILS_UPDATED, type PaymentInfo } from '../../../../core/api/wallet-ops';
import { ApiError } from '../../../../core/errors';
import type { Db } from '../../../db/client';
import type { PayoutDetailsRow, WithdrawalDestination } from '../../../db/schema';
import { findPayoutDetails, upsertBank, upsertPaytm } from './details-repository';
import { maskBankAccount, maskMobile } from './mask';

/** payment_info as the API shows it (docs/product.md §3): numbers masked. Also used by getUserWallet. */
export function toPaymentInfo(row: PayoutDetailsRow | null): PaymentInfo {
  return {
    paytm: row?.paytmMobile ? { mobile: maskMobile(row.paytmMobile) } : null,
    cashfree:
      row?.bankAccount && row.bankIfsc && row.bankName && row.bankAddress1
        ? {
            ifsc: row.bankIfsc,
            name: row.bankName,
            address1: row.bankAddress1,
            bankAccount: maskBankAccount(row.bankAccount),
          }
        : null,
    payment_mode: row?.paymentMode ?? null,
  };
}

/** The player's saved payout details, masked. For the wallet screen (getUserWallet.payment_info). */
export async function readPaymentInfo(db: Db, userId: number): Promise<PaymentInfo> {
  return toPaymentInfo(await findPayoutDetails(db, userId));
}

export interface PaymentDetailsReply {
  message: typeof PAYMENT_DETAILS_UPDATED;
  payment_info: PaymentInfo;
}

/** PUT paymentInfo: choose the default payout mode and/or save the Paytm number. */
export async function savePaymentInfo(
  db: Db,
  userId: number,
  body: { payment_mode: 'cashfree' | 'paytm'; mobile?: string | undefined },
  now: Date,
): Promise<PaymentDetailsReply> {
  await upsertPaytm(db, userId, { paymentMode: body.payment_mode, paytmMobile: body.mobile, now });
  return { message: PAYMENT_DETAILS_UPDATED, payment_info: await readPaymentInfo(db, userId) };
}

/**
 * addBankBeneficiary: save (or replace) the bank account. The same account and IFSC as the one
 * already saved is 409 'Bank already exists' (docs/product.md §5: the PWA shows the server's message).
 * Only the player's own saved account is compared, so the answer reveals nothing about others.
 */
export async function addBankBeneficiary(
  db: Db,
  userId: number,
  body: { bankAccount: string; ifsc: string; address1: string; name: string },
  now: Date,
): Promise<PaymentDetailsReply> {
  const current = await findPayoutDetails(db, userId, { forUpdate: true });
  if (current?.bankAccount === body.bankAccount && current.bankIfsc === body.ifsc) {
    throw new ApiError(409, 'BANK_ALREADY_EXISTS', 'Bank already exists');
  }
  await upsertBank(
    db,
    userId,
    { bankAccount: body.bankAccount, bankIfsc: body.ifsc, bankName: body.name, bankAddress1: body.address1 },
    now,
  );
  return { message: PAYMENT_DETAILS_UPDATED, payment_info: await readPaymentInfo(db, userId) };
}

/** Where a withdrawal by `mode` would be paid, or null when that method is not set up. */
export function destinationFor(row: PayoutDetailsRow | null, mode: 'cashfree' | 'paytm'): WithdrawalDestination | null {
  if (!row) return null;
  if (mode === 'paytm') return row.paytmMobile ? { mode: 'paytm', mobile: row.paytmMobile } : null;
  return row.bankAccount && row.bankIfsc && row.bankName
    ? { mode: 'cashfree', bankAccount: row.bankAccount, ifsc: row.bankIfsc, name: row.bankName }
    : null;
}

export function maskDestination(d: WithdrawalDestination): string {
  return d.mode === 'paytm' ? maskMobile(d.mobile) : maskBankAccount(d.bankAccount);
}
