import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { avatarUrl, isAvatarId } from '../../../core/rules/profile';
import type { Db } from '../../db/client';
import { sessions, userPhotos, userProfiles, users } from '../../db/schema';

/** SQL of the profile feature (own profile, nickname, email, password, photo). */

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface ProfileRow {
  id: number;
  nick: string | null;
  phone: string | null;
  mobile_verified: boolean;
  has_password: boolean;
  email: string | null;
  avatar: string | null;
  photo_version: string | null;
  joined: number;
  paid: number;
  won: number;
}

export async function readProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = rows<ProfileRow>(
    await db.execute(sql`
      select u.id::int as id, u.nick, u.phone, u.mobile_verified, (u.password_hash is not null) as has_password,
        p.email, p.avatar, p.photo_version,
        (select count(*) from room_entries e where e.user_id = u.id and not e.refunded)::int as joined,
        (select count(*) from room_entries e where e.user_id = u.id and e.fee_paise > 0 and not e.refunded)::int as paid,
        (select count(*) from room_entries e where e.user_id = u.id and e.prize_paise > 0)::int as won
      from users u left join user_profiles p on p.user_id = u.id
      where u.id = ${userId}`),
  );
  return row;
}

/** Someone other than `userId` has this nickname, whatever the case. */
export async function nickTakenByOther(db: Db, nick: string, userId: number): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.nick}) = lower(${nick})`, ne(users.id, userId)))
    .limit(1);
  return found.length > 0;
}

export async function setNick(db: Db, userId: number, nick: string): Promise<void> {
  await db.update(users).set({ nick }).where(eq(users.id, userId));
}

/** avatar set (photo dropped), or both cleared (null). */
export async function setAvatar(db: Db, userId: number, avatar: string | null, now: Date): Promise<void> {
  await db
    .insert(userProfiles)
    .values({ userId, avatar, photoVersion: null, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { avatar, photoVersion: null, updatedAt: now } });
  await db.delete(userPhotos).where(eq(userPhotos.userId, userId));
}

export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const found = await db
    .select({ id: userProfiles.userId })
    .from(userProfiles)
    .where(and(sql`lower(${userProfiles.email}) = lower(${email})`, ne(userProfiles.userId, userId)))
    .limit(1);
  return found.length > 0;
}

export async function setEmail(db: Db, userId: number, email: string, now: Date): Promise<void> {
  await db
    .insert(userProfiles)
    .values({ userId, email, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { email, updatedAt: now } });
}

export async function passwordOf(
  db: Db,
  userId: number,
): Promise<{ phone: string | null; passwordHash: string | null; language: 'en' | 'hi' } | undefined> {
  const [row] = await db.select({ phone: users.phone, passwordHash: users.passwordHash, language: users.language }).from(users).where(eq(users.id, userId));
  return row;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Revoke every other session of the player (after a password change); returns their ids. */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: string, at: Date): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((r) => r.id);
}

export async function savePhoto(db: Db, userId: number, photo: { version: string; bytes: Uint8Array }, now: Date): Promise<void> {
  await db
    .insert(userPhotos)
    .values({ userId, version: photo.version, contentType: 'image/webp', bytes: photo.bytes, updatedAt: now })
    .onConflictDoUpdate({ target: userPhotos.userId, set: { version: photo.version, contentType: 'image/webp', bytes: photo.bytes, updatedAt: now } });
  await db
    .insert(userProfiles)
    .values({ userId, avatar: null, photoVersion: photo.version, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { avatar: null, photoVersion: photo.version, updatedAt: now } });
}

export async function readPhoto(db: Db, userId: number, version: string): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const [row] = await db
    .select({ contentType: userPhotos.contentType, bytes: userPhotos.bytes })
    .from(userPhotos)
    .where(and(eq(userPhotos.userId, userId), eq(userPhotos.version, version)));
  return row;
}

/** Photo URLs of many players at once (leaderboards, referral lists). */
export async function photoUrls(db: Db, userIds: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (userIds.length === 0) return out;
  const found = await db
    .select({ userId: userProfiles.userId, avatar: userProfiles.avatar, photoVersion: userProfiles.photoVersion })
    .from(userProfiles)
    .where(inArray(userProfiles.userId, userIds));
  for (const r of found) {
    const url = photoUrl(r.userId, r.avatar, r.photoVersion);
    if (url) out.set(r.userId, url);
  }
  return out;
}

/** The picture of a player: the uploaded photo (versioned URL), else the avatar, else none. */
export function photoUrl(userId: number, avatar: string | null, photoVersion: string | null): string | null {
  if (photoVersion) return `${PHOTO_PATH_PREFIX}/${userId}/${photoVersion}`;
  if (avatar && isAvatarId(avatar)) return avatarUrl(avatar);
  return null;
}

export const PHOTO_PATH_PREFIX = '/api/v1/user/photo';
