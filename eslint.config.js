import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react*', 'dexie*', 'fastify*', 'drizzle-orm*', '../server/*', '../src/*'] }],
    },
  },
  {
    // core's tests may read real data files (e.g. the Cricsheet matches in ../shared/data) from disk.
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
