/**
 * Tennis fantasy points per player from a team tie's plays (ADR 012), by the PX-tennis-v1 table
 * (./tennisTable.ts). Pure: the events so far in (live or final, corrections applied), every listed player's total
 * and breakdown out. Reads the play vocabulary of core/rules/resolution/tennis.ts; the rubbers as ./rubbers.ts reads
 * them (a one-on-one match is a tie of one rubber).
 *
 * Readings: a rubber's games, sets and win count for every player of the side that won them (both partners in
 * doubles); 'rubber played' once the rubber has begun; a break is a game won while detail.server is the other side
 * (tie-breaks apart); an ace or double fault goes to the play's player, or in singles to the serving side's player
 * (in doubles a play without a player counts for nobody).
 */
import type { PartyPosition, SportPlay } from '../../feeds/events';
import { readPlays, RuleCounts, scoreTable } from './playsScoring';
import { rubberNumber, rubberPlayers, rubbersOf, type Rubber } from './rubbers';
import { PX_TENNIS, type TennisRuleId } from './tennisTable';
import type { FantasyContext, FeedEvents, MatchPoints } from './types';

const isParty = (p: unknown): p is PartyPosition => p === 1 || p === 2;
const MATCH_PLAYS: ReadonlySet<string> = new Set(['game', 'set', 'ace', 'double_fault', 'match_point_saved', 'serve_stats']);

export function tennisFantasyPoints(events: FeedEvents, _context: FantasyContext = {}): MatchPoints {
  const match = readPlays(events);
  const counts = new RuleCounts<TennisRuleId>();
  const rubbers = rubbersOf(match, (p) => MATCH_PLAYS.has(p.type));
  const side = (play: SportPlay, party: PartyPosition): string[] => rubbers.get(rubberNumber(play))?.sides[party] ?? [];
  const forSide = (play: SportPlay, rule: TennisRuleId) => {
    if (isParty(play.party)) for (const p of side(play, play.party)) counts.add(p, rule);
  };
  const server = (play: SportPlay): string | undefined => {
    if (!isParty(play.party)) return undefined;
    const players = side(play, play.party);
    if (play.player) return players.includes(play.player) ? play.player : undefined;
    return players.length === 1 ? players[0] : undefined;
  };

  for (const r of rubbers.values()) rubberLines(r, counts);
  for (const play of match.plays) {
    switch (play.type) {
      case 'set':
        forSide(play, 'PXTN.set_won');
        break;
      case 'game':
        forSide(play, 'PXTN.game_won');
        if (play.detail?.tiebreak !== true && isParty(play.detail?.server) && play.detail.server !== play.party) forSide(play, 'PXTN.break_won');
        break;
      case 'ace':
        counts.add(server(play), 'PXTN.ace');
        break;
      case 'double_fault':
        counts.add(server(play), 'PXTN.double_fault');
        break;
    }
  }
  const played = rubberPlayers(rubbers);
  return scoreTable(PX_TENNIS, match, counts, (p) => played.has(p));
}

function rubberLines(r: Rubber, counts: RuleCounts<TennisRuleId>): void {
  for (const p of [...r.sides[1], ...r.sides[2]]) counts.add(p, 'PXTN.rubber_played');
  if (r.winner) for (const p of r.sides[r.winner]) counts.add(p, 'PXTN.rubber_won');
}
