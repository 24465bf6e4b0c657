/**
 * Browser settings shared by playwright.config.ts and the helpers that launch
 * their own (persistent) browser, so both run the same Chromium the same way.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

/** E2E_PORT lets several checkouts (or engineers) run e2e at once without sharing a server. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/**
 * The own server of the specs that play whole matches (e2e/match-lifecycle.spec.ts, e2e/teams-lifecycle.spec.ts:
 * compressed match clock, its own data directory), so their minute-long simulated matches never reach the other
 * specs' server.
 */
export const E2E_LIFECYCLE_PORT = Number(process.env.E2E_LIFECYCLE_PORT ?? E2E_PORT + 1000);
export const E2E_LIFECYCLE_URL = `http://localhost:${E2E_LIFECYCLE_PORT}`;
/** its sim feed: a match every FEED_GAP_S seconds, played FEED_SPEED times faster than real time */
export const LIFECYCLE_GAP_S = 60;
export const LIFECYCLE_SPEED = 100;

/**
 * The one server of the specs that need responsible play's declaration (e2e/paid-play.spec.ts): PLAY_DECLARATION_REQUIRED
 * on (the other servers turn it off for their guests), its own data directory. Every such spec shares it.
 */
export const E2E_DECLARATION_PORT = Number(process.env.E2E_DECLARATION_PORT ?? E2E_PORT + 3000);
export const E2E_DECLARATION_URL = `http://localhost:${E2E_DECLARATION_PORT}`;

/**
 * The one server in MONEY_MODE=social (e2e/social.spec.ts): the free-to-play game that speaks coins, its own data
 * directory. Every spec of social mode shares it.
 */
export const E2E_SOCIAL_PORT = Number(process.env.E2E_SOCIAL_PORT ?? E2E_PORT + 4000);
export const E2E_SOCIAL_URL = `http://localhost:${E2E_SOCIAL_PORT}`;

/** A Pixel-like phone: 360×740 CSS px at DPR 2, touch. */
export const MOBILE_DEVICE = {
  viewport: { width: 360, height: 740 },
  screen: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} as const;

/**
 * e2e/host.spec.ts's sandbox partner launcher (scripts/launcher-sandbox), started by the spec itself; the e2e
 * server is configured with it (PARTNER_HOSTS in playwright.config.ts), so PickXI may run inside its frame.
 */
export const E2E_LAUNCHER_PORT = Number(process.env.E2E_LAUNCHER_PORT ?? E2E_PORT + 5);
export const E2E_LAUNCHER_URL = `http://localhost:${E2E_LAUNCHER_PORT}`;
