/**
 * Navigation for code outside React (the 401 logout in http.ts, the guest
 * login timer). The router registers its navigate function on mount.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: Navigate | null = null;

export function registerNavigator(fn: Navigate | null): void {
  navigateFn = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateFn) navigateFn(to, options);
  else if (typeof location !== 'undefined') location.assign(to);
}
