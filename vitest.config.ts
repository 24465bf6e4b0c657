import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Integration suites boot PGlite per file; keep the two cores busy but not thrashing.
    pool: 'forks',
    maxWorkers: 2,
    // PGlite boots a WASM Postgres per file; on a loaded 2-core machine that alone can take tens of seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'locales/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
    ],
  },
});
