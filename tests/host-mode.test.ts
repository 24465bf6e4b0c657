import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { systemBalance } from '../server/ledger';
import { joinBody, q, requestJoin, verify, createPlayer, fund } from './contests-support';
import {
  createHostWorld,
  hostBalancePaise,
  ledgerKinds,
  paidContest,
  pickxiBalances,
  reservationOf,
  settleHostWork,
  signInHostPlayer,
  withSet,
  type HostWorld,
} from './host-support';
import { closeTestApps, testDrivers, useTestDatabase } from './support/app';

const SESSION = '/api/v1/host/session';

describe.each(testDrivers())('host mode on %s', (driver) => {
  const database = useTestDatabase(driver);
  let world: HostWorld | null = null;
  afterEach(async () => {
    await closeTestApps();
    await world?.close();
    world = null;
  });
  const open = async (options?: Parameters<typeof createHostWorld>[1]) => (world = await createHostWorld(database(), options));
  const count = async (table: 'users' | 'sessions' | 'host_players') =>
    Number((await q<{ n: number }>(database().db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]?.n);

  describe('signing in with a host token', () => {
    it('maps the host player to one PickXI player and issues a PickXI session', async () => {
      const w = await open();
      const token = await w.launcher.issueToken('alice', { name: 'Alice', lang: 'hi' });
      const res = await w.app.inject({ method: 'POST', url: SESSION, payload: { host: w.hostId, mplToken: token } });
      expect(res.statusCode).toBe(200);
      const body = res.json().data;
      expect(body).toMatchObject({ isNewUser: true, host: { id: w.hostId, name: 'Sandbox launcher', origin: w.launcher.origin } });
      const again = await w.app.inject({ method: 'POST', url: SESSION, payload: { host: w.hostId, mplToken: await w.launcher.issueToken('alice') } });
      expect(again.json().data.isNewUser).toBe(false);
      const mapped = await q<{ user_id: number; language: string }>(
        database().db,
        sql`select hp.user_id::int as user_id, u.language from host_players hp join users u on u.id = hp.user_id where hp.host_player_id = 'alice'`,
      );
      expect(mapped).toHaveLength(1);
      expect(mapped[0]?.language).toBe('hi');
      // The PickXI session works, and the wallet it shows is the launcher's.
      const wallet = await w.app.inject({ method: 'GET', url: '/api/v1/platform/wallet', headers: { authorization: `Bearer ${body.token}` } });
      expect(wallet.json().data).toEqual({ totalBalance: 500, bonusBalance: 0, depositBalance: 500, withdrawableBalance: 0 });
    });

    it('refuses forged, expired, wrong-audience and replayed tokens, and unknown launchers, creating nothing', async () => {
      const w = await open();
      const replayed = await w.launcher.issueToken('bob');
      expect((await w.app.inject({ method: 'POST', url: SESSION, payload: { host: w.hostId, mplToken: replayed } })).statusCode).toBe(200);
      const before = { users: await count('users'), sessions: await count('sessions'), players: await count('host_players') };

      const cases: [string, string, number, string][] = [
        ['forged', await w.launcher.forgeToken('mallory'), 401, 'forged'],
        ['expired', await w.launcher.issueToken('carol', { expiresInS: -120 }), 401, 'expired'],
        ['wrong audience', await w.launcher.issueToken('dave', { audience: 'another-game' }), 401, 'wrong_audience'],
        ['replayed', replayed, 401, 'replayed'],
      ];
      for (const [name, mplToken, status, reason] of cases) {
        const res = await w.app.inject({ method: 'POST', url: SESSION, payload: { host: w.hostId, mplToken } });
        expect(res.statusCode, name).toBe(status);
        expect(res.json(), name).toMatchObject({ code: 'HOST_TOKEN_INVALID', data: { reason } });
      }
      const unknown = await w.app.inject({ method: 'POST', url: SESSION, payload: { host: 'elsewhere', mplToken: await w.launcher.issueToken('erin') } });
      expect(unknown.statusCode).toBe(403);
      expect({ users: await count('users'), sessions: await count('sessions'), players: await count('host_players') }).toEqual(before);
    });
  });

  describe('joining with the host wallet', () => {
    it('reserves on the host wallet, seats, confirms: the host balance drops by the fee and the ledger reconciles', async () => {
      const w = await open();
      const db = database().db;
      const p = await signInHostPlayer(w, 'joiner', 500);
      const { fixture, configId, feePaise } = await paidContest(db);
      await withSet(db, fixture, p.userId);

      const res = await requestJoin(w.app, { id: p.userId, token: p.token, headers: p.headers }, joinBody(fixture.challengeId, configId, 1));
      expect(res.statusCode).toBe(200);
      const orderId = res.json().data.order_id as string;
      // The host has not answered yet: the player is told to try again (no 'slots full' notice).
      const waiting = await verify(w.app, { id: p.userId, token: p.token, headers: p.headers }, orderId);
      expect(waiting.json().data).toEqual({ try_again: true, error: null, room: null });

      await settleHostWork(w);
      const seated = await verify(w.app, { id: p.userId, token: p.token, headers: p.headers }, orderId);
      expect(seated.json().data.room).toMatchObject({ fee: 10 });
      expect(await reservationOf(db, orderId)).toMatchObject({ state: 'confirmed', funded: true });
      expect(await hostBalancePaise(w, 'joiner')).toBe(50_000 - feePaise);
      expect(w.launcher.wallet.entries.get(`pickxi-join-${orderId}`)).toMatchObject({ status: 'captured', amountPaise: feePaise });
      // PickXI: the fee came in from the host and went to the room's escrow; the player holds nothing in PickXI.
      expect(await ledgerKinds(db, p.userId)).toEqual(['host_debit', 'entry_fee']);
      expect(await pickxiBalances(db, p.userId)).toBe(0);
      expect(await w.app.host?.jobs.reconcile()).toEqual([]);
    });

    it('a debit whose answer times out is retried with the same key and charged once', async () => {
      const w = await open({ walletTimeoutMs: 200, launcherTimeoutMs: 600 });
      const db = database().db;
      const p = await signInHostPlayer(w, 'slow', 500);
      const { fixture, configId, feePaise } = await paidContest(db);
      await withSet(db, fixture, p.userId);
      const orderId = (await requestJoin(w.app, { id: p.userId, token: p.token, headers: p.headers }, joinBody(fixture.challengeId, configId, 1))).json().data.order_id as string;

      w.launcher.failures.timeout = true;
      await w.app.host?.jobs.tick();
      // The host applied the debit but PickXI never heard: still pending, tried again later.
      expect(await reservationOf(db, orderId)).toMatchObject({ state: 'pending', attempts: 1 });
      expect(await hostBalancePaise(w, 'slow')).toBe(50_000 - feePaise);

      w.launcher.failures.timeout = false;
      w.now.value = new Date(w.now.value.getTime() + 5_000);
      await settleHostWork(w);
      expect(await reservationOf(db, orderId)).toMatchObject({ state: 'confirmed' });
      expect(await hostBalancePaise(w, 'slow')).toBe(50_000 - feePaise);
      expect([...w.launcher.wallet.entries.values()].filter((e) => e.playerId === 'slow')).toHaveLength(1);
      expect(await ledgerKinds(db, p.userId)).toEqual(['host_debit', 'entry_fee']);
    });

    it('a declined debit seats nobody and takes nothing', async () => {
      const w = await open();
      const db = database().db;
      const p = await signInHostPlayer(w, 'broke', 5);
      const { fixture, configId } = await paidContest(db);
      await withSet(db, fixture, p.userId);
      const orderId = (await requestJoin(w.app, { id: p.userId, token: p.token, headers: p.headers }, joinBody(fixture.challengeId, configId, 1))).json().data.order_id as string;
      await settleHostWork(w);

      const answer = (await verify(w.app, { id: p.userId, token: p.token, headers: p.headers }, orderId)).json().data;
      expect(answer).toMatchObject({ try_again: false, room: null, error: { code: 'INSUFFICIENT_FUNDS', shortfall: 5 } });
      expect(await reservationOf(db, orderId)).toMatchObject({ state: 'declined', funded: false });
      expect(await q(db, sql`select 1 from room_entries where user_id = ${p.userId}`)).toHaveLength(0);
      expect(await ledgerKinds(db, p.userId)).toEqual([]);
      expect(await hostBalancePaise(w, 'broke')).toBe(500);
    });

    it('a seat the engine refuses releases the reservation: the host gets its hold back', async () => {
      const w = await open();
      const db = database().db;
      const { fixture, configId, feePaise } = await paidContest(db, { roomSize: 1, maxRooms: 1 });
      // An ordinary player takes the only seat first.
      const first = await createPlayer(w.app, db);
      await fund(db, first.id, 5000);
      await withSet(db, fixture, first.id);
      await requestJoin(w.app, first, joinBody(fixture.challengeId, configId, 1));
      await w.app.contests.engine.idle();

      const p = await signInHostPlayer(w, 'late', 500);
      await withSet(db, fixture, p.userId);
      const orderId = (await requestJoin(w.app, { id: p.userId, token: p.token, headers: p.headers }, joinBody(fixture.challengeId, configId, 1))).json().data.order_id as string;
      await settleHostWork(w, 4);

      expect((await verify(w.app, { id: p.userId, token: p.token, headers: p.headers }, orderId)).json().data.error).toMatchObject({ code: 'ROOM_FULL' });
      expect(await reservationOf(db, orderId)).toMatchObject({ state: 'released', funded: true });
      expect(w.launcher.wallet.entries.get(`pickxi-join-${orderId}`)).toMatchObject({ status: 'released' });
      expect(await hostBalancePaise(w, 'late')).toBe(50_000);
      expect(await ledgerKinds(db, p.userId)).toEqual(['host_debit', 'host_release']);
      expect(await pickxiBalances(db, p.userId)).toBe(0);
      expect(feePaise).toBeGreaterThan(0);
      expect(await w.app.host?.jobs.reconcile()).toEqual([]);
    });

    it('the platform join routes queue the same orders', async () => {
      const w = await open();
      const db = database().db;
      const p = await signInHostPlayer(w, 'platform', 500);
      const { fixture, configId, feePaise } = await paidContest(db);
      await withSet(db, fixture, p.userId);
      const res = await w.app.inject({
        method: 'POST',
        url: '/api/v1/platform/joinPicksContest',
        headers: { ...p.headers, 'idempotency-key': randomUUID() },
        payload: joinBody(fixture.challengeId, configId, 1),
      });
      expect(res.statusCode).toBe(200);
      await settleHostWork(w);
      expect(await reservationOf(db, res.json().data.order_id)).toMatchObject({ state: 'confirmed' });
      expect(await hostBalancePaise(w, 'platform')).toBe(50_000 - feePaise);
    });
  });

  describe('money back to the host', () => {
    it('a prize is credited to the host wallet once, though settlement runs and the callback arrives three times', async () => {
      const w = await open();
      const db = database().db;
      const p = await signInHostPlayer(w, 'winner', 500);
      const { fixture, configId, feePaise } = await paidContest(db);
      await withSet(db, fixture, p.userId);
      const orderId = (await requestJoin(w.app, { id: p.userId, token: p.token, headers: p.headers }, joinBody(fixture.challengeId, configId, 1))).json().data.order_id as string;
      await settleHostWork(w);
      const [entry] = await q<{ room_id: number }>(db, sql`select room_id from room_entries where order_id = ${orderId}::uuid`);
      const roomId = Number(entry?.room_id);

      // Settlement (what results/settle.ts posts), delivered three times: the ledger keeps one.
      const { awardPrizes } = await import('../server/ledger');
      for (let i = 0; i < 3; i++) {
        await db.transaction((tx) =>
          awardPrizes(tx, { roomId: `room:${roomId}`, escrowPaise: feePaise, prizes: [{ userId: p.userId, amountPaise: 2500 }], at: new Date(), description: 'Prize' }),
        );
      }
      w.launcher.failures.duplicateCallback = true;
      for (let i = 0; i < 3; i++) await settleHostWork(w);

      const credits = [...w.launcher.wallet.entries.values()].filter((e) => e.type === 'credit');
      expect(credits).toHaveLength(1);
      expect(credits[0]).toMatchObject({ playerId: 'winner', amountPaise: 2500 });
      await expect.poll(() => w.launcher.callbacks).toEqual([{ key: credits[0]?.key, deliveries: 3 }]);
      // Three more deliveries of the same callback change nothing either.
      expect(await hostBalancePaise(w, 'winner')).toBe(50_000 - feePaise + 2500);
      const rows = await q<{ state: string; reason: string }>(db, sql`select state, reason from host_credits where user_id = ${p.userId}`);
      expect(rows).toEqual([{ state: 'acknowledged', reason: 'prize' }]);
      expect(await ledgerKinds(db, p.userId)).toEqual(['host_debit', 'entry_fee', 'settlement', 'host_credit']);
      expect(await pickxiBalances(db, p.userId)).toBe(0);
      // host_clearing: −fee taken in, +prize paid out.
      expect(await systemBalance(db, 'host_clearing')).toBe(-feePaise + 2500 + (await otherClearing(db, p.userId)));
      expect(await w.app.host?.jobs.reconcile()).toEqual([]);
    });

    it("a credit whose answer is lost is acknowledged by the host's callback, delivered three times, and credited once", async () => {
      const w = await open({ walletTimeoutMs: 200, launcherTimeoutMs: 600 });
      const db = database().db;
      const p = await signInHostPlayer(w, 'acked', 500);
      const { fixture, configId, feePaise } = await paidContest(db);
      await withSet(db, fixture, p.userId);
      const orderId = (await requestJoin(w.app, { id: p.userId, token: p.token, headers: p.headers }, joinBody(fixture.challengeId, configId, 1))).json().data.order_id as string;
      await settleHostWork(w);
      const { refundEntryFee } = await import('../server/ledger');
      await db.transaction((tx) => refundEntryFee(tx, { joinId: orderId, userId: p.userId, at: new Date(), description: 'Refund' }));

      w.launcher.failures.timeout = true;
      w.launcher.failures.duplicateCallback = true;
      await w.app.host?.jobs.tick();
      const [credit] = await q<{ key: string }>(db, sql`select key from host_credits where user_id = ${p.userId}`);
      // The host credited, its answers were lost (PickXI's call failed), and its callback came three times.
      await expect.poll(() => w.launcher.callbacks.find((c) => c.key === credit?.key)?.deliveries).toBe(3);
      expect((await q<{ state: string }>(db, sql`select state from host_credits where key = ${credit?.key}`))[0]?.state).toBe('acknowledged');

      w.launcher.failures.timeout = false;
      w.now.value = new Date(w.now.value.getTime() + 60_000);
      await settleHostWork(w);
      expect([...w.launcher.wallet.entries.values()].filter((e) => e.type === 'credit' && e.playerId === 'acked')).toHaveLength(1);
      expect(await hostBalancePaise(w, 'acked')).toBe(50_000);
      expect(feePaise).toBe(1000);

      // A callback not signed by the launcher is refused.
      const forged = await w.app.inject({ method: 'POST', url: '/api/v1/host/callback', payload: { host: w.hostId, token: await w.launcher.forgeToken('x') } });
      expect(forged.statusCode).toBe(401);
    });

    it('a refund goes back to the host wallet once', async () => {
      const w = await open();
      const db = database().db;
      const p = await signInHostPlayer(w, 'refunded', 500);
      const { fixture, configId, feePaise } = await paidContest(db);
      await withSet(db, fixture, p.userId);
      const orderId = (await requestJoin(w.app, { id: p.userId, token: p.token, headers: p.headers }, joinBody(fixture.challengeId, configId, 1))).json().data.order_id as string;
      await settleHostWork(w);
      const { refundEntryFee } = await import('../server/ledger');
      await db.transaction((tx) => refundEntryFee(tx, { joinId: orderId, userId: p.userId, at: new Date(), description: 'Refund' }));
      await settleHostWork(w);
      await settleHostWork(w);
      expect(await hostBalancePaise(w, 'refunded')).toBe(50_000);
      expect(await ledgerKinds(db, p.userId)).toEqual(['host_debit', 'entry_fee', 'refund', 'host_credit']);
      expect(feePaise).toBe(1000);
      expect(await pickxiBalances(db, p.userId)).toBe(0);
    });
  });

  it('reconciliation finds a difference planted in the host wallet', async () => {
    const w = await open();
    const db = database().db;
    const p = await signInHostPlayer(w, 'audited', 500);
    const { fixture, configId } = await paidContest(db);
    await withSet(db, fixture, p.userId);
    const orderId = (await requestJoin(w.app, { id: p.userId, token: p.token, headers: p.headers }, joinBody(fixture.challengeId, configId, 1))).json().data.order_id as string;
    await settleHostWork(w);
    expect(await w.app.host?.jobs.reconcile()).toEqual([]);

    const key = `pickxi-join-${orderId}`;
    const entry = w.launcher.wallet.entries.get(key);
    if (!entry) throw new Error('no host entry');
    entry.amountPaise = 1500; // the host charged ₹15 for a ₹10 entry
    w.launcher.wallet.credit({ key: 'pickxi-credit-999999-1', playerId: 'audited', amountPaise: 700, reason: 'mystery' });

    const found = await w.app.host?.jobs.reconcile();
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key, kind: 'amount', pickxi: expect.objectContaining({ amountPaise: 1000 }), host: expect.objectContaining({ amountPaise: 1500 }) }),
        expect.objectContaining({ key: 'pickxi-credit-999999-1', kind: 'unknown_to_pickxi' }),
      ]),
    );
    expect(found).toHaveLength(2);
  });

  it('a launcher player reads the launcher wallet and cannot use PickXI add money or withdraw; others still can', async () => {
    const w = await open();
    const p = await signInHostPlayer(w, 'reader', 321);
    const balance = await w.app.inject({ method: 'POST', url: '/api/v1/game/getMPLWalletBalance', headers: p.headers, payload: { token: 'ignored' } });
    expect(balance.json().data).toEqual({ totalBalance: 321, bonusBalance: 0, depositBalance: 321, withdrawableBalance: 0, source: 'host' });
    const header = await w.app.inject({ method: 'GET', url: '/api/f2p/v1/user/wallet', headers: p.headers });
    expect(header.json().data).toMatchObject({ deposit_money: 321, promo_money: 0, winnings_money: 0 });

    const addMoney = { type: 'cashfree', txn_amount: 100, platform: 'web' };
    const refused = await w.app.inject({ method: 'POST', url: '/api/v1/wallet/addMoneyToWallet', headers: { ...p.headers, 'idempotency-key': randomUUID() }, payload: addMoney });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('HOST_WALLET_ONLY');
    const guest = await createPlayer(w.app, database().db);
    const allowed = await w.app.inject({ method: 'POST', url: '/api/v1/wallet/addMoneyToWallet', headers: { ...guest.headers, 'idempotency-key': randomUUID() }, payload: addMoney });
    expect(allowed.statusCode).toBe(200);
    const own = await w.app.inject({ method: 'POST', url: '/api/v1/game/getMPLWalletBalance', headers: guest.headers, payload: {} });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.source).toBe('pickxi');
  });
});

/** host_clearing movements of other players in this shared database (earlier tests). */
async function otherClearing(db: Parameters<typeof systemBalance>[0], userId: number): Promise<number> {
  const [row] = await q<{ total: number | null }>(
    db,
    sql`select sum(p.amount_paise)::bigint as total from ledger_postings p
        join ledger_accounts a on a.id = p.account_id and a.user_id is null and a.bucket = 'host_clearing'
        join ledger_operations o on o.id = p.operation_id where o.user_id is distinct from ${userId}`,
  );
  return Number(row?.total ?? 0);
}
