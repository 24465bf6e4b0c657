import { z } from 'zod';
import { matchScoreSchema, matchStatusSchema } from './results';
import { defineRoute, epochMs, queryDbId } from './route';
import { ROUTES } from './routes';

/**
 * The match centre (docs/product.md §11): everything about one match while it is played, as the feed events it is
 * made of. The PWA builds the commentary, scorecard, timeline and every player's fantasy points from these events
 * with core's own rules (core/rules/matchCentre, core/rules/fantasy), so the screen and the server never disagree;
 * the live stream then sends the events that follow (ADR 017).
 */

/** One stored feed event (core/feeds/events.ts FeedEvent, with its seq and time). */
export const matchEventSchema = z.object({
  seq: z.number().int().positive(),
  at: epochMs,
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
export type MatchEventDto = z.infer<typeof matchEventSchema>;

export const matchCentreSchema = z.object({
  match_id: z.number().int(),
  sport: z.string(),
  status: matchStatusSchema,
  start_time: epochMs,
  tournament: z.string(),
  parties: z.array(z.object({ position: z.union([z.literal(1), z.literal(2)]), name: z.string(), img_url: z.string() })),
  /** the live score strip (null before any event) */
  score: matchScoreSchema.nullable(),
  events: z.array(matchEventSchema),
  /** the squad (draft sports): name, side and role of every player */
  squad: z.array(z.object({ player_id: z.string(), name: z.string(), party: z.number().int(), role: z.string(), announced: z.boolean().nullable() })),
  /** the roles the fantasy scorer uses: a role the feed only guessed is left out (it builds teams, never scores) */
  scoring_roles: z.record(z.string(), z.string()),
  /** player ids in the viewer's own teams on this match */
  my_players: z.array(z.string()),
  /** the challenges built on this match (prediction and team), to open their contests */
  challenges: z.array(z.object({ challenge_id: z.number().int(), game_mode: z.enum(['prediction', 'nostra11']) })),
  /** the live change log's newest id when this was read: the stream's Last-Event-ID to go on from */
  live_id: z.number().int().nonnegative(),
});
export type MatchCentreData = z.infer<typeof matchCentreSchema>;

export const matchCentreRoute = defineRoute({
  ...ROUTES.matchCentre,
  summary: 'One match as its feed events so far, with its squad, the viewer’s players and the live log position',
  query: z.object({ match_id: queryDbId }),
  data: matchCentreSchema,
});
