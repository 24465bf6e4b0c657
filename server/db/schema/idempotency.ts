import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * First response per (user, Idempotency-Key). The row is inserted before the handler runs,
 * inside the same transaction, so two concurrent requests with one key cannot both execute.
 * http_status/response are null only while that transaction is open.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** "METHOD /path" the key was first used on */
    route: text('route').notNull(),
    /** sha256 of the route + canonical query + body */
    requestHash: text('request_hash').notNull(),
    httpStatus: integer('http_status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
