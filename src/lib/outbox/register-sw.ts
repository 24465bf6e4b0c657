import { requestPersistentStorage } from './persist';

/**
 * Registers the service worker built from sw/sw.ts (vite-plugin-pwa
 * injectManifest, emitted as /sw.js, classic script: rollupFormat 'iife').
 * Only production builds register: in `vite dev` there is no /sw.js and a
 * stale worker from an earlier build would serve old files.
 *
 * main.tsx calls `void registerServiceWorker()` once.
 */
export const SW_URL = '/sw.js';

export interface RegisterServiceWorkerOptions {
  /** default: import.meta.env.PROD */
  enabled?: boolean;
  container?: ServiceWorkerContainer;
  persist?: () => Promise<boolean>;
  /** resolves when the page has loaded (registration must not compete with the first paint) */
  loaded?: Promise<void>;
}

function pageLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

export async function registerServiceWorker(options: RegisterServiceWorkerOptions = {}): Promise<ServiceWorkerRegistration | null> {
  const enabled = options.enabled ?? import.meta.env.PROD;
  const container = options.container ?? (typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined);
  if (!enabled || !container) return null;
  void (options.persist ?? requestPersistentStorage)();
  await (options.loaded ?? pageLoaded());
  try {
    return await container.register(SW_URL, { scope: '/', type: 'classic' });
  } catch (error) {
    // insecure origin, private mode, disk full: the app still works online
    console.warn('service worker registration failed', error);
    return null;
  }
}

/**
 * On logout: the service worker drops the runtime-cached API responses
 * (challenge lists carry the user's own counts). Call together with clearing
 * Dexie and `keepOutboxOnlyFor(null)`.
 */
export function clearServiceWorkerCaches(container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): void {
  container?.controller?.postMessage({ type: 'logout' });
}
