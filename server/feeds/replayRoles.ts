import type { CricketBall } from '../../core/feeds/events';
import type { ParsedCricsheet } from '../../core/feeds/cricsheet';
import { TEAM_RULES } from '../../core/rules/teamSports';

/**
 * Cricsheet records who batted, bowled and fielded but not anybody's role, and draft mode needs one (WK / BAT /
 * AR / BOWL) for every squad entry. The replay infers it from what the players did in this file and in the files
 * before it in the directory (never later ones), ADR 012:
 *
 * - **WK**: anyone who has made a stumping, or was his side's keeper in an earlier file. A side still without one
 *   gets its best-guess keeper: among its players who never bowled a ball in these files, the one with the most
 *   catches (then the higher average batting position, then the name).
 * - **BOWL / AR**: bowled "a lot", i.e. at least two overs (12 legal balls) a match on average over the matches
 *   in which his side bowled. One who also bats in the top seven on average is an all-rounder, the others bowlers.
 * - **BAT**: everyone else (part-time bowlers included).
 * - A side with no all-rounder gets one: its bowler with the best average batting position (else the batter who
 *   bowled most), so every squad can make a valid team (the team rule asks for at least one AR).
 * - A sidecar `<file>.roles.json` ({"<name as in the file>": "WK", …}) overrides any of this.
 */

interface Tally {
  /** matches in which his side bowled (a washed-out innings is no chance to bowl) */
  bowlingMatches: number;
  legalBalls: number;
  catches: number;
  stumpings: number;
  /** batting positions, one per innings batted */
  positions: number[];
}

const CRICKET_ROLES = new Set(TEAM_RULES.cricket.roles.map((r) => r.role));
/** two overs a match on average */
const BOWLS_A_LOT = 12;
/** average batting position of an all-rounder at most this */
const BATS_IN_TOP = 7;

function tallyOf(files: readonly ParsedCricsheet[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  const get = (name: string) => {
    let t = tallies.get(name);
    if (!t) tallies.set(name, (t = { bowlingMatches: 0, legalBalls: 0, catches: 0, stumpings: 0, positions: [] }));
    return t;
  };
  for (const file of files) {
    const batted = new Map<number, string[]>();
    const fielded = new Set<number>();
    for (const e of file.events) {
      if (e.kind !== 'ball') continue;
      const b: CricketBall = e.payload;
      if (b.superOver) continue;
      fielded.add(b.battingParty === 1 ? 2 : 1);
      const order = batted.get(b.innings) ?? [];
      batted.set(b.innings, order);
      for (const name of [b.batter, b.nonStriker]) {
        if (!order.includes(name)) {
          order.push(name);
          get(name).positions.push(order.length);
        }
      }
      if (!b.extras.wides && !b.extras.noballs) get(b.bowler).legalBalls++;
      for (const w of b.wickets) {
        const fielder = w.fielders.find((f) => !f.substitute);
        if (w.kind === 'stumped' && fielder) get(fielder.name).stumpings++;
        if (w.kind === 'caught' && fielder) get(fielder.name).catches++;
      }
    }
    for (const team of file.info.teams) for (const p of team.players) if (fielded.has(team.position)) get(p.name).bowlingMatches++;
    for (const team of file.info.teams) for (const p of team.players) get(p.name);
  }
  return tallies;
}

const average = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : Infinity);

/**
 * Role of every player of `current`, by name. `history` = the directory's files before it, `keepers` = the players
 * found keeping in them (WK by stumping or by guess), `overrides` = the file's sidecar.
 */
export function inferCricketRoles(
  history: readonly ParsedCricsheet[],
  current: ParsedCricsheet,
  overrides: Readonly<Record<string, string>> = {},
  keepers: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const all = tallyOf([...history, current]);
  const roles = new Map<string, string>();
  for (const team of current.info.teams) {
    const names = team.players.map((p) => p.name);
    const t = (n: string) => all.get(n)!;
    for (const name of names) {
      const s = t(name);
      const bowls = s.legalBalls / Math.max(1, s.bowlingMatches) >= BOWLS_A_LOT;
      roles.set(name, s.stumpings > 0 || keepers.has(name) ? 'WK' : bowls ? (average(s.positions) <= BATS_IN_TOP ? 'AR' : 'BOWL') : 'BAT');
    }
    if (!names.some((n) => roles.get(n) === 'WK')) {
      const keeper = names
        .filter((n) => t(n).legalBalls === 0)
        .sort((a, b) => t(b).catches - t(a).catches || average(t(a).positions) - average(t(b).positions) || (a < b ? -1 : 1))[0];
      if (keeper) roles.set(keeper, 'WK');
    }
    if (!names.some((n) => roles.get(n) === 'AR')) {
      const bowlers = names.filter((n) => roles.get(n) === 'BOWL').sort((a, b) => average(t(a).positions) - average(t(b).positions) || (a < b ? -1 : 1));
      const partTimers = names.filter((n) => roles.get(n) === 'BAT').sort((a, b) => t(b).legalBalls - t(a).legalBalls || (a < b ? -1 : 1));
      const pick = bowlers[0] ?? partTimers[0];
      if (pick) roles.set(pick, 'AR');
    }
  }
  for (const [name, role] of Object.entries(overrides)) {
    if (roles.has(name) && CRICKET_ROLES.has(role)) roles.set(name, role);
  }
  return roles;
}

/** A sidecar's content as a role map; anything malformed is an error naming the file. */
export function parseRolesSidecar(text: string, file: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file}: not JSON (${(e as Error).message})`, { cause: e });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file}: expected {"<player name>": "<role>"}`);
  for (const [name, role] of Object.entries(parsed)) {
    if (typeof role !== 'string' || !CRICKET_ROLES.has(role)) throw new Error(`${file}: ${name}'s role ${JSON.stringify(role)} is not one of ${[...CRICKET_ROLES].join(', ')}`);
  }
  return parsed as Record<string, string>;
}
