import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema';

/** All SQL of the auth feature. */

export interface ActiveSessionRow {
  userId: number;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** The hot path of every authenticated request: one primary-key lookup. */
export async function findSession(db: Db, sessionId: string): Promise<ActiveSessionRow | undefined> {
  const rows = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return rows[0];
}

export async function insertSession(
  db: Db,
  row: { id: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function revokeSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Insert a guest for this device id unless one exists; returns the row only when created. */
export async function insertGuestIfAbsent(db: Db, gaid: string, createdAt: Date): Promise<UserRow | undefined> {
  const rows = await db
    .insert(users)
    .values({ gaid, isNew: true, createdAt })
    .onConflictDoNothing({ target: users.gaid })
    .returning();
  return rows[0];
}

/** A returning guest: no longer new from now on. */
export async function markGuestReturning(db: Db, gaid: string): Promise<UserRow | undefined> {
  const rows = await db.update(users).set({ isNew: false }).where(eq(users.gaid, gaid)).returning();
  return rows[0];
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return rows[0];
}

export async function markUserNotNew(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ isNew: false }).where(and(eq(users.id, userId), eq(users.isNew, true)));
}

/** Which of these nicks (lower-cased) belong to someone other than `exceptUserId`, whatever the case. */
export async function takenNicks(db: Db, nicks: string[], exceptUserId: number): Promise<Set<string>> {
  if (nicks.length === 0) return new Set();
  const lowered = nicks.map((n) => n.toLowerCase());
  const rows = await db
    .select({ nick: sql<string>`lower(${users.nick})` })
    .from(users)
    .where(and(inArray(sql`lower(${users.nick})`, lowered), sql`${users.id} <> ${exceptUserId}`));
  return new Set(rows.map((r) => r.nick));
}

export async function updateLanguage(db: Db, userId: number, language: 'en' | 'hi'): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** Create the phone user if the phone is free; idempotent. */
export async function insertPhoneUserIfAbsent(
  db: Db,
  row: { phone: string; passwordHash: string; nick: string; mobileVerified: boolean; isNew: boolean },
): Promise<void> {
  await db.insert(users).values(row).onConflictDoNothing();
}
