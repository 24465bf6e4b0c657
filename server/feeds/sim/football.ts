import type { FeedResult, PartyPosition, SportPlay } from '../../../core/feeds/events';
import type { FeedParty } from '../provider';
import type { Rng } from '../random';
import type { PlannedEvent } from '../timeline';
import { sidesOf, type RoleWeights } from './lineups';
import { Plan } from './plan';

/**
 * A football match in the play vocabulary of core/rules/resolution/football.ts, every player play attributed to a
 * player on the pitch at that minute (the fantasy scorer reads them): a 4-4-2 starting XI from the squad's roles,
 * up to three substitutions after the hour, goals with their scorer and assist, saves by the goalkeeper on the
 * pitch, tackles, interceptions, cards (a second yellow brings a red), missed penalties, passes per half.
 *
 * Real time: the first half's clock minutes 0–47 (stoppage included), 15 minutes' break, the second half's 45–94
 * played 15 minutes later; the result at minute 111.
 */

const FORMATION = { GK: 1, DEF: 4, MID: 4, FWD: 2 };
const FALLBACK = ['GK', 'DEF', 'DEF', 'DEF', 'DEF', 'MID', 'MID', 'MID', 'MID', 'FWD', 'FWD', 'GK', 'DEF', 'MID', 'FWD'];
const fallbackRole = (i: number) => FALLBACK[i % FALLBACK.length]!;

const SCORER: RoleWeights = { FWD: 6, MID: 3, DEF: 1 };
const OWN_GOAL: RoleWeights = { DEF: 5, MID: 2, GK: 1, FWD: 1 };
const ASSIST: RoleWeights = { FWD: 3, MID: 5, DEF: 2, GK: 0.1 };
const SHOOTER: RoleWeights = { FWD: 5, MID: 3, DEF: 1 };
const TAKER: RoleWeights = { FWD: 5, MID: 3, DEF: 0.5 };
const TACKLER: RoleWeights = { DEF: 5, MID: 4, FWD: 1 };
const INTERCEPTOR: RoleWeights = { DEF: 5, MID: 3, FWD: 1 };
const BOOKED: RoleWeights = { DEF: 4, MID: 4, FWD: 2, GK: 1 };
const SUBBED: RoleWeights = { DEF: 2, MID: 3, FWD: 4 };
/** completed passes in a full half, by role */
const PASSES: RoleWeights = { GK: 12, DEF: 25, MID: 32, FWD: 14 };

const HALF_BREAK = 15;
const HALVES = [
  { period: 1, from: 0, to: 47, realShift: 0 },
  { period: 2, from: 45, to: 94, realShift: HALF_BREAK },
] as const;

type Happening = { m: number; kind: 'goal' | 'shot' | 'corner' | 'card' | 'tackle' | 'interception' | 'penalty_miss' | 'sub'; party: PartyPosition };

const coin = (rng: Rng): PartyPosition => (rng.next() < 0.5 ? 1 : 2);
const countAround = (rng: Rng, mean: number) => Math.max(0, Math.round(mean * (0.4 + rng.next() * 1.2)));
const minutes = (rng: Rng, n: number, from: number, to: number) => Array.from({ length: n }, () => from + rng.next() * (to - from));

export function simulateFootball(rng: Rng, parties: FeedParty[]): PlannedEvent[] {
  const sides = sidesOf(parties, fallbackRole, FORMATION, 11);
  const side = (p: PartyPosition) => sides[p - 1]!;
  const plan = new Plan(sides.map((s) => s.lineup()));
  const goals = { 1: 0, 2: 0 };
  const booked = new Set<string>();
  /** minute each player on the pitch came on, and his minutes in the current half */
  const onSince = new Map<string, number>();
  const halfMinutes = new Map<string, number>();
  const players = new Map(sides.flatMap((s) => [...s.onField, ...s.bench].map((p) => [p.name, p] as const)));
  const partyOf = new Map(sides.flatMap((s) => [...s.onField, ...s.bench].map((p) => [p.name, s.position] as const)));

  for (const half of HALVES) {
    const { period, from, to } = half;
    const real = (m: number) => m + half.realShift;
    const at = (m: number) => ({ period, minute: Math.floor(m) + 1 });
    const emit = (m: number, payload: SportPlay) => plan.play(real(m), payload);
    const leave = (name: string, m: number) => {
      halfMinutes.set(name, (halfMinutes.get(name) ?? 0) + m - (onSince.get(name) ?? from));
      onSince.delete(name);
    };

    for (const s of sides) for (const p of s.onField) onSince.set(p.name, from);

    const happenings: Happening[] = [];
    const add = (kind: Happening['kind'], n: number, party?: PartyPosition) => {
      for (const m of minutes(rng, n, from, to)) happenings.push({ m, kind, party: party ?? coin(rng) });
    };
    add('goal', countAround(rng, 1.35));
    add('shot', countAround(rng, 3));
    add('corner', countAround(rng, 5));
    add('card', countAround(rng, 2));
    add('tackle', countAround(rng, 14));
    add('interception', countAround(rng, 9));
    if (rng.next() < 0.06) add('penalty_miss', 1);
    if (period === 2) {
      for (const s of sides) for (const m of minutes(rng, Math.min(3, s.bench.length), 55, 85)) happenings.push({ m, kind: 'sub', party: s.position });
    }
    happenings.sort((a, b) => a.m - b.m);

    for (const h of happenings) {
      const own = side(h.party);
      const opp = side(h.party === 1 ? 2 : 1);
      const t = at(h.m);
      switch (h.kind) {
        case 'goal': {
          const ownGoal = rng.next() < 0.05;
          const penalty = !ownGoal && rng.next() < 0.1;
          const scorer = ownGoal ? opp.pick(rng, OWN_GOAL) : own.pick(rng, penalty ? TAKER : SCORER);
          const assist = !ownGoal && !penalty && scorer && rng.next() < 0.75 ? own.pick(rng, ASSIST, [scorer.name]) : undefined;
          if (penalty) emit(h.m - 0.5, { type: 'penalty_awarded', party: h.party, ...at(h.m - 0.5) });
          if (!ownGoal) emit(h.m, { type: 'shot_on_target', party: h.party, player: scorer?.name, ...t });
          emit(h.m, { type: 'goal', party: h.party, player: scorer?.name, ...t, detail: { ownGoal, penalty, ...(assist ? { assist: assist.name } : {}) } });
          goals[h.party]++;
          break;
        }
        case 'shot': {
          // a shot on target that is not a goal: the goalkeeper on the pitch saved it
          const shooter = own.pick(rng, SHOOTER);
          if (!shooter) break;
          if (rng.next() < 0.6) {
            const passer = own.pick(rng, ASSIST, [shooter.name]);
            if (passer) emit(h.m, { type: 'chance_created', party: h.party, player: passer.name, ...t });
          }
          emit(h.m, { type: 'shot_on_target', party: h.party, player: shooter.name, ...t });
          const keeper = opp.withRole('GK');
          if (keeper) emit(h.m, { type: 'save', party: opp.position, player: keeper.name, ...t });
          break;
        }
        case 'corner':
          emit(h.m, { type: 'corner', party: h.party, period });
          break;
        case 'card': {
          const player = own.pick(rng, BOOKED);
          if (!player) break;
          const color = rng.next() < 0.08 ? 'red' : 'yellow';
          if (color === 'yellow') emit(h.m, { type: 'card', party: h.party, player: player.name, ...t, detail: { color } });
          if (color === 'red' || booked.has(player.name)) {
            emit(h.m, { type: 'card', party: h.party, player: player.name, ...t, detail: { color: 'red' } });
            own.sendOff(player.name);
            leave(player.name, h.m);
          }
          booked.add(player.name);
          break;
        }
        case 'tackle':
        case 'interception': {
          const player = own.pick(rng, h.kind === 'tackle' ? TACKLER : INTERCEPTOR);
          if (player) emit(h.m, { type: h.kind, party: h.party, player: player.name, ...t });
          break;
        }
        case 'penalty_miss': {
          const taker = own.pick(rng, TAKER);
          if (!taker) break;
          const keeper = opp.withRole('GK');
          const saved = keeper && rng.next() < 0.7;
          emit(h.m - 0.5, { type: 'penalty_awarded', party: h.party, ...at(h.m - 0.5) });
          emit(h.m, { type: 'penalty_missed', party: h.party, player: taker.name, ...t, ...(saved ? { detail: { savedBy: keeper.name } } : {}) });
          break;
        }
        case 'sub': {
          const change = own.substitute(rng, SUBBED);
          if (!change) break;
          leave(change.off.name, h.m);
          onSince.set(change.on.name, h.m);
          emit(h.m, { type: 'substitution', party: h.party, player: change.on.name, ...t, detail: { out: change.off.name } });
          break;
        }
      }
    }

    emit(to, { type: period === 1 ? 'half_time' : 'full_time', period, minute: period === 1 ? 45 : 90 });
    for (const s of sides) for (const p of s.onField) leave(p.name, to);
    // passes completed this half by everyone who was on the pitch in it (those who went off included)
    for (const [name, played] of halfMinutes) {
      const p = players.get(name)!;
      if (played <= 0) continue;
      const value = Math.round(((PASSES[p.role] ?? 15) * played * (0.6 + 0.8 * rng.next()) * (0.7 + 0.6 * p.rating)) / (to - from));
      emit(to, { type: 'passes', party: partyOf.get(name)!, player: name, period, minute: period === 1 ? 45 : 90, value });
    }
    halfMinutes.clear();
  }
  const result: FeedResult = goals[1] === goals[2] ? { type: 'draw' } : { type: 'win', winner: goals[1] > goals[2] ? 1 : 2, margin: { goals: Math.abs(goals[1] - goals[2]) } };
  return plan.finish(110, result);
}
