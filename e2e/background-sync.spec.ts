import { expect, test, type Page } from '@playwright/test';
import { HomePage } from './pages/home';
import { PicksPage } from './pages/picks';
import { waitForServiceWorker } from './support/pwa';

/**
 * Background Sync with the app closed (docs/decisions/013-background-sync-in-the-worker.md): a pick set saved offline is sent by the service
 * worker when the connection returns, with no page of the app open, exactly once.
 * The demo seed's challenge 79639 is open (12 picks, 6 powerups), as in picks.spec.ts.
 */
const OPEN_CHALLENGE = 79639;

interface StoredItem {
  kind: string;
  state: string;
  sentBy?: string;
}

/** The outbox rows as the device holds them (Dexie's 'pickxi' database, read with plain IndexedDB). */
function outboxRows(page: Page): Promise<StoredItem[]> {
  return page.evaluate(
    () =>
      new Promise<StoredItem[]>((resolve, reject) => {
        const open = indexedDB.open('pickxi');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('outbox').objectStore('outbox').getAll();
          get.onsuccess = () => resolve(get.result as StoredItem[]);
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

test('a set saved offline is sent by the service worker with every page closed, exactly once', async ({ context }) => {
  test.setTimeout(120_000);
  const page = await context.newPage();
  const home = new HomePage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();
  await waitForServiceWorker(page);
  const picks = new PicksPage(page);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const origin = new URL(page.url()).origin;

  // who sent the pick set to the server (requests that got a response): a page, or the service worker
  const bulkSaves: Array<{ fromWorker: boolean; key: string | null }> = [];
  context.on('requestfinished', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v5/utils/users/answerInBulk') {
      bulkSaves.push({ fromWorker: request.serviceWorker() !== null, key: request.headers()['idempotency-key'] ?? null });
    }
  });

  await picks.open(OPEN_CHALLENGE);
  await context.setOffline(true);
  await expect(page.getByTestId('picks-offline')).toBeVisible();
  await picks.makeSet();
  await picks.save();
  await expect(picks.snackbar()).toHaveText('Set saved on this device. It will be sent when you are back online');
  await expect.poll(async () => (await outboxRows(page)).map((i) => i.state)).toEqual(['pending']);
  // the page asked the browser for a Background Sync once its own attempt failed
  await expect
    .poll(() => page.evaluate(async () => ((await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } }).sync.getTags()))
    .toContain('outbox');

  // the player closes the app; later the connection returns and the browser wakes the worker
  for (const p of context.pages()) await p.close();
  await context.setOffline(false);
  const cdpPage = await context.newPage(); // about:blank: no PickXI code runs in it, it only carries the DevTools session
  const cdp = await context.newCDPSession(cdpPage);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin));
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registrationId, tag: 'outbox', lastChance: false });

  // the server has the set once, sent by the worker
  const serverSets = async () => {
    const res = await context.request.get(`${origin}/api/v3/game/users/mySets?challenge_id=${OPEN_CHALLENGE}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { sets: { draft_num: number }[] } }).data.sets.map((s) => s.draft_num);
  };
  await expect.poll(serverSets, { timeout: 20_000 }).toEqual([1]);
  await cdp.detach();
  await cdpPage.close();

  // a fresh page later: nothing is sent again, and the device knows the worker delivered it
  const fresh = await context.newPage();
  await fresh.goto(`/choosePicks2?challenge_id=${OPEN_CHALLENGE}`);
  await expect(fresh.locator('#root')).not.toBeEmpty();
  await expect.poll(async () => (await outboxRows(fresh)).map((i) => [i.state, i.sentBy])).toEqual([['done', 'worker']]);
  await fresh.waitForTimeout(1000);
  expect(await serverSets()).toEqual([1]);
  expect(bulkSaves.length).toBeGreaterThanOrEqual(1);
  expect(bulkSaves.every((s) => s.fromWorker)).toBe(true);
  expect(new Set(bulkSaves.map((s) => s.key)).size).toBe(1);
});
