import { afterEach, describe, expect, it } from 'vitest';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { createChallenge, createConfig, createPlayer, createSet, fund, joinBody, requestJoin } from './contests-support';

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
    await requestJoin(app, p, joinBody(f.challengeId, paid, 1));
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
});
