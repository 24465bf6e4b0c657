import type { LineupPayload, PartyPosition } from '../../../core/feeds/events';
import type { FeedParty } from '../provider';
import type { Rng } from '../random';

/**
 * Squads, line-ups and who is on the field for the team sports' simulators (draft mode, ADR 012). Roles and ratings
 * come from `FeedParty.squad` when the fixture has them; without them every player is rated 0.5 and takes the role
 * a sport's `fallbackRole` gives his place in `players` (so the first eleven of a football squad are a 4-4-2).
 */

export interface SimPlayer {
  name: string;
  role: string;
  /** strength in [0, 1] */
  rating: number;
}

const DEFAULT_RATING = 0.5;

export function squadOf(party: FeedParty, fallbackRole: (index: number) => string): SimPlayer[] {
  const known = new Map((party.squad ?? []).map((p) => [p.name, p]));
  return party.players.map((name, i) => {
    const p = known.get(name);
    const rating = typeof p?.rating === 'number' && Number.isFinite(p.rating) ? Math.min(1, Math.max(0, p.rating)) : DEFAULT_RATING;
    return { name, role: p?.role ?? fallbackRole(i), rating };
  });
}

/**
 * The starters: per role the formation's number, best rated first (squad order breaks ties); places a role cannot
 * fill go to the best of the rest. The bench keeps squad order.
 */
export function pickStarters(squad: readonly SimPlayer[], formation: Readonly<Record<string, number>>, size: number): { starters: SimPlayer[]; bench: SimPlayer[] } {
  const ranked = squad.map((p, i) => ({ p, i })).sort((a, b) => b.p.rating - a.p.rating || a.i - b.i);
  const chosen = new Set<SimPlayer>();
  for (const [role, n] of Object.entries(formation)) {
    for (const { p } of ranked.filter((x) => x.p.role === role).slice(0, n)) if (chosen.size < size) chosen.add(p);
  }
  for (const { p } of ranked) if (chosen.size < size) chosen.add(p);
  return { starters: squad.filter((p) => chosen.has(p)), bench: squad.filter((p) => !chosen.has(p)) };
}

export type RoleWeights = Readonly<Record<string, number>>;

/** One side of a team sport: its players on the field and on the bench, as the match goes. */
export class Side {
  readonly onField: SimPlayer[];
  readonly bench: SimPlayer[];
  /** every player who has been on the field */
  readonly played = new Set<string>();
  private readonly gone = new Set<string>();

  constructor(
    readonly position: PartyPosition,
    readonly name: string,
    starters: readonly SimPlayer[],
    bench: readonly SimPlayer[],
  ) {
    this.onField = [...starters];
    this.bench = [...bench];
    for (const p of starters) this.played.add(p.name);
  }

  lineup(): LineupPayload['parties'][number] {
    return { position: this.position, name: this.name, players: this.onField.map((p) => p.name), substitutes: this.bench.map((p) => p.name) };
  }

  /** A player on the field, weighted by role × (0.5 + rating); undefined when no one on the field has weight. */
  pick(rng: Rng, weights: RoleWeights, except: readonly string[] = []): SimPlayer | undefined {
    const pool = this.onField.filter((p) => !except.includes(p.name) && (weights[p.role] ?? 0) > 0);
    if (pool.length === 0) return undefined;
    return pool[rng.weighted(pool.map((p) => (weights[p.role] ?? 0) * (0.5 + p.rating)))];
  }

  /** The player of `role` on the field (the goalkeeper), if any. */
  withRole(role: string): SimPlayer | undefined {
    return this.onField.find((p) => p.role === role);
  }

  /**
   * Brings a bench player on for a player on the field, of his role when the bench has one; `outWeights` says who
   * is likely to go off (a role with no weight never does). Undefined when nobody can come on or go off.
   */
  substitute(rng: Rng, outWeights: RoleWeights, rolling = false): { on: SimPlayer; off: SimPlayer } | undefined {
    const bench = this.bench.filter((p) => !this.gone.has(p.name));
    if (bench.length === 0) return undefined;
    const off = this.pick(rng, outWeights);
    if (!off) return undefined;
    const same = bench.filter((p) => p.role === off.role);
    const on = rng.pick(same.length > 0 ? same : bench);
    this.onField.splice(this.onField.indexOf(off), 1, on);
    this.bench.splice(this.bench.indexOf(on), 1);
    // rolling substitutions (hockey, kabaddi, basketball): the player going off may come back
    if (rolling) this.bench.push(off);
    else this.gone.add(off.name);
    this.played.add(on.name);
    return { on, off };
  }

  /** A player sent off (a red card): off the field for good, nobody replaces him. */
  sendOff(name: string): void {
    const i = this.onField.findIndex((p) => p.name === name);
    if (i >= 0) this.onField.splice(i, 1);
    this.gone.add(name);
  }
}

/** Sides of a team sport from the fixture's parties: squads with roles, starters by formation. */
export function sidesOf(parties: readonly FeedParty[], fallbackRole: (index: number) => string, formation: Readonly<Record<string, number>>, size: number): Side[] {
  return parties.map((party) => {
    const { starters, bench } = pickStarters(squadOf(party, fallbackRole), formation, size);
    return new Side(party.position, party.name, starters, bench);
  });
}
