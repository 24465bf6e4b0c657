import { z } from 'zod';
import { MAX_DRAFT_NUMBER } from './contests';
import { dbId, defineRoute, queryDbId, queryInt } from './route';
import { ROUTES } from './routes';

/**
 * Draft-mode team contracts (spec §3 team save, §7 V1_F2P_GAME_DRAFT_GET_TEAM / V1_F2P_GAME_DRAFT_SAVE_TEAM; the
 * spec hides method and path, ours are explicit). Whether a team is allowed is core/rules/teams.ts validateTeam,
 * the same function the PWA calls: a refusal is 422 with the rule's code (teams:errors.<code>); once the match has
 * started, 409 TEAM_MATCH_LIVE 'Match is live. You cannot edit or create a team.'.
 */

const id = dbId;
const queryId = queryDbId;
/** a squad entry's player id (the feed's key for the player) */
export const playerIdSchema = z.string().min(1).max(100);

export const teamInputSchema = z.strictObject({
  /** squad player ids; order carries no meaning */
  players: z.array(playerIdSchema).min(1).max(30),
  captain: playerIdSchema,
  vice_captain: playerIdSchema,
});
export type TeamInput = z.infer<typeof teamInputSchema>;

export const teamPlayerSchema = z.object({
  player_id: z.string(),
  role: z.string(),
  party: z.number().int(),
  credits_tenths: z.number().int(),
});

export const teamSchema = z.object({
  team_id: id,
  challenge_id: id,
  /** T{n} */
  team_draft_number: z.number().int().min(1).max(MAX_DRAFT_NUMBER),
  players: z.array(teamPlayerSchema),
  captain: z.string(),
  vice_captain: z.string(),
});
export type TeamDto = z.infer<typeof teamSchema>;

/** Create (team_id 0 or absent) or edit (team_id of one of the player's teams) a team. */
export const saveTeamRoute = defineRoute({
  ...ROUTES.saveTeam,
  summary: 'Save a draft team (create or edit); returns status 1, the message to show and its number T{n}',
  query: z.object({
    challenge_id: queryId,
    /** the spec sends 0 (the challenge's match is used) */
    match_id: queryInt(0).optional(),
    team_id: queryInt(0).optional(),
  }),
  body: z.strictObject({ team: teamInputSchema }),
  data: z.object({
    /** 1 = saved */
    status: z.literal(1),
    /** 'Team T{n} Created Successfully! Now use it to join a contest' or 'Team T{n} is successfully edited' */
    message: z.string(),
    team_draft_number: z.number().int().min(1).max(MAX_DRAFT_NUMBER),
    team_id: id,
    team: teamSchema,
  }),
});

/** The player's teams of a challenge (all, or the one team_id names). */
export const getTeamRoute = defineRoute({
  ...ROUTES.getTeam,
  summary: "The player's draft teams of a challenge",
  query: z.object({
    challenge_id: queryId,
    game_mode: z.string().max(20).optional(),
    sports_id: queryInt(1, 1000).optional(),
    match_id: queryInt(0).optional(),
    team_id: queryInt(0).optional(),
  }),
  data: z.object({ teams: z.array(teamSchema) }),
});

export const squadPlayerSchema = z.object({
  player_id: z.string(),
  name: z.string(),
  match_id: id,
  /** side: party position (1 | 2), or the constructor number for formula one */
  party: z.number().int(),
  role: z.string(),
  /** 70..110 = 7.0..11.0 credits */
  credits_tenths: z.number().int(),
  /** in the announced line-up (false before line-ups too: see lineup_announced) */
  announced: z.boolean(),
  /** share of this challenge's teams that picked him, 0–100 with one decimal */
  selected_by_percent: z.number().min(0).max(100),
});
export type SquadPlayerDto = z.infer<typeof squadPlayerSchema>;

/**
 * What create-team needs: the sport (its rules are core's TEAM_RULES[sport]), the squad sorted by credits
 * descending (spec §9's default sort) and how many teams the match has for 'selected by %'.
 */
export const squadRoute = defineRoute({
  ...ROUTES.squad,
  summary: "A draft challenge's squad: roles, sides, credits, line-up flags and selected-by %, credits descending",
  query: z.object({ challenge_id: queryId }),
  data: z.object({
    /** the sports table's slug: core/rules/teamSports.ts TEAM_RULES key */
    sport: z.string(),
    lineup_announced: z.boolean(),
    teams_count: z.number().int().nonnegative(),
    players: z.array(squadPlayerSchema),
  }),
});

export const teamRoutes = [saveTeamRoute, getTeamRoute, squadRoute] as const;
