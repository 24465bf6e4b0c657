import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { kycSubmissions, payoutDetails, users, withdrawals } from '../server/db/schema';
import {
  awardPrizes,
  creditDeposit,
  driftedAccounts,
  getBalances,
  sumAllPostings,
  systemBalance,
} from '../server/ledger';
import { applyPayoutUpdate } from '../server/modules/wallet/payout/withdrawal-service';
import { createManualScheduler, type ManualScheduler } from '../server/modules/wallet/payout/scheduling';
import { bearer, closeTestApps, createTestApp, guestToken, newGaid, testDrivers, useTestDatabase } from './support/app';

/** Payout details, withdrawals (KYC, winnings only, TDS, payout outcome exactly once) and the withdraw screen's data. */

const NOW = new Date('2026-11-21T06:00:00Z');
const BANK = { bankAccount: '123456789012', ifsc: 'SBIN0001234', address1: '12 MG Road, Bengaluru', name: 'Ravi Kumar' };

describe.each(testDrivers())('payouts on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().db;
  afterEach(closeTestApps);

  let scheduler: ManualScheduler;
  async function app(options: { moneyMode?: 'real' | 'social'; tdsRateBp?: number } = {}): Promise<FastifyInstance> {
    scheduler = createManualScheduler();
    return createTestApp(database(), {
      config: { moneyMode: options.moneyMode ?? 'real' },
      clock: () => NOW,
      register: (a) => {
        a.walletPayout.scheduler.use(scheduler);
        // KYC is not under test here; its verdicts must never fire on a timer after the database closed.
        a.walletKyc.scheduler.use(createManualScheduler());
        if (options.tdsRateBp !== undefined) a.walletPayout.tdsRateBp = options.tdsRateBp;
      },
    });
  }

  async function player(a: FastifyInstance): Promise<{ token: string; id: number }> {
    const gaid = newGaid();
    const token = await guestToken(a, gaid);
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.gaid, gaid));
    if (!row) throw new Error('no user');
    return { token, id: row.id };
  }

  /** KYC verified directly in the table (the KYC flow itself is tests/wallet-kyc.test.ts). */
  async function verifyKyc(userId: number, status: 'verified' | 'pending' = 'verified') {
    const pan = `AAAP${String.fromCharCode(65 + (userId % 26))}${String(userId % 10_000).padStart(4, '0')}Z`;
    await db().insert(kycSubmissions).values({
      id: `KYTEST${userId}${randomUUID().slice(0, 8)}`,
      userId,
      pan,
      fullName: 'Ravi Kumar',
      dateOfBirth: '1990-01-01',
      status,
      submittedAt: NOW,
    });
  }

  async function giveWinnings(userId: number, paise: number) {
    await db().transaction((tx) =>
      awardPrizes(tx, { roomId: `room-${randomUUID()}`, escrowPaise: 0, prizes: [{ userId, amountPaise: paise }], at: NOW, description: 'Prize' }),
    );
  }

  const send = (a: FastifyInstance, token: string, method: 'PUT' | 'POST', url: string, payload: unknown, key: string = randomUUID()) =>
    a.inject({ method, url, headers: { ...bearer(token), 'idempotency-key': key }, payload: payload as Record<string, unknown> });
  const paymentInfo = (a: FastifyInstance, token: string, body: unknown, key?: string) =>
    send(a, token, 'PUT', '/api/v2/game/users/paymentInfo', body, key);
  const addBank = (a: FastifyInstance, token: string, body: unknown, key?: string) =>
    send(a, token, 'POST', '/api/v3/game/cashfree/addBankBeneficiary', body, key);
  const withdraw = (a: FastifyInstance, token: string, body: unknown, key?: string) =>
    send(a, token, 'POST', '/api/v1/wallet/withdraw', body, key);
  const dynamic = (a: FastifyInstance, token: string) =>
    a.inject({ method: 'GET', url: '/api/v4/wallet/dynamicWithdrawal', headers: bearer(token) });
  const withdrawalsOf = async (userId: number) =>
    (await db().select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, userId)))[0]?.n ?? 0;

  describe('payout details', () => {
    it('saves a Paytm number with the exact success text, masked in the reply', async () => {
      const a = await app();
      const p = await player(a);
      const res = await paymentInfo(a, p.token, { payment_mode: 'paytm', mobile: '9876543210' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        status: 200,
        data: {
          message: 'Payment details updated!',
          payment_info: { paytm: { mobile: '98XXXXXX10' }, cashfree: null, payment_mode: 'paytm' },
        },
      });
      expect(res.body).not.toContain('9876543210');
    });

    it.each([
      ['a 9-digit Paytm number', { payment_mode: 'paytm', mobile: '987654321' }],
      ['letters in the number', { payment_mode: 'paytm', mobile: '98765abcde' }],
      ['paytm without a number', { payment_mode: 'paytm' }],
      ['an unknown mode', { payment_mode: 'upi', mobile: '9876543210' }],
      ['the number as a number', { payment_mode: 'paytm', mobile: 9876543210 }],
    ])('refuses %s with a 400 and saves nothing', async (_name, body) => {
      const a = await app();
      const p = await player(a);
      const res = await paymentInfo(a, p.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(typeof res.json().message).toBe('string');
      expect(await db().select().from(payoutDetails).where(eq(payoutDetails.userId, p.id))).toEqual([]);
    });

    it('adds a bank beneficiary (masked), refuses the same account again with 409, replaces with another', async () => {
      const a = await app();
      const p = await player(a);
      const res = await addBank(a, p.token, { ...BANK, ifsc: 'sbin0001234' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        message: 'Payment details updated!',
        payment_info: {
          paytm: null,
          cashfree: { ifsc: 'SBIN0001234', name: 'Ravi Kumar', address1: '12 MG Road, Bengaluru', bankAccount: 'XXXXXXXX9012' },
          payment_mode: 'cashfree',
        },
      });
      expect(res.body).not.toContain(BANK.bankAccount);

      const again = await addBank(a, p.token, BANK);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ status: 409, code: 'BANK_ALREADY_EXISTS', message: 'Bank already exists' });

      // Choosing Paytm as default keeps the bank; a different account replaces the saved one.
      await paymentInfo(a, p.token, { payment_mode: 'paytm', mobile: '9123456789' });
      const other = await addBank(a, p.token, { ...BANK, bankAccount: '9988776655' });
      expect(other.statusCode).toBe(200);
      expect(other.json().data.payment_info).toMatchObject({
        cashfree: { bankAccount: 'XXXXXXXX6655' },
        paytm: { mobile: '91XXXXXX89' },
        payment_mode: 'paytm',
      });
    });

    it.each([
      ['a bad IFSC', { ...BANK, ifsc: 'SBIN1001234' }],
      ['a short IFSC', { ...BANK, ifsc: 'SBIN000123' }],
      ['an 8-digit account', { ...BANK, bankAccount: '12345678' }],
      ['a 19-digit account', { ...BANK, bankAccount: '1234567890123456789' }],
      ['letters in the account', { ...BANK, bankAccount: '12345678901A' }],
      ['no name', { ...BANK, name: '' }],
      ['a missing address', { bankAccount: BANK.bankAccount, ifsc: BANK.ifsc, name: BANK.name }],
    ])('refuses %s with a 400 and saves nothing', async (_name, body) => {
      const a = await app();
      const p = await player(a);
      const res = await addBank(a, p.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(await db().select().from(payoutDetails).where(eq(payoutDetails.userId, p.id))).toEqual([]);
    });
  });

  describe('withdraw', () => {
    it('refuses without KYC, with a clear message, and moves nothing', async () => {
      const a = await app();
      const p = await player(a);
      await giveWinnings(p.id, 100_000);
      await addBank(a, p.token, BANK);
      const res = await withdraw(a, p.token, { amount: 100, payout: 'cashfree' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 422,
        code: 'KYC_REQUIRED',
        message: 'Complete your KYC to withdraw.',
        data: { kycStatus: 'not_submitted' },
      });
      await verifyKyc(p.id, 'pending');
      const pending = await withdraw(a, p.token, { amount: 100, payout: 'cashfree' });
      expect(pending.json()).toMatchObject({ code: 'KYC_REQUIRED', message: 'Your KYC is being verified. You can withdraw once it is verified.' });
      expect(await getBalances(db(), p.id)).toEqual({ deposit: 0, promo: 0, winnings: 100_000 });
      expect(await withdrawalsOf(p.id)).toBe(0);
    });

    it('refuses more than the winnings (deposit is not withdrawable)', async () => {
      const a = await app();
      const p = await player(a);
      await verifyKyc(p.id);
      await addBank(a, p.token, BANK);
      await giveWinnings(p.id, 50_000);
      await db().transaction((tx) => creditDeposit(tx, { orderId: `PX${randomUUID()}`, userId: p.id, amountPaise: 100_000, at: NOW }));
      const res = await withdraw(a, p.token, { amount: 501, payout: 'cashfree' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'INSUFFICIENT_WINNINGS',
        message: 'You can withdraw up to ₹500.00. Only winnings can be withdrawn.',
        data: { withdrawable: 500 },
      });
      expect(await getBalances(db(), p.id)).toEqual({ deposit: 100_000, promo: 0, winnings: 50_000 });
      expect(await withdrawalsOf(p.id)).toBe(0);
    });

    it('refuses when the chosen payout method is not set up', async () => {
      const a = await app();
      const p = await player(a);
      await verifyKyc(p.id);
      await giveWinnings(p.id, 50_000);
      await addBank(a, p.token, BANK);
      const res = await withdraw(a, p.token, { amount: 100, payout: 'paytm' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'PAYOUT_DETAILS_REQUIRED', message: 'Add your Paytm number to withdraw.' });
      expect(await getBalances(db(), p.id)).toMatchObject({ winnings: 50_000 });
    });

    it.each([
      ['zero', { amount: 0, payout: 'cashfree' }],
      ['a fraction', { amount: 10.5, payout: 'cashfree' }],
      ['a string amount', { amount: '100', payout: 'cashfree' }],
      ['a negative amount', { amount: -5, payout: 'cashfree' }],
      ['above the maximum', { amount: 100_001, payout: 'cashfree' }],
      ['an unknown payout', { amount: 100, payout: 'upi' }],
    ])('refuses %s with a 400 and moves nothing', async (_name, body) => {
      const a = await app();
      const p = await player(a);
      await verifyKyc(p.id);
      await giveWinnings(p.id, 50_000);
      await addBank(a, p.token, BANK);
      const res = await withdraw(a, p.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(await withdrawalsOf(p.id)).toBe(0);
      expect(await getBalances(db(), p.id)).toMatchObject({ winnings: 50_000 });
    });

    it('pays out with 30 % TDS on net winnings: code 1, payout and message; ledger moves once', async () => {
      const a = await app();
      const p = await player(a);
      await verifyKyc(p.id);
      await addBank(a, p.token, BANK);
      await giveWinnings(p.id, 100_000);
      // ₹200 deposited this year: that much comes back untaxed.
      await db().transaction((tx) => creditDeposit(tx, { orderId: `PX${randomUUID()}`, userId: p.id, amountPaise: 20_000, at: NOW }));
      const tdsBefore = await systemBalance(db(), 'tds_payable');
      const clearingBefore = await systemBalance(db(), 'gateway_clearing');
      const pendingBefore = await systemBalance(db(), 'withdrawals_pending');

      const res = await withdraw(a, p.token, { amount: 500, payout: 'cashfree' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.json().data as { code: number; msg: string; payout: Record<string, unknown> };
      // taxable = 500 − 200 = 300 → TDS 90 → 410 paid out
      expect(data).toEqual({
        code: 1,
        msg: 'Withdrawal requested: ₹410.00 will be sent to your bank account XXXXXXXX9012 after TDS of ₹90.00.',
        payout: {
          withdrawalId: expect.stringMatching(/^WD[0-9A-Z]{26}$/),
          mode: 'cashfree',
          amount: 500,
          tds: 90,
          netAmount: 410,
          destination: 'XXXXXXXX9012',
          status: 'pending',
        },
      });
      expect(res.body).not.toContain(BANK.bankAccount);
      expect(await getBalances(db(), p.id)).toEqual({ deposit: 20_000, promo: 0, winnings: 50_000 });
      expect((await systemBalance(db(), 'withdrawals_pending')) - pendingBefore).toBe(50_000);

      // Approved right after the request; the sandbox pays when the scheduler runs.
      const id = data.payout['withdrawalId'] as string;
      const [approved] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
      expect(approved).toMatchObject({ status: 'processing', tdsPaise: 9_000, taxableNetWinningsPaise: 30_000 });
      expect(scheduler.pending).toBe(1);
      await scheduler.runAll();
      const [paid] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
      expect(paid).toMatchObject({ status: 'completed', failureReason: null });
      expect(paid?.payoutRef).toMatch(/^SBXPO/);
      expect((await systemBalance(db(), 'withdrawals_pending')) - pendingBefore).toBe(0);
      expect((await systemBalance(db(), 'tds_payable')) - tdsBefore).toBe(9_000);
      expect((await systemBalance(db(), 'gateway_clearing')) - clearingBefore).toBe(41_000);

      // A repeated "completed" (provider retry) changes nothing.
      expect(await applyPayoutUpdate(db(), { withdrawalId: id, payoutRef: 'X', status: 'completed', reason: null }, NOW)).toBe(false);
      expect((await systemBalance(db(), 'tds_payable')) - tdsBefore).toBe(9_000);

      // The next withdrawal is taxed in full: the deposit has already come back.
      const next = await withdraw(a, p.token, { amount: 100, payout: 'cashfree' });
      expect(next.json().data.payout).toMatchObject({ amount: 100, tds: 30, netAmount: 70 });
      expect(await sumAllPostings(db())).toBe(0);
      expect(await driftedAccounts(db())).toEqual([]);
    });

    it('uses the configured TDS rate (TDS_RATE_BP)', async () => {
      const a = await app({ tdsRateBp: 1_000 });
      const p = await player(a);
      await verifyKyc(p.id);
      await paymentInfo(a, p.token, { payment_mode: 'paytm', mobile: '9876543210' });
      await giveWinnings(p.id, 100_000);
      const res = await withdraw(a, p.token, { amount: 333, payout: 'paytm' });
      expect(res.json().data.payout).toMatchObject({ amount: 333, tds: 33.3, netAmount: 299.7, destination: '98XXXXXX10', mode: 'paytm' });
      expect(res.json().data.msg).toBe('Withdrawal requested: ₹299.70 will be sent to your Paytm wallet 98XXXXXX10 after TDS of ₹33.30.');
    });

    it('a failed payout returns the whole amount to winnings exactly once', async () => {
      const a = await app();
      const p = await player(a);
      await verifyKyc(p.id);
      // The sandbox fails accounts ending in 0000.
      await addBank(a, p.token, { ...BANK, bankAccount: '5555550000' });
      await giveWinnings(p.id, 80_000);
      const tdsBefore = await systemBalance(db(), 'tds_payable');
      const res = await withdraw(a, p.token, { amount: 300, payout: 'cashfree' });
      expect(res.json().data.code).toBe(1);
      const id = res.json().data.payout.withdrawalId as string;
      expect(await getBalances(db(), p.id)).toMatchObject({ winnings: 50_000 });

      await scheduler.runAll();
      const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
      expect(row).toMatchObject({ status: 'failed', failureReason: 'Beneficiary account is invalid' });
      expect(await getBalances(db(), p.id)).toMatchObject({ winnings: 80_000 });
      expect((await systemBalance(db(), 'tds_payable')) - tdsBefore).toBe(0);

      // Replayed or contradicting reports after the end change nothing.
      for (const status of ['failed', 'completed'] as const) {
        expect(await applyPayoutUpdate(db(), { withdrawalId: id, payoutRef: 'X', status, reason: 'again' }, NOW)).toBe(false);
      }
      expect(await getBalances(db(), p.id)).toMatchObject({ winnings: 80_000 });
      expect(await sumAllPostings(db())).toBe(0);
      expect(await driftedAccounts(db())).toEqual([]);
    });

    it('after a restart, a withdrawal whose payout never reported is sent again and completes once', async () => {
      const a = await app();
      const p = await player(a);
      await verifyKyc(p.id);
      await addBank(a, p.token, BANK);
      await giveWinnings(p.id, 100_000);
      const res = await withdraw(a, p.token, { amount: 100, payout: 'cashfree' });
      const id = res.json().data.payout.withdrawalId as string;
      // The process dies before the sandbox answers: its timer is lost with it.
      await a.close();

      const restarted = await app();
      expect(scheduler.pending).toBe(0);
      await restarted.listen({ port: 0, host: '127.0.0.1' });
      expect(restarted.walletPayout.resuming).not.toBeNull();
      expect(await restarted.walletPayout.resuming).toBeGreaterThanOrEqual(1);
      expect(scheduler.pending).toBeGreaterThanOrEqual(1);
      await scheduler.runAll();
      const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
      expect(row?.status).toBe('completed');
      expect(await getBalances(db(), p.id)).toMatchObject({ winnings: 90_000 });
      expect(await driftedAccounts(db())).toEqual([]);
    });

    it('replays the same Idempotency-Key without a second withdrawal', async () => {
      const a = await app();
      const p = await player(a);
      await verifyKyc(p.id);
      await addBank(a, p.token, BANK);
      await giveWinnings(p.id, 100_000);
      const key = randomUUID();
      const one = await withdraw(a, p.token, { amount: 200, payout: 'cashfree' }, key);
      const two = await withdraw(a, p.token, { amount: 200, payout: 'cashfree' }, key);
      expect(two.headers['idempotent-replayed']).toBe('true');
      expect(two.json()).toEqual(one.json());
      expect(await withdrawalsOf(p.id)).toBe(1);
      expect(await getBalances(db(), p.id)).toMatchObject({ winnings: 80_000 });
      expect(scheduler.pending).toBe(1);
    });

    it("one player's key or token never acts on another's withdrawal", async () => {
      const a = await app();
      const owner = await player(a);
      const other = await player(a);
      await verifyKyc(owner.id);
      await addBank(a, owner.token, BANK);
      await giveWinnings(owner.id, 100_000);
      const key = randomUUID();
      const mine = await withdraw(a, owner.token, { amount: 200, payout: 'cashfree' }, key);
      expect(mine.json().data.code).toBe(1);
      // Same key and body from another player: their own request (no KYC), not a replay of the owner's.
      const theirs = await withdraw(a, other.token, { amount: 200, payout: 'cashfree' }, key);
      expect(theirs.statusCode).toBe(422);
      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
      expect(theirs.body).not.toContain(mine.json().data.payout.withdrawalId);
      expect(await withdrawalsOf(other.id)).toBe(0);
      expect(await getBalances(db(), owner.id)).toMatchObject({ winnings: 80_000 });
      // The other player's screen shows only their own (empty) state.
      const screen = await dynamic(a, other.token);
      expect(screen.json().data).toMatchObject({ withdrawableBalance: 0, payoutModes: [{ configured: false }, { configured: false }] });
    });
  });

  describe('dynamic withdrawal', () => {
    it('gives the withdraw screen its limits, KYC state, TDS inputs and masked payout methods', async () => {
      const a = await app();
      const p = await player(a);
      const empty = await dynamic(a, p.token);
      expect(empty.statusCode).toBe(200);
      expect(empty.headers['cache-control']).toBe('no-store');
      expect(empty.json().data).toEqual({
        withdrawableBalance: 0,
        minAmount: 1,
        maxAmount: 100_000,
        kycStatus: 'not_submitted',
        tdsRateBp: 3000,
        financialYear: { label: '2026-27', deposited: 0, withdrawn: 0, openingBalance: 0, taxedNetWinnings: 0 },
        payoutModes: [
          { payout: 'cashfree', configured: false, destination: null },
          { payout: 'paytm', configured: false, destination: null },
        ],
      });

      await verifyKyc(p.id);
      await addBank(a, p.token, BANK);
      await paymentInfo(a, p.token, { payment_mode: 'paytm', mobile: '9876543210' });
      await giveWinnings(p.id, 100_000);
      await db().transaction((tx) => creditDeposit(tx, { orderId: `PX${randomUUID()}`, userId: p.id, amountPaise: 5_000, at: NOW }));
      await withdraw(a, p.token, { amount: 100, payout: 'cashfree' });
      const res = await dynamic(a, p.token);
      expect(res.json().data).toMatchObject({
        withdrawableBalance: 900,
        kycStatus: 'verified',
        // the in-flight withdrawal counts, so the preview matches what the server will withhold next
        financialYear: { deposited: 50, withdrawn: 100, openingBalance: 0, taxedNetWinnings: 50 },
        payoutModes: [
          { payout: 'cashfree', configured: true, destination: 'XXXXXXXX9012' },
          { payout: 'paytm', configured: true, destination: '98XXXXXX10' },
        ],
      });
      expect(res.body).not.toContain(BANK.bankAccount);
    });
  });

  it('is off in social money mode: every endpoint 403 MONEY_MODE_DISABLED, nothing changes', async () => {
    const a = await app({ moneyMode: 'social' });
    const p = await player(a);
    await verifyKyc(p.id);
    await giveWinnings(p.id, 10_000);
    const responses = [
      await paymentInfo(a, p.token, { payment_mode: 'paytm', mobile: '9876543210' }),
      await addBank(a, p.token, BANK),
      await withdraw(a, p.token, { amount: 50, payout: 'cashfree' }),
      await dynamic(a, p.token),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, code: 'MONEY_MODE_DISABLED' });
    }
    expect(await db().select().from(payoutDetails).where(eq(payoutDetails.userId, p.id))).toEqual([]);
    expect(await withdrawalsOf(p.id)).toBe(0);
    expect(await getBalances(db(), p.id)).toMatchObject({ winnings: 10_000 });
  });
});

/** Races need real concurrency: PostgreSQL only (registered only when TEST_DATABASE_URL is set). */
const raceDrivers = testDrivers().filter((d) => d === 'postgres');
describe.each(raceDrivers)('payout races on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().db;
  afterEach(closeTestApps);

  async function setup(winningsPaise: number, depositPaise = 0) {
    const scheduler = createManualScheduler();
    const a = await createTestApp(database(), { clock: () => NOW, register: (x) => x.walletPayout.scheduler.use(scheduler) });
    const gaid = newGaid();
    const token = await guestToken(a, gaid);
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.gaid, gaid));
    if (!row) throw new Error('no user');
    await db().insert(kycSubmissions).values({
      id: `KYRACE${row.id}`,
      userId: row.id,
      pan: `RACP${String.fromCharCode(65 + (row.id % 26))}${String(row.id % 10_000).padStart(4, '0')}Q`,
      fullName: 'Ravi Kumar',
      dateOfBirth: '1990-01-01',
      status: 'verified',
      submittedAt: NOW,
    });
    await db().transaction(async (tx) => {
      await awardPrizes(tx, { roomId: `room-${randomUUID()}`, escrowPaise: 0, prizes: [{ userId: row.id, amountPaise: winningsPaise }], at: NOW, description: 'Prize' });
      if (depositPaise > 0) await creditDeposit(tx, { orderId: `PX${randomUUID()}`, userId: row.id, amountPaise: depositPaise, at: NOW });
    });
    const bank = await a.inject({
      method: 'POST',
      url: '/api/v3/game/cashfree/addBankBeneficiary',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: BANK,
    });
    expect(bank.statusCode).toBe(200);
    const withdraw = (amount: number) =>
      a.inject({
        method: 'POST',
        url: '/api/v1/wallet/withdraw',
        headers: { ...bearer(token), 'idempotency-key': randomUUID() },
        payload: { amount, payout: 'cashfree' },
      });
    return { a, userId: row.id, withdraw, scheduler };
  }

  it('two withdrawals racing for the same winnings: one goes through, the other is refused', async () => {
    const { userId, withdraw } = await setup(100_000);
    const results = await Promise.all([withdraw(600), withdraw(600)]);
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort();
    expect(codes).toEqual(['INSUFFICIENT_WINNINGS', 'ok']);
    expect(await getBalances(db(), userId)).toMatchObject({ winnings: 40_000 });
  });

  it('withdrawals in flight together are taxed as one year: total TDS is 30 % of what exceeds the deposits', async () => {
    const { userId, withdraw, scheduler } = await setup(100_000, 30_000);
    const results = await Promise.all([withdraw(300), withdraw(300), withdraw(300)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await scheduler.runAll();
    const rows = await db().select().from(withdrawals).where(eq(withdrawals.userId, userId));
    expect(rows.map((r) => r.status)).toEqual(['completed', 'completed', 'completed']);
    // 900 withdrawn − 300 deposited = 600 taxable → 180 TDS, however the three interleaved.
    expect(rows.reduce((s, r) => s + r.tdsPaise, 0)).toBe(18_000);
    expect(rows.reduce((s, r) => s + r.taxableNetWinningsPaise, 0)).toBe(60_000);
  });

  it('a success and a failure report racing for one payout: exactly one is applied', async () => {
    const { userId, withdraw } = await setup(50_000);
    const res = await withdraw(200);
    const id = res.json().data.payout.withdrawalId as string;
    const outcomes = await Promise.all([
      applyPayoutUpdate(db(), { withdrawalId: id, payoutRef: 'A', status: 'completed', reason: null }, NOW),
      applyPayoutUpdate(db(), { withdrawalId: id, payoutRef: 'B', status: 'failed', reason: 'x' }, NOW),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winnings = (await getBalances(db(), userId)).winnings;
    expect([30_000, 50_000]).toContain(winnings);
    expect(await sumAllPostings(db())).toBe(0);
    expect(await driftedAccounts(db())).toEqual([]);
  });
});
