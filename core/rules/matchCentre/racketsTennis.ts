/**
 * One tennis match (a one-on-one match or one rubber of a tie) from its plays (vocabulary:
 * core/rules/resolution/tennis.ts): the games of each set, the set in progress (its games, the game about to be
 * played and who serves it), sets won, serving stats, and the timeline of tie-breaks and set ends.
 */
import type { PartyPosition, SportPlay } from '../../feeds/events';
import { pair, type RacketTimelineItem, type RubberInfo, type MatchBuilder, type ScoreRow } from './racketsTypes';
import { isParty, perPartyOf, ratio2, type PerParty } from './shared';

export interface ServeStats {
  aces: number;
  doubleFaults: number;
  /** the last serve_stats of the match (one-on-one matches only); null without one */
  firstServesIn: number | null;
  firstServes: number | null;
  /** first serves in, %, 2 decimals */
  firstServePct: number | null;
}

export interface TennisMatch extends RubberInfo {
  sets: ScoreRow[];
  setsWon: PerParty<number>;
  /** the set being played: its games, the number of the next game and its server (when known) */
  current: { set: number; games: PerParty<number>; nextGame: number; server: PartyPosition | null } | null;
  winner: PartyPosition | null;
  stats: PerParty<ServeStats>;
}

const other = (p: PartyPosition): PartyPosition => (p === 1 ? 2 : 1);

export function tennisMatch(r: RubberInfo, timeline: RacketTimelineItem[]): MatchBuilder<TennisMatch> {
  const rows = new Map<number, ScoreRow>();
  const setsWon = perPartyOf(() => 0);
  const stats = perPartyOf((): ServeStats => ({ aces: 0, doubleFaults: 0, firstServesIn: null, firstServes: null, firstServePct: null }));
  let winner: PartyPosition | null = null;
  let lastServer: PartyPosition | null = null;
  const row = (n: number): ScoreRow => {
    let s = rows.get(n);
    if (!s) {
      s = { number: n, score: { 1: 0, 2: 0 }, winner: null, complete: false, tiebreak: false };
      rows.set(n, s);
    }
    return s;
  };
  const add = (p: SportPlay, seq: number | null): void => {
    const party = isParty(p.party) ? p.party : null;
    const set = p.period ?? 1;
    const base = { seq, rubber: r.rubber, minute: p.minute ?? null };
    switch (p.type) {
      case 'game': {
        const s = row(set);
        if (party) s.score[party] += 1;
        lastServer = isParty(p.detail?.server) ? p.detail.server : null;
        if (p.detail?.tiebreak === true) {
          s.tiebreak = true;
          timeline.push({ ...base, type: 'tiebreak', set, winner: party });
        }
        break;
      }
      case 'set': {
        const s = row(set);
        // the set play's games are the feed's final word on the set
        s.score = pair(p.detail?.games) ?? s.score;
        s.winner = party;
        s.complete = true;
        if (party) setsWon[party] += 1;
        timeline.push({ ...base, type: 'set_end', set, winner: party, score: { ...s.score }, tiebreak: s.tiebreak });
        break;
      }
      case 'ace':
        if (party) stats[party].aces += 1;
        break;
      case 'double_fault':
        if (party) stats[party].doubleFaults += 1;
        break;
      case 'serve_stats':
        if (party) {
          const inn = Number(p.detail?.firstServesIn ?? 0);
          const all = Number(p.detail?.firstServes ?? 0);
          stats[party] = { ...stats[party], firstServesIn: inn, firstServes: all, firstServePct: ratio2(inn * 100, all) };
        }
        break;
      case 'match_point_saved':
        timeline.push({ ...base, type: 'match_point_saved', set, party });
        break;
      case 'rubber_end':
        winner = party;
        break;
      default:
        break;
    }
  };
  const done = (): TennisMatch => {
    const sets = [...rows.values()].sort((a, b) => a.number - b.number);
    const open = sets.find((s) => !s.complete);
    return {
      rubber: r.rubber,
      kind: r.kind,
      sides: r.sides,
      sets,
      setsWon,
      current: open
        ? { set: open.number, games: { ...open.score }, nextGame: open.score[1] + open.score[2] + 1, server: lastServer ? other(lastServer) : null }
        : null,
      winner,
      stats: { 1: { ...stats[1] }, 2: { ...stats[2] } },
    };
  };
  return { add, done };
}
