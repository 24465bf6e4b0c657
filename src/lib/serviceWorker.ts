import { Workbox } from 'workbox-window';
import { isDraftOpen, waitingUpdate } from './appUpdate';
import { CHALLENGES_REFRESH_MIN_INTERVAL_MS, CHALLENGES_REFRESH_TAG } from './syncTags';

/**
 * The service worker's life on the page, through workbox-window (docs/decisions/013-background-sync-in-the-worker.md):
 * - registers /sw.js (vite-plugin-pwa injectManifest, classic script), production builds only;
 * - a new version that is waiting is NOT forced in: the shell shows "New version available — Reload"
 *   (src/app/UpdatePrompt.tsx) and `messageSkipWaiting()` is sent when the player accepts, or on its own
 *   when the page goes to the background while no draft is being edited; the page reloads once the new
 *   worker controls it;
 * - `messageSW` carries every page → worker ask (`messageServiceWorker`);
 * - where the browser grants Periodic Background Sync (an installed app on Chrome), the worker refreshes the
 *   cached challenge lists now and then.
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
  wb.addEventListener('controlling', (event) => {
    // the first install claiming the page is not an update: nothing to reload
    if (!event.isUpdate) return;
    // our skip-waiting: load the new code now. Another tab's: offer the reload like a waiting version.
    if (accepted) reload();
    else waitingUpdate.set({ apply: reload });
  });
  doc.addEventListener('visibilitychange', () => {
    const update = waitingUpdate.get();
    if (doc.visibilityState === 'hidden' && update && !isDraftOpen()) update.apply();
  });

  try {
    const registration = await wb.register();
    if (registration) void registerPeriodicRefresh(registration);
  } catch (error) {
    // insecure origin, private mode, disk full: the app still works online
    console.warn('service worker registration failed', error);
    return null;
  }
  active = wb;
  return wb;
}

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

/** Asks for the periodic challenge-list refresh where the browser allows it (silently nothing elsewhere). */
export async function registerPeriodicRefresh(registration: ServiceWorkerRegistration): Promise<boolean> {
  const periodic = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }).periodicSync;
  if (!periodic) return false;
  try {
    const permission = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (permission.state !== 'granted') return false;
    await periodic.register(CHALLENGES_REFRESH_TAG, { minInterval: CHALLENGES_REFRESH_MIN_INTERVAL_MS });
    return true;
  } catch {
    return false;
  }
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
