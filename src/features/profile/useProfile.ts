import { useEffect, useState } from 'react';
import { fetchProfile, type Profile } from './api';

/** Load the player's profile once per screen; null while loading, 'error' when it could not be read. */
export function useProfile(): [Profile | null | 'error', () => void] {
  const [profile, setProfile] = useState<Profile | null | 'error'>(null);
  const [epoch, setEpoch] = useState(0);
  useEffect(() => {
    let live = true;
    void fetchProfile().then((res) => {
      if (live) setProfile(res.ok ? res.data : 'error');
    });
    return () => {
      live = false;
    };
  }, [epoch]);
  return [profile, () => setEpoch((n) => n + 1)];
}
