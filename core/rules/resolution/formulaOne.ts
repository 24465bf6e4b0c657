/**
 * Formula One resolvers (a race; {A} is the event, there are no parties). `period` is the lap number.
 *
 * Play vocabulary (SportPlay.type; the simulator and any provider adapter emit exactly these):
 * - 'grid'           player = driver, value = starting grid position (1 = pole), detail.team; one per starter,
 *                    before the start
 * - 'safety_car'     period = lap it came out (a full safety car; a virtual safety car is not emitted)
 * - 'rain'           period = lap rain began during the race
 * - 'pit_stop'       player, period
 * - 'red_flag'       period
 * - 'retirement'     player, period = the lap on which the car stopped (1 = the first lap)
 * - 'time_penalty'   player, period (a time penalty given during the race)
 * - 'lead_change'    player = the new leader, period = the lap at whose end he leads (never lap 1: the order
 *                    after lap 1 is the starting point)
 * - 'fastest_lap'    player, value = lap time in ms; emitted each time the race's fastest lap is beaten (the last
 *                    one holds it)
 * - 'classification' player, value = finishing position, detail.team, detail.gap = seconds behind the winner
 *                    (0 for the winner); one per classified car, at the finish
 * Driver plays the fantasy scorer reads (core/rules/fantasy/formulaOne.ts); no question reads them:
 * - 'qualifying'     player, value = qualifying position (before grid penalties), detail.team; one per driver,
 *                    before the start
 * - 'overtake'       player = the driver who overtook, period = lap, detail.passed = the driver overtaken (on track;
 *                    places changed in the pits are not overtakes)
 */
import type { SportPlay } from '../../feeds/events';
import { VOID, defineResolvers, numParam, overUnder, overUnderCount, yesWhen, type Answer, type ResolverSpec } from './engine';
import { playsView, type PlaysView } from './plays';

export const FORMULA_ONE_PLAYS = [
  'grid',
  'safety_car',
  'rain',
  'pit_stop',
  'red_flag',
  'retirement',
  'time_penalty',
  'lead_change',
  'fastest_lap',
  'classification',
  'qualifying',
  'overtake',
] as const;
export type FormulaOnePlayType = (typeof FORMULA_ONE_PLAYS)[number];

const of = (v: PlaysView, type: FormulaOnePlayType) => v.plays.filter((p) => p.type === type);
const finisher = (v: PlaysView, position: number): SportPlay | undefined =>
  of(v, 'classification').find((c) => c.value === position);
const gridOf = (v: PlaysView, driver: string | undefined) => of(v, 'grid').find((g) => g.player === driver)?.value;

/** yes/no from the classification at the finish; void without a classified winner */
const atFinish = (test: (v: PlaysView, winner: SportPlay) => boolean): ResolverSpec<PlaysView> => ({
  options: ['yes', 'no'],
  final: (v): Answer => {
    const winner = finisher(v, 1);
    if (!winner) return VOID;
    return test(v, winner) ? 'yes' : 'no';
  },
});

const SPECS: Record<string, ResolverSpec<PlaysView>> = {
  /** the driver starting from grid position 1 is classified first */
  pole_wins: atFinish((v, winner) => gridOf(v, winner.player) === 1),
  /** a (full) safety car comes out */
  safety_car: yesWhen((v) => of(v, 'safety_car').length > 0),
  /** classified cars at the finish vs params.line */
  classified: {
    options: ['over', 'under'],
    final: (v, p) => overUnder(of(v, 'classification').length, numParam(p, 'line')),
  },
  /** rain during the race */
  rain: yesWhen((v) => of(v, 'rain').length > 0),
  /** pit stops by the winner: p1 (1), p2 (2), p3 (3 or more); none → void */
  winner_pit_stops: {
    options: ['p1', 'p2', 'p3'],
    final: (v) => {
      const winner = finisher(v, 1);
      if (!winner) return VOID;
      const n = of(v, 'pit_stop').filter((s) => s.player === winner.player).length;
      return n === 0 ? VOID : n >= 3 ? 'p3' : `p${n}`;
    },
  },
  /** a red flag */
  red_flag: yesWhen((v) => of(v, 'red_flag').length > 0),
  /** the second-placed car's gap to the winner, in seconds, vs params.line */
  margin: {
    options: ['over', 'under'],
    final: (v, p) => {
      const second = finisher(v, 2);
      const gap = second?.detail?.gap;
      return typeof gap === 'number' ? overUnder(gap, numParam(p, 'line')) : VOID;
    },
  },
  /** the winner also holds the race's fastest lap */
  winner_fastest_lap: atFinish((v, winner) => of(v, 'fastest_lap').at(-1)?.player === winner.player),
  /** a driver starting 11th or lower is classified in the top 3 */
  charge_to_podium: atFinish((v) =>
    of(v, 'classification').some((c) => (c.value ?? 99) <= 3 && (gridOf(v, c.player) ?? 0) > 10),
  ),
  /** a car retires on lap 1 */
  first_lap_retirement: yesWhen((v) => of(v, 'retirement').some((r) => r.period === 1)),
  /** a time penalty given to any driver during the race */
  time_penalty: yesWhen((v) => of(v, 'time_penalty').length > 0),
  /** changes of the leader at a lap's end, from lap 2 on, vs params.line */
  lead_changes: overUnderCount((v) => of(v, 'lead_change').length),
  /** the first two classified cars are of the same team */
  one_two: atFinish((v, winner) => {
    const second = finisher(v, 2);
    return !!second && second.detail?.team !== undefined && second.detail.team === winner.detail?.team;
  }),
};

export const FORMULA_ONE_RESOLVERS = defineResolvers('formula_one', playsView, SPECS);
