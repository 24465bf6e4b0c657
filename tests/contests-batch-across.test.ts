import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOIN_LOCK_NAMESPACE, runJoinBatch } from '../server/modules/contests/batch';
import { JoinEngine } from '../server/modules/contests/engine';
import { getBalances, sumAllPostings, systemBalance } from '../server/ledger';
import { closeTestApps, createTestApp, openSameDatabaseAgain, testDrivers, useTestDatabase } from './support/app';
import { createChallenge, createConfig, createPlayer, createSet, fund, joinBody, q, requestJoin, verify, type Player } from './contests-support';

/**
 * The join engine's batch across contest configs (ADR 024): one transaction decides the queued orders of every
 * config it can lock, each config within its own seats, cutoff and fee, one player's money shared across them.
 */
const HOUR = 3_600_000;

type Verdict = { data: { try_again: boolean; error: { code: string; shortfall?: number } | null; room: { room_name: string } | null } };

describe.each(testDrivers())('join batch across configs on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('decides the orders of several configs in one batch: seats per config, a passed cutoff, one wallet spent across configs', async () => {
    const db = database().db;
    let now = new Date();
    const app = await createTestApp(database(), { clock: () => now });
    const f = await createChallenge(db, new Date(now.getTime() + HOUR));
    const duo = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, roomSize: 2, maxRooms: 1, name: 'Duo' });
    const trio = await createConfig(db, { challengeId: f.challengeId, feePaise: 500, roomSize: 3, maxRooms: 2, name: 'Trio' });
    const dear = await createConfig(db, { challengeId: f.challengeId, feePaise: 700, name: 'Dear' });
    const early = await createConfig(db, { challengeId: f.challengeId, feePaise: 0, name: 'Early' });
    await db.execute(sql`update contest_configs set join_cutoff_at = ${new Date(now.getTime() + 60_000).toISOString()}::timestamptz where config_id = ${early}`);
    const players: Player[] = [];
    for (let i = 0; i < 4; i++) {
      const p = await createPlayer(app, db);
      await fund(db, p.id, 1500);
      await createSet(db, f, p.id, 1);
      players.push(p);
    }
    const [p1, p2, p3, p4] = players as [Player, Player, Player, Player];
    // Nothing drains while the orders queue: the batch below is the only one.
    await app.contests.engine.close();
    const order = async (p: Player, configId: number) => {
      now = new Date(now.getTime() + 1); // FIFO by request time
      const res = await requestJoin(app, p, joinBody(f.challengeId, configId, 1));
      expect(res.statusCode).toBe(200);
      return { p, id: (res.json() as { data: { order_id: string } }).data.order_id };
    };
    const duoOrders = [await order(p1, duo), await order(p2, duo), await order(p3, duo)];
    const trioOrders = [await order(p1, trio), await order(p2, trio), await order(p3, trio), await order(p4, trio)];
    // p1 had ₹15: ₹10 + ₹5 taken by the orders before this one, so ₹7 is short by ₹7.
    const dearOrder = await order(p1, dear);
    const earlyOrder = await order(p2, early);
    now = new Date(now.getTime() + 120_000);

    const escrowBefore = await systemBalance(db, 'contest_escrow');
    const result = await runJoinBatch(db, { driver, now: () => now, moneyMode: 'real' });
    expect(result).toMatchObject({ processed: 9, seated: 6, refused: 3, busy: false, busyConfigs: [] });
    expect(new Set(result.batchedConfigs)).toEqual(new Set([duo, trio, dear, early]));

    const verdict = async (o: { p: Player; id: string }) => ((await verify(app, o.p, o.id)).json() as Verdict).data;
    expect((await Promise.all(duoOrders.map(verdict))).map((v) => v.room?.room_name ?? v.error?.code)).toEqual(['Duo #1', 'Duo #1', 'ROOM_FULL']);
    expect((await Promise.all(trioOrders.map(verdict))).map((v) => v.room?.room_name ?? v.error?.code)).toEqual(['Trio #1', 'Trio #1', 'Trio #1', 'Trio #2']);
    expect(await verdict(dearOrder)).toMatchObject({ try_again: false, error: { code: 'INSUFFICIENT_FUNDS', shortfall: 7 }, room: null });
    expect(await verdict(earlyOrder)).toMatchObject({ try_again: false, error: { code: 'CUTOFF_PASSED' }, room: null });

    const rooms = await q<{ config_id: number; room_name: string; filled: number; status: string }>(
      db,
      sql`select config_id::int, room_name, filled, status from contest_rooms where config_id in (${duo}, ${trio}, ${dear}, ${early}) order by config_id, room_index`,
    );
    expect(rooms).toEqual([
      { config_id: duo, room_name: 'Duo #1', filled: 2, status: 'full' },
      { config_id: trio, room_name: 'Trio #1', filled: 3, status: 'full' },
      { config_id: trio, room_name: 'Trio #2', filled: 1, status: 'open' },
    ]);
    expect(await getBalances(db, p1.id)).toEqual({ promo: 0, deposit: 0, winnings: 0 });
    expect(await getBalances(db, p3.id)).toEqual({ promo: 0, deposit: 1000, winnings: 0 });
    expect((await systemBalance(db, 'contest_escrow')) - escrowBefore).toBe(2 * 1000 + 4 * 500);
    expect(await sumAllPostings(db)).toBe(0);
    expect(await q(db, sql`select count(*)::int as n from room_entries e join contest_rooms r using (room_id) where r.config_id in (${duo}, ${trio})`)).toEqual([
      { n: 6 },
    ]);
    // Everything was decided: a second batch finds nothing.
    expect(await runJoinBatch(db, { driver, now: () => now, moneyMode: 'real' })).toEqual({
      processed: 0,
      seated: 0,
      refused: 0,
      busy: false,
      busyConfigs: [],
      batchedConfigs: [],
    });
  });

  /** Two free configs, one player's queued order in each (the app's engine stopped); reads the orders' statuses. */
  async function oneOrderInEachOf(first: string, second: string) {
    const db = database().db;
    const app = await createTestApp(database());
    const f = await createChallenge(db, new Date(Date.now() + HOUR));
    const a = await createConfig(db, { challengeId: f.challengeId, feePaise: 0, name: first });
    const b = await createConfig(db, { challengeId: f.challengeId, feePaise: 0, name: second });
    const p = await createPlayer(app, db);
    await createSet(db, f, p.id, 1);
    await app.contests.engine.close();
    await requestJoin(app, p, joinBody(f.challengeId, a, 1));
    await requestJoin(app, p, joinBody(f.challengeId, b, 1));
    const statuses = () => q<{ config_id: number; status: string }>(db, sql`select config_id::int, status from join_orders where user_id = ${p.id} order by config_id`);
    return [a, b, statuses] as const;
  }

  it('a pass batches the configs the process has news of; the sweep reads the whole queue and finds the rest', async () => {
    const db = database().db;
    const [told, untold, statuses] = await oneOrderInEachOf('Told', 'Untold');
    const engine = new JoinEngine({ db, driver, clock: () => new Date(), moneyMode: 'real', retryMs: 10 });
    try {
      // a join of this process for `told`; `untold`'s order came through a process that died before waking its pump
      engine.wake(told);
      await engine.idle();
      expect(await statuses()).toEqual([
        { config_id: told, status: 'seated' },
        { config_id: untold, status: 'queued' },
      ]);
      expect(await engine.sweep()).toBe(true);
      await engine.idle();
      expect(await statuses()).toEqual([
        { config_id: told, status: 'seated' },
        { config_id: untold, status: 'seated' },
      ]);
    } finally {
      await engine.close();
    }
  });

  it('a config whose batch keeps failing holds up only itself: the pump goes on one config at a time until it recovers', async () => {
    const db = database().db;
    const [poisoned, healthy, statuses] = await oneOrderInEachOf('Poisoned', 'Healthy');
    // Opening the poisoned config's first room fails, as a broken row or a bug would.
    await db.execute(sql.raw(`create function contests_test_poison() returns trigger language plpgsql as $$
      begin if new.config_id = ${poisoned} then raise exception 'poisoned config'; end if; return new; end $$`));
    await db.execute(sql`create trigger contests_test_poison before insert on contest_rooms for each row execute function contests_test_poison()`);
    const engine = new JoinEngine({ db, driver, clock: () => new Date(), moneyMode: 'real', retryMs: 10 });
    try {
      engine.wake();
      await vi.waitFor(() => expect(statuses()).resolves.toEqual([
        { config_id: poisoned, status: 'queued' },
        { config_id: healthy, status: 'seated' },
      ]));
      await db.execute(sql`drop trigger contests_test_poison on contest_rooms`);
      await db.execute(sql`drop function contests_test_poison()`);
      await vi.waitFor(() => expect(statuses()).resolves.toEqual([
        { config_id: poisoned, status: 'seated' },
        { config_id: healthy, status: 'seated' },
      ]));
      await engine.idle();
    } finally {
      await engine.close();
    }
  });

  // a second connection holding a config's lock, as another process's batch would: PostgreSQL only
  if (driver === 'postgres')
    it('leaves a config another batch holds to it and seats the rest; the pump comes back for it once it is free', async () => {
      const db = database().db;
      const [held, free, statuses] = await oneOrderInEachOf('Held', 'Free');

      const other = await openSameDatabaseAgain(database());
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${JOIN_LOCK_NAMESPACE}, ${held})`);
        locked();
        await released;
      });
      try {
        await isLocked;
        expect(await runJoinBatch(db, { driver, now: () => new Date(), moneyMode: 'real' })).toEqual({
          processed: 1,
          seated: 1,
          refused: 0,
          busy: true,
          busyConfigs: [held],
          batchedConfigs: [free],
        });
        expect(await statuses()).toEqual([
          { config_id: held, status: 'queued' },
          { config_id: free, status: 'seated' },
        ]);
        // A running engine meets the held config (busy) and passes again after retryMs until the holder lets go.
        const engine = new JoinEngine({ db, driver, clock: () => new Date(), moneyMode: 'real', retryMs: 10 });
        engine.wake();
        await vi.waitFor(() => expect(engine.batches).toBeGreaterThan(0));
        expect((await statuses())[0]).toEqual({ config_id: held, status: 'queued' });
        release();
        await holder;
        await engine.idle();
        expect(await statuses()).toEqual([
          { config_id: held, status: 'seated' },
          { config_id: free, status: 'seated' },
        ]);
      } finally {
        release();
        await holder.catch(() => {});
        await other.close();
      }
    });
});
