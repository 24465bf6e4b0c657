import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createNodeResolver } from 'eslint-plugin-import-x/node-resolver';
import { readdirSync } from 'node:fs';
import globals from 'globals';

/*
 * The layers (docs/architecture.md): core/ ← server/, core/ ← src/ (and sw/); nothing flows back.
 * A PWA feature uses another feature only through that feature's public entry, its index.ts.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const layerZones = [
  { target: './core', from: ['./server', './src', './sw'], message: 'core/ is shared by every layer and imports none of them.' },
  { target: './server', from: ['./src', './sw'], message: 'server/ may use core/, never the PWA.' },
  { target: ['./src', './sw'], from: './server', message: 'the PWA talks to the server over HTTP only (contracts live in core/api).' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: `import another feature through its public entry (src/features/<feature>/index.ts).`,
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'e2e/.artifacts/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx dependencies too (no-cycle follows them); resolve extensionless relative paths.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // core/ is shared by browser, service worker and server: no platform imports.
    files: ['core/**/*.ts'],
    rules: {
      // Paths into server/ or src/ are refused by import-x/no-restricted-paths above, however written.
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react*', 'dexie*', 'fastify*', 'drizzle-orm*'] }],
    },
  },
  {
    // One page gutter: every screen's <main> is src/app/Page.tsx's, which owns the margins (docs/architecture.md, PWA).
    files: ['src/**/*.tsx'],
    ignores: ['src/app/Page.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXOpeningElement[name.name='main']", message: 'render the screen in <Page> (src/app/Page.tsx): it gives every screen the same gutter.' },
      ],
    },
  },
  {
    // The environment is read in one place: server/config.ts (services are built from its Config in
    // server/wiring.ts). Scripts, the bench, tests and tool configs run outside the app and may read it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['server/config.ts', 'scripts/**', 'bench/**', 'tests/**', 'e2e/**', '**/*.test.{ts,tsx}', '*.config.{ts,js,mjs}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'only server/config.ts reads the environment: add a Config field there.' },
      ],
    },
  },
  {
    // core's tests may read real data files (e.g. the Cricsheet matches in tests/fixtures) from disk.
    files: ['core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react*', 'dexie*', 'fastify*', 'drizzle-orm*', '../server/*', '../src/*'] }],
    },
  },
  {
    files: ['bench/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'no focused tests' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'no skipped tests' },
        { selector: "CallExpression[callee.property.name=/^(skipIf|runIf|todo|fixme)$/]", message: 'no skipped tests: register conditionally instead' },
        { selector: "CallExpression[callee.callee.property.name=/^(skipIf|runIf)$/]", message: 'no skipped tests: register conditionally instead' },
      ],
    },
  },
);
