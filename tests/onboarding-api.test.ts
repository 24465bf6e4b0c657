import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { markTourSeenRoute, settingsBodyRoute, tourSeenRoute, userDataRoute, whatsNewRoute } from '../core/api/onboarding';
import { errorEnvelope } from '../core/api/route';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { createPlayer, fund, q } from './contests-support';
import { keyed, read } from './store-support';

const mark = (app: Parameters<typeof keyed>[0], p: Parameters<typeof keyed>[1], steps: unknown, key?: string) => keyed(app, p, markTourSeenRoute.path, { steps }, key);

describe.each(testDrivers())('onboarding: tour flags, settings, user data, whats-new on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('stores the tour steps seen, adds and never removes; a replay answers the same; each player has their own', async () => {
    const app = await createTestApp(database());
    const p = await createPlayer(app, database().db);
    const other = await createPlayer(app, database().db);
    expect((await read(app, p, tourSeenRoute.path)).json().data).toEqual({ steps: [] });
    const key = randomUUID();
    const first = await mark(app, p, [2, 1, 2], key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ steps: [1, 2] });
    expect((await mark(app, p, [3, 2])).json().data).toEqual({ steps: [1, 2, 3] });
    const replay = await mark(app, p, [2, 1, 2], key);
    expect(replay.json()).toEqual(first.json());
    expect((await read(app, p, tourSeenRoute.path)).json().data).toEqual({ steps: [1, 2, 3] });
    expect((await read(app, other, tourSeenRoute.path)).json().data).toEqual({ steps: [] });
  });

  it('refuses bad steps with a 400 and stores nothing; no token is a 401', async () => {
    const app = await createTestApp(database());
    const p = await createPlayer(app, database().db);
    for (const steps of [[], [0], [6], [1.5], ['1'], [-1], [1, 2, 3, 4, 5, 1], null, 'all']) {
      const res = await mark(app, p, steps);
      expect(res.statusCode, JSON.stringify(steps)).toBe(400);
      expect(errorEnvelope.parse(res.json()).code).toBe('VALIDATION_FAILED');
    }
    expect((await keyed(app, p, markTourSeenRoute.path, { steps: [1], extra: 1 })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: markTourSeenRoute.path, headers: p.headers, payload: { steps: [1] } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: markTourSeenRoute.path, headers: { 'idempotency-key': randomUUID() }, payload: { steps: [1] } })).statusCode).toBe(401);
    for (const url of [tourSeenRoute.path, settingsBodyRoute.path, userDataRoute.path, whatsNewRoute.path]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const [n] = await q<{ n: number }>(database().db, sql`select count(*)::int as n from tour_steps_seen where user_id = ${p.id}`);
    expect(n?.n).toBe(0);
  });

  it('getSettingsBody: support contact, flags by money mode, limits, amounts', async () => {
    const app = await createTestApp(database(), {
      config: {
        signupPromoPaise: 5000,
        engagement: { dailyGiftPaise: 500, supportEmail: 'help@example.in', supportPhone: '+91 90000 00000', supportHours: '9–5', minAppVersion: '1.2.3' },
      },
    });
    const p = await createPlayer(app, database().db);
    const res = await read(app, p, settingsBodyRoute.path);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      support: { email: 'help@example.in', phone: '+91 90000 00000', hours: '9–5' },
      min_app_version: '1.2.3',
      money_mode: 'real',
      features: { store: true, daily_gift: true, add_money: true, withdrawals: true, tooltip_tour: true },
      limits: { add_money_min: 1, add_money_max: 100_000, withdraw_min: 1, withdraw_max: 100_000 },
      daily_gift_amount: 5,
      signup_bonus_amount: 50,
      languages: ['en', 'hi'],
    });
    const social = await createTestApp(database(), { config: { moneyMode: 'social' } });
    expect((await read(social, p, settingsBodyRoute.path)).json().data).toMatchObject({
      money_mode: 'social',
      features: { store: false, daily_gift: false, add_money: false, withdrawals: false, tooltip_tour: true },
    });
  });

  it('getUserData: the player, onboarding state, counts, wallet, daily gift and server time; flavor checked', async () => {
    const at = new Date('2026-11-21T06:00:00Z');
    const app = await createTestApp(database(), { clock: () => at, config: { engagement: { dailyGiftPaise: 500, supportEmail: 'a@b.in', supportPhone: '+91 80000 00000', supportHours: 'x', minAppVersion: '1.0.0' } } });
    const p = await createPlayer(app, database().db);
    await fund(database().db, p.id, 2500, 1000);
    await mark(app, p, [1, 2]);
    const res = await read(app, p, `${userDataRoute.path}?flavor=host`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      flavor: 'host',
      user_id: p.id,
      user_nick: null,
      user_photo: null,
      language: 'en',
      is_guest: true,
      mobile_verified: false,
      is_new_user: true,
      count_contests_joined: 0,
      count_paid_contests_joined: 0,
      onboarding: { seen_steps: [1, 2], next_step: 3 },
      wallet: { deposit_money: 25, promo_money: 10, winnings_money: 0 },
      daily_gift: { due: true, amount: 5, next_at: at.getTime() },
      server_time: at.getTime(),
    });
    expect((await read(app, p, userDataRoute.path)).json().data.flavor).toBe('web');
    expect((await read(app, p, `${userDataRoute.path}?flavor=ios`)).statusCode).toBe(400);
  });

  it("what's new lists release notes newest first, by key", async () => {
    const app = await createTestApp(database());
    const p = await createPlayer(app, database().db);
    const items = (await read(app, p, whatsNewRoute.path)).json().data.items as { id: string; date: string; key: string; target: string | null }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.date)).toEqual([...items.map((i) => i.date)].sort().reverse());
    expect(items.map((i) => i.key)).toContain('store');
  });
});
