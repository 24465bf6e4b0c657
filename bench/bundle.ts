import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, loadConfigFromFile, type PluginOption } from 'vite';
import { startTarget } from './support/target';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser-options';

const KB = 1024;
const gz = (file: string) => gzipSync(readFileSync(file)).length;

/** When the home route is "shown" (first challenge card in the DOM) and when the page is "idle". */
const IDLE_QUIET_MS = 1500;
const IDLE_SETTLE_MS = 1000;
const IDLE_CAP_MS = 20_000;

interface HomeScripts {
  /** requested before the first challenge card was in the DOM: what first paint of home waited for */
  critical: string[];
  /** every script the page fetched by the time it was idle (no new resource for IDLE_QUIET_MS, then IDLE_SETTLE_MS more) */
  total: string[];
}

/**
 * JS files (paths under dist/web) a real Chromium fetches for the home route after guest login.
 * The page itself records when the first card entered the DOM (a MutationObserver installed before
 * any app script) and when each script was requested (Resource Timing), so "critical" does not
 * depend on when Playwright happens to notice the card. The service worker's own precache fetches
 * are not the page's and are reported separately (all JS of the build).
 */
async function homeRouteScripts(): Promise<HomeScripts> {
  const target = await startTarget({ BENCH_STATIC_DIR: path.resolve('dist/web') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    // a string, not a function: tsx would wrap named functions in a __name() helper the page lacks
    await page.addInitScript(`
      performance.setResourceTimingBufferSize(1000);
      const observer = new MutationObserver(() => {
        if (window.__firstCardAt === undefined && document.querySelector('[data-testid="challenge-card"]')) {
          window.__firstCardAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    `);
    await page.goto(`${target.url}/`);
    await page.getByTestId('guest-login').click();
    await page.getByTestId('challenge-card').first().waitFor();

    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime }))
          .filter((e) => e.path.endsWith('.js') && e.path !== '/sw.js'),
      );
    const started = Date.now();
    let count = -1;
    let quietSince = Date.now();
    while (Date.now() - started < IDLE_CAP_MS) {
      const n = (await page.evaluate(() => performance.getEntriesByType('resource').length)) as number;
      if (n !== count) [count, quietSince] = [n, Date.now()];
      else if (Date.now() - quietSince >= IDLE_QUIET_MS) break;
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(IDLE_SETTLE_MS);

    const cardAt = await page.evaluate(() => (window as unknown as { __firstCardAt?: number }).__firstCardAt);
    if (cardAt === undefined) throw new Error('first challenge card time not recorded');
    const all = await scripts();
    const unique = (list: typeof all) => [...new Set(list.map((e) => e.path))];
    return { critical: unique(all.filter((e) => e.start <= cardAt)), total: unique(all) };
  } finally {
    await browser.close();
    await target.stop();
  }
}

/** The same Vite config (minus the PWA/service-worker plugin) on a page that renders an empty React 19 root. */
async function blankReactPageGzip(): Promise<number> {
  const root = mkdtempSync(path.join(tmpdir(), 'pickxi-blank-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/main.tsx"></script>');
  writeFileSync(
    path.join(root, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<div />);\n",
  );
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts');
  const plugins = (loaded!.config.plugins ?? []).flat(Infinity as 1).filter((p) => {
    const name = (p as { name?: string } | null)?.name ?? '';
    return !name.startsWith('vite-plugin-pwa') && !name.startsWith('pickxi:');
  }) as PluginOption[];
  const outDir = path.join(root, 'dist');
  mkdirSync(outDir);
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins,
    resolve: { alias: { react: path.resolve('node_modules/react'), 'react-dom': path.resolve('node_modules/react-dom') } },
    build: { ...loaded!.config.build, outDir, emptyOutDir: true },
  });
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(path.join(assets, f)), 0);
}

const TARGET_KB = 130;

/**
 * gzip size of the JS the home route loads, against a blank React 19 page.
 * The target (≤ 130 KB) applies to the critical path: the scripts requested
 * before the first challenge card was in the DOM. The total once the page is
 * idle (Dexie for the write-through cache, the outbox, service worker
 * registration, lazy chunks) is printed next to it so nobody mistakes one for the other.
 */
export async function benchBundle(): Promise<void> {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  const { critical, total } = await homeRouteScripts();
  const sized = (paths: string[]) => paths.map((p) => ({ p, size: gz(path.join('dist/web', p)) })).sort((a, b) => b.size - a.size);
  const sum = (list: Array<{ size: number }>) => list.reduce((s, x) => s + x.size, 0);
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  const criticalSized = sized(critical);
  const criticalSet = new Set(critical);
  const later = sized(total.filter((p) => !criticalSet.has(p)));
  const home = sum(criticalSized);
  const idle = home + sum(later);
  const assets = path.join('dist/web', 'assets');
  const everything = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((s, f) => s + gz(path.join(assets, f)), 0);
  const blank = await blankReactPageGzip();

  console.info('home route JavaScript (gzip), as fetched by Chromium after guest login');
  console.info('critical path: requested before the first challenge card was in the DOM');
  for (const { p, size } of criticalSized) console.info(`  ${(size / KB).toFixed(1).padStart(6)} KB  ${p}`);
  console.info(`  critical path:       ${kb(home)} (target ≤ ${TARGET_KB} KB: ${home <= TARGET_KB * KB ? 'met' : 'NOT met'})`);
  console.info('after the first card, until the page is idle');
  for (const { p, size } of later) console.info(`  ${(size / KB).toFixed(1).padStart(6)} KB  ${p}`);
  console.info(`  total once idle:     ${kb(idle)} (critical path + ${kb(idle - home)})`);
  console.info(`  all JS of the build: ${kb(everything)} (what the service worker precaches in the background)`);
  console.info(`  blank React 19 page: ${kb(blank)}`);
  console.info(`  ratio: critical path ${(home / blank).toFixed(2)}× the blank page (+${kb(home - blank)} of PickXI); once idle ${(idle / blank).toFixed(2)}×`);
}
