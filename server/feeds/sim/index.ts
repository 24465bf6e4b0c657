import type { TimedFeedEvent } from '../../../core/feeds/events';
import { FEED_SPORTS, type FeedFixture, type FeedMatchRef, type FeedParty, type FeedProvider, type FeedSport } from '../provider';
import { seededRng, type Rng } from '../random';
import { simulateCricket } from './cricket';
import { simulatePlays } from './plays';
import { formulaOneGrid, isRosterSport, LEAGUE_TEAMS, leagueRosters, matchSquad } from './rosters';
import { demoMatchId, seededParties } from './seeded';
import { MINUTE_MS, timedEvents, type PlannedEvent } from '../timeline';

/**
 * FEED=sim, the embedded demo's provider: a seeded simulator that schedules one match every `slotMs` on a grid
 * counted from a fixed epoch, rotating through every sport of the spec. Slot k's match (teams, squads, every
 * event) is a pure function of the seed and k, so every process, every restart and every call agree on it
 * without storing anything. Real-time durations are compressed by `speed`. Team sports' sides keep their squads
 * from match to match (./rosters.ts: roles and ratings for draft mode, names unique in the league).
 */

export interface SimOptions {
  seed: string;
  /** time between two scheduled starts */
  slotMs: number;
  /** time compression of a match's real durations (4, the demo's: a T20 in about 53 minutes) */
  speed: number;
  /** how far back fixtures are offered (finished matches the demo shows as completed and settled) */
  backMs: number;
  /** how far ahead fixtures are offered (upcoming challenges) */
  aheadMs: number;
}

/** Slot numbers count from here, so match ids stay small (3,000,000 + k). */
const SIM_EPOCH_MS = Date.UTC(2026, 0, 1);
const SIM_ID_BASE = 3_000_000;
/** Every sport of the product (each has a prediction question bank); cricket twice as often. */
type SimSport = FeedSport;
const ROTATION: SimSport[] = ['cricket', 'football', 'kabaddi', 'cricket', 'hockey', 'tennis', 'basketball', 'badminton', 'formula-one'];

/** Team sports play the league teams of ./rosters.ts; one-on-one sports and races name their parties here. */
const TEAMS: Record<SimSport, readonly string[]> = {
  cricket: LEAGUE_TEAMS.cricket,
  football: LEAGUE_TEAMS.football,
  kabaddi: LEAGUE_TEAMS.kabaddi,
  hockey: LEAGUE_TEAMS.hockey,
  basketball: LEAGUE_TEAMS.basketball,
  tennis: ['Rohan Mehra', 'Arjun Kapoor', 'Leo Martin', 'Kenji Sato', 'Marco Rossi', 'Sam Carter'],
  badminton: ['Priya Rao', 'Mei Lin', 'Ana Costa', 'Yuki Tanaka', 'Sara Holm', 'Nisha Verma'],
  'formula-one': ['Grand Prix of India', 'Monsoon Grand Prix', 'Himalayan Grand Prix'],
};
const TOURNAMENTS: Record<SimSport, string> = {
  cricket: 'PickXI T20 Sim League',
  football: 'PickXI Football Sim League',
  kabaddi: 'PickXI Kabaddi Sim League',
  hockey: 'PickXI Hockey Sim Cup',
  basketball: 'PickXI Basketball Sim League',
  tennis: 'PickXI Tennis Sim Open',
  badminton: 'PickXI Badminton Sim Open',
  'formula-one': 'PickXI Formula Sim Championship',
};

/**
 * A party of slot k: a league side with its squad for the day (line-up first, roles, ratings), a one-on-one
 * player (no squad: no draft), or a race with the season's grid (a driver's side is his constructor).
 */
function simParty(seed: string, rng: Rng, sport: SimSport, name: string, position: 1 | 2): FeedParty {
  if (sport === 'formula-one') {
    const squad = formulaOneGrid(seed);
    return { position, name, players: squad.map((p) => p.name), squad };
  }
  if (!isRosterSport(sport)) return { position, name, players: [name] };
  const squad = matchSquad(rng, sport, leagueRosters(seed, sport).get(name)!);
  return { position, name, players: squad.map((p) => p.name), squad };
}

interface SimMatch {
  fixture: FeedFixture;
  planned: PlannedEvent[];
}

export class SimFeed implements FeedProvider {
  readonly name = 'sim';
  private readonly cache = new Map<number, SimMatch>();

  constructor(private readonly options: SimOptions) {}

  private slotOf(ms: number): number {
    return Math.floor((ms - SIM_EPOCH_MS) / this.options.slotMs);
  }

  match(k: number): SimMatch {
    const cached = this.cache.get(k);
    if (cached) return cached;
    const rng = seededRng(`${this.options.seed}:${k}`);
    const sport = ROTATION[((k % ROTATION.length) + ROTATION.length) % ROTATION.length]!;
    const names = TEAMS[sport];
    const first = rng.int(0, names.length - 1);
    const second = (first + rng.int(1, names.length - 1)) % names.length;
    const race = sport === 'formula-one';
    const parties: FeedParty[] = (race ? [names[first]!] : [names[first]!, names[second]!]).map((name, i) =>
      simParty(this.options.seed, rng, sport, name, (i + 1) as 1 | 2),
    );
    const fixture: FeedFixture = {
      ref: `sim-${k}`,
      id: SIM_ID_BASE + k,
      sport,
      tournament: { id: 900 + FEED_SPORTS[sport], name: TOURNAMENTS[sport] },
      parties,
      startTime: new Date(SIM_EPOCH_MS + k * this.options.slotMs),
    };
    const planned = sport === 'cricket' ? simulateCricket(rng, parties) : simulatePlays(rng, sport, parties);
    const m = { fixture, planned };
    if (this.cache.size > 500) this.cache.clear();
    this.cache.set(k, m);
    return m;
  }

  fixtures(now: Date): Promise<FeedFixture[]> {
    const from = this.slotOf(now.getTime() - this.options.backMs);
    const to = this.slotOf(now.getTime() + this.options.aheadMs);
    const out: FeedFixture[] = [];
    for (let k = Math.max(0, from); k <= to; k++) out.push(this.match(k).fixture);
    return Promise.resolve(out);
  }

  /** A match the demo catalogue seeded (ref demo-<id>), played from its stored sport and parties. */
  private seeded(matchId: number, match: FeedMatchRef): PlannedEvent[] {
    const key = -matchId;
    const cached = this.cache.get(key);
    if (cached) return cached.planned;
    const sport = match.sport as FeedSport;
    if (!(sport in FEED_SPORTS) || !match.parties?.length) return [];
    const parties = seededParties(sport, matchId, match.parties);
    const rng = seededRng(`${this.options.seed}:demo:${matchId}`);
    const planned = sport === 'cricket' ? simulateCricket(rng, parties) : simulatePlays(rng, sport, parties);
    this.cache.set(key, { fixture: { ref: match.ref, id: matchId, sport, tournament: { id: 0, name: '' }, parties, startTime: match.startTime }, planned });
    return planned;
  }

  events(match: FeedMatchRef, now: Date): Promise<TimedFeedEvent[]> {
    const seeded = demoMatchId(match.ref);
    if (seeded !== null) return Promise.resolve(timedEvents(match.startTime, this.seeded(seeded, match), this.options.speed, now));
    const k = Number(match.ref.replace(/^sim-/, ''));
    if (!/^sim-\d+$/.test(match.ref) || !Number.isSafeInteger(k)) return Promise.resolve([]);
    return Promise.resolve(timedEvents(match.startTime, this.match(k).planned, this.options.speed, now));
  }
}

export const SIM_DEFAULTS = { seed: 'pickxi', backMs: 4 * 60 * MINUTE_MS, aheadMs: 6 * 60 * MINUTE_MS };
/** The most slots offered back and ahead whatever the slot length (server/feeds/index.ts). */
export const SIM_WINDOW_SLOTS = { back: 24, ahead: 36 };
