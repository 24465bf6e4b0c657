import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live change log (ADR 017): every change an open screen should see while a match is played, in one global
 * order. The process that writes a change announces its id with NOTIFY; every API process LISTENs, reads the new
 * rows and forwards them to its stream subscribers; a reconnecting client asks for what came after its last id.
 * Rows are kept for a retention window (server/modules/live), then pruned.
 *
 * topic: 'match:<match id>' (events, status, questions) or 'room:<room id>' (ranks moved); kind names the change.
 */
export const liveChanges = pgTable(
  'live_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    topic: text('topic').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('live_changes_at_idx').on(t.at), index('live_changes_topic_id_idx').on(t.topic, t.id)],
);

export type LiveChangeRow = typeof liveChanges.$inferSelect;
