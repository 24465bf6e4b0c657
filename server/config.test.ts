import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, persistedDevSecret } from './config';

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pickxi-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('has working defaults outside production', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      platformBearer: 'pickxi-web-client',
      accessTokenTtlSeconds: 86400,
      moneyMode: 'real',
      rateLimitPerMinute: 600,
      bodyLimitBytes: 65536,
      seedDemo: true,
      logLevel: 'info',
      frameAncestors: ["'self'"],
    });
    expect(config.staticDir).toBe(path.resolve('dist/web'));
  });

  it('generates the dev JWT secret once and keeps it in DATA_DIR/jwt-secret', () => {
    const a = loadConfig({ DATA_DIR: dir });
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(a.jwtSecret);
  });

  it('processes started side by side on one DATA_DIR agree on the generated secret', () => {
    const file = path.join(dir, 'jwt-secret');
    const theirs = 'another-process-wrote-this-secret-first-0123456789';
    // another process creates the file after this one found none and before it writes its own
    const mine = persistedDevSecret(dir, 'jwt-secret', () => {
      writeFileSync(file, `${theirs}\n`);
      return 'this-process-made-a-secret-too-but-lost-0123456789';
    });
    expect(mine).toBe(theirs);
    expect(readFileSync(file, 'utf8').trim()).toBe(theirs);
    expect(readdirSync(dir)).toEqual(['jwt-secret']);
  });

  it('WORKERS needs PostgreSQL and sizes each process\'s pool from max_connections', () => {
    expect(() => loadConfig({ DATA_DIR: dir, WORKERS: '2' })).toThrow(/WORKERS: more than one API process needs DATABASE_URL/);
    const one = loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://localhost/x' });
    expect([one.workers, one.dbPoolSize]).toEqual([1, 10]);
    const many = loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://localhost/x', WORKERS: '16' });
    // 16 × (pool + 2 LISTEN connections) stays within the 90 of max_connections 100 PickXI may use
    expect(many.dbPoolSize).toBe(3);
    expect(16 * (many.dbPoolSize + 2)).toBeLessThanOrEqual(90);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://localhost/x', WORKERS: '4', DB_POOL_SIZE: '7' }).dbPoolSize).toBe(7);
  });

  it('reads the match feed settings: sim by default, replay:<dir> with its clock', () => {
    expect(loadConfig({ DATA_DIR: dir }).feed).toEqual({
      provider: { kind: 'sim' },
      firstStartS: 600,
      gapS: 600,
      speed: 4,
      pointsFinalAfterS: 5400,
      tickMs: 2000,
    });
    const replay = loadConfig({ DATA_DIR: dir, FEED: `replay:${dir}`, FEED_SPEED: '300', FEED_FIRST_START_S: '5', FEED_GAP_S: '30', POINTS_FINAL_AFTER_S: '10' });
    expect(replay.feed).toMatchObject({ provider: { kind: 'replay', dir }, speed: 300, firstStartS: 5, gapS: 30, pointsFinalAfterS: 10 });
    expect(loadConfig({ DATA_DIR: dir, FEED: `replay:${dir}` }).feed.speed).toBe(1);
    expect(() => loadConfig({ DATA_DIR: dir, FEED: 'entitysport' })).toThrow(/FEED/);
    expect(() => loadConfig({ DATA_DIR: dir, FEED: `replay:${dir}/missing` })).toThrow(/does not exist/);
    expect(() => loadConfig({ DATA_DIR: dir, FEED_SPEED: '0' })).toThrow(/FEED_SPEED/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty', MONEY_MODE: 'fake', DATABASE_URL: 'mysql://x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ DATA_DIR: dir, PORT: 'eighty', MONEY_MODE: 'fake' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('MONEY_MODE');
    }
  });

  it('production requires JWT_SECRET and an explicit MONEY_MODE', () => {
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, MONEY_MODE: 'real' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: secret })).toThrow(/MONEY_MODE/);
    const ok = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: secret, MONEY_MODE: 'social' });
    expect(ok.moneyMode).toBe('social');
    expect(ok.jwtSecret).toBe(secret);
  });

  it('parses numbers, booleans and the frame-ancestors list', () => {
    const c = loadConfig({
      DATA_DIR: dir,
      PORT: '8080',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '5',
      FRAME_ANCESTORS: "'self'  https://launcher.example",
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/pickxi',
    });
    expect(c).toMatchObject({ port: 8080, seedDemo: false, trustProxy: true, rateLimitPerMinute: 5 });
    expect(c.frameAncestors).toEqual(["'self'", 'https://launcher.example']);
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/pickxi');
  });
});
