import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { takenNicks } from './repository';

/** Readable nickname suggestions like 'SwiftStriker482'. */
const ADJECTIVES = [
  'Swift', 'Bold', 'Lucky', 'Mighty', 'Clever', 'Brave', 'Rapid', 'Sharp', 'Golden', 'Royal',
  'Fierce', 'Silent', 'Super', 'Grand', 'Smart', 'Steady', 'Blazing', 'Daring', 'Epic', 'Prime',
];
const NOUNS = [
  'Striker', 'Captain', 'Spinner', 'Keeper', 'Raider', 'Smasher', 'Champion', 'Batter', 'Bowler', 'Ace',
  'Tiger', 'Falcon', 'Cheetah', 'Panther', 'Maverick', 'Legend', 'Titan', 'Racer', 'Dribbler', 'Sixer',
];

function pick<T>(list: readonly T[]): T {
  return list[randomInt(list.length)] as T;
}

export function randomNick(): string {
  return `${pick(ADJECTIVES)}${pick(NOUNS)}${randomInt(100, 1000)}`;
}

/** `count` distinct random candidates. */
export function nickCandidates(count: number): string[] {
  const out = new Set<string>();
  while (out.size < count) out.add(randomNick());
  return [...out];
}

/** `count` free nicknames (no one else has them, whatever the case) to suggest to this player. */
export async function suggestNicks(db: Db, userId: number, count = 3): Promise<string[]> {
  const out: string[] = [];
  for (let round = 0; round < 5 && out.length < count; round++) {
    const candidates = nickCandidates(count * 2).filter((n) => !out.includes(n));
    const taken = await takenNicks(db, candidates, userId);
    for (const nick of candidates) if (!taken.has(nick.toLowerCase()) && out.length < count) out.push(nick);
  }
  return out;
}
