import type { FeedParty, FeedSport } from '../provider';
import { seededRng } from '../random';
import { formulaOneGrid, isRosterSport, leagueRosters, matchSquad } from './rosters';

/**
 * Matches the demo catalogue seeds itself (server/db/seed: fixed ids, names and start times relative to the first
 * start) are played by the simulator like its own (ref `demo-<match id>`, ADR 008). Their sides must field the same
 * squads the seed stored for their draft challenges, so both build them here: each side's league squad for the day,
 * drawn in party order from one stream seeded by the match id, in the default league (seed 'pickxi') whatever the
 * simulator's own seed.
 */

export const DEMO_LEAGUE_SEED = 'pickxi';
const DEMO_REF = /^demo-(\d+)$/;

export const demoRef = (matchId: number) => `demo-${matchId}`;

/** The match id of a demo ref, or null. */
export function demoMatchId(ref: string): number | null {
  const m = DEMO_REF.exec(ref);
  return m ? Number(m[1]) : null;
}

/** Sides of a seeded match as the simulator plays them: league squads, a racket player, or the season's grid. */
export function seededParties(sport: FeedSport, matchId: number, parties: readonly { position: 1 | 2; name: string }[]): FeedParty[] {
  const rng = seededRng(`${DEMO_LEAGUE_SEED}:demo-squad:${matchId}`);
  return [...parties]
    .sort((a, b) => a.position - b.position)
    .map(({ position, name }) => {
      if (sport === 'formula-one') {
        const squad = formulaOneGrid(DEMO_LEAGUE_SEED);
        return { position, name, players: squad.map((p) => p.name), squad };
      }
      if (!isRosterSport(sport)) return { position, name, players: [name] };
      const roster = leagueRosters(DEMO_LEAGUE_SEED, sport).get(name);
      if (!roster) throw new Error(`demo match ${matchId}: ${name} is not a ${sport} league side`);
      const squad = matchSquad(rng, sport, roster);
      return { position, name, players: squad.map((p) => p.name), squad };
    });
}
