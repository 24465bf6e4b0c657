import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../server/db/client';
import { getBalances } from '../server/ledger';
import { claimReferralReward, sweepReferralRewards } from '../server/modules/referral/service';
import { createAccount, newPhone, PASSWORD, sentCode, signedUpPlayer, verify } from './accounts-support';
import { createChallenge, createConfig, q } from './contests-support';
import { createRoom, seat } from './results-player-support';
import { bearer, closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';

/** Refer and earn (ADR 016): ₹50 bonus to both once the referred player verifies a phone and joins a first paid contest. */

const SCREEN = '/api/v2/game/getReferralScreen?app_type=web';
const HISTORY = '/api/v2/game/referralTransactions';
const userIdOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
const screen = async (app: FastifyInstance, token: string) => (await app.inject({ method: 'GET', url: SCREEN, headers: bearer(token) })).json().data;

async function paidEntry(db: Database, userId: number, refunded = false) {
  const f = await createChallenge(db.db, new Date(Date.now() + 3_600_000));
  const configId = await createConfig(db.db, { challengeId: f.challengeId, feePaise: 1000 });
  const roomId = await createRoom(db.db, configId);
  await seat(db.db, { roomId, configId, userId, challengeId: f.challengeId, feePaise: 1000, refunded });
}

const referralOps = async (db: Database, refereeId: number) =>
  q<{ n: number }>(db.db, sql`select count(*)::int as n from ledger_operations where kind = 'promo_credit' and ref = ${`referral:${refereeId}`}`);

describe.each(testDrivers())('referrals on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  it("the screen gives the player's code and a link; the code stays the same", async () => {
    const app = await createTestApp(db());
    const token = await guestToken(app);
    const first = await screen(app, token);
    expect(first).toMatchObject({ reward_per_referral: 50, joined_count: 0, rewarded_count: 0, earned: 0 });
    expect(first.referral_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(first.referral_link).toBe(`http://localhost:3000/?ref=${first.referral_code}`);
    expect((await screen(app, token)).referral_code).toBe(first.referral_code);
    expect((await app.inject({ method: 'GET', url: SCREEN })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v2/game/getReferralScreen?app_type=ios', headers: bearer(token) })).statusCode).toBe(400);
  });

  it('both get ₹50 bonus once the referred player has verified a phone AND joined a paid contest; exactly once', async () => {
    const app = await createTestApp(db());
    const referrer = await signedUpPlayer(app);
    const code = (await screen(app, referrer.token)).referral_code as string;
    const referee = await signedUpPlayer(app, { referral_code: code.toLowerCase() });

    // verified, but no paid contest yet: nothing
    expect(await sweepReferralRewards(app.pickxi, app.log)).toBe(0);
    await paidEntry(db(), referee.userId, true); // a refunded entry does not count
    expect(await claimReferralReward(db().db, referee.userId, new Date())).toBe('wait');
    await paidEntry(db(), referee.userId);
    expect(await sweepReferralRewards(app.pickxi, app.log)).toBe(1);
    expect(await sweepReferralRewards(app.pickxi, app.log)).toBe(0);
    expect(await claimReferralReward(db().db, referee.userId, new Date())).toBe('none');

    expect((await getBalances(db().db, referrer.userId)).promo).toBe(5000);
    expect((await getBalances(db().db, referee.userId)).promo).toBe(5000);
    expect((await referralOps(db(), referee.userId))[0]?.n).toBe(1);
    expect(await screen(app, referrer.token)).toMatchObject({ joined_count: 1, rewarded_count: 1, earned: 50 });

    await app.inject({ method: 'POST', url: '/api/v4/utils/updateProfile', headers: { ...bearer(referee.token), 'idempotency-key': crypto.randomUUID() }, payload: { user_nick: `Ref_${referee.userId}` } });
    const history = (await app.inject({ method: 'GET', url: `${HISTORY}?page=1`, headers: bearer(referrer.token) })).json().data;
    expect(history).toMatchObject({ page: 1, has_more: false, referrals: [{ user_nick: `Ref_${referee.userId}`, status: 'rewarded', amount: 50 }] });
    // another player sees only their own referrals
    const stranger = await guestToken(app);
    expect((await app.inject({ method: 'GET', url: HISTORY, headers: bearer(stranger) })).json().data.referrals).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `${HISTORY}?page=0`, headers: bearer(stranger) })).statusCode).toBe(400);
  });

  it('a guest who already joined a paid contest is rewarded as soon as the phone is verified', async () => {
    const app = await createTestApp(db());
    const referrer = await signedUpPlayer(app);
    const code = (await screen(app, referrer.token)).referral_code as string;
    const token = await guestToken(app);
    await paidEntry(db(), userIdOf(token));
    const phone = newPhone();
    await createAccount(app, token, { phone, password: PASSWORD, state: 'KA', referral_code: code });
    await verify(app, token, sentCode(app, phone));
    expect((await getBalances(db().db, userIdOf(token))).promo).toBe(5000);
    expect((await getBalances(db().db, referrer.userId)).promo).toBe(5000);
  });

  it('no self-referral: your own code is refused at createAccount', async () => {
    const app = await createTestApp(db());
    const token = await guestToken(app);
    const code = (await screen(app, token)).referral_code as string;
    const res = await createAccount(app, token, { phone: newPhone(), password: PASSWORD, state: 'KA', referral_code: code });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SELF_REFERRAL', message: 'You cannot use your own referral code.' });
  });

  it('one reward per PAN: a second referred account with an already rewarded PAN is closed unpaid', async () => {
    const app = await createTestApp(db());
    const referrer = await signedUpPlayer(app);
    const code = (await screen(app, referrer.token)).referral_code as string;
    const first = await signedUpPlayer(app, { referral_code: code });
    const pan = `ABCPE${String(first.userId % 10000).padStart(4, '0')}Q`;
    await db().db.execute(sql`insert into kyc_submissions (id, user_id, pan, full_name, date_of_birth, status, submitted_at)
      values (${`KYA${first.userId}`}, ${first.userId}, ${pan}, 'Same Person', '1990-01-01', 'verified', now())`);
    await paidEntry(db(), first.userId);
    expect(await claimReferralReward(db().db, first.userId, new Date())).toBe('rewarded');

    // the same person's KYC moves to a second account (the first verification was withdrawn)
    await db().db.execute(sql`update kyc_submissions set status = 'rejected' where id = ${`KYA${first.userId}`}`);
    const second = await signedUpPlayer(app, { referral_code: code });
    await db().db.execute(sql`insert into kyc_submissions (id, user_id, pan, full_name, date_of_birth, status, submitted_at)
      values (${`KYB${second.userId}`}, ${second.userId}, ${pan}, 'Same Person', '1990-01-01', 'verified', now())`);
    await paidEntry(db(), second.userId);
    expect(await claimReferralReward(db().db, second.userId, new Date())).toBe('void');
    expect((await getBalances(db().db, second.userId)).promo).toBe(0);
    expect((await getBalances(db().db, referrer.userId)).promo).toBe(5000);
    const rows = await q<{ status: string; void_reason: string | null }>(db().db, sql`select status, void_reason from referrals where referee_user_id = ${second.userId}`);
    expect(rows).toEqual([{ status: 'void', void_reason: 'PAN_ALREADY_REWARDED' }]);
  });

  it('the database keeps one rewarded referral per phone and per PAN, and no self-referral', async () => {
    const app = await createTestApp(db());
    const a = await signedUpPlayer(app);
    const b = await signedUpPlayer(app);
    const c = await signedUpPlayer(app);
    await db().db.execute(sql`insert into referrals (referee_user_id, referrer_user_id, created_at, status, referee_phone) values (${b.userId}, ${a.userId}, now(), 'rewarded', '9111111111')`);
    await expect(
      db().db.execute(sql`insert into referrals (referee_user_id, referrer_user_id, created_at, status, referee_phone) values (${c.userId}, ${a.userId}, now(), 'rewarded', '9111111111')`),
    ).rejects.toThrow();
    await expect(db().db.execute(sql`insert into referrals (referee_user_id, referrer_user_id, created_at) values (${a.userId}, ${a.userId}, now())`)).rejects.toThrow();
  });
});

describe.each(testDrivers().filter((d) => d === 'postgres'))('referral reward races on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('20 concurrent claims of one reward credit it once', async () => {
    const app = await createTestApp(db());
    const referrer = await signedUpPlayer(app);
    const code = (await screen(app, referrer.token)).referral_code as string;
    const referee = await signedUpPlayer(app, { referral_code: code });
    await paidEntry(db(), referee.userId);
    const outcomes = await Promise.all([
      ...Array.from({ length: 18 }, () => claimReferralReward(db().db, referee.userId, new Date())),
      sweepReferralRewards(app.pickxi, app.log).then((n) => (n === 1 ? 'rewarded' : 'none')),
      screen(app, referrer.token).then(() => 'screen'),
    ]);
    expect(outcomes.filter((o) => o === 'rewarded').length).toBeLessThanOrEqual(1);
    expect((await referralOps(db(), referee.userId))[0]?.n).toBe(1);
    expect((await getBalances(db().db, referrer.userId)).promo).toBe(5000);
    expect((await getBalances(db().db, referee.userId)).promo).toBe(5000);
    expect(await screen(app, referrer.token)).toMatchObject({ rewarded_count: 1, earned: 50 });
  });
});
