/** Test-only fixtures for the contests feature (not imported by app code). */
import type { Contest, ContestData } from '../../../core/api/contests';

export const CHALLENGE_ID = 79639;

export function contest(over: Partial<Contest> = {}): Contest {
  return {
    config_id: 12,
    challenge_id: CHALLENGE_ID,
    challenge_name: 'Mumbai Mariners vs Chennai Chargers',
    name: 'Small rooms',
    contest_name: 'Small Rooms',
    config_name: 'Small',
    fee: 10,
    is_free: false,
    promo_limit: 10,
    pImage: '/c.svg',
    mode: 'prediction',
    contest_type: 'guaranteed',
    min_entries: null,
    room_size: 4,
    max_rooms: 200,
    seats_filled: 3,
    prize_pool: 35,
    rewards: [{ rank_from: 1, rank_to: 1, prize: 25 }],
    rules: ['Rule one'],
    powerup_bank_allowed: true,
    joined_with: [],
    ...over,
  };
}

export function contestData(contests: Contest[] = [contest()], over: Partial<ContestData> = {}): ContestData {
  return {
    challenge_id: CHALLENGE_ID,
    challenge_name: 'Mumbai Mariners vs Chennai Chargers',
    start_time: Date.now() + 3_600_000,
    locked: false,
    contests,
    joined_contest_count: 0,
    ...over,
  };
}
