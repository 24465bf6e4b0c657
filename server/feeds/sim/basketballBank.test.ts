import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../../core/feeds/events';
import { resolve, resolverOptions } from '../../../core/rules/resolution';
import { QUESTION_TEMPLATES } from '../../db/seed/questions-bank';
import { FEED_SPORTS } from '../provider';
import { seededRng } from '../random';
import { simulatePlays } from './plays';
import { leagueRosters, matchSquad } from './rosters';

/**
 * The basketball bank on the simulator's own games: every question ends on one of its options, an answer given
 * early never changes, and the lines sit near the simulator's medians (both sides of each line come up).
 */
const BANK = QUESTION_TEMPLATES[FEED_SPORTS.basketball]!;

function game(i: number): FeedEvent[] {
  const rng = seededRng(`bank-${i}`);
  const [home, away] = [...leagueRosters('pickxi', 'basketball').entries()];
  const parties = [home!, away!].map(([name, roster], p) => {
    const squad = matchSquad(rng, 'basketball', roster);
    return { position: (p + 1) as 1 | 2, name, players: squad.map((s) => s.name), squad };
  });
  return simulatePlays(rng, 'basketball', parties).map((p) => p.event);
}

describe('the basketball bank on simulated games', () => {
  it('resolves every question to one of its options, never changes an early answer, and both sides of each line come up', () => {
    const seen = new Map<string, Set<string>>();
    for (let i = 0; i < 30; i++) {
      const events = game(i);
      for (const q of BANK) {
        const end = resolve(q.resolver, q.params ?? null, events, { final: true });
        expect(end, q.resolver).not.toBeNull();
        const key = end!.status === 'settled' ? end!.correct : 'void';
        if (end!.status === 'settled') expect(resolverOptions(q.resolver)).toContain(end!.correct);
        if (!seen.has(q.resolver)) seen.set(q.resolver, new Set());
        seen.get(q.resolver)!.add(key);
        for (const cut of [20, 80, 160, 240]) {
          const early = resolve(q.resolver, q.params ?? null, events.slice(0, cut), { final: false });
          if (early) expect(early, `${q.resolver} after ${cut} events`).toEqual(end);
        }
      }
    }
    for (const key of ['total_points', 'side_points', 'threes', 'free_throws', 'big_lead', 'high_scorer', 'winner', 'race_to']) {
      expect(seen.get(`basketball.${key}`)?.size, key).toBeGreaterThanOrEqual(2);
    }
  });
});
