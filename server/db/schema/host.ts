import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ledgerOperations } from './wallet';

/**
 * Host mode (ADR "Inside the partner launcher"): players who come from a partner launcher
 * with a signed host token, and whose money the host holds.
 *
 * host_players       the host's player id ↔ one PickXI user (created on the first visit)
 * host_token_uses    every accepted host token's jti until it expires: a token opens one session
 * host_reservations  money reserved on the host wallet for a join or a store purchase, and what became of it
 * host_credits       the outbox of prizes and refunds owed back to the host wallet, drained until acknowledged
 */

export const hostPlayers = pgTable(
  'host_players',
  {
    hostId: text('host_id').notNull(),
    /** the host's own id of the player (the token's `sub`) */
    hostPlayerId: text('host_player_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.hostPlayerId] }), unique('host_players_user_key').on(t.userId)],
);

export const hostTokenUses = pgTable(
  'host_token_uses',
  {
    hostId: text('host_id').notNull(),
    jti: text('jti').notNull(),
    /** the token's exp: after it the row can go (an expired token is refused anyway) */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.jti] }), index('host_token_uses_expires_idx').on(t.expiresAt)],
);

export const HOST_RESERVATION_STATES = ['pending', 'held', 'declined', 'confirmed', 'releasing', 'released'] as const;
export type HostReservationState = (typeof HOST_RESERVATION_STATES)[number];
export const HOST_RESERVATION_PURPOSES = ['join', 'store'] as const;
export type HostReservationPurpose = (typeof HOST_RESERVATION_PURPOSES)[number];

/**
 * pending → held (the host reserved the money) → confirmed (seat taken / item granted)
 *         ↘ declined (the host refused: no money)   held → releasing → released (seat refused / purchase failed)
 * pending → releasing also happens when PickXI gives up on an answer it never got (the release is idempotent
 * at the host, so an unknown hold is let go too). `funded` = PickXI's ledger took the money in (host_debit).
 */
export const hostReservations = pgTable(
  'host_reservations',
  {
    /** the Idempotency-Key sent to the host: pickxi-join-<order id> / pickxi-store-<purchase id> */
    key: text('key').primaryKey(),
    hostId: text('host_id').notNull(),
    hostPlayerId: text('host_player_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<HostReservationPurpose>().notNull(),
    /** the join order id or the store purchase id */
    ref: text('ref').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    state: text('state').$type<HostReservationState>().notNull(),
    funded: boolean('funded').notNull().default(false),
    /** the host's id of the reservation */
    hostRef: text('host_ref'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('host_reservations_purpose_ref_key').on(t.purpose, t.ref),
    index('host_reservations_open_idx').on(t.state, t.nextAttemptAt).where(sql`${t.state} in ('pending', 'held', 'releasing')`),
    check('host_reservations_amount_check', sql`${t.amountPaise} > 0`),
    check('host_reservations_state_check', sql`${t.state} in ('pending', 'held', 'declined', 'confirmed', 'releasing', 'released')`),
    check('host_reservations_purpose_check', sql`${t.purpose} in ('join', 'store')`),
  ],
);

export const HOST_CREDIT_STATES = ['pending', 'acknowledged'] as const;
export type HostCreditState = (typeof HOST_CREDIT_STATES)[number];

/**
 * Prizes and refunds owed to host players' host wallets, written in the same transaction as the ledger's
 * host_credit operation that takes them out of the player's PickXI buckets. Drained by the host job until the
 * host acknowledges; one row per (source operation, player), one Idempotency-Key per row.
 */
export const hostCredits = pgTable(
  'host_credits',
  {
    /** the Idempotency-Key sent to the host: pickxi-credit-<source operation id>-<user id> */
    key: text('key').primaryKey(),
    hostId: text('host_id').notNull(),
    hostPlayerId: text('host_player_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the settlement or refund that paid the player in PickXI's ledger */
    sourceOperationId: bigint('source_operation_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerOperations.id),
    /** 'prize' or 'refund' (what the host shows) */
    reason: text('reason').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    state: text('state').$type<HostCreditState>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('host_credits_source_user_key').on(t.sourceOperationId, t.userId),
    index('host_credits_pending_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    check('host_credits_amount_check', sql`${t.amountPaise} > 0`),
    check('host_credits_state_check', sql`${t.state} in ('pending', 'acknowledged')`),
  ],
);

export type HostReservationRow = typeof hostReservations.$inferSelect;
export type HostCreditRow = typeof hostCredits.$inferSelect;
