import { expect, test, type Page, type Request } from '@playwright/test';
import { HomePage } from './pages/home';
import { PicksPage } from './pages/picks';
import { waitForServiceWorker } from './support/pwa';

/**
 * Prediction mode against the real server (demo seed): make and save pick sets online and offline.
 * 79639 'Mumbai Mariners vs Chennai Chargers' opens ~40 minutes after the server starts (12 picks, 6 powerups);
 * 79638 'Kolkata Tigers vs Punjab Panthers' started 30 minutes before the server started.
 */
const OPEN_CHALLENGE = 79639;
const STARTED_CHALLENGE = 79638;
const SCREENS = 'e2e/.artifacts/screens';

const isBulkSave = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v5/utils/users/answerInBulk';

async function guestWithWorker(page: Page): Promise<void> {
  const home = new HomePage(page);
  await home.enterAsGuest();
  await home.dismissOnboarding();
  // the precached shell and chunks are what an offline reload runs on
  await waitForServiceWorker(page);
}

test('a set saved offline waits on the device through a reload and is created exactly once on reconnect', async ({ page, context }) => {
  test.setTimeout(120_000);
  await guestWithWorker(page);
  const picks = new PicksPage(page);
  // bulk saves that reached the server, from the page or from the service worker's Background Sync
  // (attempts while offline fail without a response)
  const bulkSaves: Request[] = [];
  context.on('requestfinished', (r) => isBulkSave(r) && bulkSaves.push(r));

  // online: S1
  await picks.open(OPEN_CHALLENGE);
  await expect(page.getByTestId('app-header')).toContainText('choose picks set');
  await expect(picks.progress()).toHaveText('0/12 picks, 0/6 powerups');
  await picks.save();
  await expect(picks.snackbar()).toHaveText('You must make all 12 picks & apply 6 powerups to save your set & use it to join contests');
  await picks.makeSet();
  await picks.save();
  await expect(picks.snackbar()).toHaveText('Set S1 created successfully. Use it to join contests');
  await expect(picks.chip('S1')).toHaveAttribute('data-status', 'saved');
  expect(await picks.serverSets(OPEN_CHALLENGE)).toEqual([1]);

  // offline: S2 is saved on the device and waits
  await context.setOffline(true);
  await expect(page.getByTestId('picks-offline')).toBeVisible();
  await picks.makeSet();
  await picks.save();
  await expect(picks.snackbar()).toHaveText('Set saved on this device. It will be sent when you are back online');
  const waiting = page.locator('[data-testid="set-chip"][data-status="waiting"]');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('Waiting to sync');

  // a reload while offline: the shell from the service worker, the questions and the waiting set from IndexedDB
  await page.reload();
  await expect(picks.questions().first()).toBeVisible({ timeout: 15_000 });
  await expect(waiting).toHaveCount(1);
  await expect(picks.chip('S1')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/picks-offline-waiting.png` });
  expect(bulkSaves).toHaveLength(1); // S1 only: nothing reached the server while offline

  // back online: the outbox sends the set; the server numbers it S2, once
  await context.setOffline(false);
  await expect(picks.snackbar()).toHaveText('Set S2 created successfully. Use it to join contests', { timeout: 20_000 });
  await expect(picks.chip('S2')).toHaveAttribute('data-status', 'saved');
  await expect(waiting).toHaveCount(0);
  await expect.poll(() => picks.serverSets(OPEN_CHALLENGE)).toEqual([1, 2]);

  // a later reload sends nothing again and still lists exactly S1 and S2
  const before = bulkSaves.length;
  await page.reload();
  await expect(picks.questions().first()).toBeVisible({ timeout: 15_000 });
  await expect(picks.chips()).toHaveCount(2);
  expect(bulkSaves.length).toBe(before);
  expect(bulkSaves).toHaveLength(2);
  expect(await picks.serverSets(OPEN_CHALLENGE)).toEqual([1, 2]);
  // the two saves that reached the server carried different Idempotency-Keys (one per set)
  const keys = await Promise.all(bulkSaves.map((r) => r.headerValue('idempotency-key')));
  expect(new Set(keys).size).toBe(keys.length);
});

test('a set queued offline for a match that starts before reconnect ends in the time-up modal and is not retried', async ({ page, context }) => {
  test.setTimeout(120_000);
  await guestWithWorker(page);
  const picks = new PicksPage(page);
  // bulk saves that reached the server (attempts while offline fail without a response)
  const bulkSaves: Request[] = [];
  page.on('response', (r) => isBulkSave(r.request()) && bulkSaves.push(r.request()));

  // The device opened this challenge while it was still open: its stored questions say so. (The seed has no
  // challenge that starts during a test run, so the stored copy is put on the device from the server's
  // questions with the pre-start times; the refusal below is the real server's.)
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await page.request.get(`/api/v5/utils/users/questions?challenge_id=${STARTED_CHALLENGE}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const questions = ((await res.json()) as { data: { matches: { start_time: number; locked: boolean }[] } }).data;
  const beforeStart = { ...questions, matches: questions.matches.map((m) => ({ ...m, start_time: Date.now() + 3_600_000, locked: false })) };
  await page.evaluate(
    ([id, response]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pickxi');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('questionCache', 'readwrite');
          tx.objectStore('questionCache').put({ key: `${localStorage.getItem('userId') ?? '-'}:${id}`, challengeId: id, draftNum: null, response, fetchedAt: Date.now() - 3_600_000 });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    [STARTED_CHALLENGE, beforeStart] as const,
  );

  await context.setOffline(true);
  await picks.open(STARTED_CHALLENGE);
  await picks.makeSet();
  await picks.save();
  await expect(picks.snackbar()).toHaveText('Set saved on this device. It will be sent when you are back online');
  await expect(page.locator('[data-testid="set-chip"][data-status="waiting"]')).toHaveCount(1);

  // reconnect: the server refuses (match started) → the time-up modal; the set stays here as not submitted
  await context.setOffline(false);
  const modal = picks.timeUpModal();
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText('Oops Time is Up!');
  await expect(modal).toContainText('This challenge has already started. Please join another challenge');
  await page.screenshot({ path: `${SCREENS}/picks-time-up.png` });
  await modal.getByTestId('time-up-ok').click();
  const rejected = page.locator('[data-testid="set-chip"][data-status="rejected"]');
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText('Not submitted');
  expect(bulkSaves).toHaveLength(1);

  // never retried: not on reconnect events, not after a reload; the modal is not shown twice
  await context.setOffline(true);
  await context.setOffline(false);
  await page.reload();
  await expect(rejected).toHaveCount(1, { timeout: 15_000 });
  await expect(modal).toBeHidden();
  expect(bulkSaves).toHaveLength(1);
  expect(await picks.serverSets(STARTED_CHALLENGE)).toEqual([]);
});

test('powerup bank overlay moves powerups into the set; a saved set is edited in place', async ({ page }) => {
  test.setTimeout(120_000);
  await guestWithWorker(page);
  const picks = new PicksPage(page);
  await picks.open(OPEN_CHALLENGE);

  // the bank (demo: 2 of each in the bank, at most 3 per type into a challenge → 2 may be staged)
  await page.getByTestId('open-bank').click();
  const bank = page.getByTestId('powerup-bank');
  await expect(bank.getByRole('heading', { name: 'Powerup Bank' })).toBeVisible();
  await expect(bank.getByTestId('bank-transfer')).toBeDisabled();
  await expect(bank.getByTestId('bank-limit')).toHaveText('Maximum limit: 3 Doubler, 3 No Negative, 3 Audience Poll');
  const doubler = bank.getByTestId('bank-card-2x');
  await expect(doubler.getByTestId('bank-remaining')).toHaveText('2 remaining');
  await doubler.getByTestId('bank-add-2x').click();
  await expect(doubler.getByTestId('bank-remaining')).toHaveText('1 remaining');
  await doubler.getByTestId('bank-add-2x').click();
  await expect(doubler.getByTestId('bank-max-added')).toHaveText('Max Added');
  await expect(doubler.getByTestId('bank-max-added')).toHaveCSS('color', 'rgb(249, 100, 95)');
  await page.screenshot({ path: `${SCREENS}/picks-bank.png` });
  await bank.getByTestId('bank-transfer').click();
  await expect(picks.snackbar()).toHaveText('Powerups transferred to the challenge');
  await expect(bank).toBeHidden();
  await expect(page.getByTestId('remaining-2x')).toHaveAttribute('data-count', '5');

  // save S1, then edit it: same number, 'Set S1 is succesfully edited'
  await picks.makeSet();
  await picks.save();
  await expect(picks.snackbar()).toHaveText('Set S1 created successfully. Use it to join contests');
  await picks.chip('S1').click();
  await expect(page).toHaveURL(/\/EditSwitchSet\?challenge_id=79639&draft_num=1$/);
  await expect(picks.progress()).toHaveText('12/12 picks, 6/6 powerups', { timeout: 15_000 });
  await picks.questions().nth(0).getByTestId('option').nth(1).click();
  await picks.save();
  await expect(page).toHaveURL(/\/choosePicks2\?challenge_id=79639$/);
  await expect(picks.snackbar()).toHaveText('Set S1 is succesfully edited', { timeout: 15_000 });
  await expect(page.getByTestId('set-row')).toHaveCount(1);
  expect(await picks.serverSets(OPEN_CHALLENGE)).toEqual([1]);
});
