/**
 * Formula one fantasy points per driver from the race feed's plays (ADR 012), by the PX-formula-one-v1 table
 * (./formulaOneTable.ts). Pure: the events so far in (live or final, corrections applied), every listed driver's
 * total and breakdown out. Reads the play vocabulary of core/rules/resolution/formulaOne.ts.
 *
 * Readings:
 * - Listed: the line-up's drivers (a race has one party). Every driver of it can score; there are no appearance
 *   points.
 * - Qualifying P1–P10 from the 'qualifying' plays (before grid penalties); finishing P1–P10 from 'classification'.
 * - Positions gained / lost: grid slot ('grid') less finishing place, for classified drivers with a grid slot (a
 *   pit-lane start has none and scores neither).
 * - DNF: a 'retirement' for a driver the classification does not list (live: from the moment he retires).
 * - Fastest lap: the driver of the last 'fastest_lap' play so far.
 * - Team-mates are drivers with the same detail.team (qualifying, grid or classification, the first known): +2 per
 *   team-mate he outqualifies; once the race is classified, +3 per team-mate he finishes ahead of (classified ahead,
 *   or classified when the team-mate is not).
 */
import type { SportPlay } from '../../feeds/events';
import { PX_FORMULA_ONE, type FormulaOneRuleId } from './formulaOneTable';
import { detailName, readPlays, RuleCounts, scoreTable } from './playsScoring';
import type { FantasyContext, FeedEvents, MatchPoints } from './types';

const RACE_POINTS_TO = 10;

/** Each driver's position in plays of `type` (the last one if repeated). */
function positions(plays: readonly SportPlay[], type: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of plays) if (p.type === type && p.player && Number.isInteger(p.value) && p.value! > 0) out.set(p.player, p.value!);
  return out;
}

export function formulaOneFantasyPoints(events: FeedEvents, _context: FantasyContext = {}): MatchPoints {
  const match = readPlays(events);
  const counts = new RuleCounts<FormulaOneRuleId>();
  const qualifying = positions(match.plays, 'qualifying');
  const grid = positions(match.plays, 'grid');
  const finish = positions(match.plays, 'classification');
  const team = new Map<string, string>();
  for (const type of ['qualifying', 'grid', 'classification']) {
    for (const p of match.plays) {
      const t = p.type === type && p.player ? detailName(p, 'team') : undefined;
      if (t && !team.has(p.player!)) team.set(p.player!, t);
    }
  }
  const teamMates = (d: string) => [...team].filter(([other, t]) => other !== d && t === team.get(d)).map(([other]) => other);

  for (const [d, q] of qualifying) {
    if (q <= RACE_POINTS_TO) counts.add(d, `PXF1.quali_p${q}` as FormulaOneRuleId);
    counts.add(d, 'PXF1.beat_teammate_quali', teamMates(d).filter((m) => qualifying.has(m) && qualifying.get(m)! > q).length);
  }
  for (const [d, f] of finish) {
    if (f <= RACE_POINTS_TO) counts.add(d, `PXF1.race_p${f}` as FormulaOneRuleId);
    const g = grid.get(d);
    if (g !== undefined && g > f) counts.add(d, 'PXF1.position_gained', g - f);
    if (g !== undefined && g < f) counts.add(d, 'PXF1.position_lost', f - g);
    counts.add(d, 'PXF1.beat_teammate_race', teamMates(d).filter((m) => !finish.has(m) || finish.get(m)! > f).length);
  }
  const retired = new Set(match.plays.flatMap((p) => (p.type === 'retirement' && p.player ? [p.player] : [])));
  for (const d of retired) if (!finish.has(d)) counts.add(d, 'PXF1.dnf');
  for (const p of match.plays) if (p.type === 'overtake') counts.add(p.player, 'PXF1.overtake');
  counts.add(match.plays.filter((p) => p.type === 'fastest_lap' && p.player).at(-1)?.player, 'PXF1.fastest_lap');
  return scoreTable(PX_FORMULA_ONE, match, counts);
}
