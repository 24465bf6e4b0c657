/**
 * A team while it is being built (the create-team screen): what it holds so far and whether one more player may be
 * added. A partial team is not a team, so `validateTeam` cannot judge it whole; this asks `validateTeam` for the rules
 * that an addition can already break for good (too many of a role, from a side, over the credits, more than the
 * size) and adds the two that look ahead: the role minimums must still fit in the slots left, and the cheapest way
 * to fill those slots must still fit the credits left. An addition refused here can never become a valid team, and
 * one allowed here can (the remaining checks are validateTeam's at save time). Codes and texts are validateTeam's.
 */
import { formatCredits, teamRuleError, validateTeam, type SquadPlayer, type TeamRuleCode, type TeamRuleError } from './teams';
import type { TeamRules } from './teamSports';

/** The rules a partial team can already break for good. */
const DEFINITE: ReadonlySet<TeamRuleCode> = new Set<TeamRuleCode>(['TEAM_CREDITS_EXCEEDED', 'TEAM_ROLE_TOO_MANY', 'TEAM_SIDE_TOO_MANY', 'TEAM_PLAYER_TWICE', 'TEAM_UNKNOWN_PLAYER']);

export interface DraftSummary {
  /** players picked so far */
  count: number;
  size: number;
  creditsUsedTenths: number;
  creditsLeftTenths: number;
  /** picked per role, every role of the sport listed (0 when none) */
  perRole: Record<string, number>;
  /** picked per side (party position / constructor), sides of the squad listed (0 when none) */
  perSide: Record<number, number>;
}

export function draftSummary(rules: TeamRules, squad: readonly SquadPlayer[], picked: readonly string[]): DraftSummary {
  const byId = new Map(squad.map((p) => [p.id, p]));
  const members = picked.flatMap((id) => byId.get(id) ?? []);
  const perRole: Record<string, number> = Object.fromEntries(rules.roles.map((r) => [r.role, 0]));
  const perSide: Record<number, number> = Object.fromEntries([...new Set(squad.map((p) => p.side))].sort((a, b) => a - b).map((s) => [s, 0]));
  let credits = 0;
  for (const p of members) {
    perRole[p.role] = (perRole[p.role] ?? 0) + 1;
    perSide[p.side] = (perSide[p.side] ?? 0) + 1;
    credits += p.creditsTenths;
  }
  return { count: members.length, size: rules.size, creditsUsedTenths: credits, creditsLeftTenths: rules.creditCapTenths - credits, perRole, perSide };
}

/**
 * Why `playerId` cannot join the players picked so far, or null when he can. The first reason in validateTeam's
 * order; then the look-ahead reasons (role minimums, then credits for the slots left).
 */
export function additionRefusal(rules: TeamRules, squad: readonly SquadPlayer[], picked: readonly string[], playerId: string): TeamRuleError | null {
  if (picked.length >= rules.size) return teamRuleError('TEAM_SIZE', { size: rules.size });
  const players = [...picked, playerId];
  const verdict = validateTeam(rules, squad, { players, captain: '', viceCaptain: '' });
  if (!verdict.ok) {
    const definite = verdict.errors.find((e) => DEFINITE.has(e.code));
    if (definite) return definite;
  }
  const summary = draftSummary(rules, squad, players);
  const left = rules.size - players.length;
  // role minimums still to meet must fit in the slots left
  let shortfall = 0;
  let first: { role: string; min: number } | null = null;
  for (const { role, min } of rules.roles) {
    const need = Math.max(0, min - (summary.perRole[role] ?? 0));
    if (need > 0 && first === null) first = { role, min };
    shortfall += need;
  }
  if (shortfall > left && first) return teamRuleError('TEAM_ROLE_TOO_FEW', first);
  // the cheapest players left must fit the credits left (a lower bound: any valid completion costs at least this)
  const taken = new Set(players);
  const known = new Set(rules.roles.map((r) => r.role));
  const cheapest = squad
    .filter((p) => !taken.has(p.id) && known.has(p.role))
    .map((p) => p.creditsTenths)
    .sort((a, b) => a - b)
    .slice(0, left);
  const fill = cheapest.reduce((s, c) => s + c, 0);
  if (cheapest.length < left) return teamRuleError('TEAM_NOT_POSSIBLE');
  if (fill > summary.creditsLeftTenths) return teamRuleError('TEAM_CREDITS_EXCEEDED', { credits: formatCredits(rules.creditCapTenths) });
  return null;
}
