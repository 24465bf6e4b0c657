import type { TimedFeedEvent } from '../../../core/feeds/events';
import { FEED_SPORTS, type FeedFixture, type FeedParty, type FeedProvider, type FeedSport } from '../provider';
import { seededRng, type Rng } from '../random';
import { simulateCricket } from './cricket';
import { simulatePlays } from './plays';
import { MINUTE_MS, timedEvents, type PlannedEvent } from '../timeline';

/**
 * FEED=sim, the embedded demo's provider: a seeded simulator that schedules one match every `slotMs` on a grid
 * counted from a fixed epoch, rotating through every sport of the spec. Slot k's match (teams, squads, every
 * event) is a pure function of the seed and k, so every process, every restart and every call agree on it
 * without storing anything. Real-time durations are compressed by `speed`.
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
/** Every sport with a prediction question bank (basketball has team challenges only); cricket twice as often. */
type SimSport = Exclude<FeedSport, 'basketball'>;
const ROTATION: SimSport[] = ['cricket', 'football', 'kabaddi', 'cricket', 'hockey', 'tennis', 'badminton', 'formula-one'];

const TEAMS: Record<SimSport, string[]> = {
  cricket: ['Kolkata Tigers', 'Punjab Panthers', 'Mumbai Mariners', 'Chennai Chargers', 'Bengaluru Blazers', 'Delhi Falcons', 'Hyderabad Hawks', 'Jaipur Jaguars'],
  football: ['Goa Gulls', 'Kerala Cobras', 'Mumbai Meteors', 'Bengal Bisons', 'Odisha Owls', 'Chennai Cheetahs'],
  kabaddi: ['Patna Pythons', 'Pune Pumas', 'Jaipur Jets', 'Bengal Bulls', 'Delhi Dabangs', 'Telugu Tridents'],
  hockey: ['India', 'Belgium', 'Netherlands', 'Australia', 'Germany', 'Argentina'],
  tennis: ['Rohan Mehra', 'Arjun Kapoor', 'Leo Martin', 'Kenji Sato', 'Marco Rossi', 'Sam Carter'],
  badminton: ['Priya Rao', 'Mei Lin', 'Ana Costa', 'Yuki Tanaka', 'Sara Holm', 'Nisha Verma'],
  'formula-one': ['Grand Prix of India', 'Monsoon Grand Prix', 'Himalayan Grand Prix'],
};
const TOURNAMENTS: Record<SimSport, string> = {
  cricket: 'PickXI T20 Sim League',
  football: 'PickXI Football Sim League',
  kabaddi: 'PickXI Kabaddi Sim League',
  hockey: 'PickXI Hockey Sim Cup',
  tennis: 'PickXI Tennis Sim Open',
  badminton: 'PickXI Badminton Sim Open',
  'formula-one': 'PickXI Formula Sim Championship',
};
const SQUAD_SIZE: Record<SimSport, number> = { cricket: 15, football: 14, kabaddi: 10, hockey: 14, tennis: 1, badminton: 1, 'formula-one': 20 };
const SURNAMES = ['Sharma', 'Iyer', 'Khan', 'Patel', 'Singh', 'Reddy', 'Das', 'Nair', 'Gill', 'Rao', 'Bose', 'Joshi', 'Kumar', 'Mehta', 'Pillai', 'Yadav', 'Chopra', 'Sen', 'Shah', 'Verma'];
const INITIALS = 'ABDGHKMNPRSTVY';

function squad(rng: Rng, team: string, size: number, single: boolean): string[] {
  if (single) return [team];
  const used = new Set<string>();
  while (used.size < size) used.add(`${rng.pick([...INITIALS])} ${rng.pick(SURNAMES)}`);
  return [...used];
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
    const parties: FeedParty[] = (race ? [names[first]!] : [names[first]!, names[second]!]).map((name, i) => ({
      position: (i + 1) as 1 | 2,
      name,
      players: race ? squad(rng, name, SQUAD_SIZE[sport], false) : squad(rng, name, SQUAD_SIZE[sport], SQUAD_SIZE[sport] === 1),
    }));
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

  events(match: { ref: string; startTime: Date }, now: Date): Promise<TimedFeedEvent[]> {
    const k = Number(match.ref.replace(/^sim-/, ''));
    if (!/^sim-\d+$/.test(match.ref) || !Number.isSafeInteger(k)) return Promise.resolve([]);
    return Promise.resolve(timedEvents(match.startTime, this.match(k).planned, this.options.speed, now));
  }
}

export const SIM_DEFAULTS = { seed: 'pickxi', backMs: 4 * 60 * MINUTE_MS, aheadMs: 6 * 60 * MINUTE_MS };
/** The most slots offered back and ahead whatever the slot length (server/feeds/index.ts). */
export const SIM_WINDOW_SLOTS = { back: 24, ahead: 36 };
