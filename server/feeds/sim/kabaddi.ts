import type { FeedResult, PartyPosition } from '../../../core/feeds/events';
import type { FeedParty } from '../provider';
import type { Rng } from '../random';
import type { PlannedEvent } from '../timeline';
import { sidesOf, type RoleWeights } from './lineups';
import { Plan } from './plan';

/**
 * A kabaddi match in the play vocabulary of core/rules/resolution/kabaddi.ts, every raid, tackle and card
 * attributed to a player on the mat (the fantasy scorer reads them): a starting seven of two raiders, two
 * all-rounders and three defenders from the squad's roles, raids by raiders (all-rounders now and then) that name
 * the defenders they touched, tackles by defenders, two rolling substitutions a side in the second half, a rare card.
 * Raids alternate, 40 a half; the result at minute 46.
 */

const FORMATION = { RAID: 2, AR: 2, DEF: 3 };
const FALLBACK = ['RAID', 'RAID', 'AR', 'AR', 'DEF', 'DEF', 'DEF', 'RAID', 'AR', 'DEF', 'DEF', 'RAID'];
const fallbackRole = (i: number) => FALLBACK[i % FALLBACK.length]!;

const RAIDER: RoleWeights = { RAID: 6, AR: 3, DEF: 0.2 };
const TACKLER: RoleWeights = { DEF: 5, AR: 3, RAID: 0.5 };
const ANYONE: RoleWeights = { RAID: 1, AR: 1, DEF: 1 };
const SUBBED: RoleWeights = { RAID: 1, AR: 2, DEF: 2 };
const RAIDS_PER_HALF = 40;

const other = (p: PartyPosition): PartyPosition => (p === 1 ? 2 : 1);
const coin = (rng: Rng): PartyPosition => (rng.next() < 0.5 ? 1 : 2);

export function simulateKabaddi(rng: Rng, parties: FeedParty[]): PlannedEvent[] {
  const sides = sidesOf(parties, fallbackRole, FORMATION, 7);
  const side = (p: PartyPosition) => sides[p - 1]!;
  const plan = new Plan(sides.map((s) => s.lineup()));
  const score = { 1: 0, 2: 0 };
  let raiding: PartyPosition = coin(rng);
  for (const period of [1, 2] as const) {
    const from = period === 1 ? 0 : 25;
    const subsAt = new Map<number, PartyPosition[]>();
    if (period === 2) {
      for (const s of sides) {
        for (let n = 0; n < 2; n++) {
          const i = rng.int(0, RAIDS_PER_HALF - 1);
          subsAt.set(i, [...(subsAt.get(i) ?? []), s.position]);
        }
      }
    }
    for (let i = 0; i < RAIDS_PER_HALF; i++) {
      // each raid keeps to its half-minute slot, so what follows it (an all out, a card) comes before the next raid
      const m = from + i * 0.5 + rng.next() * 0.3;
      for (const p of subsAt.get(i) ?? []) {
        const change = side(p).substitute(rng, SUBBED, true);
        if (change) plan.play(m, { type: 'substitution', party: p, player: change.on.name, period, detail: { out: change.off.name } });
      }
      const attack = side(raiding);
      const defence = side(other(raiding));
      const raider = attack.pick(rng, RAIDER)?.name;
      const doOrDie = rng.next() < 0.1;
      // empty, touch, multi-point, tackled: about PKL's share of successful tackles (a quarter of raids)
      const outcome = rng.weighted([25, 38, 10, 27]);
      if (outcome === 3) {
        const superTackle = rng.next() < 0.15;
        const value = superTackle ? 2 : 1;
        plan.play(m, { type: 'raid', party: raiding, player: raider, period, value: 0, detail: { bonus: 0, doOrDie, out: true, touched: [] } });
        plan.play(m, { type: 'tackle', party: other(raiding), player: defence.pick(rng, TACKLER)?.name, period, value, detail: { superTackle } });
        score[other(raiding)] += value;
      } else {
        const bonus = outcome > 0 && rng.next() < 0.2 ? 1 : 0;
        const value = outcome === 0 ? 0 : outcome === 1 ? 1 + bonus : rng.int(2, 4) + bonus;
        const touched: string[] = [];
        while (touched.length < value - bonus) {
          const d = defence.pick(rng, ANYONE, touched);
          if (!d) break;
          touched.push(d.name);
        }
        plan.play(m, { type: 'raid', party: raiding, player: raider, period, value, detail: { bonus, doOrDie, out: false, touched } });
        score[raiding] += value;
      }
      if (rng.next() < 0.03) {
        plan.play(m + 0.1, { type: 'all_out', party: raiding, value: 2, period });
        score[raiding] += 2;
      }
      if (rng.next() < 0.02) {
        const booked = side(coin(rng));
        const player = booked.pick(rng, ANYONE);
        const color = (['green', 'yellow', 'red'] as const)[rng.weighted([60, 30, 10])]!;
        if (player) {
          plan.play(m + 0.15, { type: 'card', party: booked.position, player: player.name, period, detail: { color } });
          if (color === 'red') booked.sendOff(player.name);
        }
      }
      raiding = other(raiding);
    }
    if (period === 1) plan.play(21, { type: 'half_time', period: 1 });
  }
  const result: FeedResult = score[1] === score[2] ? { type: 'tie' } : { type: 'win', winner: score[1] > score[2] ? 1 : 2, margin: { points: Math.abs(score[1] - score[2]) } };
  return plan.finish(46, result);
}
