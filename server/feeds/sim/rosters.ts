import type { FeedPlayer } from '../provider';
import { seededRng, type Rng } from '../random';

/**
 * The simulator's leagues (draft mode, ADR 012): every team of a sport has a squad that stays the same from match
 * to match (names, roles, ratings are a pure function of the seed and the sport), so a player's form in earlier
 * matches means something: credits come from it, and player info lists his recent fantasy points.
 *
 * Names are unique across a whole league (not only within a match): two sides can never both field "A Sharma",
 * and a name is the player's key (squads.player_id = the name the events use).
 *
 * Formula one has one grid for the season: 20 drivers in 10 constructors, listed in constructor pairs (drivers
 * 2c−1 and 2c drive for constructor c, which is also the "Team A", "Team B", … the race simulation names).
 */

export type RosterSport = 'cricket' | 'football' | 'kabaddi' | 'hockey' | 'basketball';

export interface RosterPlayer {
  name: string;
  role: string;
  /** strength in [0, 1] */
  rating: number;
}

/** The teams of each league (the sim's TEAMS and the demo seed's basketball sides). */
export const LEAGUE_TEAMS: Record<RosterSport, readonly string[]> = {
  cricket: ['Kolkata Tigers', 'Punjab Panthers', 'Mumbai Mariners', 'Chennai Chargers', 'Bengaluru Blazers', 'Delhi Falcons', 'Hyderabad Hawks', 'Jaipur Jaguars'],
  football: ['Goa Gulls', 'Kerala Cobras', 'Mumbai Meteors', 'Bengal Bisons', 'Odisha Owls', 'Chennai Cheetahs'],
  kabaddi: ['Patna Pythons', 'Pune Pumas', 'Jaipur Jets', 'Bengal Bulls', 'Delhi Dabangs', 'Telugu Tridents'],
  hockey: ['India', 'Belgium', 'Netherlands', 'Australia', 'Germany', 'Argentina'],
  basketball: ['Chennai Cyclones', 'Mumbai Mavericks', 'Delhi Dunkers', 'Bengaluru Ballers'],
};

/** Squad make-up per side: [role, in the squad, in the starting line-up]. */
const COMPOSITION: Record<RosterSport, readonly (readonly [role: string, squad: number, starting: number])[]> = {
  // 15 a side; the XI: a keeper, four batters, two all-rounders, four bowlers
  cricket: [
    ['WK', 2, 1],
    ['BAT', 5, 4],
    ['AR', 3, 2],
    ['BOWL', 5, 4],
  ],
  // 14 a side; a 4-4-2
  football: [
    ['GK', 2, 1],
    ['DEF', 5, 4],
    ['MID', 4, 4],
    ['FWD', 3, 2],
  ],
  // 10 a side; seven on the mat: three raiders, an all-rounder, three defenders
  kabaddi: [
    ['RAID', 4, 3],
    ['AR', 2, 1],
    ['DEF', 4, 3],
  ],
  // 14 a side; a goalkeeper and ten outfield players
  hockey: [
    ['GK', 2, 1],
    ['DEF', 4, 4],
    ['MID', 4, 3],
    ['FWD', 4, 3],
  ],
  // 10 a side; five on court: two guards (backcourt), three forwards / centre (frontcourt)
  basketball: [
    ['BC', 5, 2],
    ['FC', 5, 3],
  ],
};

const SURNAMES = ['Sharma', 'Iyer', 'Khan', 'Patel', 'Singh', 'Reddy', 'Das', 'Nair', 'Gill', 'Rao', 'Bose', 'Joshi', 'Kumar', 'Mehta', 'Pillai', 'Yadav', 'Chopra', 'Sen', 'Shah', 'Verma'];
const INITIALS = 'ABDGHKMNPRSTVY';
/** the grid's constructors (formula one's "sides") */
export const F1_CONSTRUCTORS = 10;
export const F1_DRIVERS = 2 * F1_CONSTRUCTORS;

/** A name not in `used` (then added to it): "<initial> <surname>" from the league's own draw. */
function freshName(rng: Rng, used: Set<string>): string {
  for (;;) {
    const name = `${rng.pick([...INITIALS])} ${rng.pick(SURNAMES)}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

/** 0.15–0.95, two decimals: a few stars, many regulars. */
const rating = (rng: Rng) => Math.round((0.15 + 0.8 * rng.next() ** 1.3) * 100) / 100;

const leagueCache = new Map<string, Map<string, RosterPlayer[]>>();

/** Every team's squad in a league; the same for every process and restart (seed + sport). */
export function leagueRosters(seed: string, sport: RosterSport): Map<string, RosterPlayer[]> {
  const key = `${seed}:${sport}`;
  const cached = leagueCache.get(key);
  if (cached) return cached;
  const rng = seededRng(`${seed}:league:${sport}`);
  const used = new Set<string>();
  const rosters = new Map<string, RosterPlayer[]>();
  for (const team of LEAGUE_TEAMS[sport]) {
    rosters.set(
      team,
      COMPOSITION[sport].flatMap(([role, n]) => Array.from({ length: n }, () => ({ name: freshName(rng, used), role, rating: rating(rng) }))),
    );
  }
  leagueCache.set(key, rosters);
  return rosters;
}

export const isRosterSport = (sport: string): sport is RosterSport => sport in COMPOSITION;

/**
 * A side's squad for one match: the starting line-up first (each role's best by rating, with a little of the
 * day's form from `rng`, so line-ups rotate now and then), then the substitutes. Cricket's starters are in batting
 * order: the two best batters open, then the other batters with the keeper at four, the all-rounders, the bowlers.
 */
export function matchSquad(rng: Rng, sport: RosterSport, roster: readonly RosterPlayer[]): FeedPlayer[] {
  const starters: RosterPlayer[][] = [];
  const bench: RosterPlayer[] = [];
  for (const [role, , starting] of COMPOSITION[sport]) {
    const ranked = roster
      .filter((p) => p.role === role)
      .map((p) => ({ p, form: p.rating + rng.next() * 0.25 }))
      .sort((a, b) => b.form - a.form)
      .map((x) => x.p);
    starters.push(ranked.slice(0, starting));
    bench.push(...ranked.slice(starting));
  }
  let lineup = starters.flat();
  if (sport === 'cricket') {
    const [wk, bat, ar, bowl] = starters as [RosterPlayer[], RosterPlayer[], RosterPlayer[], RosterPlayer[]];
    lineup = [...bat.slice(0, 3), ...wk, ...bat.slice(3), ...ar, ...bowl];
  }
  return [...lineup, ...bench].map(({ name, role, rating }) => ({ name, role, rating }));
}

/** Players in a side's starting line-up (matchSquad lists them first). */
export function startingCount(sport: RosterSport): number {
  return COMPOSITION[sport].reduce((s, [, , starting]) => s + starting, 0);
}

const gridCache = new Map<string, FeedPlayer[]>();

/** The season's 20 drivers, constructor by constructor (side 1..10); names unique. */
export function formulaOneGrid(seed: string): FeedPlayer[] {
  const cached = gridCache.get(seed);
  if (cached) return cached;
  const rng = seededRng(`${seed}:league:formula-one`);
  const used = new Set<string>();
  const grid = Array.from({ length: F1_DRIVERS }, (_, i) => ({ name: freshName(rng, used), role: 'DRV', rating: rating(rng), side: Math.floor(i / 2) + 1 }));
  gridCache.set(seed, grid);
  return grid;
}
