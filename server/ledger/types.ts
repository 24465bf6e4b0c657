import { ApiError } from '../../core/errors';
import type { SystemAccount, UserBucket } from '../db/schema/wallet';

export type { SystemAccount, UserBucket };

/** The kinds of ledger operation (ADR 002 "Posting rules"); (kind, ref) is unique. */
export const LEDGER_KINDS = [
  'add_money',
  'entry_fee',
  'refund',
  'settlement',
  'promo_credit',
  'promo_clawback',
  'store_purchase',
  'withdraw_request',
  'withdraw_paid',
  'withdraw_reversed',
  // host mode: money taken in from, given back to, and paid out to a partner host's wallet
  'host_debit',
  'host_release',
  'host_credit',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A player's bucket or a system account. */
export type AccountRef = { userId: number; bucket: UserBucket } | { system: SystemAccount };

export const userAccount = (userId: number, bucket: UserBucket): AccountRef => ({ userId, bucket });
export const systemAccount = (name: SystemAccount): AccountRef => ({ system: name });

/** +amount raises the account's balance, −amount lowers it (integer paise). */
export interface PostingInput {
  account: AccountRef;
  amount: number;
}

export interface OperationInput {
  kind: LedgerKind;
  /** the business event's id (order id, join id, withdrawal id, grant id…): (kind, ref) is the idempotency key */
  ref: string;
  /** the player the operation is about; null for multi-player operations (room settlement) */
  userId: number | null;
  /** English text for the transaction history */
  description: string;
  meta?: Record<string, unknown>;
  /** from deps.clock() */
  at: Date;
  /** ≥ 2 non-zero legs (zero legs are dropped) summing to 0 */
  postings: PostingInput[];
}

export interface PostedOperation {
  operationId: number;
  /** true: (kind, ref) was already posted; nothing changed and `meta` is the stored one */
  replayed: boolean;
  meta: Record<string, unknown> | null;
}

/** A programming error: an operation that can never be valid (unbalanced, non-integer…). */
export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}

/**
 * A player bucket would go below zero. Thrown BEFORE anything is written, so the caller's
 * transaction is still usable (e.g. to store a refusal as the idempotent response).
 */
export class InsufficientFundsError extends ApiError {
  constructor(
    readonly userId: number,
    readonly bucket: UserBucket,
    readonly shortfallPaise: number,
  ) {
    super(
      409,
      bucket === 'winnings' ? 'INSUFFICIENT_WINNINGS' : 'INSUFFICIENT_FUNDS',
      bucket === 'winnings' ? 'Not enough winnings for this amount.' : 'Not enough balance in your wallet.',
      { shortfall: shortfallPaise / 100 },
    );
    this.name = 'InsufficientFundsError';
  }
}
