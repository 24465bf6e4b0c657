import { useEffect, useState } from 'react';
import type { ApiFailure } from '../../lib/http';
import { fetchProfile, type Profile } from './api';

/** Load the player's profile once per screen; null while loading, { error } when it could not be read (shown inline with a retry). */
export function useProfile(): [Profile | null | { error: ApiFailure }, () => void] {
  const [profile, setProfile] = useState<Profile | null | { error: ApiFailure }>(null);
  const [epoch, setEpoch] = useState(0);
  useEffect(() => {
    let live = true;
    void fetchProfile().then((res) => {
      if (live) setProfile(res.ok ? res.data : { error: res.error });
    });
    return () => {
      live = false;
    };
  }, [epoch]);
  return [profile, () => setEpoch((n) => n + 1)];
}

/** The profile once loaded, else null (loading or failed). */
export const loadedProfile = (p: Profile | null | { error: ApiFailure }): Profile | null => (p && !('error' in p) ? p : null);
