import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '../../../core/rules/referral';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { referralCodes, referrals, users } from '../../db/schema';

/** SQL of the referral feature. */

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function randomCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** The player's code, made on first use (31^8 codes: a clash is retried). */
export async function ensureCode(db: Db, userId: number, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    try {
      await db.transaction((tx) => tx.insert(referralCodes).values({ userId, code: randomCode(), createdAt: now }).onConflictDoNothing({ target: referralCodes.userId }));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error(`could not make a referral code for ${userId}`);
}

export async function referralCounts(db: Db, referrerUserId: number): Promise<{ joined: number; rewarded: number; earnedPaise: number }> {
  const [row] = rows<{ joined: number; rewarded: number; earned: string | number }>(
    await db.execute(sql`
      select count(*)::int as joined,
             (count(*) filter (where status = 'rewarded'))::int as rewarded,
             coalesce(sum(reward_paise) filter (where status = 'rewarded'), 0) as earned
      from referrals where referrer_user_id = ${referrerUserId}`),
  );
  return { joined: row?.joined ?? 0, rewarded: row?.rewarded ?? 0, earnedPaise: Number(row?.earned ?? 0) };
}

export async function referralPage(db: Db, referrerUserId: number, offset: number, limit: number) {
  return db
    .select({
      nick: users.nick,
      createdAt: referrals.createdAt,
      status: referrals.status,
      rewardPaise: referrals.rewardPaise,
      rewardedAt: referrals.rewardedAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.refereeUserId))
    .where(eq(referrals.referrerUserId, referrerUserId))
    .orderBy(desc(referrals.createdAt), desc(referrals.refereeUserId))
    .offset(offset)
    .limit(limit);
}

/** Referred players of this referrer whose reward may have become due. */
export async function pendingOfReferrer(db: Db, referrerUserId: number, limit: number): Promise<number[]> {
  const found = await db
    .select({ id: referrals.refereeUserId })
    .from(referrals)
    .where(and(eq(referrals.referrerUserId, referrerUserId), eq(referrals.status, 'pending')))
    .limit(limit);
  return found.map((r) => r.id);
}

/** Pending referrals whose referred player is verified and has a paid entry: the sweep's work. */
export async function dueReferrals(db: Db, limit: number): Promise<number[]> {
  return rows<{ id: number }>(
    await db.execute(sql`
      select r.referee_user_id::int as id from referrals r join users u on u.id = r.referee_user_id
      where r.status = 'pending' and u.mobile_verified and u.phone is not null
        and exists (select 1 from room_entries e where e.user_id = r.referee_user_id and e.fee_paise > 0 and not e.refunded)
      order by r.created_at limit ${limit}`),
  ).map((r) => Number(r.id));
}

export interface ClaimFacts {
  referrerUserId: number;
  refereePhone: string | null;
  refereePaidEntries: number;
  refereePan: string | null;
  referrerPan: string | null;
  phoneAlreadyRewarded: boolean;
  panAlreadyRewarded: boolean;
}

/**
 * The pending referral of this referred player, LOCKED (FOR UPDATE) in the caller's transaction,
 * with every fact the rule needs; undefined when there is none or it is no longer pending (a
 * concurrent claim got there first: PostgreSQL re-checks `status = 'pending'` after the wait).
 */
export async function lockPendingReferral(tx: Db, refereeUserId: number): Promise<ClaimFacts | undefined> {
  const [locked] = rows<{ referrer_user_id: number }>(
    await tx.execute(sql`select referrer_user_id::int as referrer_user_id from referrals where referee_user_id = ${refereeUserId} and status = 'pending' for update`),
  );
  if (!locked) return undefined;
  const referrer = Number(locked.referrer_user_id);
  const [f] = rows<{ phone: string | null; paid: number; referee_pan: string | null; referrer_pan: string | null }>(
    await tx.execute(sql`
      select case when u.mobile_verified then u.phone end as phone,
        (select count(*) from room_entries e where e.user_id = u.id and e.fee_paise > 0 and not e.refunded)::int as paid,
        (select k.pan from kyc_submissions k where k.user_id = u.id and k.status = 'verified' limit 1) as referee_pan,
        (select k.pan from kyc_submissions k where k.user_id = ${referrer} and k.status = 'verified' limit 1) as referrer_pan
      from users u where u.id = ${refereeUserId}`),
  );
  const phone = f?.phone ?? null;
  const pan = f?.referee_pan ?? null;
  const [dups] = rows<{ phone_used: boolean; pan_used: boolean }>(
    await tx.execute(sql`
      select exists (select 1 from referrals where status = 'rewarded' and referee_phone = ${phone}) as phone_used,
             exists (select 1 from referrals where status = 'rewarded' and referee_pan = ${pan}) as pan_used`),
  );
  return {
    referrerUserId: referrer,
    refereePhone: phone,
    refereePaidEntries: Number(f?.paid ?? 0),
    refereePan: pan,
    referrerPan: f?.referrer_pan ?? null,
    phoneAlreadyRewarded: Boolean(dups?.phone_used),
    panAlreadyRewarded: Boolean(dups?.pan_used),
  };
}

export async function markRewarded(tx: Db, refereeUserId: number, row: { at: Date; rewardPaise: number; phone: string; pan: string | null }): Promise<void> {
  await tx
    .update(referrals)
    .set({ status: 'rewarded', rewardedAt: row.at, rewardPaise: row.rewardPaise, refereePhone: row.phone, refereePan: row.pan })
    .where(and(eq(referrals.refereeUserId, refereeUserId), eq(referrals.status, 'pending')));
}

export async function markVoid(tx: Db, refereeUserId: number, reason: string): Promise<void> {
  await tx
    .update(referrals)
    .set({ status: 'void', voidReason: reason })
    .where(and(eq(referrals.refereeUserId, refereeUserId), eq(referrals.status, 'pending')));
}
