/**
 * "Home has its list on screen" as a window event, so startup work that the
 * first paint does not need (the outbox and Dexie, the service worker) can
 * wait for it without main.tsx knowing about the home screen's internals.
 */
export const HOME_SHOWN_EVENT = 'pickxi:home-shown';

let announced = false;

/** Called by the home screen once its list (or its empty/offline state) is shown. */
export function announceHomeShown(): void {
  if (announced) return;
  announced = true;
  window.dispatchEvent(new Event(HOME_SHOWN_EVENT));
}

/**
 * Run `fn` once: after home shows its list, or `fallbackMs` after the call
 * when no home is shown (another route, the landing page), whichever is first.
 */
export function afterHomeShown(fn: () => void, fallbackMs: number): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    window.removeEventListener(HOME_SHOWN_EVENT, run);
    fn();
  };
  const timer = setTimeout(run, fallbackMs);
  if (announced) run();
  else window.addEventListener(HOME_SHOWN_EVENT, run);
}

/** Tests only: forget that home was shown. */
export function resetHomeShown(): void {
  announced = false;
}
