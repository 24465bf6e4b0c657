import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_BASE_URL,
  E2E_DECLARATION_PORT,
  E2E_SOCIAL_PORT,
  E2E_LAUNCHER_URL,
  E2E_LIFECYCLE_PORT,
  E2E_PORT,
  LIFECYCLE_GAP_S,
  LIFECYCLE_SPEED,
  MOBILE_DEVICE,
} from './e2e/support/browser-options';

/**
 * E2E: the built PWA (npx vite build → dist/web) served by the real server
 * on a fresh embedded database per run, in Debian's Chromium (docs/architecture.md, Tests and checks).
 *
 * The data directory is chosen once per run and handed to worker processes
 * through the environment, so every process of one run agrees on it.
 */
process.env.PICKXI_E2E_DATA_DIR ??= path.resolve('e2e/.artifacts', `data-${Date.now()}`);

/**
 * The server of e2e/match-lifecycle.spec.ts and e2e/teams-lifecycle.spec.ts: a sim match every minute, a T20 live for about two minutes, points final
 * 5 s after the result, the lifecycle job twice a second — a whole match within one test.
 */
const lifecycleClock = {
  FEED_GAP_S: String(LIFECYCLE_GAP_S),
  FEED_SPEED: String(LIFECYCLE_SPEED),
  POINTS_FINAL_AFTER_S: '5',
  MATCH_TICK_MS: '500',
};

/** The real server on a fresh embedded database, serving the built PWA. */
function server(port: number, dataDir: string | undefined, extraEnv: Record<string, string> = {}) {
  return {
    command: 'node --import tsx server/index.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? '',
      // E2E_STATIC_DIR: a build of one's own (vite build --outDir …) when others build dist/web at once
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist/web',
      NODE_ENV: 'test',
      RATE_LIMIT_PER_MINUTE: '100000',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The specs that deposit and join paid contests play as guests who never declared a state or a date of birth
      // (responsible play); tests/responsible-play.test.ts covers the declaration itself, and the declaration server
      // below (E2E_DECLARATION_PORT) the PWA's sheet that asks for it.
      PLAY_DECLARATION_REQUIRED: 'false',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // 2 shared cores: one browser at a time
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'mobile', use: { browserName: 'chromium', ...MOBILE_DEVICE } }],
  // The main server knows e2e/host.spec.ts's sandbox launcher as a partner host.
  // The declaration server: paid play asks for the state and the date of birth (e2e/paid-play.spec.ts; one for all such specs).
  // The social server: MONEY_MODE=social, coins instead of rupees (e2e/social.spec.ts; one for all such specs).
  webServer: [
    server(E2E_PORT, process.env.PICKXI_E2E_DATA_DIR, { PARTNER_HOSTS: `sandbox=${E2E_LAUNCHER_URL}` }),
    server(E2E_LIFECYCLE_PORT, `${process.env.PICKXI_E2E_DATA_DIR}-lifecycle`, lifecycleClock),
    server(E2E_DECLARATION_PORT, `${process.env.PICKXI_E2E_DATA_DIR}-declaration`, { PLAY_DECLARATION_REQUIRED: 'true' }),
    server(E2E_SOCIAL_PORT, `${process.env.PICKXI_E2E_DATA_DIR}-social`, { MONEY_MODE: 'social' }),
  ],
});
