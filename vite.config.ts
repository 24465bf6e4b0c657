import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * PWA build: the app into dist/web (served by the Fastify server from
 * STATIC_DIR), the service worker from sw/sw.ts via injectManifest.
 */
export const BRAND_NAVY = '#1b1f3b';
export const BRAND_BACKGROUND = '#ffffff';

/**
 * Writes .br and .gz siblings of the text assets after the build; the server
 * serves them as they are (@fastify/static preCompressed), so nothing is
 * compressed per request and brotli can use its best (slow) level once.
 * Runs last so the service worker built by vite-plugin-pwa is included.
 */
function precompress(): Plugin {
  let outDir = OUT_DIR;
  const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'pickxi:precompress',
    apply: 'build',
    // the directory this build writes to (`vite build --outDir dist/<branch>` included), not the default
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const root = path.resolve(outDir);
        for (const file of walk(root)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const data = readFileSync(file);
          if (data.length < 1024) continue; // headers cost more than they save
          writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

const OUT_DIR = 'dist/web';

/**
 * react-router 7 publishes its production build (no dev-only warnings and invariant texts) beside the development
 * one but its package exports only name the latter; a build resolves the production files instead, which keeps
 * about 2 KB gzip off the home route's critical path (the 130 KB budget of `npm run bench -- bundle`).
 */
const reactRouterProduction = (file: string) => path.resolve('node_modules/react-router/dist/production', file);

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/lib/serviceWorker.ts registers /sw.js itself (production only)
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      // docs/architecture.md, Footguns seen on this machine: icons come in through includeAssets / the manifest, never through
      // globPatterns, or they are precached twice
      includeAssets: ['icons/pickxi.svg', 'icons/apple-touch-icon.png', 'robots.txt'],
      includeManifestIcons: true,
      manifest: {
        id: '/',
        name: 'PickXI — Fantasy & Predictions',
        short_name: 'PickXI',
        description: 'Make picks, build teams and join contests on cricket, football, kabaddi and more.',
        lang: 'en',
        start_url: '/new',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BRAND_NAVY,
        background_color: BRAND_BACKGROUND,
        categories: ['games', 'sports'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/pickxi.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
        // Chrome's richer install dialog (scripts/manifest-screenshots.ts takes them from the real app)
        screenshots: [
          { src: '/screenshots/home.png', sizes: '720x1480', type: 'image/png', form_factor: 'narrow', label: 'Open challenges on the home screen' },
          { src: '/screenshots/picks.png', sizes: '720x1480', type: 'image/png', form_factor: 'narrow', label: 'Making a pick set' },
        ],
        shortcuts: [
          { name: 'Home', short_name: 'Home', url: '/new', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
          { name: 'My Matches', short_name: 'My Matches', url: '/mymatches', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        // the icons folder is precached once, through includeAssets/manifest icons
        globIgnores: ['**/node_modules/**', 'sw.js', 'icons/**'],
        // one classic script (no import statements): registered with type 'classic'
        rollupFormat: 'iife',
        minify: true,
        sourcemap: false,
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
    // every browser we target supports modulepreload; the polyfill is dead bytes
    modulePreload: { polyfill: false },
    // warn before a single chunk gets near the size that hurt mobile Lighthouse (docs/architecture.md, Footguns seen on this machine)
    chunkSizeWarningLimit: 350,
    // What the entry loads up front (modules tagged $initial: statically imported from src/main.tsx) in two chunks,
    // React's and the app's, instead of a dozen small shared ones: one gzip stream compresses better than many (the
    // home route's critical JS 131.6 → 126.0 KB gzip in `npm run bench -- bundle`), in fewer requests. Both stay under
    // chunkSizeWarningLimit; route and feature chunks are split as before.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
}));
