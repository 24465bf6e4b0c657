/**
 * Draft-mode team rules per sport (ADR 012): how many players, which roles in which numbers, how many from one
 * side, the credit budget. Leaders' figures from their public rule pages where we
 * have them (cricket: Dream11 2019 row; football: Dream11; kabaddi: Dream11; hockey: PlayerzPot; basketball: MyTeam11 /
 * FantasyGo); badminton, tennis and formula one are our own (no leader's text found), reasoned in ADR 012.
 *
 * The slugs are the sports table's (server/db/seed, server/feeds/provider FEED_SPORTS).
 */

export const TEAM_SPORTS = ['cricket', 'football', 'kabaddi', 'hockey', 'basketball', 'badminton', 'tennis', 'formula-one'] as const;
export type TeamSport = (typeof TEAM_SPORTS)[number];

export interface RoleLimit {
  /** the role code stored on a squad entry (shown as is: WK, BAT, …; the PWA names it via teams:roles.<sport>.<role>) */
  role: string;
  min: number;
  max: number;
}

export interface TeamRules {
  sport: TeamSport;
  /** players in a team */
  size: number;
  /** most credits the team's players may cost, in tenths (100.0 credits = 1000) */
  creditCapTenths: number;
  /** every role a squad entry can have, in the order the create-team tabs show them */
  roles: readonly RoleLimit[];
  /** most players from one side (cricket: party; formula one: constructor) */
  maxFromOneSide: number;
  /** most teams one player may make for one match */
  maxTeamsPerMatch: number;
}

/** Common to every leader (docs/product.md §10.1): 100 credits. Teams per match: My11Circle's 20. */
const COMMON = { creditCapTenths: 1000, maxTeamsPerMatch: 20 } as const;

export const TEAM_RULES: Readonly<Record<TeamSport, TeamRules>> = {
  cricket: {
    sport: 'cricket',
    size: 11,
    roles: [
      { role: 'WK', min: 1, max: 4 },
      { role: 'BAT', min: 3, max: 6 },
      { role: 'AR', min: 1, max: 4 },
      { role: 'BOWL', min: 3, max: 6 },
    ],
    maxFromOneSide: 7,
    ...COMMON,
  },
  football: {
    sport: 'football',
    size: 11,
    roles: [
      { role: 'GK', min: 1, max: 1 },
      { role: 'DEF', min: 3, max: 5 },
      { role: 'MID', min: 3, max: 5 },
      { role: 'FWD', min: 1, max: 3 },
    ],
    maxFromOneSide: 7,
    ...COMMON,
  },
  kabaddi: {
    sport: 'kabaddi',
    size: 7,
    roles: [
      { role: 'RAID', min: 1, max: 3 },
      { role: 'AR', min: 1, max: 2 },
      { role: 'DEF', min: 2, max: 4 },
    ],
    maxFromOneSide: 5,
    ...COMMON,
  },
  hockey: {
    sport: 'hockey',
    size: 11,
    roles: [
      { role: 'GK', min: 1, max: 1 },
      { role: 'DEF', min: 3, max: 5 },
      { role: 'MID', min: 3, max: 5 },
      { role: 'FWD', min: 1, max: 3 },
    ],
    maxFromOneSide: 7,
    ...COMMON,
  },
  basketball: {
    sport: 'basketball',
    size: 8,
    roles: [
      { role: 'BC', min: 2, max: 5 },
      { role: 'FC', min: 3, max: 6 },
    ],
    maxFromOneSide: 5,
    ...COMMON,
  },
  /** a team tie (Premier Badminton League, Thomas/Uber Cup: singles and doubles rubbers) */
  badminton: {
    sport: 'badminton',
    size: 5,
    roles: [
      { role: 'SGL', min: 1, max: 3 },
      { role: 'DBL', min: 2, max: 4 },
    ],
    maxFromOneSide: 3,
    ...COMMON,
  },
  /** a team tie (Davis Cup / Billie Jean King Cup / United Cup: singles and doubles rubbers) */
  tennis: {
    sport: 'tennis',
    size: 4,
    roles: [
      { role: 'SGL', min: 1, max: 3 },
      { role: 'DBL', min: 1, max: 3 },
    ],
    maxFromOneSide: 3,
    ...COMMON,
  },
  /** a race: drivers only; a side is a constructor (two drivers each), so a team spans at least three constructors */
  'formula-one': {
    sport: 'formula-one',
    size: 5,
    roles: [{ role: 'DRV', min: 5, max: 5 }],
    maxFromOneSide: 2,
    ...COMMON,
  },
};

export const isTeamSport = (s: string): s is TeamSport => (TEAM_SPORTS as readonly string[]).includes(s);

/** Credits a squad entry may carry: 7.0 to 11.0 in steps of 0.5, stored as tenths (70, 75, …, 110). */
export const CREDIT_MIN_TENTHS = 70;
export const CREDIT_MAX_TENTHS = 110;
export const CREDIT_STEP_TENTHS = 5;
export const isValidCreditsTenths = (t: number): boolean =>
  Number.isInteger(t) && t >= CREDIT_MIN_TENTHS && t <= CREDIT_MAX_TENTHS && t % CREDIT_STEP_TENTHS === 0;

/** Captain, vice-captain and other members' multipliers (every leader), as halves so team points stay integers (ADR 012). */
export const CAPTAIN_HALVES = 4;
export const VICE_CAPTAIN_HALVES = 3;
export const MEMBER_HALVES = 2;
