import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The tooltip tour's seen flags on the server (docs/product.md §4 "a seen flag per step"), so a player who
 * reinstalls or signs in on another device is not walked through the tour again. The device keeps
 * its own copy (Dexie settings); the app merges both at start.
 */
export const tourStepsSeen = pgTable(
  'tour_steps_seen',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] }), check('tour_steps_seen_step_check', sql`${t.step} between 1 and 20`)],
);
