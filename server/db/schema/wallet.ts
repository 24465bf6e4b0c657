import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const USER_BUCKETS = ['deposit', 'promo', 'winnings'] as const;
export type UserBucket = (typeof USER_BUCKETS)[number];

/** System accounts of the double-entry ledger (docs/decisions/002-ledger-and-gateways.md). */
export const SYSTEM_ACCOUNTS = [
  'gateway_clearing',
  'contest_escrow',
  'prizes',
  'promo_expense',
  'powerup_revenue',
  'tds_payable',
  'withdrawals_pending',
  // host mode: money between PickXI and partner hosts' wallets
  'host_clearing',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/**
 * Ledger accounts: one per (user, bucket) for players, and system accounts (user_id null,
 * bucket = the account name, e.g. 'gateway_clearing'). Only server/ledger writes balances.
 * Player balances can never go negative (CHECK). System accounts keep balance_paise = 0: their
 * balance is SUM(postings) (server/ledger systemBalance) so that every operation does not queue
 * on one hot system row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    bucket: text('bucket').notNull(),
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // NULLS NOT DISTINCT: each system account name exists once too.
    unique('ledger_accounts_user_bucket_key').on(t.userId, t.bucket).nullsNotDistinct(),
    check('ledger_accounts_user_balance_nonneg', sql`${t.userId} IS NULL OR ${t.balancePaise} >= 0`),
    check(
      'ledger_accounts_user_bucket_check',
      sql`${t.userId} IS NULL OR ${t.bucket} in ('deposit', 'promo', 'winnings')`,
    ),
    check(
      'ledger_accounts_system_name_check',
      sql`${t.userId} IS NOT NULL OR ${t.bucket} in ('gateway_clearing', 'contest_escrow', 'prizes', 'promo_expense', 'powerup_revenue', 'tds_payable', 'withdrawals_pending', 'host_clearing')`,
    ),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/**
 * One business event = one operation with ≥ 2 postings summing to zero (enforced by
 * server/ledger and by the deferred constraint trigger ledger_postings_balanced).
 * (kind, ref) is the idempotency key: the same event cannot be posted twice.
 */
export const ledgerOperations = pgTable(
  'ledger_operations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    /** the player the operation is about (null for room settlements, which touch many) */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** English, shown in the transaction history */
    description: text('description').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('ledger_operations_kind_ref_key').on(t.kind, t.ref),
    index('ledger_operations_user_kind_created_idx').on(t.userId, t.kind, t.createdAt),
    check(
      'ledger_operations_kind_check',
      sql`${t.kind} in ('add_money', 'entry_fee', 'refund', 'settlement', 'promo_credit', 'promo_clawback', 'store_purchase', 'withdraw_request', 'withdraw_paid', 'withdraw_reversed', 'host_debit', 'host_release', 'host_credit')`,
    ),
  ],
);

export type LedgerOperationRow = typeof ledgerOperations.$inferSelect;

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operationId: bigint('operation_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerOperations.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** + raises the account's balance, − lowers it; never 0 */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_postings_operation_idx').on(t.operationId),
    index('ledger_postings_account_operation_idx').on(t.accountId, t.operationId),
    check('ledger_postings_nonzero', sql`${t.amountPaise} <> 0`),
  ],
);

export const PAYMENT_ORDER_STATES = ['created', 'paid', 'failed', 'cancelled', 'expired', 'review'] as const;
export type PaymentOrderState = (typeof PAYMENT_ORDER_STATES)[number];

/**
 * Add-money orders (ADR 002). `paid` is terminal and the only state that credits: the guarded
 * UPDATE … WHERE status IN (created, failed, cancelled, expired) AND amount_paise = $verified
 * decides which of webhook / redirect poll / reconciliation credits, exactly once.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    gateway: text('gateway').$type<'cashfree' | 'paytm' | 'sandbox'>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status').$type<PaymentOrderState>().notNull().default('created'),
    providerRef: text('provider_ref'),
    providerPaymentId: text('provider_payment_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** last time getOrderStatus asked the provider (rate limit per order) */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true, mode: 'date' }),
    ledgerOperationId: bigint('ledger_operation_id', { mode: 'number' }).references(() => ledgerOperations.id),
  },
  (t) => [
    unique('payment_orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('payment_orders_status_created_idx').on(t.status, t.createdAt),
    check('payment_orders_amount_positive', sql`${t.amountPaise} > 0`),
    check('payment_orders_gateway_check', sql`${t.gateway} in ('cashfree', 'paytm', 'sandbox')`),
    check(
      'payment_orders_status_check',
      sql`${t.status} in ('created', 'paid', 'failed', 'cancelled', 'expired', 'review')`,
    ),
  ],
);

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
