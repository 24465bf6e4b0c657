import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { kycDocuments, kycSubmissions, type KycSubmissionRow } from '../../../db/schema';

/** SQL for kyc_submissions and kyc_documents only. Never log rows of kyc_documents. */

/**
 * Newest first: the open (pending/verified) submission, of which there is at most one, then the
 * rejected ones by time. Status first so two submissions in the same millisecond cannot swap.
 */
const newestFirst = [
  sql`(${kycSubmissions.status} in ('pending', 'verified')) desc`,
  desc(kycSubmissions.submittedAt),
  sql`${kycSubmissions.decidedAt} desc nulls first`,
  desc(kycSubmissions.id),
];

/** The player's KYC state is their latest submission. */
export async function latestSubmission(db: Db, userId: number): Promise<KycSubmissionRow | null> {
  const rows = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(...newestFirst)
    .limit(1);
  return rows[0] ?? null;
}

/** A pending or verified submission (at most one, by a partial unique index). */
export async function openSubmission(db: Db, userId: number): Promise<KycSubmissionRow | null> {
  const rows = await db
    .select()
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), inArray(kycSubmissions.status, ['pending', 'verified'])))
    .limit(1);
  return rows[0] ?? null;
}

export async function panVerifiedByAnotherUser(db: Db, pan: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.pan, pan), eq(kycSubmissions.status, 'verified'), ne(kycSubmissions.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertSubmission(
  db: Db,
  row: { id: string; userId: number; pan: string; fullName: string; dateOfBirth: string; submittedAt: Date },
  document: { contentType: 'image/jpeg' | 'image/png' | 'application/pdf'; bytes: Uint8Array },
): Promise<void> {
  await db.insert(kycSubmissions).values({ ...row, status: 'pending' });
  await db.insert(kycDocuments).values({ submissionId: row.id, ...document });
}

/** Guarded: only a pending submission takes a verdict, so a repeated verdict changes nothing. */
export async function decideSubmission(
  db: Db,
  id: string,
  verdict: { status: 'verified' | 'rejected'; reason: string | null; verifier: string; decidedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(kycSubmissions)
    .set(verdict)
    .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
    .returning({ id: kycSubmissions.id });
  return rows.length > 0;
}

export async function pendingSubmissions(db: Db): Promise<KycSubmissionRow[]> {
  return db.select().from(kycSubmissions).where(eq(kycSubmissions.status, 'pending'));
}

/** The document of the player's latest submission. Scoped by user id: no way to read another's. */
export async function latestDocument(
  db: Db,
  userId: number,
): Promise<{ contentType: 'image/jpeg' | 'image/png' | 'application/pdf'; bytes: Uint8Array } | null> {
  const rows = await db
    .select({ contentType: kycDocuments.contentType, bytes: kycDocuments.bytes })
    .from(kycDocuments)
    .innerJoin(kycSubmissions, eq(kycSubmissions.id, kycDocuments.submissionId))
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(...newestFirst)
    .limit(1);
  return rows[0] ?? null;
}
