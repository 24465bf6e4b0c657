import { z } from 'zod';
import { MAX_DRAFT_NUMBER } from './contests';
import { dbId, defineRoute, queryDbId, queryInt } from './route';
import { ROUTES } from './routes';

/**
 * Draft-mode team contracts (docs/product.md §3 team save, §7 V1_F2P_GAME_DRAFT_GET_TEAM / V1_F2P_GAME_DRAFT_SAVE_TEAM; the
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
  /** share of this challenge's teams that made him captain / vice-captain, 0–100 with one decimal */
  captain_percent: z.number().min(0).max(100),
  vice_captain_percent: z.number().min(0).max(100),
  /**
   * his fantasy points in this match so far (live), final once the match is over; null before the match starts.
   * Whole points: every sport's table scores players in integers (team totals may end in .5, see teamPoints).
   */
  points: z.number().int().nullable(),
});
export type SquadPlayerDto = z.infer<typeof squadPlayerSchema>;

/**
 * What create-team needs: the sport (its rules are core's TEAM_RULES[sport]), the squad sorted by credits
 * descending (docs/product.md §9's default sort) and how many teams the match has for 'selected by %'.
 */
export const squadRoute = defineRoute({
  ...ROUTES.squad,
  summary: "A draft challenge's squad: roles, sides, credits, line-up flags and selected-by %, credits descending",
  query: z.object({ challenge_id: queryId }),
  data: z.object({
    /** the sports table's slug: core/rules/teamSports.ts TEAM_RULES key */
    sport: z.string(),
    lineup_announced: z.boolean(),
    /** the match has started: teams are locked and points are live */
    started: z.boolean(),
    /** the point table the points were computed with (core/rules/fantasy POINT_TABLES[sport].tag) */
    point_table_tag: z.string(),
    teams_count: z.number().int().nonnegative(),
    players: z.array(squadPlayerSchema),
  }),
});
export type SquadData = z.infer<typeof squadRoute.data>;

/** One line of a player's points: a rule of the sport's point table, how often it applied and what it gave. */
export const pointLineSchema = z.object({
  /** the table row's rule_id (core/rules/fantasy); its text is teams:rules.<sport>.<rule_id> */
  rule_id: z.string(),
  count: z.number().int(),
  points: z.number().int(),
});
export type PointLineDto = z.infer<typeof pointLineSchema>;

/** playerinfo: one squad player, this match's points by rule, and his points in the feed's earlier matches. */
export const playerInfoRoute = defineRoute({
  ...ROUTES.playerInfo,
  summary: "A squad player's credits, selected-by %, this match's points by rule and his recent matches' fantasy points",
  query: z.object({ challenge_id: queryId, player_id: playerIdSchema }),
  data: z.object({
    sport: z.string(),
    point_table_tag: z.string(),
    player: squadPlayerSchema,
    /** this match, non-zero lines in table order; empty before the start */
    breakdown: z.array(pointLineSchema),
    /** his earlier matches in this game, newest first (at most 5) */
    recent: z.array(
      z.object({
        match_id: id,
        /** 'A vs B' */
        match_name: z.string(),
        start_time: z.number().int(),
        points: z.number().int(),
      }),
    ),
  }),
});

/** A team with every member's points and the multiplier applied (captain ×2, vice-captain ×1.5). */
export const teamPointsSchema = z.object({
  team: teamSchema,
  /** owner of the team (compare shows it) */
  user_id: id,
  /** the name other players see: the nickname, or a guest's stable handle 'Player 4821' (core/rules/profile displayName) */
  user_nick: z.string(),
  /** Σ members' points with multipliers, in exact half-points (core/rules/fantasy/team.ts); null before the start */
  total_halves: z.number().int().nullable(),
  /** rank in the room, for roomTeam while live or settled; null otherwise */
  rank: z.number().int().positive().nullable(),
  players: z.array(
    z.object({
      player_id: z.string(),
      name: z.string(),
      role: z.string(),
      party: z.number().int(),
      credits_tenths: z.number().int(),
      /** 4 = captain (×2), 3 = vice-captain (×1.5), 2 = others, in halves */
      multiplier_halves: z.union([z.literal(2), z.literal(3), z.literal(4)]),
      /** his own points (before the multiplier); null before the start */
      points: z.number().int().nullable(),
      breakdown: z.array(pointLineSchema),
    }),
  ),
});
export type TeamPointsDto = z.infer<typeof teamPointsSchema>;

/** One of the caller's own teams with live (or final) points: my teams, preview, results of a team. */
export const teamPointsRoute = defineRoute({
  ...ROUTES.teamPoints,
  summary: "One of the player's teams with each member's points, breakdown and the team total (live, then final)",
  query: z.object({ challenge_id: queryId, team_id: queryId }),
  data: teamPointsSchema,
});

/**
 * Another entry's team in a room the caller plays in (compareComponent, leaderboard rows), only once the
 * challenge has started (before it, teams are private: 403 TEAM_HIDDEN_UNTIL_START); the caller's own entries
 * at any time.
 */
export const roomTeamRoute = defineRoute({
  ...ROUTES.roomTeam,
  summary: "An entry's team in a room the player plays in, with points (others' teams only after the start)",
  query: z.object({ room_id: queryId, user_id: queryId, draft_num: queryInt(1, MAX_DRAFT_NUMBER) }),
  data: teamPointsSchema,
});

/**
 * editswitchteam: put another of the player's teams into a contest entry instead of the one joined with, until
 * the match starts (409 TEAM_MATCH_LIVE after). The entry keeps its room, seat and fee.
 */
export const switchTeamRoute = defineRoute({
  ...ROUTES.switchTeam,
  summary: "Switch the team of one of the player's contest entries to another of their teams, until the match starts",
  body: z.strictObject({
    challenge_id: id,
    room_id: id,
    /** the team the entry holds now */
    from_team_id: id,
    to_team_id: id,
  }),
  data: z.object({
    room_id: id,
    team_id: id,
    team_draft_number: z.number().int().min(1).max(MAX_DRAFT_NUMBER),
    /** 'Team switched to T{n}' */
    message: z.string(),
  }),
});

export const teamRoutes = [saveTeamRoute, getTeamRoute, squadRoute, playerInfoRoute, teamPointsRoute, roomTeamRoute, switchTeamRoute] as const;
