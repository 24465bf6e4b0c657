/**
 * The match centre of the team sports told in plays: football, hockey, kabaddi, basketball. From the match's
 * `play` events (corrections applied first): a timeline of what a viewer follows, each item with its period,
 * minute and the running score after it; the current score (and a shoot-out's, apart); the period in play; a
 * small stats object per party. What each sport shows and leaves out is in its ./plays<Sport>.ts.
 */
import type { PartyPosition, SportPlay } from '../../feeds/events';
import { BASKETBALL } from './playsBasketball';
import { FOOTBALL } from './playsFootball';
import { HOCKEY } from './playsHockey';
import { KABADDI } from './playsKabaddi';
import type { PlaysSport, SportReading, SportStats, TimelineItem } from './playsTypes';
import { correctedEvents, isParty, lastResult, perPartyOf, type CentreEvent, type CentreParty, type PerParty, type ResultInfo } from './shared';

export interface PlaysCentreOf<S extends PlaysSport> {
  sport: S;
  parties: CentreParty[];
  /** oldest first */
  timeline: TimelineItem[];
  score: PerParty<number>;
  /** goals of a shoot-out (football, hockey: period 5); null when none has begun (basketball's period 5 is overtime) */
  shootout: PerParty<number> | null;
  /** the period of the latest play (half, quarter, overtime; 5 = a shoot-out) */
  period: number | null;
  /** the match clock of the latest play that has one */
  minute: number | null;
  /** a period has ended and the next has not begun (half time, a quarter break, full time) */
  breakAfterPeriod: number | null;
  stats: PerParty<SportStats[S]>;
  result: ResultInfo | null;
}

export type PlaysCentre = { [S in PlaysSport]: PlaysCentreOf<S> }[PlaysSport];

export const PLAYS_SPORTS: readonly PlaysSport[] = ['football', 'hockey', 'kabaddi', 'basketball'];
export const isPlaysSport = (s: string): s is PlaysSport => (PLAYS_SPORTS as readonly string[]).includes(s);

const READINGS: { [S in PlaysSport]: SportReading<S> } = { football: FOOTBALL, hockey: HOCKEY, kabaddi: KABADDI, basketball: BASKETBALL };
const PERIOD_ENDS: ReadonlySet<string> = new Set(['half_time', 'full_time', 'quarter_end']);

function build<S extends PlaysSport>(sport: S, events: readonly CentreEvent[], parties: readonly CentreParty[]): PlaysCentreOf<S> {
  const reading: SportReading<S> = READINGS[sport];
  const list = correctedEvents(events);
  const score = perPartyOf(() => 0);
  const stats = perPartyOf(() => reading.emptyStats());
  const timeline: TimelineItem[] = [];
  let shootout: PerParty<number> | null = null;
  let period: number | null = null;
  let minute: number | null = null;
  let breakAfterPeriod: number | null = null;
  let prev: SportPlay | undefined;

  for (const { event, seq } of list) {
    if (event.kind !== 'play') continue;
    const p = event.payload;
    const party: PartyPosition | null = isParty(p.party) ? p.party : null;
    if (p.period !== undefined) {
      if (breakAfterPeriod !== null && p.period > breakAfterPeriod) breakAfterPeriod = null;
      period = p.period;
    }
    if (p.minute !== undefined) minute = p.minute;
    if (PERIOD_ENDS.has(p.type)) breakAfterPeriod = p.period ?? period;
    if (reading.inShootout(p)) shootout ??= perPartyOf(() => 0);
    if (party) {
      score[party] += reading.points(p);
      if (shootout) shootout[party] += reading.shootoutPoints(p);
      reading.count(stats[party], p);
    }
    const entry = reading.entry(p, prev);
    if (entry) timeline.push({ seq, party, period: p.period ?? null, minute: p.minute ?? null, score: { ...score }, ...entry });
    prev = p;
  }
  return {
    sport,
    parties: parties.map((x) => ({ position: x.position, name: x.name })),
    timeline,
    score,
    shootout,
    period,
    minute,
    breakAfterPeriod,
    stats,
    result: lastResult(list),
  };
}

export function playsCentre(sport: PlaysSport, events: readonly CentreEvent[], parties: readonly CentreParty[] = []): PlaysCentre {
  // one call per sport keeps each result's stats typed by its sport
  switch (sport) {
    case 'football':
      return build('football', events, parties);
    case 'hockey':
      return build('hockey', events, parties);
    case 'kabaddi':
      return build('kabaddi', events, parties);
    case 'basketball':
      return build('basketball', events, parties);
  }
}

export type * from './playsTypes';
