import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, MOBILE_DEVICE } from './browser-options';

/**
 * PWA helpers for specs (docs/architecture.md, Footguns seen on this machine):
 * - Playwright's default contexts are incognito, where Chrome does not run
 *   installability checks: launchPersistent() opens a real profile.
 * - page.waitForFunction does not await an async predicate, so the service
 *   worker is polled with expect.poll(page.evaluate(async ...)).
 */

export interface PersistentBrowser {
  context: BrowserContext;
  page: Page;
  /** closes the browser and deletes the temporary profile */
  close(): Promise<void>;
}

export async function launchPersistent(options: { baseURL?: string; args?: string[] } = {}): Promise<PersistentBrowser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'pickxi-e2e-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    baseURL: options.baseURL ?? E2E_BASE_URL,
    serviceWorkers: 'allow',
    ...MOBILE_DEVICE,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

interface InstallabilityError {
  errorId: string;
  errorArguments: { name: string; value: string }[];
}

/** Chrome's own installability verdict for the page (empty list = installable). */
export async function installabilityErrors(page: Page): Promise<InstallabilityError[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const result = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: InstallabilityError[] };
    return result.installabilityErrors;
  } finally {
    await cdp.detach();
  }
}

/** Waits until a service worker is active and controls the page. */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!('serviceWorker' in navigator)) return false;
          const registration = await navigator.serviceWorker.ready;
          return Boolean(registration.active) && navigator.serviceWorker.controller !== null;
        }),
      { timeout, message: 'service worker active and controlling the page' },
    )
    .toBe(true);
}

/** URLs currently in the service worker's precache (debugging and assertions). */
export async function precachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names.filter((n) => n.includes('precache'))) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}
