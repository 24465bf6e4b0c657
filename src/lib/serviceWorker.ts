import { Workbox } from 'workbox-window';
import { isDraftOpen, waitingUpdate } from './appUpdate';

/**
 * The service worker's life on the page, through workbox-window (docs/decisions/010-background-sync.md):
 * - registers /sw.js (vite-plugin-pwa injectManifest, classic script), production builds only;
 * - a new version that is waiting is NOT forced in: the shell shows "New version available — Reload"
 *   (src/app/UpdatePrompt.tsx) and `messageSkipWaiting()` is sent when the player accepts, or on its own
 *   when the page goes to the background while no draft is being edited; the page reloads once the new
 *   worker controls it;
 * - `messageSW` carries every page → worker ask (`messageServiceWorker`).
 */
export const SW_URL = '/sw.js';

type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting' | 'messageSW'>;

export interface RegisterOptions {
  /** default: import.meta.env.PROD (in `vite dev` there is no /sw.js) */
  enabled?: boolean;
  createWorkbox?: (url: string) => WorkboxLike;
  /** resolves when the page has loaded: registration must not compete with the first paint */
  loaded?: Promise<void>;
  reload?: () => void;
  document?: Pick<Document, 'addEventListener' | 'visibilityState'>;
}

let active: WorkboxLike | null = null;

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

export async function registerServiceWorker(options: RegisterOptions = {}): Promise<WorkboxLike | null> {
  const enabled = options.enabled ?? import.meta.env.PROD;
  if (!enabled || (!options.createWorkbox && !('serviceWorker' in navigator))) return null;
  await (options.loaded ?? pageLoaded());
  const wb = (options.createWorkbox ?? ((url) => new Workbox(url, { scope: '/', type: 'classic' })))(SW_URL);
  const reload = options.reload ?? (() => window.location.reload());
  const doc = options.document ?? document;
  let accepted = false;

  const activate = () => {
    accepted = true;
    waitingUpdate.set(null);
    wb.messageSkipWaiting();
  };
  wb.addEventListener('waiting', () => waitingUpdate.set({ apply: activate }));
  wb.addEventListener('controlling', () => {
    // our skip-waiting: load the new code now. Another tab's: offer the reload like a waiting version.
    if (accepted) reload();
    else waitingUpdate.set({ apply: reload });
  });
  doc.addEventListener('visibilitychange', () => {
    const update = waitingUpdate.get();
    if (doc.visibilityState === 'hidden' && update && !isDraftOpen()) update.apply();
  });

  try {
    await wb.register();
  } catch (error) {
    // insecure origin, private mode, disk full: the app still works online
    console.warn('service worker registration failed', error);
    return null;
  }
  active = wb;
  return wb;
}

/** Asks the worker something and waits for its answer (undefined when no worker is registered). */
export function messageServiceWorker(message: { type: string; [key: string]: unknown }): Promise<unknown> {
  return active ? active.messageSW(message) : Promise.resolve(undefined);
}

/** On logout: the worker drops the runtime-cached API responses (challenge lists carry the user's counts). */
export function clearServiceWorkerCaches(): Promise<unknown> {
  return messageServiceWorker({ type: 'logout' });
}

/** Test hook: forget the registered worker. */
export function resetServiceWorkerForTests(): void {
  active = null;
  waitingUpdate.set(null);
}
