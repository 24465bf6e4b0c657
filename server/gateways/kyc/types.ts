/**
 * KYC verification adapter: checks a player's PAN details with a provider (e.g. an NSDL PAN
 * verification API) in the background. The upload route stores the document and the
 * submission as 'pending'; the adapter's verdict arrives later through onResult.
 */
export interface KycSubmission {
  /** our kyc_submissions row id: the idempotency key at the provider */
  submissionId: string;
  userId: string;
  panNumber: string;
  fullName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

export interface KycResult {
  submissionId: string;
  userId: string;
  status: 'verified' | 'rejected';
  /** English reason when rejected */
  reason: string | null;
}

export interface KycVerifier {
  readonly name: string;
  /** idempotent per submissionId */
  submit(s: KycSubmission): Promise<{ status: 'pending' }>;
}
