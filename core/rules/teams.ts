/**
 * The one draft-team rule (ADR 012): the PWA's create-team / choose-captain screens and the server's save-team
 * call both ask `validateTeam`, so a team the phone accepts is exactly a team the server stores. Pure data in,
 * every broken rule out (as stable codes with i18next keys, locales/<lang>/teams.json `errors.<code>`).
 *
 * Rules (per sport in ./teamSports.ts): every player from the match's squad and named once; the sport's team
 * size; at most 100.0 credits; each role between its min and max; at most N from one side; a captain (×2) and
 * a vice-captain (×1.5), two different members of the team; not identical to another of the player's teams for
 * the match (same players AND same captain and vice-captain); at most 20 teams per player per match.
 *
 * `autoTeam` builds a random valid team (seeded) that differs from the player's other teams.
 */
import { seededRng, type Rng } from '../random';
import { type TeamRules } from './teamSports';

/** One player of a match's squad as the rules see it (the squads table holds more). */
export interface SquadPlayer {
  /** the squad entry's player id (stable across the match) */
  id: string;
  role: string;
  /** which side he plays for: the party position (1 | 2), or for formula one the constructor number */
  side: number;
  /** 70..110 (7.0..11.0 credits) */
  creditsTenths: number;
}

/** A team as the player chose it. Player order carries no meaning. */
export interface TeamChoice {
  players: readonly string[];
  captain: string;
  viceCaptain: string;
}

export const TEAM_RULE_CODES = [
  'TEAM_UNKNOWN_PLAYER',
  'TEAM_PLAYER_TWICE',
  'TEAM_SIZE',
  'TEAM_CREDITS_EXCEEDED',
  'TEAM_ROLE_TOO_FEW',
  'TEAM_ROLE_TOO_MANY',
  'TEAM_SIDE_TOO_MANY',
  'TEAM_CAPTAIN_NOT_IN_TEAM',
  'TEAM_VICE_CAPTAIN_NOT_IN_TEAM',
  'TEAM_CAPTAIN_IS_VICE_CAPTAIN',
  'TEAM_DUPLICATE',
  'TEAM_LIMIT_REACHED',
  'TEAM_NOT_POSSIBLE',
  'TEAM_MATCH_LIVE',
] as const;
export type TeamRuleCode = (typeof TEAM_RULE_CODES)[number];

export interface TeamRuleError {
  code: TeamRuleCode;
  /** English text (the envelope's message); the PWA shows `key` with `params` */
  message: string;
  key: string;
  params?: Record<string, string | number>;
}

export type TeamResult<T> = { ok: true; value: T } | { ok: false; error: TeamRuleError; errors: TeamRuleError[] };

/** English texts; locales/en/teams.json errors.* say the same (core/rules/messages.test.ts checks it). */
const MESSAGES: Record<TeamRuleCode, string> = {
  TEAM_UNKNOWN_PLAYER: 'This player is not in the squad for this match.',
  TEAM_PLAYER_TWICE: 'A player can be picked only once.',
  TEAM_SIZE: 'Pick exactly {{size}} players.',
  TEAM_CREDITS_EXCEEDED: 'Your team costs more than {{credits}} credits.',
  TEAM_ROLE_TOO_FEW: 'Pick at least {{min}} {{role}}.',
  TEAM_ROLE_TOO_MANY: 'Pick at most {{max}} {{role}}.',
  TEAM_SIDE_TOO_MANY: 'You can pick at most {{max}} players from one team.',
  TEAM_CAPTAIN_NOT_IN_TEAM: 'Choose a captain from your team.',
  TEAM_VICE_CAPTAIN_NOT_IN_TEAM: 'Choose a vice-captain from your team.',
  TEAM_CAPTAIN_IS_VICE_CAPTAIN: 'Captain and vice-captain must be different players.',
  TEAM_DUPLICATE: 'You have already made this team. Change a player, the captain or the vice-captain.',
  TEAM_LIMIT_REACHED: 'You can make at most {{max}} teams for a match.',
  TEAM_NOT_POSSIBLE: 'A valid team cannot be made from this squad.',
  TEAM_MATCH_LIVE: 'Match is live. You cannot edit or create a team.',
};

export function teamRuleError(code: TeamRuleCode, params?: Record<string, string | number>): TeamRuleError {
  const message = MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params?.[k] ?? ''));
  return { code, message, key: `teams:errors.${code}`, ...(params ? { params } : {}) };
}

const refuse = <T>(errors: TeamRuleError[]): TeamResult<T> => ({ ok: false, error: errors[0]!, errors });

/** Credits in tenths → the text shown ('8.5', '100'). */
export const formatCredits = (tenths: number): string => (tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1));

/** A team's identity: its set of players plus captain and vice-captain (order of players ignored). */
export function teamKey(team: TeamChoice): string {
  return JSON.stringify([[...team.players].sort(), team.captain, team.viceCaptain]);
}

export const sameTeam = (a: TeamChoice, b: TeamChoice): boolean => teamKey(a) === teamKey(b);

/**
 * Checks a team against the sport's rules, the match's squad and the player's OTHER teams for this match (when
 * editing, leave the edited team out). Returns every broken rule, in a fixed order; `error` is the first.
 */
export function validateTeam(
  rules: TeamRules,
  squad: readonly SquadPlayer[],
  team: TeamChoice,
  otherTeams: readonly TeamChoice[] = [],
): TeamResult<TeamChoice> {
  const errors: TeamRuleError[] = [];
  // a squad entry with a role the sport does not have cannot be picked (autoTeam skips it too)
  const known = new Set(rules.roles.map((r) => r.role));
  const byId = new Map(squad.filter((p) => known.has(p.role)).map((p) => [p.id, p]));
  const members = new Set(team.players);
  const picked = [...members].flatMap((id) => byId.get(id) ?? []);

  if (picked.length < members.size) errors.push(teamRuleError('TEAM_UNKNOWN_PLAYER'));
  if (members.size < team.players.length) errors.push(teamRuleError('TEAM_PLAYER_TWICE'));
  if (team.players.length !== rules.size) errors.push(teamRuleError('TEAM_SIZE', { size: rules.size }));
  const credits = picked.reduce((s, p) => s + p.creditsTenths, 0);
  if (credits > rules.creditCapTenths) {
    errors.push(teamRuleError('TEAM_CREDITS_EXCEEDED', { credits: formatCredits(rules.creditCapTenths) }));
  }
  for (const { role, min, max } of rules.roles) {
    const n = picked.filter((p) => p.role === role).length;
    if (n < min) errors.push(teamRuleError('TEAM_ROLE_TOO_FEW', { role, min }));
    if (n > max) errors.push(teamRuleError('TEAM_ROLE_TOO_MANY', { role, max }));
  }
  const perSide = countBy(picked, (p) => p.side);
  if ([...perSide.values()].some((n) => n > rules.maxFromOneSide)) {
    errors.push(teamRuleError('TEAM_SIDE_TOO_MANY', { max: rules.maxFromOneSide }));
  }
  if (!members.has(team.captain)) errors.push(teamRuleError('TEAM_CAPTAIN_NOT_IN_TEAM'));
  if (!members.has(team.viceCaptain)) errors.push(teamRuleError('TEAM_VICE_CAPTAIN_NOT_IN_TEAM'));
  if (team.captain === team.viceCaptain) errors.push(teamRuleError('TEAM_CAPTAIN_IS_VICE_CAPTAIN'));
  if (otherTeams.some((o) => sameTeam(o, team))) errors.push(teamRuleError('TEAM_DUPLICATE'));
  if (otherTeams.length + 1 > rules.maxTeamsPerMatch) {
    errors.push(teamRuleError('TEAM_LIMIT_REACHED', { max: rules.maxTeamsPerMatch }));
  }
  return errors.length ? refuse(errors) : { ok: true, value: team };
}

/**
 * The least credits `n` of `pool` can cost when each group (a side, a role) gives at most `cap(group)` players;
 * Infinity when the caps leave fewer than n.
 */
function cheapestCapped<K>(pool: readonly SquadPlayer[], n: number, group: (p: SquadPlayer) => K, cap: (k: K) => number): number {
  const groups = new Map<K, number[]>();
  for (const p of pool) {
    const g = groups.get(group(p));
    if (g) g.push(p.creditsTenths);
    else groups.set(group(p), [p.creditsTenths]);
  }
  const usable = [...groups].flatMap(([k, credits]) => credits.sort((a, b) => a - b).slice(0, Math.max(0, cap(k))));
  if (usable.length < n) return Infinity;
  return usable
    .sort((a, b) => a - b)
    .slice(0, n)
    .reduce((s, c) => s + c, 0);
}

function countBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, number> {
  const m = new Map<K, number>();
  for (const it of items) m.set(key(it), (m.get(key(it)) ?? 0) + 1);
  return m;
}

/**
 * A random valid team (same seed, squad and other teams → same team) that is not one of `otherTeams`. Picks by
 * depth-first search over a seeded shuffle of the squad, pruning any branch that can no longer meet the role
 * minimums, the side limit or the credit cap; then the first captain / vice-captain pair (in shuffled order) that
 * makes the team new. Refuses with TEAM_LIMIT_REACHED when the player already has the most teams, and with
 * TEAM_NOT_POSSIBLE when no valid new team exists.
 */
export function autoTeam(
  squad: readonly SquadPlayer[],
  rules: TeamRules,
  otherTeams: readonly TeamChoice[],
  seed: string | number,
): TeamResult<TeamChoice> {
  if (otherTeams.length >= rules.maxTeamsPerMatch) {
    return refuse([teamRuleError('TEAM_LIMIT_REACHED', { max: rules.maxTeamsPerMatch })]);
  }
  const rng = seededRng(String(seed));
  const known = new Set(rules.roles.map((r) => r.role));
  // sorted first so that the squad's order does not change the pick, only the seed does
  const pool = shuffle(
    [...new Map(squad.map((p) => [p.id, p])).values()].filter((p) => known.has(p.role)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    rng,
  );
  const taken = new Set(otherTeams.map(teamKey));
  let found: TeamChoice | undefined;
  search(pool, rules, (players) => {
    found = chooseLeaders(players, taken, rng);
    return found !== undefined;
  });
  return found ? { ok: true, value: found } : refuse([teamRuleError('TEAM_NOT_POSSIBLE')]);
}

function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function chooseLeaders(players: readonly SquadPlayer[], taken: ReadonlySet<string>, rng: Rng): TeamChoice | undefined {
  const ids = shuffle(players.map((p) => p.id), rng);
  for (const captain of ids) {
    for (const viceCaptain of ids) {
      if (viceCaptain === captain) continue;
      const team = { players: ids, captain, viceCaptain };
      if (!taken.has(teamKey(team))) return team;
    }
  }
  return undefined;
}

/**
 * Depth-first search for full teams; `accept` is told each complete team and ends the search by returning true.
 * Each level decides "take or skip" pool[i]; a branch is cut as soon as the rest of the pool cannot complete it.
 */
function search(pool: readonly SquadPlayer[], rules: TeamRules, accept: (team: SquadPlayer[]) => boolean): void {
  const limits = new Map(rules.roles.map((r) => [r.role, r]));
  const roleCount = new Map<string, number>();
  const sideCount = new Map<number, number>();
  const team: SquadPlayer[] = [];
  let credits = 0;

  const canStillFinish = (from: number): boolean => {
    const left = rules.size - team.length;
    const rest = pool.slice(from);
    if (rest.length < left) return false;
    // role minimums: each role's shortfall must be available and fit in the slots left
    let shortfall = 0;
    for (const { role, min } of rules.roles) {
      const need = Math.max(0, min - (roleCount.get(role) ?? 0));
      if (rest.filter((p) => p.role === role).length < need) return false;
      shortfall += need;
    }
    if (shortfall > left) return false;
    // side and role maximums: enough room among the rest
    let roomBySide = 0;
    for (const [side, n] of countBy(rest, (p) => p.side)) {
      roomBySide += Math.min(n, rules.maxFromOneSide - (sideCount.get(side) ?? 0));
    }
    if (roomBySide < left) return false;
    // credits: the cheapest way to fill the slots left must fit the budget, counting at most the room left per
    // side and per role (either cap alone gives a lower bound; the larger one prunes more)
    const bySide = cheapestCapped(rest, left, (p) => p.side, (side) => rules.maxFromOneSide - (sideCount.get(side) ?? 0));
    const byRole = cheapestCapped(rest, left, (p) => p.role, (role) => limits.get(role)!.max - (roleCount.get(role) ?? 0));
    return credits + Math.max(bySide, byRole) <= rules.creditCapTenths;
  };

  const step = (i: number): boolean => {
    if (!canStillFinish(i)) return false;
    if (team.length === rules.size) return accept([...team]);
    if (i >= pool.length) return false;
    const p = pool[i]!;
    const fitsRole = (roleCount.get(p.role) ?? 0) < limits.get(p.role)!.max;
    const fitsSide = (sideCount.get(p.side) ?? 0) < rules.maxFromOneSide;
    if (fitsRole && fitsSide && credits + p.creditsTenths <= rules.creditCapTenths) {
      team.push(p);
      credits += p.creditsTenths;
      roleCount.set(p.role, (roleCount.get(p.role) ?? 0) + 1);
      sideCount.set(p.side, (sideCount.get(p.side) ?? 0) + 1);
      const done = step(i + 1);
      team.pop();
      credits -= p.creditsTenths;
      roleCount.set(p.role, roleCount.get(p.role)! - 1);
      sideCount.set(p.side, sideCount.get(p.side)! - 1);
      if (done) return true;
    }
    return step(i + 1);
  };
  step(0);
}
