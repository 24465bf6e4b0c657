import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Payout details, KYC submissions (with their documents) and withdrawals.
 * Written only by server/modules/wallet/{payout,kyc}; balances move through server/ledger.
 */

/** PostgreSQL bytea. pg returns a Buffer, PGlite a Uint8Array: both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * One row per player: the saved Paytm number, the bank beneficiary and the default payout mode.
 * The full account number is kept because the payout provider needs it; the API only ever
 * returns it masked (last 4 digits).
 */
export const payoutDetails = pgTable(
  'payout_details',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentMode: text('payment_mode').$type<'cashfree' | 'paytm'>(),
    paytmMobile: text('paytm_mobile'),
    bankAccount: text('bank_account'),
    bankIfsc: text('bank_ifsc'),
    /** account holder's name */
    bankName: text('bank_name'),
    bankAddress1: text('bank_address1'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('payout_details_mode_check', sql`${t.paymentMode} IS NULL OR ${t.paymentMode} in ('cashfree', 'paytm')`),
    // A bank beneficiary is all four fields or none.
    check(
      'payout_details_bank_complete',
      sql`(${t.bankAccount} IS NULL) = (${t.bankIfsc} IS NULL) AND (${t.bankAccount} IS NULL) = (${t.bankName} IS NULL) AND (${t.bankAccount} IS NULL) = (${t.bankAddress1} IS NULL)`,
    ),
  ],
);

export const KYC_SUBMISSION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type KycSubmissionStatus = (typeof KYC_SUBMISSION_STATUSES)[number];

/**
 * Every KYC upload. The player's KYC state is their latest submission. At most one open
 * (pending or verified) submission per player, and one verified player per PAN: both are
 * partial unique indexes, so a race between two uploads or two verdicts cannot break them.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pan: text('pan').notNull(),
    fullName: text('full_name').notNull(),
    /** YYYY-MM-DD as typed (a calendar date, no time zone) */
    dateOfBirth: text('date_of_birth').notNull(),
    status: text('status').$type<KycSubmissionStatus>().notNull(),
    /** English reason of a rejection */
    reason: text('reason'),
    /** which verifier answered (e.g. 'sandbox') */
    verifier: text('verifier'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('kyc_submissions_status_check', sql`${t.status} in ('pending', 'verified', 'rejected')`),
    uniqueIndex('kyc_submissions_verified_pan_key').on(t.pan).where(sql`${t.status} = 'verified'`),
    uniqueIndex('kyc_submissions_open_user_key').on(t.userId).where(sql`${t.status} in ('pending', 'verified')`),
    index('kyc_submissions_user_idx').on(t.userId, t.submittedAt),
  ],
);

/**
 * The uploaded PAN document, in the database (bytea) rather than DATA_DIR: it commits with its
 * submission, is covered by the same backups and access rules, and works the same on PGlite and
 * PostgreSQL. A separate table so status reads never load the bytes. At most 2 MiB each.
 */
export const kycDocuments = pgTable('kyc_documents', {
  submissionId: text('submission_id')
    .primaryKey()
    .references(() => kycSubmissions.id, { onDelete: 'cascade' }),
  contentType: text('content_type').$type<'image/jpeg' | 'image/png' | 'application/pdf'>().notNull(),
  bytes: bytea('bytes').notNull(),
});

export const WITHDRAWAL_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Where a withdrawal is paid, frozen at request time so a later edit cannot redirect it. */
export type WithdrawalDestination =
  | { mode: 'paytm'; mobile: string }
  | { mode: 'cashfree'; bankAccount: string; ifsc: string; name: string };

/**
 * Withdrawal requests. pending (winnings moved to withdrawals_pending) → processing (approved,
 * TDS fixed, sent to the payout provider) → completed | failed (money returned to winnings).
 * Each step is a guarded UPDATE on status, and the ledger postings use the withdrawal id as ref.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    taxableNetWinningsPaise: bigint('taxable_net_winnings_paise', { mode: 'number' }).notNull(),
    payoutMode: text('payout_mode').$type<'cashfree' | 'paytm'>().notNull(),
    destination: jsonb('destination').$type<WithdrawalDestination>().notNull(),
    /** what the API shows, e.g. XXXXXXXX1234 */
    destinationMasked: text('destination_masked').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    payoutRef: text('payout_ref'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('withdrawals_status_check', sql`${t.status} in ('pending', 'processing', 'completed', 'failed')`),
    check('withdrawals_amount_positive', sql`${t.amountPaise} > 0`),
    check('withdrawals_tds_range', sql`${t.tdsPaise} >= 0 AND ${t.tdsPaise} <= ${t.amountPaise}`),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_open_idx').on(t.status).where(sql`${t.status} in ('pending', 'processing')`),
  ],
);

export type PayoutDetailsRow = typeof payoutDetails.$inferSelect;
export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
