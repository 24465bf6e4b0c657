/**
 * Takes the web manifest's screenshots (public/screenshots/*.png, shown by Chrome's richer install dialog)
 * from the real app: a build served by the bench target, a guest player, home and making a pick set. Run after `npx vite build`: node --import tsx scripts/manifest-screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startTarget } from '../bench/support/target';
import { CHROMIUM_ARGS, CHROMIUM_PATH, MOBILE_DEVICE } from '../e2e/support/browser-options';

const OUT = 'public/screenshots';
const staticDir = path.resolve(process.argv[2] ?? 'dist/web');

const target = await startTarget({ BENCH_STATIC_DIR: staticDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage({ ...MOBILE_DEVICE });
  await page.goto(`${target.url}/`);
  await page.getByTestId('guest-login').click();
  await page.getByTestId('challenge-card').first().waitFor();
  for (const id of ['how-to-play-popup', 'welcome-popup', 'first-game-tooltip']) {
    const popup = page.getByTestId(id);
    if (await popup.isVisible().catch(() => false)) await popup.getByRole('button').last().click();
  }
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/home.png` });
  // the demo seed's open challenge
  await page.goto(`${target.url}/choosePicks?challenge_id=79639`);
  await page.getByTestId('question').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/picks.png` });
} finally {
  await browser.close();
  await target.stop();
}
