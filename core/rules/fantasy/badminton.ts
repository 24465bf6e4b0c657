/**
 * Badminton fantasy points per player from a team tie's plays (ADR 012), by the PX-badminton-v1 table
 * (./badmintonTable.ts). Pure: the events so far in (live or final, corrections applied), every listed player's
 * total and breakdown out. Reads the play vocabulary of core/rules/resolution/badminton.ts; the rubbers as
 * ./rubbers.ts reads them (a one-on-one match is a tie of one rubber).
 *
 * Readings: a rubber's rallies ('point'), games and win count for every player of the side that won them (both
 * partners in doubles); 'rubber played' once the rubber has begun.
 */
import type { PartyPosition } from '../../feeds/events';
import { PX_BADMINTON, type BadmintonRuleId } from './badmintonTable';
import { readPlays, RuleCounts, scoreTable } from './playsScoring';
import { rubberNumber, rubberPlayers, rubbersOf } from './rubbers';
import type { FantasyContext, FeedEvents, MatchPoints } from './types';

const RULES: ReadonlyMap<string, BadmintonRuleId> = new Map([
  ['point', 'PXBD.rally_won'],
  ['game', 'PXBD.game_won'],
]);

export function badmintonFantasyPoints(events: FeedEvents, _context: FantasyContext = {}): MatchPoints {
  const match = readPlays(events);
  const counts = new RuleCounts<BadmintonRuleId>();
  const rubbers = rubbersOf(match, (p) => RULES.has(p.type));
  for (const r of rubbers.values()) {
    for (const p of [...r.sides[1], ...r.sides[2]]) counts.add(p, 'PXBD.rubber_played');
    if (r.winner) for (const p of r.sides[r.winner]) counts.add(p, 'PXBD.rubber_won');
  }
  for (const play of match.plays) {
    const rule = RULES.get(play.type);
    if (!rule || (play.party !== 1 && play.party !== 2)) continue;
    const party: PartyPosition = play.party;
    for (const p of rubbers.get(rubberNumber(play))?.sides[party] ?? []) counts.add(p, rule);
  }
  const played = rubberPlayers(rubbers);
  return scoreTable(PX_BADMINTON, match, counts, (p) => played.has(p));
}
