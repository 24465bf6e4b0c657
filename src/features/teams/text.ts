/**
 * How the draft screens name things: rule refusals (core's TeamRuleError → teams:errors.<code>, the role shown by
 * its translated name), roles, sides, point-table rules, credits and points.
 */
import type { TFunction } from 'i18next';
import type { Challenge } from '../../../core/api/challenges';
import type { TeamRuleError } from '../../../core/rules/teams';
import { formatTeamPoints } from '../../../core/rules/fantasy/team';
import { formatCredits } from '../../../core/rules/teams';

export { formatCredits, formatTeamPoints };

/** The role's name in the player's language (teams:roles.<sport>.<role>), the code when the sport has none. */
export const roleName = (t: TFunction, sport: string | null, role: string): string => t(`teams:roles.${sport ?? '-'}.${role}`, { defaultValue: role });

/** A short role label for rows and tabs (teams:roleShort.<role>: WK, BAT, …). */
export const roleShort = (t: TFunction, role: string): string => t(`teams:roleShort.${role}`, { defaultValue: role });

/** A refusal as the player reads it: the rule's text with its params, the role by name. */
export function ruleText(t: TFunction, error: Pick<TeamRuleError, 'key' | 'params' | 'message'>, sport: string | null): string {
  const params: Record<string, string | number> = { ...(error.params ?? {}) };
  if (typeof params.role === 'string') params.role = roleName(t, sport, params.role);
  return t(error.key, { ...params, defaultValue: error.message });
}

/** The name of side `party` (1 | 2: the match's parties in order; formula one: a constructor number). */
export function sideName(t: TFunction, challenge: Pick<Challenge, 'match_parties'> | null, party: number): string {
  return challenge?.match_parties[party - 1]?.party_name ?? t('teams:side', { n: party });
}

/** Initials of a side for tight rows ('Bengaluru Blazers' → 'BB'). */
export function sideShort(t: TFunction, challenge: Pick<Challenge, 'match_parties'> | null, party: number): string {
  const name = challenge?.match_parties[party - 1]?.party_name;
  if (!name) return t('teams:sideShort', { n: party });
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
}

/** A point-table rule's text: teams:points.<rule_id> (e.g. points.D11T20.run), else teams:rules.<sport>.<rule_id>, else the table's English. */
export function pointRuleText(t: TFunction, sport: string | null, ruleId: string, fallback: string): string {
  return t([`teams:points.${ruleId}`, `teams:rules.${sport ?? '-'}.${ruleId}`], { defaultValue: fallback });
}

/** Whole points of a player ('–' before the start). */
export const playerPoints = (points: number | null): string => (points === null ? '–' : String(points));
