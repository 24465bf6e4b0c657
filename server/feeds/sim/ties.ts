import type { LineupPayload, PartyPosition, SportPlay } from '../../../core/feeds/events';
import type { FeedParty } from '../provider';
import type { Rng } from '../random';
import type { PlannedEvent } from '../timeline';
import { squadOf, type SimPlayer } from './lineups';
import { Plan } from './plan';

/**
 * Tennis and badminton: a one-on-one match when each party is one player (the prediction fixtures: plays exactly
 * as core/rules/resolution/tennis.ts and badminton.ts read them), or a team tie of singles and doubles rubbers when
 * a party has several players (draft fixtures, ADR 012): each rubber a match as above, opened by a 'rubber' play
 * naming who plays it, its plays tagged detail.rubber, closed by a 'rubber_end'; aces and double faults name the
 * server. Players for the rubbers: the best rated of the squad's SGL / DBL roles (FeedParty.squad), the rest of the
 * squad on the bench.
 */

type Sides = Record<PartyPosition, string[]>;
interface RubberPlan {
  n: number;
  kind: 'singles' | 'doubles';
  sides: Sides;
}

const other = (p: PartyPosition): PartyPosition => (p === 1 ? 2 : 1);
const coin = (rng: Rng): PartyPosition => (rng.next() < 0.5 ? 1 : 2);
const isTie = (parties: readonly FeedParty[]) => parties.some((p) => p.players.length > 1);
const everyone = (parties: readonly FeedParty[]) => parties.map((p) => ({ position: p.position, name: p.name, players: p.players }));
const RUBBER_BREAK = 15;

/** tennis tie: two singles and a doubles (Davis Cup finals); badminton: singles, doubles, singles, doubles, singles */
const TENNIS_ORDER = ['singles', 'singles', 'doubles'] as const;
const BADMINTON_ORDER = ['singles', 'doubles', 'singles', 'doubles', 'singles'] as const;
const FALLBACK = ['SGL', 'SGL', 'DBL', 'DBL', 'SGL', 'DBL', 'DBL', 'SGL'];

/** Who plays which rubber for one side: singles by the best SGL, doubles pairs by the best DBL, others filling in. */
function nominate(squad: readonly SimPlayer[], order: readonly ('singles' | 'doubles')[]): string[][] {
  const ranked = [...squad].sort((a, b) => b.rating - a.rating);
  const singles = order.filter((k) => k === 'singles').length;
  const doubles = order.filter((k) => k === 'doubles').length;
  const take = (role: string, n: number, used: Set<string>) => {
    const picks = [...ranked.filter((p) => p.role === role), ...ranked.filter((p) => p.role !== role)].filter((p) => !used.has(p.name)).slice(0, n);
    for (const p of picks) used.add(p.name);
    return picks.map((p) => p.name);
  };
  const inSingles = take('SGL', singles, new Set());
  const pairs = take('DBL', 2 * doubles, new Set(inSingles.length + 2 * doubles <= squad.length ? inSingles : []));
  let s = 0;
  let d = 0;
  return order.map((k) => (k === 'singles' ? [inSingles[s++] ?? inSingles[0]!] : [pairs[2 * d] ?? pairs[0]!, pairs[2 * d++ + 1] ?? pairs[1] ?? pairs[0]!]));
}

function planTie(parties: readonly FeedParty[], order: readonly ('singles' | 'doubles')[]): { lineup: LineupPayload['parties']; rubbers: RubberPlan[] } {
  const picks = parties.map((p) => nominate(squadOf(p, (i) => FALLBACK[i % FALLBACK.length]!), order));
  const rubbers = order.map((kind, i): RubberPlan => ({ n: i + 1, kind, sides: { 1: picks[0]![i]!, 2: picks[1]?.[i] ?? [] } }));
  const lineup = parties.map((p, k) => {
    const playing = [...new Set(picks[k]!.flat())];
    return { position: p.position, name: p.name, players: playing, substitutes: p.players.filter((x) => !playing.includes(x)) };
  });
  return { lineup, rubbers };
}

/** A side's strength for a rubber: its players' mean rating. */
const strength = (parties: readonly FeedParty[], names: readonly string[]) => {
  const rating = new Map(parties.flatMap((p) => squadOf(p, () => 'SGL').map((s) => [s.name, s.rating] as const)));
  return names.reduce((sum, n) => sum + (rating.get(n) ?? 0.5), 0) / Math.max(1, names.length);
};

/**
 * One tennis match (best of three sets) from `start` minutes. Without a rubber it is the one-on-one match, drawn
 * exactly as before ties existed, serve statistics included.
 */
function tennisMatch(rng: Rng, plan: Plan, start: number, edgeOf: () => number, rubber?: RubberPlan): { winner: PartyPosition; sets: Record<PartyPosition, number>; minute: number } {
  const edge = edgeOf(); // party 1's chance to break / win a tie-break
  const sets = { 1: 0, 2: 0 };
  const serves = { 1: { in: 0, all: 0 }, 2: { in: 0, all: 0 } };
  const served = { 1: 0, 2: 0 };
  const tag = (detail: Record<string, unknown> = {}) => (rubber ? { detail: { ...detail, rubber: rubber.n } } : Object.keys(detail).length > 0 ? { detail } : {});
  const by = (side: PartyPosition): Partial<SportPlay> => (rubber ? { player: rubber.sides[side][served[side] % rubber.sides[side].length] } : {});
  let minute = start;
  let server: PartyPosition = coin(rng);
  for (let set = 1; sets[1] < 2 && sets[2] < 2; set++) {
    const g = { 1: 0, 2: 0 };
    while (!((g[1] >= 6 || g[2] >= 6) && Math.abs(g[1] - g[2]) >= 2) && g[1] + g[2] < 13) {
      const tiebreak = g[1] === 6 && g[2] === 6;
      const length = tiebreak ? 10 : rng.int(3, 6);
      minute += length;
      for (let s = 0; s < length; s++) {
        serves[server].all += 1;
        if (rng.next() < 0.62) serves[server].in += 1;
      }
      if (rng.next() < 0.35) plan.play(minute - 1, { type: 'ace', party: server, ...by(server), period: set, minute, ...tag() });
      if (rng.next() < 0.15) plan.play(minute - 1, { type: 'double_fault', party: server, ...by(server), period: set, minute, ...tag() });
      const breakChance = server === 1 ? 1 - edge : edge;
      const winner: PartyPosition = tiebreak ? (rng.next() < edge ? 1 : 2) : rng.next() < 0.22 * (breakChance / 0.5) ? other(server) : server;
      g[winner]++;
      plan.play(minute, { type: 'game', party: winner, period: set, minute, ...tag({ server, tiebreak }) });
      served[server]++;
      server = other(server);
    }
    const winner: PartyPosition = g[1] > g[2] ? 1 : 2;
    sets[winner]++;
    if ((sets[winner] === 2 || rng.next() < 0.05) && rng.next() < 0.1) plan.play(minute - 0.5, { type: 'match_point_saved', party: other(winner), period: set, minute, ...tag() });
    plan.play(minute, { type: 'set', party: winner, period: set, minute, ...tag({ games: [g[1], g[2]] }) });
    if (!rubber) for (const p of [1, 2] as const) plan.play(minute, { type: 'serve_stats', party: p, period: set, minute, detail: { firstServesIn: serves[p].in, firstServes: serves[p].all } });
  }
  return { winner: sets[1] > sets[2] ? 1 : 2, sets, minute };
}

/** One badminton match (best of three games to 21) from `start` minutes; without a rubber, the one-on-one match. */
function badmintonMatch(rng: Rng, plan: Plan, start: number, edgeOf: () => number, rubber?: RubberPlan): { winner: PartyPosition; games: Record<PartyPosition, number>; minute: number } {
  const edge = edgeOf();
  const games = { 1: 0, 2: 0 };
  const tag = rubber ? { rubber: rubber.n } : undefined;
  let minute = start;
  for (let game = 1; games[1] < 2 && games[2] < 2; game++) {
    const s = { 1: 0, 2: 0 };
    while (!((s[1] >= 21 || s[2] >= 21) && Math.abs(s[1] - s[2]) >= 2) && s[1] < 30 && s[2] < 30) {
      const party: PartyPosition = rng.next() < edge ? 1 : 2;
      s[party]++;
      const rally = rng.int(1, 8) + (rng.next() < 0.05 ? rng.int(20, 50) : 0);
      minute += rally * 0.03 + 0.25;
      plan.play(minute, { type: 'point', party, period: game, value: rally, minute: Math.floor(minute), ...(tag ? { detail: tag } : {}) });
    }
    const winner: PartyPosition = s[1] > s[2] ? 1 : 2;
    games[winner]++;
    plan.play(minute, { type: 'game', party: winner, period: game, minute: Math.floor(minute), detail: { score: [s[1], s[2]], ...tag } });
    minute += 2;
  }
  return { winner: games[1] > games[2] ? 1 : 2, games, minute };
}

type MatchSim = (rng: Rng, plan: Plan, start: number, edgeOf: () => number, rubber?: RubberPlan) => { winner: PartyPosition; minute: number } & ({ sets: Record<PartyPosition, number> } | { games: Record<PartyPosition, number> });

function tie(rng: Rng, parties: FeedParty[], order: readonly ('singles' | 'doubles')[], sim: MatchSim, unit: 'sets' | 'games'): PlannedEvent[] {
  const { lineup, rubbers } = planTie(parties, order);
  const plan = new Plan(lineup);
  const won = { 1: 0, 2: 0 };
  let minute = 0;
  for (const r of rubbers) {
    plan.play(minute, { type: 'rubber', minute: Math.floor(minute), detail: { rubber: r.n, kind: r.kind, sides: [r.sides[1], r.sides[2]] } });
    // the better side (by rating) is likelier to win the points that decide
    const lean = strength(parties, r.sides[1]) - strength(parties, r.sides[2]);
    const out = sim(rng, plan, minute, () => Math.min(0.62, Math.max(0.38, 0.5 + lean * 0.15 + (rng.next() - 0.5) * 0.12)), r);
    const count = 'sets' in out ? out.sets : out.games;
    plan.play(out.minute, { type: 'rubber_end', party: out.winner, minute: Math.floor(out.minute), detail: { rubber: r.n, [unit]: [count[1], count[2]] } });
    won[out.winner]++;
    minute = out.minute + RUBBER_BREAK;
  }
  return plan.finish(minute - RUBBER_BREAK + 1, { type: 'win', winner: won[1] > won[2] ? 1 : 2, margin: { rubbers: Math.abs(won[1] - won[2]) } });
}

export function simulateTennis(rng: Rng, parties: FeedParty[]): PlannedEvent[] {
  if (isTie(parties)) return tie(rng, parties, TENNIS_ORDER, tennisMatch, 'sets');
  const plan = new Plan(everyone(parties));
  const out = tennisMatch(rng, plan, 0, () => 0.4 + rng.next() * 0.2);
  return plan.finish(out.minute + 1, { type: 'win', winner: out.winner, margin: { sets: Math.abs(out.sets[1] - out.sets[2]) } });
}

export function simulateBadminton(rng: Rng, parties: FeedParty[]): PlannedEvent[] {
  if (isTie(parties)) return tie(rng, parties, BADMINTON_ORDER, badmintonMatch, 'games');
  const plan = new Plan(everyone(parties));
  const out = badmintonMatch(rng, plan, 0, () => 0.42 + rng.next() * 0.16);
  return plan.finish(out.minute, { type: 'win', winner: out.winner, margin: { games: Math.abs(out.games[1] - out.games[2]) } });
}
