import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './support/pwa';

/**
 * docs/architecture.md, The life of an offline write: the shell is precached and the challenge list is
 * runtime-cached, so a player who loaded /new once can reopen it offline.
 */
test('the challenge list survives an offline reload once the service worker controls the page', async ({ page, context }) => {
  await page.goto('/');
  await page.getByTestId('guest-login').click();
  await expect(page).toHaveURL(/\/new$/, { timeout: 15_000 });
  const cards = page.getByTestId('challenge-card');
  await expect(cards.first()).toBeVisible();

  await waitForServiceWorker(page);
  // one online load through the worker fills its runtime cache
  await page.reload();
  await expect(cards.first()).toBeVisible();
  const onlineCount = await cards.count();

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/new$/);
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBe(onlineCount);

  // a deep link that was never visited still gets the precached shell
  await page.goto('/profile');
  await expect(page.locator('#root')).not.toBeEmpty();
  await context.setOffline(false);
});

test('API responses outside the allow-list are never cached by the service worker', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('guest-login').click();
  await expect(page).toHaveURL(/\/new$/, { timeout: 15_000 });
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByTestId('challenge-card').first()).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (name.includes('precache')) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.some((p) => p.startsWith('/api/v1/platform/challenges'))).toBe(true);
  for (const p of cached.filter((u) => u.startsWith('/api/'))) {
    expect(p).toMatch(/^\/api\/(v1\/platform\/challenges|v3\/game\/slides|f2p\/v1\/game\/challenges\/tabCounters)/);
  }
});
