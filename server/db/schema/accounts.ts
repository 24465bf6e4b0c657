import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

/*
 * Accounts, profiles, responsible play and referrals (ADR 016). Kept in tables of their own,
 * keyed by the user id, so a guest's upgrade to a phone account only ever UPDATEs its users row: the
 * id — and with it the wallet, sets, teams and joins — stays the same.
 */

/** PostgreSQL bytea. pg returns a Buffer, PGlite a Uint8Array: both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The one pending phone verification of an account (createAccount → verifyAccount). The code is
 * stored only as an HMAC (server secret), expires after 5 minutes, and what createAccount asked for
 * (password hash, state, date of birth, referral code) waits here until the code is right.
 */
export const otpCodes = pgTable('otp_codes', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  /** hex HMAC-SHA256 of (user, phone, code) under a key derived from JWT_SECRET */
  codeHash: text('code_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  passwordHash: text('password_hash').notNull(),
  state: text('state'),
  dateOfBirth: text('date_of_birth'),
  /** the referrer's user id, resolved from the code at createAccount */
  referrerUserId: bigint('referrer_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
});

/** Social sign-in identities (V3_LOGIN): one provider subject → one account. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identities_user_idx').on(t.userId)],
);

/** Profile fields beyond the nickname: email (unique without regard to case) and the avatar or photo. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** an AVATAR_IDS entry (core/rules/profile.ts), or null */
    avatar: text('avatar'),
    /** the uploaded photo's version (in its URL, so browsers may cache it for ever), or null */
    photoVersion: text('photo_version'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('user_profiles_email_lower_key').on(sql`lower(${t.email})`)],
);

/** The uploaded photo itself: decoded, resized to 256×256 and stored as WebP. */
export const userPhotos = pgTable('user_photos', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Responsible play (core/rules/responsiblePlay.ts): the declared state and date of birth, deposit
 * limits (paise; null = none) with raises waiting 24 h, a break and a self-exclusion.
 * Locked FOR UPDATE by every deposit, so two deposits at once cannot both pass a limit.
 */
export const playSettings = pgTable('play_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: text('state'),
  dateOfBirth: text('date_of_birth'),
  dailyLimitPaise: bigint('daily_limit_paise', { mode: 'number' }),
  monthlyLimitPaise: bigint('monthly_limit_paise', { mode: 'number' }),
  /** PendingLimits as JSON: the raised fields and effectiveAtMs */
  pendingLimits: jsonb('pending_limits').$type<{ dailyPaise?: number | null; monthlyPaise?: number | null; effectiveAtMs: number }>(),
  coolOffUntil: timestamp('cool_off_until', { withTimezone: true, mode: 'date' }),
  excludedUntil: timestamp('excluded_until', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Each player's own referral code, made the first time they open the referral screen. */
export const referralCodes = pgTable('referral_codes', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const REFERRAL_STATUSES = ['pending', 'rewarded', 'void'] as const;

/**
 * Who brought whom (one referrer per referred player) and the reward's state. The reward is one
 * ledger operation (promo_credit, ref referral:<referee>) posted in the transaction that moves the
 * row from pending to rewarded; the partial unique indexes keep one reward per verified phone and
 * per PAN whatever the code does.
 */
export const referrals = pgTable(
  'referrals',
  {
    refereeUserId: bigint('referee_user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerUserId: bigint('referrer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<(typeof REFERRAL_STATUSES)[number]>().notNull().default('pending'),
    voidReason: text('void_reason'),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true, mode: 'date' }),
    /** paise credited to EACH side */
    rewardPaise: bigint('reward_paise', { mode: 'number' }),
    refereePhone: text('referee_phone'),
    refereePan: text('referee_pan'),
  },
  (t) => [
    check('referrals_status_check', sql`${t.status} in ('pending', 'rewarded', 'void')`),
    check('referrals_not_self', sql`${t.referrerUserId} <> ${t.refereeUserId}`),
    index('referrals_referrer_idx').on(t.referrerUserId, t.createdAt),
    uniqueIndex('referrals_rewarded_phone_key').on(t.refereePhone).where(sql`${t.status} = 'rewarded'`),
    uniqueIndex('referrals_rewarded_pan_key').on(t.refereePan).where(sql`${t.status} = 'rewarded' and ${t.refereePan} is not null`),
  ],
);

export type OtpCodeRow = typeof otpCodes.$inferSelect;
export type PlaySettingsRow = typeof playSettings.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
