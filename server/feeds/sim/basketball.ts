import type { FeedResult, PartyPosition, SportPlay } from '../../../core/feeds/events';
import type { FeedParty } from '../provider';
import type { Rng } from '../random';
import type { PlannedEvent } from '../timeline';
import { sidesOf, type RoleWeights, type Side } from './lineups';
import { Plan } from './plan';

/**
 * A basketball match (FIBA: four 10-minute quarters, 5-minute overtimes until someone leads) in the play
 * vocabulary of core/rules/resolution/basketball.ts, possession by possession, every play by a player on the court:
 * a starting five of two backcourt and three frontcourt players from the squad's roles, rolling substitutions at
 * the quarter breaks and mid-quarter, baskets with their assists, free throws, rebounds, blocks, steals and
 * turnovers. These plays feed both modes: the prediction questions (core/rules/resolution/basketball.ts) and the
 * draft challenges' fantasy points (core/rules/fantasy/basketball.ts).
 *
 * Real time: a game-clock minute takes 2.2 minutes, 2-minute breaks between quarters and before an overtime, 15 at
 * half-time: about 1 h 50 min.
 */

const FORMATION = { BC: 2, FC: 3 };
const FALLBACK = ['BC', 'BC', 'FC', 'FC', 'FC', 'BC', 'FC', 'BC', 'FC', 'FC', 'BC', 'FC'];
const fallbackRole = (i: number) => FALLBACK[i % FALLBACK.length]!;

const BALL: RoleWeights = { BC: 3, FC: 1 };
const THREE: RoleWeights = { BC: 3, FC: 1 };
const TWO: RoleWeights = { BC: 1.5, FC: 2.5 };
const FREE_THROWS: RoleWeights = { BC: 1, FC: 1.5 };
const ASSIST: RoleWeights = { BC: 4, FC: 1 };
const REBOUND: RoleWeights = { BC: 1, FC: 3 };
const BLOCK: RoleWeights = { BC: 1, FC: 4 };
const STEAL: RoleWeights = { BC: 3, FC: 1 };
const ROTATED: RoleWeights = { BC: 1, FC: 1 };

const REAL_PER_CLOCK = 2.2;
const QUARTER = 10;
const OVERTIME = 5;
/** real minute each quarter starts: 2-minute breaks, 15 at half-time */
const QUARTER_START = [0, 24, 61, 85];
const OVERTIME_START = QUARTER_START[3]! + QUARTER * REAL_PER_CLOCK + 2;

const coin = (rng: Rng): PartyPosition => (rng.next() < 0.5 ? 1 : 2);

export function simulateBasketball(rng: Rng, parties: FeedParty[]): PlannedEvent[] {
  const sides = sidesOf(parties, fallbackRole, FORMATION, 5);
  const side = (p: PartyPosition) => sides[p - 1]!;
  const plan = new Plan(sides.map((s) => s.lineup()));
  const score = { 1: 0, 2: 0 };
  let offence: PartyPosition = coin(rng);
  let end = 0;

  for (let period = 1; period <= 4 || score[1] === score[2]; period++) {
    const clockFrom = period <= 4 ? (period - 1) * QUARTER : 4 * QUARTER + (period - 5) * OVERTIME;
    const length = period <= 4 ? QUARTER : OVERTIME;
    const start = period <= 4 ? QUARTER_START[period - 1]! : OVERTIME_START + (period - 5) * (OVERTIME * REAL_PER_CLOCK + 2);
    end = start + length * REAL_PER_CLOCK;
    let clock = clockFrom;
    const emit = (payload: Omit<SportPlay, 'period' | 'minute'>) =>
      plan.play(start + (clock - clockFrom) * REAL_PER_CLOCK, { ...payload, period, minute: Math.floor(clock) + 1 });
    const rotate = () => {
      for (const s of sides) {
        for (let n = 0; n < 2; n++) {
          const change = s.substitute(rng, ROTATED, true);
          if (change) emit({ type: 'substitution', party: s.position, player: change.on.name, detail: { out: change.off.name } });
        }
      }
    };
    if (period > 1) rotate();
    let rotatedMid = period > 4;
    while (clock < clockFrom + length) {
      if (!rotatedMid && clock >= clockFrom + length / 2) {
        rotate();
        rotatedMid = true;
      }
      score[offence] += possession(rng, side(offence), side(offence === 1 ? 2 : 1), emit);
      offence = offence === 1 ? 2 : 1;
      clock += 0.2 + rng.next() * 0.16;
    }
    clock = clockFrom + length;
    emit({ type: 'quarter_end' });
  }
  const result: FeedResult = { type: 'win', winner: score[1] > score[2] ? 1 : 2, margin: { points: Math.abs(score[1] - score[2]) } };
  return plan.finish(end, result);
}

/** One possession of `own` against `opp`; returns the points it scored. */
function possession(rng: Rng, own: Side, opp: Side, emit: (payload: Omit<SportPlay, 'period' | 'minute'>) => void): number {
  const roll = rng.next();
  if (roll < 0.13) {
    const loser = own.pick(rng, BALL);
    if (rng.next() < 0.55) {
      const thief = opp.pick(rng, STEAL);
      if (thief) emit({ type: 'steal', party: opp.position, player: thief.name });
    }
    if (loser) emit({ type: 'turnover', party: own.position, player: loser.name });
    return 0;
  }
  if (roll < 0.22) {
    const shooter = own.pick(rng, FREE_THROWS);
    let points = 0;
    for (let i = 0; i < 2; i++) {
      if (shooter && rng.next() < 0.75) {
        emit({ type: 'basket', party: own.position, player: shooter.name, value: 1 });
        points++;
      }
    }
    return points;
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const three = rng.next() < 0.35;
    const shooter = own.pick(rng, three ? THREE : TWO);
    if (!shooter) return 0;
    if (rng.next() < (three ? 0.35 : 0.52)) {
      const passer = rng.next() < 0.6 ? own.pick(rng, ASSIST, [shooter.name]) : undefined;
      emit({ type: 'basket', party: own.position, player: shooter.name, value: three ? 3 : 2, ...(passer ? { detail: { assist: passer.name } } : {}) });
      return three ? 3 : 2;
    }
    if (!three && rng.next() < 0.1) {
      const blocker = opp.pick(rng, BLOCK);
      if (blocker) emit({ type: 'block', party: opp.position, player: blocker.name });
    }
    const offensive = rng.next() < 0.27;
    const rebounder = (offensive ? own : opp).pick(rng, REBOUND);
    if (rebounder) emit({ type: 'rebound', party: offensive ? own.position : opp.position, player: rebounder.name, detail: { offensive } });
    if (!offensive) return 0;
  }
  return 0;
}
