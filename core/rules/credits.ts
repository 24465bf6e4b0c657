/**
 * Credits of a match's squad (ADR 012): 7.0–11.0 in 0.5 steps (tenths 70…110), what a player costs in create team.
 *
 * The rule, per squad, once (the catalogue makes them when it first sees the match; nothing changes them after,
 * so they are frozen long before line-ups are announced):
 *
 * 1. **Strength** in [0, 1] of each player. His **form** is his average fantasy points over his earlier matches of
 *    the same feed (the newest `FORM_MATCHES`), turned into a percentile among the squad's players who have
 *    form (the best 1, the worst 0; one alone 0.5), because point scales differ by sport and what matters is who
 *    is stronger in this match. His **prior** is the provider's rating (the simulator's, or a provider's fantasy
 *    rating), else 0.5. Strength = (n × form + prior) / (n + 1) for n earlier matches: one match is half form,
 *    five are five sixths form.
 * 2. **Band**: 7.0 + strength × 4.0, to the nearest 0.5 (a strength of 0.5 costs 9.0).
 * 3. **Fit**: a squad must allow a valid team within the cap. If core's autoTeam finds none, every player above 7.0
 *    is made 0.5 cheaper, again until one exists (all at 7.0 always fits: 11 × 7.0 = 77 ≤ 100).
 */
import { autoTeam, type SquadPlayer } from './teams';
import { CREDIT_MAX_TENTHS, CREDIT_MIN_TENTHS, CREDIT_STEP_TENTHS, type TeamRules } from './teamSports';

/** Form counts the newest this many earlier matches. */
export const FORM_MATCHES = 5;

export interface CreditInput {
  id: string;
  /** provider rating in [0, 1], when it has one */
  rating?: number | undefined;
  /** his fantasy points in earlier matches of the feed, newest first (only the first FORM_MATCHES count) */
  recentPoints?: readonly number[] | undefined;
}

/** Credits (tenths) of a strength in [0, 1]: 70 + strength × 40, to the nearest 5. */
export function creditBand(strength: number): number {
  const s = Math.min(1, Math.max(0, Number.isFinite(strength) ? strength : 0.5));
  const steps = (CREDIT_MAX_TENTHS - CREDIT_MIN_TENTHS) / CREDIT_STEP_TENTHS;
  return CREDIT_MIN_TENTHS + Math.round(s * steps) * CREDIT_STEP_TENTHS;
}

/** Each player's strength (step 1 above), by id. */
export function squadStrengths(players: readonly CreditInput[]): Map<string, number> {
  const form = new Map<string, { n: number; avg: number }>();
  for (const p of players) {
    const recent = (p.recentPoints ?? []).slice(0, FORM_MATCHES);
    if (recent.length) form.set(p.id, { n: recent.length, avg: recent.reduce((s, x) => s + x, 0) / recent.length });
  }
  const avgs = [...form.values()].map((f) => f.avg);
  const percentile = (avg: number) => {
    if (avgs.length < 2) return 0.5;
    const below = avgs.filter((a) => a < avg).length;
    const equal = avgs.filter((a) => a === avg).length - 1;
    return (below + equal / 2) / (avgs.length - 1);
  };
  return new Map(
    players.map((p) => {
      const prior = p.rating !== undefined && Number.isFinite(p.rating) ? Math.min(1, Math.max(0, p.rating)) : 0.5;
      const f = form.get(p.id);
      return [p.id, f ? (f.n * percentile(f.avg) + prior) / (f.n + 1) : prior];
    }),
  );
}

/**
 * Credits (tenths) of a squad, made to fit the sport's rules (step 3): by id. `squad` gives each player's role and
 * side as the team rules see them (its creditsTenths are ignored).
 */
export function squadCredits(players: readonly CreditInput[], squad: readonly Omit<SquadPlayer, 'creditsTenths'>[], rules: TeamRules): Map<string, number> {
  const strengths = squadStrengths(players);
  const credits = new Map([...strengths].map(([id, s]) => [id, creditBand(s)]));
  const priced = () => squad.map((p) => ({ ...p, creditsTenths: credits.get(p.id) ?? CREDIT_MIN_TENTHS }));
  for (let cut = 0; cut <= (CREDIT_MAX_TENTHS - CREDIT_MIN_TENTHS) / CREDIT_STEP_TENTHS; cut++) {
    if (autoTeam(priced(), rules, [], 'credits-fit').ok) break;
    for (const [id, c] of credits) credits.set(id, Math.max(CREDIT_MIN_TENTHS, c - CREDIT_STEP_TENTHS));
  }
  return credits;
}
