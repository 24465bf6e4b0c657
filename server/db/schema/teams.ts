import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { challenges } from './challenges';

/**
 * MINIMAL teams table so the team join flow (queueJoin / verifyJoin) has something to join with.
 * OWNED BY THE DRAFT-MODE (teams) ISSUE, which extends it (captain, credits, players' shape,
 * completeness rules). The contests engine reads only: team_id, user_id, challenge_id, draft_num,
 * and `players` being a non-empty array (complete team).
 */
export const teams = pgTable(
  'teams',
  {
    teamId: integer('team_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.challengeId, { onDelete: 'cascade' }),
    draftNum: smallint('draft_num').notNull(),
    players: jsonb('players').$type<unknown[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('teams_user_challenge_draft_uq').on(t.userId, t.challengeId, t.draftNum),
    check('teams_draft_num_check', sql`${t.draftNum} between 1 and 100`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
