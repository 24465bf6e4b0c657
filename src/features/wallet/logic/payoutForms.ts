import { BANK_ACCOUNT_REGEX, IFSC_REGEX, MOBILE_REGEX, PAYMENT_DETAILS_UPDATED } from '../../../../core/api/wallet-constants';
import { KYC_NAME_REGEX } from '../../../../core/rules/kyc';
import type { TFunction } from 'i18next';
import { refusalText } from '../../../lib/errorText';
import type { ApiFailure, ApiResult } from '../../../lib/http';
import type { PaymentDetailsReply } from '../api';

/**
 * Payout-details forms (docs/product.md §5): the Paytm number has a length error and a mismatch error
 * (it is entered twice); the bank form has an error flag each for the account number, the
 * IFSC and the name, plus the address/branch line the contract requires.
 */
export interface PaytmFlags {
  /** not a 10-digit Indian mobile number */
  length: boolean;
  /** the two entries differ */
  mismatch: boolean;
}

const digits = (s: string) => s.replace(/\s/g, '');

export function checkPaytmNumber(mobile: string, confirm: string): PaytmFlags {
  const a = digits(mobile);
  return { length: !MOBILE_REGEX.test(a), mismatch: a !== digits(confirm) };
}

export interface BankInput {
  bankAccount: string;
  confirmAccount: string;
  ifsc: string;
  name: string;
  address1: string;
}

export interface BankFlags {
  account: boolean;
  /** the account number typed twice differs */
  accountMismatch: boolean;
  ifsc: boolean;
  name: boolean;
  address: boolean;
}

export function checkBankDetails(input: BankInput): BankFlags {
  const account = digits(input.bankAccount);
  const address = input.address1.trim();
  return {
    account: !BANK_ACCOUNT_REGEX.test(account),
    accountMismatch: account !== digits(input.confirmAccount),
    ifsc: !IFSC_REGEX.test(input.ifsc.trim().toUpperCase()),
    name: !KYC_NAME_REGEX.test(input.name.trim()),
    address: address.length < 3 || address.length > 150,
  };
}

export const hasError = (flags: object) => Object.values(flags).some(Boolean);

/** The body the contract takes, normalised the way the server reads it. */
export function bankBody(input: BankInput) {
  return {
    bankAccount: digits(input.bankAccount),
    ifsc: input.ifsc.trim().toUpperCase(),
    name: input.name.trim(),
    address1: input.address1.trim(),
  };
}

export type DetailsSaveOutcome =
  | { kind: 'saved'; reply: PaymentDetailsReply }
  /**
   * a refusal, shown as it came (docs/product.md §5: a 400 shows the returned message; 'Bank already exists' shows
   * the server message), or no reply; a 5xx raised the '500 Error' popup (detailsSaveText → null)
   */
  | { kind: 'failed'; error: ApiFailure }
  /** a 200 whose text is not exactly 'Payment details updated!' does not count as saved */
  | { kind: 'unexpected' };

/** docs/product.md §5: a bank or payment details save counts as success only if the reply text is 'Payment details updated!'. */
export function detailsSaveOutcome(result: ApiResult<PaymentDetailsReply>): DetailsSaveOutcome {
  if (result.ok) {
    return result.data?.message === PAYMENT_DETAILS_UPDATED ? { kind: 'saved', reply: result.data } : { kind: 'unexpected' };
  }
  return { kind: 'failed', error: result.error };
}

/** What the form shows for an outcome that is not 'saved' (null: the popup has shown it). */
export function detailsSaveText(t: TFunction, outcome: Exclude<DetailsSaveOutcome, { kind: 'saved' }>): string | null {
  return outcome.kind === 'unexpected' ? t('wallet:errors.unexpected') : refusalText(t, outcome.error, { serverWords: true });
}
