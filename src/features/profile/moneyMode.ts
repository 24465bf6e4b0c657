import { useEffect, useState } from 'react';
import { healthPath } from '../../../core/api/paths';
import { call } from '../../lib/http';

/**
 * The server's MONEY_MODE (GET /api/health) for the account and profile screens: real money asks
 * for the state at signup and offers responsible-play settings. Kept here rather than re-exported
 * from the wallet feature: a wallet re-export moved code into the home route's first bundle
 * (about 0.7 KB gzip over its 130 KB budget). One request per page load.
 */
let known: 'real' | 'social' | null = null;
let loading: Promise<void> | null = null;

export function useServerMoneyMode(): 'real' | 'social' | null {
  const [mode, setMode] = useState(known);
  useEffect(() => {
    if (known !== null) return;
    loading ??= call(healthPath, { silent: true, handleErrors: true }).then((res) => {
      if (res.ok) known = res.data.moneyMode;
      else loading = null;
    });
    let live = true;
    void loading.then(() => {
      if (live) setMode(known);
    });
    return () => {
      live = false;
    };
  }, []);
  return mode;
}

/** For tests. */
export function resetServerMoneyMode(): void {
  known = null;
  loading = null;
}
