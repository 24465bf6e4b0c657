import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Players: guests (by device id `gaid`) and phone accounts. */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** device id of a guest account (docs/product.md §3 user.gaid) */
    gaid: text('gaid').unique(),
    /** 10-digit Indian mobile number, for phone login */
    phone: text('phone').unique(),
    /** scrypt$N$r$p$salt$hash (node:crypto), null for guests */
    passwordHash: text('password_hash'),
    nick: text('nick').unique(),
    language: text('language').$type<'en' | 'hi'>().notNull().default('en'),
    /** true until the account signs in a second time (drives onboarding popups) */
    isNew: boolean('is_new').notNull().default(true),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    /** 'player', or a staff role (ADR 008): operator (matches, questions), finance (money, reports), support (read) */
    role: text('role').$type<UserRole>().notNull().default('player'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
    check('users_role_check', sql`${t.role} in ('player', 'operator', 'finance', 'support')`),
    // 'Nick already exists!' whatever the case: Ace_1 and ACE_1 are one nickname.
    uniqueIndex('users_nick_lower_key').on(sql`lower(${t.nick})`),
  ],
);

export const USER_ROLES = ['player', 'operator', 'finance', 'support'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Every staff action (and every staff-visible automatic decision worth tracing), append-only; GET /api/ops/audit lists it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** the staff user, null for the system (jobs) */
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id),
    actorRole: text('actor_role').notNull(),
    /** e.g. 'question.resolve', 'question.void', 'match.abandon', 'match.finalize' */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/**
 * Server-side sessions behind the short-lived JWTs: the token carries `sid`, and every
 * authenticated request checks this row by primary key, so logout revokes at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
