import { useLiveQuery } from 'dexie-react-hooks';
import type { GameMode } from '../../../core/api/challenges';
import { db } from '../../lib/db';

/**
 * The challenge's game mode as the home list stored it on the device: undefined while reading, null when the
 * challenge is not in a stored list (opened by link), so the screen falls back to its contests' modes.
 */
export function useStoredGameMode(challengeId: number): GameMode | null | undefined {
  return useLiveQuery(async () => {
    const lists = await db.challengeCache.toArray();
    for (const entry of lists) {
      // a stored entry is whatever a list call returned: read it defensively
      const c = [...(entry.list?.challenges ?? []), ...(entry.list?.upcoming ?? [])].find((x) => x.challenge_id === challengeId);
      if (c) return c.game_mode;
    }
    return null;
  }, [challengeId]);
}
