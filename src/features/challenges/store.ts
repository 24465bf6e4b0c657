import { useLiveQuery } from 'dexie-react-hooks';
import { db, getSetting, setSetting, type CachedChallengeList } from '../../lib/db';

/** The home list is cached whole; sport tabs filter it on the device. */
export const ALL_CHALLENGES_KEY = 'challenges:all';
/** Set once the first-game tooltip was dismissed (spec §4). */
export const FIRST_GAME_TOOLTIP_KEY = 'tooltip:firstGame';

/** undefined while IndexedDB is read, null when nothing is cached yet. */
export function useCachedChallenges(): CachedChallengeList | null | undefined {
  return useLiveQuery(async () => (await db.challengeCache.get(ALL_CHALLENGES_KEY)) ?? null, []);
}

export function useFirstGameTooltipSeen(): boolean | undefined {
  return useLiveQuery(async () => (await getSetting<boolean>(FIRST_GAME_TOOLTIP_KEY)) === true, []);
}

export function dismissFirstGameTooltip(): Promise<void> {
  return setSetting(FIRST_GAME_TOOLTIP_KEY, true);
}
