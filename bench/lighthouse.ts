import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser-options';
import { startTarget } from './support/target';

const RUNS = 3;

/**
 * Lighthouse 12 mobile performance of the home route (/new) for a signed-in guest, median of RUNS runs, next to
 * the same-run reference of the landing page (/) so the figure reads as a ratio too. The profile is prepared
 * once with Playwright (guest login, onboarding popups closed), then Lighthouse runs against it with storage
 * kept (disableStorageReset: the session and the installed service worker stay) in Debian's Chromium launched
 * by chrome-launcher: a returning player opening the app. The reference is another screen of the same app and
 * shell without data (/howToPlay), measured the same way in the same run.
 */
export async function benchLighthouse(): Promise<void> {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  const target = await startTarget({ BENCH_STATIC_DIR: path.resolve('dist/web') });
  const profile = mkdtempSync(path.join(tmpdir(), 'pickxi-lighthouse-'));
  try {
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${target.url}/`);
    await page.getByTestId('guest-login').click();
    await page.getByTestId('challenge-card').first().waitFor();
    for (const id of ['how-to-play-popup', 'welcome-popup', 'first-game-tooltip']) {
      const popup = page.getByTestId(id);
      if (await popup.isVisible().catch(() => false)) await popup.getByRole('button').last().click();
    }
    await page.waitForTimeout(1500); // the app state is saved at most once a second
    await context.close();

    /** the performance score 0–100, or null when the run failed (Lighthouse reports a runtime error, e.g. NO_FCP) */
    const score = async (url: string): Promise<number | null> => {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        userDataDir: profile,
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          disableStorageReset: true,
          logLevel: 'error',
        });
        const value = result?.lhr.runtimeError ? null : result?.lhr.categories.performance?.score;
        return typeof value === 'number' ? Math.round(value * 100) : null;
      } finally {
        chrome.kill();
      }
    };
    const median = (runs: Array<number | null>) => {
      const ok = runs.filter((x): x is number => x !== null).sort((a, b) => a - b);
      return ok.length ? ok[Math.floor(ok.length / 2)]! : NaN;
    };
    const home: Array<number | null> = [];
    const landing: Array<number | null> = [];
    for (let i = 0; i < RUNS; i++) home.push(await score(`${target.url}/new`));
    for (let i = 0; i < RUNS; i++) landing.push(await score(`${target.url}/howToPlay`));
    console.info(`Lighthouse ${RUNS}× mobile performance (simulated Moto G Power, slow 4G)`);
    const list = (runs: Array<number | null>) => runs.map((x) => x ?? 'failed').join(', ');
    console.info(`  home route /new:      median ${median(home)} (runs ${list(home)})`);
    console.info(`  reference /howToPlay: median ${median(landing)} (runs ${list(landing)})`);
    console.info(`  ratio home / reference: ${(median(home) / Math.max(1, median(landing))).toFixed(2)}`);
  } finally {
    await target.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}
