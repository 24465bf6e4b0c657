import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadPaymentGatewayConfig, paymentGatewayConfigSchema, type PaymentGatewayConfig } from './gateways/payment/config';
import { parsePartnerHosts, type HostConfig } from './gateways/host/config';
import { poolSizeFor } from './db/pool-size';
import { DEFAULT_BANNED_STATES, isStateCode, type StateCode } from '../core/rules/responsiblePlay';

/**
 * Server configuration, read once from the environment at start.
 * Bad values stop the server with a message naming the variable (never a stack trace).
 */

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * API processes sharing PORT (node's cluster module; needs DATABASE_URL: the embedded database is one process).
   * 1 = this process serves alone, as `npm start` always did.
   */
  WORKERS: int(1, 16).default(1),
  /** set by the primary of WORKERS=N for its API processes: its own start, from which every feed counts (ISO time) */
  PICKXI_STARTED_AT: z.string().datetime().optional(),
  /** PostgreSQL connections per API process; default: a share of max_connections 100 (server/db/pool-size.ts) */
  DB_POOL_SIZE: int(1, 100).optional(),
  /** PGlite files, the process lock and the generated development JWT secret live here */
  DATA_DIR: z.string().min(1).default('./data'),
  /** HS256 key for access tokens; at least 32 characters. Required in production. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The platform bearer the PWA sends to obtain guest tokens (docs/product.md §6 "fixed platform bearer
   * credential"). It is a PUBLIC client identifier shipped inside the web bundle, not a secret:
   * it only lets a client ask for a guest account bound to a device id.
   */
  PLATFORM_BEARER: z.string().min(8).default('pickxi-web-client'),
  ACCESS_TOKEN_TTL_SECONDS: int(60, 60 * 60 * 24 * 90).default(86_400),
  MONEY_MODE: z.enum(['real', 'social']).optional(),
  RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(600),
  BODY_LIMIT_BYTES: int(1024, 50 * 1024 * 1024).default(64 * 1024),
  STATIC_DIR: z.string().min(1).default('dist/web'),
  /** CSP frame-ancestors sources (space separated), e.g. for the partner launcher */
  FRAME_ANCESTORS: z.string().min(1).default("'self'"),
  /**
   * Trusted Web Activity wrapper (Android app shell around the PWA): its package name and the SHA-256
   * fingerprints of its signing certificates (comma separated, AA:BB:…), published at
   * /.well-known/assetlinks.json. Unset = no Android app: the file answers 404.
   */
  TWA_PACKAGE_NAME: z
    .string()
    .regex(/^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/, 'an Android package name such as in.pickxi.app')
    .optional(),
  TWA_SHA256_FINGERPRINTS: z
    .string()
    .regex(/^([0-9A-F]{2}(:[0-9A-F]{2}){31})(\s*,\s*[0-9A-F]{2}(:[0-9A-F]{2}){31})*$/i, 'comma-separated SHA-256 fingerprints AA:BB:… (32 bytes each)')
    .optional(),
  /** behind a reverse proxy / load balancer: take the client IP from X-Forwarded-For (rate limit) */
  TRUST_PROXY: bool.default(false),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** bonus (promo bucket) credited once to every new player, paise; 0 = none */
  SIGNUP_PROMO_PAISE: int(0, 10_000_000).default(5000),
  /** TDS on net winnings at withdrawal, basis points (3000 = 30 %); social mode uses 0 */
  TDS_RATE_BP: int(0, 10_000).default(3000),
  /** password guessing: wrong tries per phone number before it is locked (ADR 010) */
  LOGIN_FREE_FAILURES_PER_PHONE: int(1, 1000).default(5),
  /** password guessing: wrong tries per client IP (many players may share one) before it is locked */
  LOGIN_FREE_FAILURES_PER_IP: int(1, 100_000).default(30),
  /** the first lock; each further wrong try doubles it */
  LOGIN_LOCK_BASE_SECONDS: int(1, 86_400).default(30),
  /** the longest lock, so an attacker cannot keep a player out for long */
  LOGIN_LOCK_MAX_SECONDS: int(1, 86_400).default(900),
  /** the match feed (server/feeds): 'sim' (seeded simulator, every sport) or 'replay:<dir>' (Cricsheet JSON files) */
  FEED: z
    .string()
    .regex(/^(sim|replay:.+)$/, 'must be "sim" or "replay:<directory of Cricsheet JSON files>"')
    .default('sim'),
  /** replay: seconds from server start to the first replayed match's start */
  FEED_FIRST_START_S: int(0, 30 * 86_400).default(600),
  /** seconds between two replayed matches' starts (sim: between two scheduled matches) */
  FEED_GAP_S: int(1, 30 * 86_400).default(600),
  /** time compression of match events: 300 plays a 3½-hour T20 in about 40 s (default: replay 1, sim 4) */
  FEED_SPEED: z.coerce.number().min(0.01).max(100_000).optional(),
  /** points are final this many seconds after a match completes (docs/product.md §1: 1–2 h) */
  POINTS_FINAL_AFTER_S: int(0, 7 * 86_400).default(5400),
  /** how often the match lifecycle job runs, milliseconds */
  MATCH_TICK_MS: int(100, 600_000).default(2000),
  /**
   * Partner launchers that open PickXI with a signed host token and hold their players' money (
   * server/gateways/host/config.ts): a JSON array of hosts, or `sandbox=http://localhost:4355` for the sandbox
   * launcher (not in production). Their origins are added to FRAME_ANCESTORS. Unset = no host mode.
   */
  PARTNER_HOSTS: z.string().optional(),
  /** the daily gift, bonus (promo bucket) paise claimable once per IST day; 0 = off */
  DAILY_GIFT_PAISE: int(0, 10_000_000).default(500),
  /** support contact shown by the app (getSettingsBody) */
  SUPPORT_EMAIL: z.string().email().default('support@pickxi.in'),
  SUPPORT_PHONE: z.string().regex(/^\+?[0-9 -]{6,20}$/, 'a phone number').default('+91 80000 00000'),
  SUPPORT_HOURS: z.string().min(1).max(100).default('10:00–19:00 IST, every day'),
  /** apps older than this must update (getSettingsBody min_app_version) */
  MIN_APP_VERSION: z.string().regex(/^\d+\.\d+\.\d+$/, 'a version such as 1.0.0').default('1.0.0'),
  /** who sends the one-time codes: 'sandbox' (code in the log and on /api/dev/otp, never in production) or 'msg91' */
  SMS_PROVIDER: z.enum(['sandbox', 'msg91']).default('sandbox'),
  /** MSG91 OTP API (SMS_PROVIDER=msg91): the account's authkey and the DLT-approved OTP template id */
  MSG91_AUTH_KEY: z.string().min(8).optional(),
  MSG91_OTP_TEMPLATE_ID: z.string().min(4).optional(),
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  /** the sandbox social sign-in provider (any name and email, no real account): default on outside production */
  SOCIAL_LOGIN_SANDBOX: bool.optional(),
  /** states where paid play is refused (comma-separated codes of core/rules/responsiblePlay STATE_CODES, or "none") */
  BANNED_STATES: z.string().regex(/^(none|[A-Z]{2}(\s*,\s*[A-Z]{2})*)$/, 'comma-separated two-letter state codes, or "none"').optional(),
  /** refuse paid play until the player has declared a state (and, to join, a date of birth) */
  PLAY_DECLARATION_REQUIRED: bool.default(true),
});

export type MoneyMode = 'real' | 'social';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** WORKERS: API processes sharing the port (server/cluster.ts) */
  workers: number;
  /** PICKXI_STARTED_AT: in an API process of WORKERS=N, when its primary started (undefined: this process's start) */
  startedAt: Date | undefined;
  /** DB_POOL_SIZE or the share of max_connections each process may hold (server/db/pool-size.ts) */
  dbPoolSize: number;
  /** undefined = in-memory PGlite (tests) */
  dataDir: string | undefined;
  jwtSecret: string;
  platformBearer: string;
  accessTokenTtlSeconds: number;
  moneyMode: MoneyMode;
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  staticDir: string;
  frameAncestors: string[];
  /** the Trusted Web Activity app allowed to open the PWA full screen (TWA_*), or null */
  twa: { packageName: string; sha256Fingerprints: string[] } | null;
  trustProxy: boolean;
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  signupPromoPaise: number;
  tdsRateBp: number;
  loginThrottle: LoginThrottleConfig;
  /** FEED, FEED_FIRST_START_S, FEED_GAP_S, FEED_SPEED, POINTS_FINAL_AFTER_S, MATCH_TICK_MS (server/feeds, ADR 008) */
  feed: FeedConfig;
  /** PAYMENT_GATEWAY, PUBLIC_BASE_URL, SANDBOX_PAYMENT_SECRET, CASHFREE_*, PAYTM_* (server/gateways/payment/config.ts) */
  payment: PaymentGatewayConfig;
  /** SMS_PROVIDER, MSG91_* (server/gateways/sms) */
  sms: SmsConfig;
  /** SOCIAL_LOGIN_SANDBOX: the sandbox social sign-in provider is accepted */
  socialSandbox: boolean;
  /** BANNED_STATES, PLAY_DECLARATION_REQUIRED (core/rules/responsiblePlay.ts) */
  responsiblePlay: { bannedStates: StateCode[]; declarationRequired: boolean };
  /** PARTNER_HOSTS: the partner launchers of host mode (server/gateways/host/config.ts); [] = none */
  hosts: HostConfig[];
  /** DAILY_GIFT_PAISE, SUPPORT_*, MIN_APP_VERSION (store, daily gift, settings; ADR 015) */
  engagement: EngagementConfig;
}

export interface EngagementConfig {
  dailyGiftPaise: number;
  supportEmail: string;
  supportPhone: string;
  supportHours: string;
  minAppVersion: string;
}

export type SmsConfig = { provider: 'sandbox' } | { provider: 'msg91'; authKey: string; templateId: string; baseUrl: string };

/** LOGIN_* settings: how password guessing is throttled per phone number and per IP. */
export interface LoginThrottleConfig {
  freeFailuresPerPhone: number;
  freeFailuresPerIp: number;
  lockBaseSeconds: number;
  lockMaxSeconds: number;
}

export interface FeedConfig {
  provider: { kind: 'sim' } | { kind: 'replay'; dir: string };
  firstStartS: number;
  gapS: number;
  speed: number;
  pointsFinalAfterS: number;
  tickMs: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Parse the environment into a Config. Throws ConfigError listing every bad variable.
 * Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR/jwt-secret,
 * so tokens survive restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings (FOO= in a .env) mean "unset".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';

  if (production && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production (at least 32 characters)');
  }
  if (production && !e.MONEY_MODE) {
    throw new ConfigError(
      'Invalid configuration:\n  MONEY_MODE: must be set explicitly to "real" or "social" when NODE_ENV=production',
    );
  }

  if (Boolean(e.TWA_PACKAGE_NAME) !== Boolean(e.TWA_SHA256_FINGERPRINTS)) {
    throw new ConfigError('Invalid configuration:\n  TWA_PACKAGE_NAME, TWA_SHA256_FINGERPRINTS: set both or neither');
  }

  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  WORKERS: more than one API process needs DATABASE_URL (the embedded database belongs to one process)');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const feed = feedConfig(e);
  if (feed.provider.kind === 'replay' && !existsSync(feed.provider.dir)) {
    throw new ConfigError(`Invalid configuration:\n  FEED: the replay directory ${feed.provider.dir} does not exist`);
  }
  const paymentEnv = {
    ...cleaned,
    PUBLIC_BASE_URL: cleaned.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
  };
  const paymentParsed = paymentGatewayConfigSchema.safeParse(paymentEnv);
  if (!paymentParsed.success) {
    const lines = paymentParsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (production && e.MONEY_MODE === 'real' && paymentParsed.data.PAYMENT_GATEWAY === 'sandbox' && !paymentParsed.data.SANDBOX_PAYMENT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  SANDBOX_PAYMENT_SECRET: required when NODE_ENV=production, MONEY_MODE=real and PAYMENT_GATEWAY=sandbox (at least 32 characters)',
    );
  }
  const partnerHosts = parsePartnerHosts(e.PARTNER_HOSTS, production);
  if (!partnerHosts.ok) throw new ConfigError(`Invalid configuration:\n${partnerHosts.errors.map((m) => `  ${m}`).join('\n')}`);
  const sms = smsConfig(e);
  const bannedStates = bannedStatesConfig(e.BANNED_STATES);
  const payment = loadPaymentGatewayConfig({
    ...paymentEnv,
    // Outside production the sandbox secret is generated once, like the JWT secret.
    SANDBOX_PAYMENT_SECRET: paymentParsed.data.SANDBOX_PAYMENT_SECRET ?? (production ? undefined : persistedDevSecret(dataDir, 'sandbox-payment-secret')),
  });
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    workers: e.WORKERS,
    startedAt: e.PICKXI_STARTED_AT ? new Date(e.PICKXI_STARTED_AT) : undefined,
    dbPoolSize: e.DB_POOL_SIZE ?? poolSizeFor(e.WORKERS),
    dataDir,
    jwtSecret: e.JWT_SECRET ?? persistedDevSecret(dataDir),
    platformBearer: e.PLATFORM_BEARER,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    moneyMode: e.MONEY_MODE ?? 'real',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    staticDir: path.resolve(e.STATIC_DIR),
    // The partner launchers frame PickXI too (CSP frame-ancestors).
    frameAncestors: [...new Set([...e.FRAME_ANCESTORS.split(/\s+/).filter(Boolean), ...partnerHosts.hosts.map((h) => h.origin)])],
    twa:
      e.TWA_PACKAGE_NAME && e.TWA_SHA256_FINGERPRINTS
        ? { packageName: e.TWA_PACKAGE_NAME, sha256Fingerprints: e.TWA_SHA256_FINGERPRINTS.split(',').map((f) => f.trim().toUpperCase()) }
        : null,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    signupPromoPaise: e.SIGNUP_PROMO_PAISE,
    tdsRateBp: e.MONEY_MODE === 'social' ? 0 : e.TDS_RATE_BP,
    loginThrottle: {
      freeFailuresPerPhone: e.LOGIN_FREE_FAILURES_PER_PHONE,
      freeFailuresPerIp: e.LOGIN_FREE_FAILURES_PER_IP,
      lockBaseSeconds: e.LOGIN_LOCK_BASE_SECONDS,
      lockMaxSeconds: Math.max(e.LOGIN_LOCK_MAX_SECONDS, e.LOGIN_LOCK_BASE_SECONDS),
    },
    feed,
    payment,
    hosts: partnerHosts.hosts,
    engagement: {
      dailyGiftPaise: e.DAILY_GIFT_PAISE,
      supportEmail: e.SUPPORT_EMAIL,
      supportPhone: e.SUPPORT_PHONE,
      supportHours: e.SUPPORT_HOURS,
      minAppVersion: e.MIN_APP_VERSION,
    },
    sms,
    socialSandbox: e.SOCIAL_LOGIN_SANDBOX ?? !production,
    responsiblePlay: { bannedStates, declarationRequired: e.PLAY_DECLARATION_REQUIRED },
  };
}

function smsConfig(e: z.infer<typeof envSchema>): SmsConfig {
  if (e.SMS_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  if (!e.MSG91_AUTH_KEY || !e.MSG91_OTP_TEMPLATE_ID) {
    throw new ConfigError('Invalid configuration:\n  MSG91_AUTH_KEY, MSG91_OTP_TEMPLATE_ID: required when SMS_PROVIDER=msg91');
  }
  return { provider: 'msg91', authKey: e.MSG91_AUTH_KEY, templateId: e.MSG91_OTP_TEMPLATE_ID, baseUrl: e.MSG91_BASE_URL.replace(/\/$/, '') };
}

function bannedStatesConfig(value: string | undefined): StateCode[] {
  if (value === undefined) return [...DEFAULT_BANNED_STATES];
  if (value === 'none') return [];
  const codes = value.split(',').map((c) => c.trim());
  const unknown = codes.filter((c) => !isStateCode(c));
  if (unknown.length > 0) throw new ConfigError(`Invalid configuration:\n  BANNED_STATES: unknown state codes ${unknown.join(', ')}`);
  return codes as StateCode[];
}

function feedConfig(e: z.infer<typeof envSchema>): FeedConfig {
  const replay = e.FEED.startsWith('replay:');
  return {
    provider: replay ? { kind: 'replay', dir: path.resolve(e.FEED.slice('replay:'.length)) } : { kind: 'sim' },
    firstStartS: e.FEED_FIRST_START_S,
    gapS: e.FEED_GAP_S,
    speed: e.FEED_SPEED ?? (replay ? 1 : 4),
    pointsFinalAfterS: e.POINTS_FINAL_AFTER_S,
    tickMs: e.MATCH_TICK_MS,
  };
}

/** Exported for its test; `generate` is the test's seam to let another process win the race. */
export function persistedDevSecret(dataDir: string, name = 'jwt-secret', generate = () => randomBytes(48).toString('base64url')): string {
  const file = path.join(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = generate();
  // API processes started side by side on one DATA_DIR must agree on one secret (a token one signs, the other checks):
  // the file is written aside and linked into place, which fails for all but the first; the others read the winner's.
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, secret + '\n', { mode: 0o600 });
  try {
    linkSync(aside, file);
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const winner = readFileSync(file, 'utf8').trim();
    if (winner.length >= 32) return winner;
    renameSync(aside, file); // a damaged file (cut short by a crash): replace it
    return secret;
  } finally {
    rmSync(aside, { force: true });
  }
}

/** A config for tests: in-memory database, fixed secret, quiet logs. Override what a test needs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    workers: 1,
    startedAt: undefined,
    dbPoolSize: poolSizeFor(1),
    dataDir: undefined,
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    platformBearer: 'pickxi-web-client',
    accessTokenTtlSeconds: 86_400,
    moneyMode: 'real',
    rateLimitPerMinute: 100_000,
    bodyLimitBytes: 64 * 1024,
    staticDir: path.resolve('does-not-exist-static'),
    frameAncestors: ["'self'"],
    twa: null,
    trustProxy: false,
    seedDemo: false,
    logLevel: 'silent',
    // Tests start players at zero; the sign-up bonus tests turn it on.
    signupPromoPaise: 0,
    tdsRateBp: 3000,
    loginThrottle: { freeFailuresPerPhone: 5, freeFailuresPerIp: 30, lockBaseSeconds: 30, lockMaxSeconds: 900 },
    // Tests build their own feed and lifecycle job; the app does not run one unless asked.
    feed: { provider: { kind: 'sim' }, firstStartS: 600, gapS: 600, speed: 4, pointsFinalAfterS: 5400, tickMs: 2000 },
    payment: {
      mode: 'sandbox',
      publicBaseUrl: 'http://localhost:3000',
      sandboxSecret: 'test-sandbox-payment-secret-0123456789abcdef',
      cashfree: null,
      paytm: null,
    },
    hosts: [],
    // Tests start without a daily gift; the engagement tests turn it on.
    engagement: { dailyGiftPaise: 0, supportEmail: 'support@pickxi.in', supportPhone: '+91 80000 00000', supportHours: '10:00–19:00 IST, every day', minAppVersion: '1.0.0' },
    sms: { provider: 'sandbox' },
    socialSandbox: true,
    // Paid play without a declared state is allowed in tests unless a test asks otherwise (the responsible-play tests do).
    responsiblePlay: { bannedStates: [...DEFAULT_BANNED_STATES], declarationRequired: false },
    ...overrides,
  };
}
