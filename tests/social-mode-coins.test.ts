import { afterEach, describe, expect, it } from 'vitest';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { createChallenge, createConfig, createPlayer, createSet, fund, joinBody, q, requestJoin, verify } from './contests-support';
import { sql } from 'drizzle-orm';

const HOUR = 3_600_000;
const RUPEE = /₹|Rs\./;

/**
 * MONEY_MODE=social speaks coins in what the server writes (docs/product.md, Money modes): the contest filters'
 * fee and prize-pool bands, the transaction history and the activity centre (ledger lines are stored in
 * rupees and read in the mode's unit). Real mode keeps rupees.
 */
describe.each(testDrivers())('social mode speaks coins on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  async function playedOnce(moneyMode: 'real' | 'social') {
    const db = database().db;
    const app = await createTestApp(database(), { config: { moneyMode } });
    const f = await createChallenge(db, new Date(Date.now() + HOUR));
    const paid = await createConfig(db, { challengeId: f.challengeId, feePaise: 4900, roomSize: 3, maxRooms: 2, name: 'Trio' });
    const p = await createPlayer(app, db);
    await fund(db, p.id, 10_000);
    await createSet(db, f, p.id, 1);
    // the card's promo_limit: social mode lets given coins pay the whole fee
    await requestJoin(app, p, joinBody(f.challengeId, paid, 1, moneyMode === 'social' ? 100 : 0));
    await app.contests.engine.sweep();
    await app.contests.engine.idle();
    const get = async (url: string) => JSON.stringify((await app.inject({ method: 'GET', url, headers: p.headers })).json());
    return {
      filters: await get(`/api/v5/utils/getContestFilters?challenge_id=${f.challengeId}`),
      history: await get('/api/v1/wallet/getUserTransactions?page=1'),
      activity: await get('/api/v1/user/activityCentre?page=1'),
    };
  }

  it('no rupee amount in filters, transaction history or activity in social mode', async () => {
    const seen = await playedOnce('social');
    expect(seen.filters).toContain('1 – 50 coins');
    expect(seen.filters).toContain('Up to 1,000 coins');
    expect(seen.history).toContain('Entry fee 49 coins');
    for (const text of Object.values(seen)) expect(text).not.toMatch(RUPEE);
  });

  it('rupees in real mode', async () => {
    const seen = await playedOnce('real');
    expect(seen.filters).toContain('₹1 – ₹50');
    expect(seen.history).toContain('Entry fee ₹49.00');
  });

  it('given coins pay a whole fee in social mode (the contest promo_limit is for real money); real mode keeps the limit', async () => {
    const db = database().db;
    for (const moneyMode of ['social', 'real'] as const) {
      const app = await createTestApp(database(), { config: { moneyMode } });
      const f = await createChallenge(db, new Date(Date.now() + HOUR));
      const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, promoLimit: 10, name: 'Small' });
      const p = await createPlayer(app, db);
      await fund(db, p.id, 0, 5000); // only given coins (bonus), as a new social player has
      await createSet(db, f, p.id, 1);
      const listed = (await app.inject({ method: 'GET', url: `/api/f2p/v1/utils/getContestData?challenge_id=${f.challengeId}`, headers: p.headers })).json() as {
        data: { contests: { config_id: number; promo_limit: number }[] };
      };
      const limit = listed.data.contests.find((c) => c.config_id === configId)?.promo_limit as number;
      expect(limit).toBe(moneyMode === 'social' ? 100 : 10);
      const res = await requestJoin(app, p, joinBody(f.challengeId, configId, 1, limit));
      if (moneyMode === 'real') {
        expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
        continue;
      }
      const orderId = (res.json() as { data: { order_id: string } }).data.order_id;
      await app.contests.engine.idle();
      expect((await verify(app, p, orderId)).json()).toMatchObject({ data: { error: null, room: { config_id: configId } } });
      expect(await q(db, sql`select count(*)::int as n from room_entries e join contest_rooms r on r.room_id = e.room_id where r.config_id = ${configId} and e.user_id = ${p.id}`)).toEqual([{ n: 1 }]);
    }
  });
});
