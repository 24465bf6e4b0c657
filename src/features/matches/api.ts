/**
 * The match centre's read (core/api/matches.ts through core/api/paths.ts, zod-free), stored on the device like the
 * results screens' reads, so a match opened once can be read offline with the time it was fetched.
 */
import type { MatchCentreData } from '../../../core/api/matches';
import { matchCentrePath } from '../../../core/api/paths';
import { cachedRead, type Loaded } from '../../lib/cachedRead';

export const loadMatchCentre = (matchId: number): Promise<Loaded<MatchCentreData>> =>
  cachedRead(`match:${matchId}`, matchCentrePath, { match_id: matchId });
