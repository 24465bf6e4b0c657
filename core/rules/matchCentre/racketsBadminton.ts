/**
 * One badminton match (a one-on-one match or one rubber of a tie) from its plays (vocabulary:
 * core/rules/resolution/badminton.ts): the points of each game, the game in progress, games won, the longest
 * rally, and the timeline of game ends.
 */
import type { PartyPosition, SportPlay } from '../../feeds/events';
import { pair, type RacketTimelineItem, type RubberInfo, type MatchBuilder, type ScoreRow } from './racketsTypes';
import { isParty, perPartyOf, type PerParty } from './shared';

export interface BadmintonMatch extends RubberInfo {
  games: ScoreRow[];
  gamesWon: PerParty<number>;
  /** the game being played and its points */
  current: { game: number; points: PerParty<number> } | null;
  winner: PartyPosition | null;
  /** the longest rally so far, in shots (a point's value); null before a point */
  longestRally: number | null;
}

export function badmintonMatch(r: RubberInfo, timeline: RacketTimelineItem[]): MatchBuilder<BadmintonMatch> {
  const rows = new Map<number, ScoreRow>();
  const gamesWon = perPartyOf(() => 0);
  let winner: PartyPosition | null = null;
  let longestRally: number | null = null;
  const row = (n: number): ScoreRow => {
    let g = rows.get(n);
    if (!g) {
      g = { number: n, score: { 1: 0, 2: 0 }, winner: null, complete: false, tiebreak: false };
      rows.set(n, g);
    }
    return g;
  };
  const add = (p: SportPlay, seq: number | null): void => {
    const party = isParty(p.party) ? p.party : null;
    const game = p.period ?? 1;
    switch (p.type) {
      case 'point':
        if (party) row(game).score[party] += 1;
        if (typeof p.value === 'number') longestRally = Math.max(longestRally ?? 0, p.value);
        break;
      case 'game': {
        const g = row(game);
        g.score = pair(p.detail?.score) ?? g.score;
        g.winner = party;
        g.complete = true;
        if (party) gamesWon[party] += 1;
        timeline.push({ seq, rubber: r.rubber, minute: p.minute ?? null, type: 'game_end', game, winner: party, score: { ...g.score } });
        break;
      }
      case 'rubber_end':
        winner = party;
        break;
      default:
        break;
    }
  };
  const done = (): BadmintonMatch => {
    const games = [...rows.values()].sort((a, b) => a.number - b.number);
    const open = games.find((g) => !g.complete);
    return {
      rubber: r.rubber,
      kind: r.kind,
      sides: r.sides,
      games,
      gamesWon,
      current: open ? { game: open.number, points: { ...open.score } } : null,
      winner,
      longestRally,
    };
  };
  return { add, done };
}
