import { useSearchParams } from 'react-router-dom';
import { useAppState } from '../../lib/appState';

/** A positive integer query parameter, else null. */
export function intParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  return raw !== null && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The challenge a draft screen is about: ?challenge_id=…, else the one entered (app state), else null. */
export function useChallengeIdParam(): number | null {
  const [params] = useSearchParams();
  const fromState = useAppState((s) => s.challengeId);
  return intParam(params, 'challenge_id') ?? fromState;
}

/** A same-app path given as ?return=… (only app paths: never another origin). */
export function returnParam(params: URLSearchParams): string | null {
  const raw = params.get('return');
  return raw && raw.startsWith('/') && !raw.startsWith('//') ? raw : null;
}

/** The draft challenge's team contest section (docs/product.md §2 /home): where a team screen goes back to by default. */
export const sectionPath = (challengeId: number) => `/home?challenge_id=${challengeId}`;
