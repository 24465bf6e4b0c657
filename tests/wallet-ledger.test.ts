import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../server/db/client';
import { users } from '../server/db/schema';
import {
  awardPrizes,
  benchOperations,
  clawbackPromo,
  completeWithdrawal,
  creditDeposit,
  creditSignupPromo,
  driftedAccounts,
  financialYearTotals,
  getBalances,
  InsufficientFundsError,
  LedgerError,
  postOperation,
  postOperations,
  refundEntryFee,
  requestWithdrawal,
  reverseWithdrawal,
  spendEntryFee,
  storePurchase,
  sumAllPostings,
  systemAccount,
  systemBalance,
  userAccount,
  userOperations,
} from '../server/ledger';
import { testDrivers, useTestDatabase } from './support/app';

const at = new Date('2026-11-21T06:00:00Z');

async function newUser(db: Db): Promise<number> {
  const [row] = await db.insert(users).values({ gaid: `ledger-${Math.random()}` }).returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

describe.each(testDrivers())('ledger on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().db;

  it('credits a deposit exactly once per order and keeps Σ postings = 0', async () => {
    const u = await newUser(db());
    const first = await db().transaction((tx) => creditDeposit(tx, { orderId: 'PXA1', userId: u, amountPaise: 10_000, at }));
    const again = await db().transaction((tx) => creditDeposit(tx, { orderId: 'PXA1', userId: u, amountPaise: 10_000, at }));
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, operationId: first.operationId });
    expect(await getBalances(db(), u)).toEqual({ deposit: 10_000, promo: 0, winnings: 0 });
    expect(await sumAllPostings(db())).toBe(0);
    expect(await driftedAccounts(db())).toEqual([]);
  });

  it('pays a room of 30,000 distinct winners who never had money in one operation (no bind-parameter limit)', async () => {
    const created = await db().execute(sql`insert into users (gaid) select 'ledger-bulk-' || g from generate_series(1, 30000) g returning id`);
    const ids = (created as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
    const posted = await db().transaction((tx) =>
      awardPrizes(tx, { roomId: 'room-30k', escrowPaise: 3_000_000, prizes: ids.map((userId) => ({ userId, amountPaise: 100 })), at, description: 'Prizes' }),
    );
    expect(posted.replayed).toBe(false);
    for (const u of [ids[0]!, ids[14_999]!, ids[29_999]!]) expect(await getBalances(db(), u)).toEqual({ deposit: 0, promo: 0, winnings: 100 });
    const accounts = await db().execute(sql`select count(*)::int as n from ledger_accounts where user_id >= ${ids[0]!} and user_id <= ${ids[29_999]!}`);
    expect((accounts as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(90_000);
    expect(await sumAllPostings(db())).toBe(0);
    expect(await driftedAccounts(db())).toEqual([]);
  });

  it('spends promo up to the limit, then deposit, then winnings; refund restores each bucket', async () => {
    const u = await newUser(db());
    await db().transaction(async (tx) => {
      await creditSignupPromo(tx, { userId: u, amountPaise: 5_000, at });
      await creditDeposit(tx, { orderId: 'PXB1', userId: u, amountPaise: 3_000, at });
      await awardPrizes(tx, { roomId: 'room-b0', escrowPaise: 0, prizes: [{ userId: u, amountPaise: 6_000 }], at, description: 'Prize' });
    });
    const spent = await db().transaction((tx) =>
      spendEntryFee(tx, { joinId: 'join-b1', userId: u, feePaise: 10_000, promoLimitPercent: 20, at, description: 'Entry fee' }),
    );
    expect(spent).toMatchObject({ ok: true, split: { promo: 2_000, deposit: 3_000, winnings: 5_000 } });
    expect(spent.ok).toBe(true);
    const before = await getBalances(db(), u);
    expect(before).toEqual({ deposit: 0, promo: 3_000, winnings: 1_000 });
    const refund = await db().transaction((tx) => refundEntryFee(tx, { joinId: 'join-b1', userId: u, at, description: 'Refund' }));
    expect(refund?.split).toEqual({ promo: 2_000, deposit: 3_000, winnings: 5_000 });
    expect(await getBalances(db(), u)).toEqual({ deposit: 3_000, promo: 5_000, winnings: 6_000 });
    const replay = await db().transaction((tx) => refundEntryFee(tx, { joinId: 'join-b1', userId: u, at, description: 'Refund' }));
    expect(replay?.replayed).toBe(true);
    expect(await getBalances(db(), u)).toEqual({ deposit: 3_000, promo: 5_000, winnings: 6_000 });
  });

  it('refuses a spend it cannot cover and writes nothing', async () => {
    const u = await newUser(db());
    await db().transaction((tx) => creditDeposit(tx, { orderId: 'PXC1', userId: u, amountPaise: 500, at }));
    const res = await db().transaction((tx) =>
      spendEntryFee(tx, { joinId: 'join-c1', userId: u, feePaise: 800, promoLimitPercent: 0, at, description: 'Entry fee' }),
    );
    expect(res).toEqual({ ok: false, shortfall: 300 });
    const store = await db().transaction((tx) => storePurchase(tx, { purchaseId: 'buy-c1', userId: u, pricePaise: 501, at, description: 'x' }));
    expect(store).toEqual({ ok: false, shortfall: 1 });
    expect(await getBalances(db(), u)).toEqual({ deposit: 500, promo: 0, winnings: 0 });
  });

  it('withdraw request / paid with TDS / reversed; a withdrawal ends only once', async () => {
    const u = await newUser(db());
    await db().transaction((tx) =>
      awardPrizes(tx, { roomId: 'room-d', escrowPaise: 0, prizes: [{ userId: u, amountPaise: 20_000 }], at, description: 'Prize' }),
    );
    await expect(
      db().transaction((tx) => requestWithdrawal(tx, { withdrawalId: 'w-d0', userId: u, amountPaise: 20_001, at })),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_WINNINGS' });
    await db().transaction(async (tx) => {
      await requestWithdrawal(tx, { withdrawalId: 'w-d1', userId: u, amountPaise: 10_000, at });
      await requestWithdrawal(tx, { withdrawalId: 'w-d2', userId: u, amountPaise: 5_000, at });
    });
    expect((await getBalances(db(), u)).winnings).toBe(5_000);
    const pendingBefore = await systemBalance(db(), 'withdrawals_pending');
    const tdsBefore = await systemBalance(db(), 'tds_payable');
    await db().transaction((tx) =>
      completeWithdrawal(tx, { withdrawalId: 'w-d1', userId: u, amountPaise: 10_000, tdsPaise: 3_000, taxableNetWinningsPaise: 10_000, at }),
    );
    await db().transaction((tx) => reverseWithdrawal(tx, { withdrawalId: 'w-d2', userId: u, amountPaise: 5_000, at }));
    expect((await getBalances(db(), u)).winnings).toBe(10_000);
    expect(await systemBalance(db(), 'withdrawals_pending')).toBe(pendingBefore - 15_000);
    expect(await systemBalance(db(), 'tds_payable')).toBe(tdsBefore + 3_000);
    await expect(
      db().transaction((tx) => reverseWithdrawal(tx, { withdrawalId: 'w-d1', userId: u, amountPaise: 10_000, at })),
    ).rejects.toBeInstanceOf(LedgerError);
    const fy = await financialYearTotals(db(), u, at);
    expect(fy).toMatchObject({ withdrawn: 10_000, taxedNetWinnings: 10_000, deposited: 0, openingBalance: 0 });
    const history = await userOperations(db(), u, 0, 10);
    const w1 = history.find((h) => h.ref === 'w-d1' && h.kind === 'withdraw_request');
    expect(w1).toMatchObject({ outcome: 'withdraw_paid', tdsPaise: 3_000, buckets: { winnings: -10_000 } });
    expect(await sumAllPostings(db())).toBe(0);
  });

  it('rejects unbalanced, single-leg and non-integer operations in code', async () => {
    const u = await newUser(db());
    const base = { kind: 'promo_credit' as const, userId: u, description: 'x', at };
    await expect(
      db().transaction((tx) =>
        postOperation(tx, { ...base, ref: 'bad-1', postings: [{ account: userAccount(u, 'promo'), amount: 5 }, { account: systemAccount('promo_expense'), amount: -4 }] }),
      ),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      db().transaction((tx) =>
        postOperation(tx, { ...base, ref: 'bad-2', postings: [{ account: userAccount(u, 'promo'), amount: 0 }, { account: systemAccount('promo_expense'), amount: 0 }] }),
      ),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      db().transaction((tx) =>
        postOperation(tx, { ...base, ref: 'bad-3', postings: [{ account: userAccount(u, 'promo'), amount: 0.5 }, { account: systemAccount('promo_expense'), amount: -0.5 }] }),
      ),
    ).rejects.toBeInstanceOf(LedgerError);
    expect(await getBalances(db(), u)).toEqual({ deposit: 0, promo: 0, winnings: 0 });
  });

  it('the database itself rejects an unbalanced operation at commit, an overdraft, and edits of postings', async () => {
    const u = await newUser(db());
    await db().transaction((tx) => creditDeposit(tx, { orderId: 'PXE1', userId: u, amountPaise: 100, at }));
    await expect(
      db().transaction(async (tx) => {
        const [op] = await tx.execute<{ id: number }>(
          sql`insert into ledger_operations (kind, ref, user_id, description, created_at) values ('promo_credit', 'raw-e1', ${u}, 'raw', now()) returning id`,
        ).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
        await tx.execute(
          sql`insert into ledger_postings (operation_id, account_id, amount_paise) select ${op?.id}, id, 100 from ledger_accounts where user_id = ${u} and bucket = 'promo'`,
        );
      }),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`update ledger_accounts set balance_paise = -1 where user_id = ${u} and bucket = 'deposit'`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from ledger_postings`)).rejects.toThrow();
    await expect(db().execute(sql`update ledger_postings set amount_paise = 1`)).rejects.toThrow();
    expect(await getBalances(db(), u)).toEqual({ deposit: 100, promo: 0, winnings: 0 });
    expect(await sumAllPostings(db())).toBe(0);
  });

  it('the database checks a posting added after its operation was already found balanced, in the same or a later transaction', async () => {
    const u = await newUser(db());
    // node-postgres reports the COMMIT that failed and keeps the trigger's error as its cause
    const unbalanced = (e: unknown) => (/unbalanced/.test(`${String(e)} ${String((e as { cause?: unknown }).cause)}`) ? 'unbalanced' : e);
    const extraPosting = (tx: Db, ref: string) =>
      tx.execute(
        sql`insert into ledger_postings (operation_id, account_id, amount_paise)
            select o.id, a.id, 1 from ledger_operations o, ledger_accounts a
            where o.kind = 'add_money' and o.ref = ${ref} and a.user_id = ${u} and a.bucket = 'deposit'`,
      );
    // the check runs (and remembers PXF1 as balanced) before the extra posting is written
    await expect(
      db().transaction(async (tx) => {
        await creditDeposit(tx, { orderId: 'PXF1', userId: u, amountPaise: 100, at });
        await tx.execute(sql`set constraints all immediate`);
        await tx.execute(sql`set constraints all deferred`);
        await extraPosting(tx, 'PXF1');
      }).catch(unbalanced),
    ).resolves.toBe('unbalanced');
    await db().transaction((tx) => creditDeposit(tx, { orderId: 'PXF2', userId: u, amountPaise: 100, at }));
    await expect(db().transaction((tx) => extraPosting(tx, 'PXF2')).catch(unbalanced)).resolves.toBe('unbalanced');
    expect(await getBalances(db(), u)).toEqual({ deposit: 100, promo: 0, winnings: 0 });
    expect(await sumAllPostings(db())).toBe(0);
  });

  it('bench operations post the same way batched or one per transaction', async () => {
    const a = await newUser(db());
    const b = await newUser(db());
    const ops = benchOperations({ userIds: [a, b], count: 10, prefix: `bench-${a}`, at });
    await db().transaction((tx) => postOperations(tx, ops.slice(0, 6)));
    for (const op of ops.slice(6)) await db().transaction((tx) => postOperation(tx, op));
    expect((await getBalances(db(), a)).promo).toBe(5);
    expect((await getBalances(db(), b)).promo).toBe(5);
    expect(await sumAllPostings(db())).toBe(0);
  });

  it('batches many operations in one transaction, all or nothing, skipping replays', async () => {
    const u = await newUser(db());
    const promo = (ref: string, amount: number) => ({
      kind: 'promo_credit' as const,
      ref,
      userId: u,
      description: 'gift',
      at,
      postings: [
        { account: systemAccount('promo_expense'), amount: -amount },
        { account: userAccount(u, 'promo'), amount },
      ],
    });
    const clawback = (ref: string, amount: number) => ({
      kind: 'promo_clawback' as const,
      ref,
      userId: u,
      description: 'clawback',
      at,
      postings: [
        { account: userAccount(u, 'promo'), amount: -amount },
        { account: systemAccount('promo_expense'), amount },
      ],
    });
    const posted = await db().transaction((tx) => postOperations(tx, [promo('g1', 100), promo('g2', 200), clawback('c1', 250)]));
    expect(posted.map((p) => p.replayed)).toEqual([false, false, false]);
    expect((await getBalances(db(), u)).promo).toBe(50);
    await expect(
      db().transaction((tx) => postOperations(tx, [promo('g3', 10), clawback('c2', 61)])),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await getBalances(db(), u)).promo).toBe(50);
    const again = await db().transaction((tx) => postOperations(tx, [promo('g1', 100), promo('g4', 1)]));
    expect(again.map((p) => p.replayed)).toEqual([true, false]);
    expect((await getBalances(db(), u)).promo).toBe(51);
    const taken = await db().transaction((tx) => clawbackPromo(tx, { grantId: 'c3', userId: u, amountPaise: 1_000, at, description: 'x' }));
    expect(taken?.replayed).toBe(false);
    expect((await getBalances(db(), u)).promo).toBe(0);
  });

  it('a partly replayed batch posts only its new operations and reports the stored ones', async () => {
    const u = await newUser(db());
    const credit = (ref: string, amount: number, note: string) => ({
      kind: 'promo_credit' as const,
      ref,
      userId: u,
      description: note,
      meta: { note },
      at,
      postings: [
        { account: systemAccount('promo_expense'), amount: -amount },
        { account: userAccount(u, 'promo'), amount },
      ],
    });
    const debit = (ref: string, amount: number) => ({
      kind: 'promo_clawback' as const,
      ref,
      userId: u,
      description: 'clawback',
      at,
      postings: [
        { account: userAccount(u, 'promo'), amount: -amount },
        { account: systemAccount('promo_expense'), amount },
      ],
    });
    const [first] = await db().transaction((tx) => postOperations(tx, [credit(`pr-${u}-a`, 100, 'first'), debit(`pr-${u}-d`, 100)]));
    expect((await getBalances(db(), u)).promo).toBe(0);

    // The replayed debit would overdraw if it were counted again; it is skipped, the new credit posts.
    const mixed = await db().transaction((tx) =>
      postOperations(tx, [credit(`pr-${u}-a`, 999, 'second'), debit(`pr-${u}-d`, 100), credit(`pr-${u}-b`, 30, 'new')]),
    );
    expect(mixed.map((p) => p.replayed)).toEqual([true, true, false]);
    expect(mixed[0]).toEqual({ operationId: first?.operationId, replayed: true, meta: { note: 'first' } });
    expect(mixed[2]?.meta).toEqual({ note: 'new' });
    expect((await getBalances(db(), u)).promo).toBe(30);

    // A replayed debit that would fit anyway takes the fast path (no read of posted keys first):
    // the write statement itself skips it, its postings and its balance change.
    const [spent] = await db().transaction((tx) => postOperations(tx, [debit(`pr-${u}-f`, 10)]));
    const fast = await db().transaction((tx) => postOperations(tx, [debit(`pr-${u}-f`, 10), credit(`pr-${u}-g`, 5, 'g')]));
    expect(fast.map((p) => p.replayed)).toEqual([true, false]);
    expect(fast[0]?.operationId).toBe(spent?.operationId);
    expect((await getBalances(db(), u)).promo).toBe(25);

    // A batch whose new part overdraws is refused whole, replays included, and writes nothing.
    const postingCount = async () =>
      (await db().execute(sql`select count(*)::int as n from ledger_postings`)) as unknown as { rows: { n: number }[] };
    const before = (await postingCount()).rows;
    await expect(
      db().transaction((tx) => postOperations(tx, [credit(`pr-${u}-b`, 30, 'new'), debit(`pr-${u}-e`, 26)])),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await postingCount()).rows).toEqual(before);

    // Every operation of the user has exactly its own two postings: nothing was posted twice.
    const legs = await db().execute(
      sql`select o.ref, count(p.id)::int as n from ledger_operations o join ledger_postings p on p.operation_id = o.id
          where o.user_id = ${u} group by o.ref order by o.ref`,
    );
    expect((legs as unknown as { rows: { ref: string; n: number }[] }).rows).toEqual(
      ['a', 'b', 'd', 'f', 'g'].map((k) => ({ ref: `pr-${u}-${k}`, n: 2 })),
    );
    await expect(
      db().transaction((tx) => postOperations(tx, [credit(`pr-${u}-z`, 1, 'x'), credit(`pr-${u}-z`, 1, 'x')])),
    ).rejects.toBeInstanceOf(LedgerError);
    expect(await driftedAccounts(db())).toEqual([]);
    expect(await sumAllPostings(db())).toBe(0);
  });
});

/*
 * Races on real PostgreSQL (a pool of connections, real row locks). PGlite runs one transaction
 * at a time, so these only mean something here: registered only when TEST_DATABASE_URL is set.
 */
const raceDrivers = process.env.TEST_DATABASE_URL ? (['postgres'] as const) : ([] as const);

describe.each(raceDrivers)('ledger races on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().db;

  it('50 parallel entry fees of the whole balance: exactly one succeeds, no bucket is ever negative', async () => {
    const u = await newUser(db());
    await db().transaction((tx) => creditDeposit(tx, { orderId: 'PXRACE1', userId: u, amountPaise: 1_000, at }));
    let watching = true;
    const seen: number[] = [];
    const watcher = (async () => {
      while (watching) {
        const b = await getBalances(db(), u);
        seen.push(b.deposit, b.promo, b.winnings);
      }
    })();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        db().transaction((tx) =>
          spendEntryFee(tx, { joinId: `race-join-${u}-${i}`, userId: u, feePaise: 1_000, promoLimitPercent: 0, at, description: 'Entry fee' }),
        ),
      ),
    );
    watching = false;
    await watcher;
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.shortfall === 1_000)).toBe(true);
    expect(await getBalances(db(), u)).toEqual({ deposit: 0, promo: 0, winnings: 0 });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((v) => v >= 0)).toBe(true);
    expect(await sumAllPostings(db())).toBe(0);
  });

  it('50 parallel store purchases and withdrawals of the whole winnings: exactly one succeeds, the rest are refused', async () => {
    const u = await newUser(db());
    await db().transaction((tx) =>
      awardPrizes(tx, { roomId: `race-room-${u}`, escrowPaise: 0, prizes: [{ userId: u, amountPaise: 2_000 }], at, description: 'Prize' }),
    );
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? db().transaction((tx) => requestWithdrawal(tx, { withdrawalId: `race-w-${u}-${i}`, userId: u, amountPaise: 2_000, at }))
          : db()
              .transaction((tx) => storePurchase(tx, { purchaseId: `race-p-${u}-${i}`, userId: u, pricePaise: 2_000, at, description: 'Powerup' }))
              .then((r) => {
                if (!r.ok) throw new InsufficientFundsError(u, 'winnings', r.shortfall);
                return r;
              }),
      ),
    );
    const ok = attempts.filter((a) => a.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const a of attempts) {
      if (a.status === 'rejected') expect(a.reason).toBeInstanceOf(InsufficientFundsError);
    }
    expect(await getBalances(db(), u)).toEqual({ deposit: 0, promo: 0, winnings: 0 });
    expect(await driftedAccounts(db())).toEqual([]);
  });

  it('the same order credited from 30 connections at once is credited once', async () => {
    const u = await newUser(db());
    const results = await Promise.all(
      Array.from({ length: 30 }, () => db().transaction((tx) => creditDeposit(tx, { orderId: `PXSAME${u}`, userId: u, amountPaise: 700, at }))),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await getBalances(db(), u)).deposit).toBe(700);
  });

  it('overlapping batches from 12 connections post each key once, with or without player legs', async () => {
    const users = [await newUser(db()), await newUser(db()), await newUser(db())];
    const tag = users.join('-');
    // Keys 0..19 appear in several batches; promo credits lock their player, the system-only
    // withdraw_paid operations lock nothing and are decided by UNIQUE (kind, ref) alone.
    const batchOf = (start: number) =>
      Array.from({ length: 8 }, (_, j) => {
        const k = (start + j) % 20;
        if (k % 4 === 3) {
          return {
            kind: 'withdraw_paid' as const,
            ref: `ob-${tag}-${k}`,
            userId: null,
            description: 'system only',
            at,
            postings: [
              { account: systemAccount('withdrawals_pending'), amount: -5 },
              { account: systemAccount('gateway_clearing'), amount: 5 },
            ],
          };
        }
        const userId = users[k % 3] as number;
        return {
          kind: 'promo_credit' as const,
          ref: `ob-${tag}-${k}`,
          userId,
          description: 'gift',
          at,
          postings: [
            { account: systemAccount('promo_expense'), amount: -(k + 1) },
            { account: userAccount(userId, 'promo'), amount: k + 1 },
          ],
        };
      });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => db().transaction((tx) => postOperations(tx, batchOf(i * 3)))),
    );
    const idsByRef = new Map<string, Set<number>>();
    let fresh = 0;
    results.forEach((posted, i) =>
      posted.forEach((p, j) => {
        const ref = batchOf(i * 3)[j]?.ref as string;
        idsByRef.set(ref, (idsByRef.get(ref) ?? new Set()).add(p.operationId));
        if (!p.replayed) fresh += 1;
      }),
    );
    expect(fresh).toBe(20);
    expect([...idsByRef.values()].every((ids) => ids.size === 1)).toBe(true);
    const expected = [0, 0, 0];
    for (let k = 0; k < 20; k++) if (k % 4 !== 3) expected[k % 3] = (expected[k % 3] as number) + k + 1;
    for (const [i, u] of users.entries()) expect((await getBalances(db(), u)).promo).toBe(expected[i]);
    expect(await driftedAccounts(db())).toEqual([]);
    expect(await sumAllPostings(db())).toBe(0);
  });

  it('settlements touching the same players in opposite orders never deadlock', async () => {
    const a = await newUser(db());
    const b = await newUser(db());
    const c = await newUser(db());
    const runs = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const order = i % 2 === 0 ? [a, b, c] : [c, b, a];
        return db().transaction((tx) =>
          awardPrizes(tx, {
            roomId: `race-settle-${a}-${i}`,
            escrowPaise: 0,
            prizes: order.map((userId) => ({ userId, amountPaise: 10 })),
            at,
            description: 'Prize',
          }),
        );
      }),
    );
    expect(runs).toHaveLength(40);
    for (const u of [a, b, c]) expect((await getBalances(db(), u)).winnings).toBe(400);
    expect(await sumAllPostings(db())).toBe(0);
  });
});
