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

/** JS files (paths under dist/web) a real Chromium fetches to show the home route after guest login. */
async function homeRouteScripts(): Promise<string[]> {
  const target = await startTarget({ BENCH_STATIC_DIR: path.resolve('dist/web') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.js') && url.pathname !== '/sw.js') scripts.add(url.pathname);
    });
    await page.goto(`${target.url}/`);
    await page.getByTestId('guest-login').click();
    await page.getByTestId('challenge-card').first().waitFor();
    return [...scripts];
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

/** gzip size of the JS the home route loads, against a blank React 19 page (target ≤ 130 KB total). */
export async function benchBundle(): Promise<void> {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  const scripts = await homeRouteScripts();
  const sizes = scripts.map((p) => ({ p, size: gz(path.join('dist/web', p)) })).sort((a, b) => b.size - a.size);
  const home = sizes.reduce((s, x) => s + x.size, 0);
  const blank = await blankReactPageGzip();
  console.info('home route JavaScript (gzip, as fetched by Chromium after guest login)');
  for (const { p, size } of sizes) console.info(`  ${(size / KB).toFixed(1).padStart(6)} KB  ${p}`);
  console.info(`  total:             ${(home / KB).toFixed(1)} KB (target ≤ 130 KB)`);
  console.info(`  blank React 19 page: ${(blank / KB).toFixed(1)} KB`);
  console.info(`  ratio: ${(home / blank).toFixed(2)}× the blank page (+${((home - blank) / KB).toFixed(1)} KB of PickXI)`);
}
