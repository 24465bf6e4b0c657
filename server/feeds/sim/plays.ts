import type { FeedParty, FeedSport } from '../provider';
import type { Rng } from '../random';
import type { PlannedEvent } from '../timeline';
import { simulateBasketball } from './basketball';
import { simulateFootball } from './football';
import { simulateHockey } from './hockey';
import { simulateKabaddi } from './kabaddi';
import { simulateRace } from './race';
import { simulateBadminton, simulateTennis } from './ties';

/**
 * Every sport but cricket as a stream of SportPlay events in exactly the vocabulary its resolvers and fantasy
 * scorers read (the `<SPORT>_PLAYS` lists and their field notes in core/rules/resolution/<sport>.ts), each play of a
 * player naming him. Offsets are real match time. Deterministic: the same rng (seed) and parties, the same match.
 *
 * Basketball too: it has no prediction bank (not in sim/index.ts's rotation) but its draft challenges need plays.
 */
export type PlaysSport = Exclude<FeedSport, 'cricket'>;

const SIMULATORS: Record<PlaysSport, (rng: Rng, parties: FeedParty[]) => PlannedEvent[]> = {
  football: simulateFootball,
  hockey: simulateHockey,
  kabaddi: simulateKabaddi,
  tennis: simulateTennis,
  badminton: simulateBadminton,
  'formula-one': simulateRace,
  basketball: simulateBasketball,
};

export function simulatePlays(rng: Rng, sport: PlaysSport, parties: FeedParty[]): PlannedEvent[] {
  return SIMULATORS[sport](rng, parties);
}
