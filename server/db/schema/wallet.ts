import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const USER_BUCKETS = ['deposit', 'promo', 'winnings'] as const;
export type UserBucket = (typeof USER_BUCKETS)[number];

/**
 * Ledger accounts: one per (user, bucket) for players, and system accounts (user_id null,
 * bucket = the account name, e.g. 'gateway_clearing'). Only server/ledger writes balances.
 * Player balances can never go negative; system accounts may.
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
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
