/**
 * Basketball fantasy points per player from the match feed's plays (ADR 012), by the PX-basketball-v1 table
 * (./basketballTable.ts). Pure: the events so far in (live or final, corrections applied), every listed player's
 * total and breakdown out. Reads the play vocabulary of core/rules/resolution/basketball.ts.
 *
 * Readings: the announced starting five (+4) and bench players once a 'substitution' brings them on (+2); a
 * basket's `value` is its points (1, 2 or 3) and detail.assist its assist; overtime counts like the quarters.
 */
import { PX_BASKETBALL, type BasketballRuleId } from './basketballTable';
import { detailName, readPlays, RuleCounts, scoreTable } from './playsScoring';
import type { FantasyContext, FeedEvents, MatchPoints } from './types';

const PLAYER_PLAYS: ReadonlyMap<string, BasketballRuleId> = new Map([
  ['rebound', 'PXBB.rebound'],
  ['steal', 'PXBB.steal'],
  ['block', 'PXBB.block'],
  ['turnover', 'PXBB.turnover'],
]);

export function basketballFantasyPoints(events: FeedEvents, _context: FantasyContext = {}): MatchPoints {
  const match = readPlays(events);
  const counts = new RuleCounts<BasketballRuleId>();
  const cameOn = new Set<string>();
  for (const play of match.plays) {
    const who = play.player;
    if (play.type === 'substitution') {
      if (who && match.substitutes.has(who)) cameOn.add(who);
    } else if (play.type === 'basket') {
      counts.add(who, 'PXBB.point', Math.max(0, Math.min(3, play.value ?? 0)));
      counts.add(detailName(play, 'assist'), 'PXBB.assist');
    } else {
      const rule = PLAYER_PLAYS.get(play.type);
      if (rule) counts.add(who, rule);
    }
  }
  for (const p of match.starters) counts.add(p, 'PXBB.starting');
  for (const p of cameOn) counts.add(p, 'PXBB.substitute');
  return scoreTable(PX_BASKETBALL, match, counts, (p) => match.starters.has(p) || cameOn.has(p));
}
