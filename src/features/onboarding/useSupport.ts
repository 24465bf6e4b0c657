import { useEffect, useState } from 'react';
import type { SettingsBody } from '../../../core/api/onboarding';
import { settingsBodyPath } from '../../../core/api/paths';
import { call } from '../../lib/http';

let cached: SettingsBody['support'] | null = null;

/** The support contact from getSettingsBody (once per session); null until known or when offline. */
export function useSupport(): SettingsBody['support'] | null {
  const [support, setSupport] = useState(cached);
  useEffect(() => {
    if (cached) return;
    let live = true;
    void call(settingsBodyPath, { handleErrors: true, silent: true }).then((res) => {
      if (!res.ok) return;
      cached = res.data.support;
      if (live) setSupport(cached);
    });
    return () => {
      live = false;
    };
  }, []);
  return support;
}
