import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes, playSettings, referralCodes, referrals, socialIdentities, users, type OtpCodeRow, type UserRow } from '../../db/schema';

/** SQL of account creation, verification and social sign-in. */

export async function findUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findPendingOtp(db: Db, userId: number): Promise<OtpCodeRow | undefined> {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.userId, userId)).limit(1);
  return row;
}

export async function savePendingOtp(db: Db, row: OtpCodeRow): Promise<void> {
  const { userId: _userId, ...rest } = row;
  await db.insert(otpCodes).values(row).onConflictDoUpdate({ target: otpCodes.userId, set: rest });
}

/** createAccount again within the resend delay: keep the code, take the new details. */
export async function updatePendingDetails(
  db: Db,
  userId: number,
  details: Pick<OtpCodeRow, 'passwordHash' | 'state' | 'dateOfBirth' | 'referrerUserId'>,
): Promise<void> {
  await db.update(otpCodes).set(details).where(eq(otpCodes.userId, userId));
}

export async function deletePendingOtp(db: Db, userId: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.userId, userId));
}

export async function referrerByCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, code)).limit(1);
  return row?.userId;
}

/**
 * The verified account, in the caller's transaction: the SAME users row gets the phone and the
 * password (so the wallet, sets, teams and joins stay), the declared state and date of birth go to
 * play_settings (a date of birth once saved is never replaced), and the referral is recorded.
 * Throws the database's unique violation when another account took the phone meanwhile.
 */
export async function completeVerification(
  tx: Db,
  pending: OtpCodeRow,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ phone: pending.phone, passwordHash: pending.passwordHash, mobileVerified: true })
    .where(eq(users.id, pending.userId));
  if (pending.state !== null || pending.dateOfBirth !== null) {
    await tx
      .insert(playSettings)
      .values({ userId: pending.userId, state: pending.state, dateOfBirth: pending.dateOfBirth, updatedAt: now })
      .onConflictDoUpdate({
        target: playSettings.userId,
        set: {
          state: sql`coalesce(excluded.state, ${playSettings.state})`,
          dateOfBirth: sql`coalesce(${playSettings.dateOfBirth}, excluded.date_of_birth)`,
          updatedAt: now,
        },
      });
  }
  if (pending.referrerUserId !== null && pending.referrerUserId !== pending.userId) {
    await tx
      .insert(referrals)
      .values({ refereeUserId: pending.userId, referrerUserId: pending.referrerUserId, createdAt: now })
      .onConflictDoNothing();
  }
  await tx.delete(otpCodes).where(eq(otpCodes.userId, pending.userId));
}

export async function findSocialUser(db: Db, provider: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row?.user;
}

/** This device's guest, if it is still a plain guest (no phone, no social identity): a new social account may take it over. */
export async function plainGuestOfDevice(db: Db, gaid: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .leftJoin(socialIdentities, eq(socialIdentities.userId, users.id))
    .where(and(eq(users.gaid, gaid), isNull(users.phone), isNull(socialIdentities.userId)))
    .limit(1);
  return row?.user;
}

export async function insertSocialUser(db: Db, createdAt: Date): Promise<UserRow> {
  const [row] = await db.insert(users).values({ isNew: true, createdAt }).returning();
  if (!row) throw new Error('insert users returned nothing');
  return row;
}

/** Link the identity to the account; false when someone linked it first (concurrent first sign-ins). */
export async function linkSocialIdentity(
  db: Db,
  row: { provider: string; subject: string; userId: number; email: string | null; createdAt: Date },
): Promise<boolean> {
  const inserted = await db.insert(socialIdentities).values(row).onConflictDoNothing().returning({ userId: socialIdentities.userId });
  return inserted.length > 0;
}

/** The social account's email becomes the profile email unless the player has one or someone else uses it. */
export async function adoptEmailIfFree(db: Db, userId: number, email: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into user_profiles (user_id, email, updated_at)
    select ${userId}, ${email}, ${now.toISOString()}::timestamptz
    where not exists (select 1 from user_profiles where lower(email) = lower(${email}))
    on conflict (user_id) do update set email = excluded.email, updated_at = excluded.updated_at
      where user_profiles.email is null`);
}
