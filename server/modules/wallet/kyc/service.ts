import { ApiError } from '../../../../core/errors';
import type { Db } from '../../../db/client';
import type { KycResult, KycVerifier } from '../../../gateways/kyc/types';
import { newProviderId } from '../../../ids';
import { isUniqueViolation } from '../../../db/errors';
import {
  decideSubmission,
  insertSubmission,
  latestDocument,
  latestSubmission,
  openSubmission,
  panVerifiedByAnotherUser,
  pendingSubmissions,
} from './repository';
import type { KycUploadInput } from './upload-input';

export type KycStatus = 'not_submitted' | 'pending' | 'verified' | 'rejected';

export const PAN_TAKEN_MESSAGE = 'This PAN is already verified on another account';

export interface KycStatusData {
  status: KycStatus;
  panLast4: string | null;
  fullName: string | null;
  reason: string | null;
  submittedAt: number | null;
}

export async function readKycStatus(db: Db, userId: number): Promise<KycStatusData> {
  const row = await latestSubmission(db, userId);
  if (!row) return { status: 'not_submitted', panLast4: null, fullName: null, reason: null, submittedAt: null };
  return {
    status: row.status,
    panLast4: row.pan.slice(-4),
    fullName: row.fullName,
    reason: row.reason,
    submittedAt: row.submittedAt.getTime(),
  };
}

/** True when the player may withdraw (their latest submission is verified). */
export async function isKycVerified(db: Db, userId: number): Promise<boolean> {
  return (await latestSubmission(db, userId))?.status === 'verified';
}

/**
 * Store a new submission as pending with its document. Refused when the player already has a
 * pending or verified one, or when another account has verified this PAN (one account per PAN).
 * Returns the submission for the verifier, to be sent after the transaction commits.
 */
export async function submitKyc(
  db: Db,
  userId: number,
  input: KycUploadInput,
  now: Date,
): Promise<{ submissionId: string; userId: string; panNumber: string; fullName: string; dateOfBirth: string }> {
  const open = await openSubmission(db, userId);
  if (open) {
    throw new ApiError(
      409,
      'KYC_ALREADY_SUBMITTED',
      open.status === 'verified' ? 'Your KYC is already verified' : 'Your KYC is being verified',
    );
  }
  if (await panVerifiedByAnotherUser(db, input.panNumber, userId)) {
    throw new ApiError(409, 'PAN_ALREADY_VERIFIED', PAN_TAKEN_MESSAGE);
  }
  const id = newProviderId('KY');
  try {
    await insertSubmission(
      db,
      { id, userId, pan: input.panNumber, fullName: input.fullName, dateOfBirth: input.dateOfBirth, submittedAt: now },
      { contentType: input.file.type, bytes: input.file.bytes },
    );
  } catch (err) {
    // Two uploads racing (different Idempotency-Keys): the partial unique index lets one through.
    if (isUniqueViolation(err)) throw new ApiError(409, 'KYC_ALREADY_SUBMITTED', 'Your KYC is being verified');
    throw err;
  }
  return { submissionId: id, userId: String(userId), panNumber: input.panNumber, fullName: input.fullName, dateOfBirth: input.dateOfBirth };
}

/**
 * The verifier's answer. Exactly once per submission (guarded on status = 'pending'). A
 * "verified" that collides with another account's verified PAN (they raced) becomes a rejection:
 * the partial unique index decides, not timing.
 */
export async function applyKycResult(db: Db, verifierName: string, result: KycResult, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (result.status === 'verified') {
      try {
        await tx.transaction((sp) =>
          decideSubmission(sp, result.submissionId, { status: 'verified', reason: null, verifier: verifierName, decidedAt: now }),
        );
        return;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        await decideSubmission(tx, result.submissionId, {
          status: 'rejected',
          reason: PAN_TAKEN_MESSAGE,
          verifier: verifierName,
          decidedAt: now,
        });
        return;
      }
    }
    await decideSubmission(tx, result.submissionId, {
      status: 'rejected',
      reason: result.reason ?? 'PAN could not be verified',
      verifier: verifierName,
      decidedAt: now,
    });
  });
}

export async function readKycDocument(db: Db, userId: number) {
  const doc = await latestDocument(db, userId);
  if (!doc) throw new ApiError(404, 'NOT_FOUND', 'No KYC document uploaded');
  return { contentType: doc.contentType, data: Buffer.from(doc.bytes).toString('base64') };
}

/** After a restart: send every still-pending submission to the verifier again (it is idempotent per id). */
export async function resubmitPendingKyc(db: Db, verifier: KycVerifier): Promise<number> {
  const rows = await pendingSubmissions(db);
  for (const r of rows) {
    await verifier.submit({
      submissionId: r.id,
      userId: String(r.userId),
      panNumber: r.pan,
      fullName: r.fullName,
      dateOfBirth: r.dateOfBirth,
    });
  }
  return rows.length;
}
