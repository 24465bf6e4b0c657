import { randomInt } from 'node:crypto';

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
