import { z } from 'zod';
import { defineRoute, epochMs, queryDbId, queryInt } from './route';
import { ROUTES } from './routes';

export const GAME_MODES = ['prediction', 'nostra11'] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof gameModeSchema>;

export const sportSchema = z.object({
  sports_id: z.number().int(),
  sports_name: z.string(),
  sports_img_url: z.string(),
  sports_unselected_img_url: z.string(),
});
export type Sport = z.infer<typeof sportSchema>;

export const matchPartySchema = z.object({
  party_name: z.string(),
  party_img_url: z.string(),
});

export const challengeSchema = z.object({
  challenge_id: z.number().int(),
  challenge_name: z.string(),
  /** epoch ms; the server's clock decides */
  start_time: epochMs,
  game_mode: gameModeSchema,
  sports_id: z.number().int(),
  sports_id_arr: z.array(z.number().int()),
  /** contests this player joined in the challenge */
  joined_contest_count: z.number().int().nonnegative(),
  /** all players' joins */
  join_count: z.number().int().nonnegative(),
  /** teams (draft) or pick sets (prediction) this player made */
  num_teams_created: z.number().int().nonnegative(),
  category_tab: z.string(),
  /** biggest prize pool, whole rupees */
  prize_money: z.number().nonnegative(),
  featured: z.boolean(),
  lineup_announced: z.boolean(),
  is_single_party: z.boolean(),
  is_single_party_img: z.string().nullable(),
  match_parties: z.array(matchPartySchema),
  challenge_tournaments: z.array(z.object({ tournament_id: z.number().int(), tournament_name: z.string() })),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const challengeListSchema = z.object({
  challenges: z.array(challengeSchema),
  upcoming: z.array(challengeSchema),
  allSportsData: z.array(sportSchema),
});
export type ChallengeList = z.infer<typeof challengeListSchema>;

export const challengeListRoute = defineRoute({
  ...ROUTES.challengeList,
  summary: 'Open challenges (featured first), upcoming ones and all sports',
  query: z.object({ sports_id: queryInt(1, 1000).optional() }),
  data: challengeListSchema,
});

export const tabCountersSchema = z.object({
  all_matches: z.number().int().nonnegative(),
  history: z.number().int().nonnegative(),
  inplay: z.number().int().nonnegative(),
  live: z.number().int().nonnegative(),
  my_matches: z.number().int().nonnegative(),
});
export type TabCounters = z.infer<typeof tabCountersSchema>;

export const tabCountersRoute = defineRoute({
  ...ROUTES.tabCounters,
  summary: "Counts for the player's match tabs",
  data: tabCountersSchema,
});

export const bannerSchema = z.object({
  banner_id: z.number().int(),
  banner_name: z.string(),
  /** image url */
  url: z.string(),
  /** named navigation target opened on tap, e.g. howToPlay */
  target: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const slidesRoute = defineRoute({
  ...ROUTES.slides,
  summary: 'Home banner carousel slides',
  query: z.object({ slide_id: queryDbId.optional() }),
  data: z.array(bannerSchema),
});
