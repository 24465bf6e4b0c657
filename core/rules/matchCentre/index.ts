/**
 * The match centre: everything a player sees about a match while it is played, derived purely from the match's
 * normalized feed events (core/feeds/events.ts), corrections applied first. Structured data only: the PWA words
 * it in English and Hindi; names stay as the feed gives them.
 *
 * `matchCentre(sport, events, parties)` picks the sport's family:
 * - 'cricket': commentary, scorecards per innings (super overs apart), match state (./cricket.ts);
 * - 'plays': football, hockey, kabaddi, basketball: timeline, score, period, stats (./plays.ts);
 * - 'rackets': tennis, badminton: score tables, set/game in progress, timeline, rubbers (./rackets.ts);
 * - 'race': formula one: grid, timeline, leader, classification, lap chart when consistent (./race.ts).
 */
import { cricketCentre, type CricketCentre } from './cricket';
import { isPlaysSport, playsCentre, type PlaysCentre } from './plays';
import { isRacketSport, racketCentre, type RacketCentre } from './rackets';
import { raceCentre, type RaceCentre } from './race';
import type { CentreEvent, CentreParty } from './shared';

export type MatchCentre =
  | ({ family: 'cricket'; sport: 'cricket' } & CricketCentre)
  | ({ family: 'plays' } & PlaysCentre)
  | ({ family: 'rackets' } & RacketCentre)
  | ({ family: 'race'; sport: 'formula-one' } & RaceCentre);
export type MatchCentreFamily = MatchCentre['family'];

export class UnknownSportError extends Error {
  override name = 'UnknownSportError';
}

/** The sport keys of core/rules/teamSports.ts and the feeds; 'formula_one' (the resolvers' spelling) too. */
export function matchCentre(sport: string, events: readonly CentreEvent[], parties: readonly CentreParty[]): MatchCentre {
  if (sport === 'cricket') return { family: 'cricket', sport: 'cricket', ...cricketCentre(events, parties) };
  if (isPlaysSport(sport)) return { family: 'plays', ...playsCentre(sport, events, parties) };
  if (isRacketSport(sport)) return { family: 'rackets', ...racketCentre(sport, events, parties) };
  if (sport === 'formula-one' || sport === 'formula_one') return { family: 'race', sport: 'formula-one', ...raceCentre(events, parties) };
  throw new UnknownSportError(`no match centre for sport "${sport}"`);
}

export { cricketCentre } from './cricket';
export type * from './cricket';
export { PLAYS_SPORTS, isPlaysSport, playsCentre } from './plays';
export type * from './plays';
export { isRacketSport, racketCentre } from './rackets';
export type * from './rackets';
export { raceCentre } from './race';
export type * from './race';
export { lapChart } from './lapChart';
export type { LapChartOutcome } from './lapChart';
export type { CentreEvent, CentreParty, PerParty, ResultInfo } from './shared';
