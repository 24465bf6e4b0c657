/**
 * The Formula One match centre (a race; vocabulary: core/rules/resolution/formulaOne.ts), from the race's `play`
 * events (corrections applied first): qualifying and the grid, a timeline of what happens on track (overtakes,
 * lead changes, pit stops, safety cars, red flags, rain, retirements, time penalties, new fastest laps), the
 * current leader and lap, the fastest lap, the classification at the finish, and a lap chart when it can be
 * trusted (./lapChart.ts says when).
 */
import type { SportPlay } from '../../feeds/events';
import { lapChart, type LapChart, type LapChartIssue } from './lapChart';
import { correctedEvents, lastResult, type CentreEvent, type CentreParty, type ResultInfo } from './shared';

export interface GridSlot {
  position: number;
  driver: string;
  team: string | null;
}

export type RaceTimelineItem = { seq: number | null; lap: number | null } & (
  | { type: 'overtake'; driver: string | null; passed: string | null }
  | { type: 'lead_change'; driver: string | null }
  | { type: 'pit_stop'; driver: string | null }
  | { type: 'retirement'; driver: string | null }
  | { type: 'time_penalty'; driver: string | null }
  /** a new fastest lap of the race, in ms */
  | { type: 'fastest_lap'; driver: string | null; ms: number | null }
  | { type: 'safety_car' }
  | { type: 'red_flag' }
  | { type: 'rain' }
);

export interface Classified {
  position: number;
  driver: string;
  team: string | null;
  /** seconds behind the winner (0 for him) */
  gap: number | null;
}

export interface RaceCentre {
  parties: CentreParty[];
  qualifying: GridSlot[];
  grid: GridSlot[];
  /** oldest first */
  timeline: RaceTimelineItem[];
  /** the latest lap the feed has spoken of; null before the start */
  lap: number | null;
  /** the classified winner at the finish; before, the last lead change's driver, or the pole-sitter before any */
  leader: { driver: string; source: 'classification' | 'lead_change' | 'grid' } | null;
  fastestLap: { driver: string; ms: number; lap: number | null } | null;
  retirements: { driver: string; lap: number | null }[];
  /** null until the finish */
  classification: Classified[] | null;
  /** null when the derived running order disagrees with the feed (see lapChartIssue) */
  lapChart: LapChart | null;
  lapChartIssue: LapChartIssue | null;
  result: ResultInfo | null;
}

const DRIVER_ITEMS: ReadonlySet<string> = new Set(['lead_change', 'pit_stop', 'retirement', 'time_penalty']);
const RACE_ITEMS: ReadonlySet<string> = new Set(['safety_car', 'red_flag', 'rain']);
const PRE_RACE: ReadonlySet<string> = new Set(['grid', 'qualifying']);

const teamOf = (p: SportPlay) => (typeof p.detail?.team === 'string' ? p.detail.team : null);
const slots = (plays: readonly SportPlay[], type: string): GridSlot[] =>
  plays
    .filter((p) => p.type === type && p.player && typeof p.value === 'number')
    .map((p) => ({ position: p.value!, driver: p.player!, team: teamOf(p) }))
    .sort((a, b) => a.position - b.position);

function item(p: SportPlay, seq: number | null): RaceTimelineItem | null {
  const base = { seq, lap: p.period ?? null };
  const driver = p.player ?? null;
  if (p.type === 'overtake') return { ...base, type: 'overtake', driver, passed: typeof p.detail?.passed === 'string' ? p.detail.passed : null };
  if (p.type === 'fastest_lap') return { ...base, type: 'fastest_lap', driver, ms: typeof p.value === 'number' ? p.value : null };
  if (DRIVER_ITEMS.has(p.type)) return { ...base, type: p.type as 'pit_stop', driver };
  if (RACE_ITEMS.has(p.type)) return { ...base, type: p.type as 'rain' };
  return null;
}

export function raceCentre(events: readonly CentreEvent[], parties: readonly CentreParty[] = []): RaceCentre {
  const list = correctedEvents(events);
  const sequenced = list.flatMap(({ event, seq }) => (event.kind === 'play' ? [{ play: event.payload, seq }] : []));
  const plays = sequenced.map((x) => x.play);
  const grid = slots(plays, 'grid');
  const timeline = sequenced.flatMap(({ play, seq }) => item(play, seq) ?? []);
  const finish = plays
    .filter((p) => p.type === 'classification' && p.player && typeof p.value === 'number')
    .map((p): Classified => ({ position: p.value!, driver: p.player!, team: teamOf(p), gap: typeof p.detail?.gap === 'number' ? p.detail.gap : null }))
    .sort((a, b) => a.position - b.position);
  const laps = plays.filter((p) => !PRE_RACE.has(p.type) && p.period !== undefined).map((p) => p.period!);
  const lastLead = plays.filter((p) => p.type === 'lead_change' && p.player).at(-1)?.player;
  const fastest = plays.filter((p) => p.type === 'fastest_lap' && p.player && typeof p.value === 'number').at(-1);
  const chart = lapChart(grid.map((g) => g.driver), plays);
  return {
    parties: parties.map((x) => ({ position: x.position, name: x.name })),
    qualifying: slots(plays, 'qualifying'),
    grid,
    timeline,
    lap: laps.length > 0 ? Math.max(...laps) : null,
    leader: finish[0]
      ? { driver: finish[0].driver, source: 'classification' }
      : lastLead
        ? { driver: lastLead, source: 'lead_change' }
        : grid[0]
          ? { driver: grid[0].driver, source: 'grid' }
          : null,
    fastestLap: fastest ? { driver: fastest.player!, ms: fastest.value!, lap: fastest.period ?? null } : null,
    retirements: plays.filter((p) => p.type === 'retirement' && p.player).map((p) => ({ driver: p.player!, lap: p.period ?? null })),
    classification: finish.length > 0 ? finish : null,
    lapChart: chart.chart,
    lapChartIssue: chart.issue,
    result: lastResult(list),
  };
}

export type { LapChart, LapChartIssue } from './lapChart';
