/**
 * The match centre of tennis (sets of games) and badminton (games of points), from the match's `play` events
 * (corrections applied first): the score table per set / game and party, the set or game in progress, and a
 * timeline of set ends and tie-breaks (tennis) or game ends (badminton). A team tie (draft challenges: plays
 * tagged detail.rubber, opened by a 'rubber' play, closed by a 'rubber_end') is grouped per rubber, with the tie's
 * score in rubbers won; a one-on-one match is one group with rubber null.
 */
import type { PartyPosition, SportPlay } from '../../feeds/events';
import { badmintonMatch, type BadmintonMatch } from './racketsBadminton';
import { tennisMatch, type TennisMatch } from './racketsTennis';
import { pair, type MatchBuilder, type RacketTimelineItem, type RubberInfo } from './racketsTypes';
import { isParty, lastResult, perPartyOf, correctedEvents, type CentreEvent, type CentreParty, type PerParty, type ResultInfo } from './shared';

export type RacketSport = 'tennis' | 'badminton';
export const isRacketSport = (s: string): s is RacketSport => s === 'tennis' || s === 'badminton';

interface RacketCentreOf<S extends RacketSport, M> {
  sport: S;
  parties: CentreParty[];
  /** one per rubber in the order they began; a one-on-one match is one, with rubber null */
  matches: M[];
  /** a team tie's score in rubbers won; null for a one-on-one match */
  tie: { rubbersWon: PerParty<number> } | null;
  /** oldest first, across rubbers */
  timeline: RacketTimelineItem[];
  result: ResultInfo | null;
}
export type TennisCentre = RacketCentreOf<'tennis', TennisMatch>;
export type BadmintonCentre = RacketCentreOf<'badminton', BadmintonMatch>;
export type RacketCentre = TennisCentre | BadmintonCentre;

const rubberOf = (p: SportPlay): number | null => (typeof p.detail?.rubber === 'number' ? p.detail.rubber : null);

function sidesOf(v: unknown): PerParty<string[]> | null {
  if (!Array.isArray(v) || v.length !== 2) return null;
  const [a, b] = v as unknown[];
  const list = (x: unknown) => (Array.isArray(x) ? x.filter((n): n is string => typeof n === 'string') : []);
  return { 1: list(a), 2: list(b) };
}

function build<S extends RacketSport, M extends { winner: PartyPosition | null }>(
  sport: S,
  events: readonly CentreEvent[],
  parties: readonly CentreParty[],
  create: (info: RubberInfo, timeline: RacketTimelineItem[]) => MatchBuilder<M>,
): RacketCentreOf<S, M> {
  const list = correctedEvents(events);
  const timeline: RacketTimelineItem[] = [];
  const builders = new Map<number | null, MatchBuilder<M>>();
  const rubbersWon = perPartyOf(() => 0);
  let isTie = false;
  const builderFor = (info: RubberInfo) => {
    let b = builders.get(info.rubber);
    if (!b) {
      b = create(info, timeline);
      builders.set(info.rubber, b);
    }
    return b;
  };
  for (const { event, seq } of list) {
    if (event.kind !== 'play') continue;
    const p = event.payload;
    const rubber = rubberOf(p);
    const minute = p.minute ?? null;
    if (p.type === 'rubber') {
      isTie = true;
      const kind = p.detail?.kind === 'singles' || p.detail?.kind === 'doubles' ? p.detail.kind : null;
      const sides = sidesOf(p.detail?.sides);
      timeline.push({ seq, rubber, minute, type: 'rubber_start', kind, sides });
      builderFor({ rubber, kind, sides });
      continue;
    }
    builderFor({ rubber, kind: null, sides: null }).add(p, seq);
    if (p.type === 'rubber_end') {
      isTie = true;
      const winner = isParty(p.party) ? p.party : null;
      if (winner) rubbersWon[winner] += 1;
      timeline.push({ seq, rubber, minute, type: 'rubber_end', winner, score: pair(p.detail?.sets ?? p.detail?.games) });
    }
  }
  const result = lastResult(list);
  const matches = [...builders.values()].map((b) => b.done());
  // a one-on-one match's winner is the match result's (a win by retirement has no last set)
  if (!isTie && matches.length === 1 && matches[0]!.winner === null && result?.winner) matches[0]!.winner = result.winner;
  return {
    sport,
    parties: parties.map((x) => ({ position: x.position, name: x.name })),
    matches,
    tie: isTie ? { rubbersWon } : null,
    timeline,
    result,
  };
}

export function racketCentre(sport: RacketSport, events: readonly CentreEvent[], parties: readonly CentreParty[] = []): RacketCentre {
  return sport === 'tennis' ? build('tennis', events, parties, tennisMatch) : build('badminton', events, parties, badmintonMatch);
}

export type { BadmintonMatch } from './racketsBadminton';
export type { ServeStats, TennisMatch } from './racketsTennis';
export type { RacketTimelineItem, RubberInfo, ScoreRow } from './racketsTypes';
