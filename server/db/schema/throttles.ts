import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Guessing throttles (server/http/throttle.ts): attempts per (scope, key), e.g. ('login.phone',
 * '98765…') or ('login.ip', '203.0.113.7'), and the lock they earned. In the database so that
 * every API process on one PostgreSQL sees the same counts, and a restart forgets nothing.
 */
export const throttles = pgTable(
  'throttles',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** attempts counted since the last reset (a success, or a quiet spell) */
    attempts: integer('attempts').notNull(),
    /** no attempt is taken before this instant */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * The per-IP API request limit (@fastify/rate-limit with server/http/rate-limit-store.ts): hits in
 * the current fixed window per client key, shared by every API process.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
});
