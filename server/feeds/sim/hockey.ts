import type { PartyPosition, SportPlay } from '../../../core/feeds/events';
import type { FeedParty } from '../provider';
import type { Rng } from '../random';
import type { PlannedEvent } from '../timeline';
import { sidesOf, type RoleWeights } from './lineups';
import { Plan } from './plan';

/**
 * A hockey match in the play vocabulary of core/rules/resolution/hockey.ts, every player play attributed to a player
 * on the pitch at that moment (the fantasy scorer reads them): a starting XI (GK, four defenders, four midfielders,
 * two forwards) from the squad's roles, rolling substitutions, goals with scorer and assist, shots saved by the
 * goalkeeper, tackles, cards (a red one for good). A shoot-out when level after four quarters.
 *
 * Real time: 15-minute quarters with 2- and 10-minute breaks; the match clock says minutes 1–60.
 */

const FORMATION = { GK: 1, DEF: 4, MID: 4, FWD: 2 };
const FALLBACK = ['GK', 'DEF', 'DEF', 'DEF', 'DEF', 'MID', 'MID', 'MID', 'MID', 'FWD', 'FWD', 'GK', 'DEF', 'MID', 'FWD', 'FWD'];
const fallbackRole = (i: number) => FALLBACK[i % FALLBACK.length]!;

const FIELD_SCORER: RoleWeights = { FWD: 6, MID: 3, DEF: 1 };
/** penalty corners and strokes: the drag-flickers and specialists, often defenders */
const SET_PIECE_SCORER: RoleWeights = { DEF: 4, FWD: 3, MID: 2 };
const ASSIST: RoleWeights = { FWD: 3, MID: 5, DEF: 2 };
const SHOOTER: RoleWeights = { FWD: 5, MID: 3, DEF: 1.5 };
const TACKLER: RoleWeights = { DEF: 5, MID: 4, FWD: 1 };
const BOOKED: RoleWeights = { DEF: 4, MID: 4, FWD: 2, GK: 0.5 };
const ROLLED: RoleWeights = { DEF: 2, MID: 3, FWD: 3 };
const REAL_START = [0, 17, 42, 59];

type Happening = { clock: number; kind: 'goal' | 'corner' | 'card' | 'shot' | 'tackle' | 'sub'; party: PartyPosition };

const coin = (rng: Rng): PartyPosition => (rng.next() < 0.5 ? 1 : 2);
const countAround = (rng: Rng, mean: number) => Math.max(0, Math.round(mean * (0.4 + rng.next() * 1.2)));

export function simulateHockey(rng: Rng, parties: FeedParty[]): PlannedEvent[] {
  const sides = sidesOf(parties, fallbackRole, FORMATION, 11);
  const side = (p: PartyPosition) => sides[p - 1]!;
  const plan = new Plan(sides.map((s) => s.lineup()));
  const goals = { 1: 0, 2: 0 };
  for (const q of [1, 2, 3, 4] as const) {
    const real = (clock: number) => REAL_START[q - 1]! + (clock - (q - 1) * 15);
    const happenings: Happening[] = [];
    const add = (kind: Happening['kind'], n: number, party?: PartyPosition) => {
      for (let i = 0; i < n; i++) happenings.push({ clock: (q - 1) * 15 + rng.next() * 15, kind, party: party ?? coin(rng) });
    };
    add('goal', countAround(rng, 1.1));
    add('corner', countAround(rng, 1.8));
    if (rng.next() < 0.35) add('card', 1);
    add('shot', countAround(rng, 2.5));
    add('tackle', countAround(rng, 8));
    for (const s of sides) add('sub', Math.min(3, s.bench.length), s.position);
    happenings.sort((a, b) => a.clock - b.clock);

    for (const h of happenings) {
      const own = side(h.party);
      const opp = side(h.party === 1 ? 2 : 1);
      const at = { period: q, minute: Math.floor(h.clock) + 1 };
      const emit = (payload: SportPlay, early = 0) => plan.play(real(h.clock) - early, payload);
      switch (h.kind) {
        case 'goal': {
          const kind = rng.pick(['field', 'field', 'penalty_corner', 'penalty_stroke'] as const);
          const scorer = own.pick(rng, kind === 'field' ? FIELD_SCORER : SET_PIECE_SCORER);
          const assist = kind !== 'penalty_stroke' && scorer && rng.next() < 0.6 ? own.pick(rng, ASSIST, [scorer.name]) : undefined;
          if (kind !== 'field') emit({ type: kind, party: h.party, ...at }, 0.2);
          emit({ type: 'shot_on_target', party: h.party, player: scorer?.name, ...at });
          emit({ type: 'goal', party: h.party, player: scorer?.name, ...at, detail: { kind, ...(assist ? { assist: assist.name } : {}) } });
          goals[h.party]++;
          break;
        }
        case 'corner':
          emit({ type: 'penalty_corner', party: h.party, ...at });
          break;
        case 'card': {
          const player = own.pick(rng, BOOKED);
          if (!player) break;
          const color = rng.pick(['green', 'green', 'yellow', 'red']);
          emit({ type: 'card', party: h.party, player: player.name, ...at, detail: { color } });
          if (color === 'red') own.sendOff(player.name);
          break;
        }
        case 'shot': {
          const shooter = own.pick(rng, SHOOTER);
          if (!shooter) break;
          emit({ type: 'shot_on_target', party: h.party, player: shooter.name, ...at });
          const keeper = opp.withRole('GK');
          if (keeper) emit({ type: 'save', party: opp.position, player: keeper.name, ...at });
          break;
        }
        case 'tackle': {
          const player = own.pick(rng, TACKLER);
          if (player) emit({ type: 'tackle', party: h.party, player: player.name, ...at });
          break;
        }
        case 'sub': {
          const change = own.substitute(rng, ROLLED, true);
          if (change) emit({ type: 'substitution', party: h.party, player: change.on.name, ...at, detail: { out: change.off.name } });
          break;
        }
      }
    }
    plan.play(real(q * 15), { type: 'quarter_end', period: q });
  }
  if (goals[1] === goals[2]) {
    plan.play(76, { type: 'shootout', period: 5 });
    return plan.finish(85, { type: 'win', winner: coin(rng), method: 'shoot-out' });
  }
  return plan.finish(76, { type: 'win', winner: goals[1] > goals[2] ? 1 : 2, margin: { goals: Math.abs(goals[1] - goals[2]) } });
}
