import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { challenges, matches } from './challenges';

/**
 * A match's squad for draft mode (ADR 012): who can be picked, as which role, for which side, at what price.
 * `player_id` is the feed's key for the player (the name its events use), so fantasy points from match_events
 * join straight onto it. Credits are tenths (7.0–11.0 in 0.5 steps), frozen once line-ups are announced;
 * `announced` marks the players in the announced line-up.
 */
export const squads = pgTable(
  'squads',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.matchId, { onDelete: 'cascade' }),
    playerId: text('player_id').notNull(),
    name: text('name').notNull(),
    /** side: the party position (1 | 2), or the constructor number for formula one */
    party: smallint('party').notNull(),
    /** the sport's role code (core/rules/teamSports.ts): WK / BAT / AR / BOWL for cricket, … */
    role: text('role').notNull(),
    /** the role is the feed adapter's guess (FeedPlayer.roleInferred): it builds teams but does not score */
    roleInferred: boolean('role_inferred').notNull().default(false),
    creditsTenths: smallint('credits_tenths').notNull(),
    announced: boolean('announced').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerId] }),
    check('squads_credits_check', sql`${t.creditsTenths} between 70 and 110 and ${t.creditsTenths} % 5 = 0`),
    check('squads_party_check', sql`${t.party} >= 1`),
  ],
);

export type SquadRow = typeof squads.$inferSelect;

/** One picked player as saved: a snapshot of his squad entry when the team was saved. */
export interface TeamPlayerSnapshot {
  player_id: string;
  role: string;
  party: number;
  credits_tenths: number;
}

/**
 * A player's draft team T{draft_num} for a challenge. The contests engine reads only team_id, user_id,
 * challenge_id, draft_num and `players` being a non-empty array (complete team). Saves go through
 * core/rules/teams.ts validateTeam; the constraints below are the last defence: captain and vice-captain differ,
 * and one player cannot hold two identical teams for a challenge (`team_key`: sorted players + captain +
 * vice-captain, core's teamKey).
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
    players: jsonb('players').$type<TeamPlayerSnapshot[]>().notNull().default([]),
    captain: text('captain'),
    viceCaptain: text('vice_captain'),
    teamKey: text('team_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teams_user_challenge_draft_uq').on(t.userId, t.challengeId, t.draftNum),
    uniqueIndex('teams_user_challenge_key_uq').on(t.userId, t.challengeId, t.teamKey),
    index('teams_challenge_idx').on(t.challengeId),
    check('teams_draft_num_check', sql`${t.draftNum} between 1 and 100`),
    // both leaders or neither (rows made before captains existed); never one player as both
    check(
      'teams_leaders_check',
      sql`(${t.captain} is null) = (${t.viceCaptain} is null) and (${t.captain} is null or ${t.captain} <> ${t.viceCaptain})`,
    ),
  ],
);

export type TeamRow = typeof teams.$inferSelect;

/** One line of a player's points: a rule of the sport's point table, how often it applied, what it gave. */
export interface StoredPointLine {
  rule_id: string;
  count: number;
  points: number;
}

/**
 * Every scored player's fantasy points in a match (ADR 012), written by the match lifecycle from the stored feed
 * events with core's fantasyPoints (live during the match, final once it is over) and upserted only where they
 * changed. Team points are computed from these rows in SQL (results' rescoring); `tag` is the point table used.
 */
export const playerPoints = pgTable(
  'player_points',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.matchId, { onDelete: 'cascade' }),
    /** the squad entry's player_id (the name the feed's events use) */
    playerId: text('player_id').notNull(),
    /** whole points (every sport's table scores integers) */
    points: integer('points').notNull(),
    /** non-zero lines in the table's order */
    breakdown: jsonb('breakdown').$type<StoredPointLine[]>().notNull(),
    tag: text('tag').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerId] }),
    // a player's recent matches (player info, credits from form)
    index('player_points_player_idx').on(t.playerId, t.matchId),
  ],
);

export type PlayerPointsRow = typeof playerPoints.$inferSelect;
