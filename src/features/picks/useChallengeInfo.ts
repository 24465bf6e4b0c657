import { useLiveQuery } from 'dexie-react-hooks';
import { useSearchParams } from 'react-router-dom';
import { db } from '../../lib/db';
import { useAppState } from '../../lib/appState';

/** The challenge a picks screen is about: ?challenge_id=…, else the one entered (app state), else null. */
export function useChallengeId(): number | null {
  const [params] = useSearchParams();
  const fromState = useAppState((s) => s.challengeId);
  const raw = params.get('challenge_id');
  const n = raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  return n !== null && n > 0 ? n : fromState;
}

/** ?draft_num=… (S{n}), or null. */
export function useDraftNumParam(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('draft_num');
  return raw !== null && /^\d{1,2}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The challenge's name from the home list stored on the device (works offline). */
export function useChallengeName(challengeId: number | null): string | null {
  return (
    useLiveQuery(async () => {
      if (challengeId === null) return null;
      const lists = await db.challengeCache.toArray();
      for (const entry of lists) {
        const c = [...entry.list.challenges, ...entry.list.upcoming].find((x) => x.challenge_id === challengeId);
        if (c) return c.challenge_name;
      }
      return null;
    }, [challengeId]) ?? null
  );
}
