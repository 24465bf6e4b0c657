import { isValidPan, KYC_NAME_REGEX } from '../../../core/rules/kyc';
import type { Scheduler } from '../payout/scheduler';
import type { KycResult, KycSubmission, KycVerifier } from './types';

/**
 * Sandbox KYC: answers after `delayMs` through the injected scheduler.
 *   valid PAN + a plausible name → verified
 *   PAN starting "XXX"           → rejected (demo of the rejection path)
 * The demo prefix is "XXX" rather than "XXXXX" because the 4th PAN character must be an entity
 * type (P, C, …) to pass the upload's format check: use e.g. XXXPX1234X. "XXXXX…" is covered
 * too when the adapter is called directly.
 */
export const SANDBOX_KYC_DELAY_MS = 5_000;
export const SANDBOX_KYC_REJECT_PREFIX = 'XXX';

export interface SandboxKycDeps {
  scheduler: Scheduler;
  onResult: (result: KycResult) => void | Promise<void>;
  delayMs?: number;
}

export function sandboxKycVerdict(s: Pick<KycSubmission, 'panNumber' | 'fullName'>): Pick<KycResult, 'status' | 'reason'> {
  const pan = s.panNumber.trim().toUpperCase();
  if (pan.startsWith(SANDBOX_KYC_REJECT_PREFIX)) return { status: 'rejected', reason: 'PAN could not be verified' };
  if (!isValidPan(pan)) return { status: 'rejected', reason: 'PAN format is invalid' };
  if (!KYC_NAME_REGEX.test(s.fullName.trim())) return { status: 'rejected', reason: 'Name does not match PAN records' };
  return { status: 'verified', reason: null };
}

export function createSandboxKycVerifier(deps: SandboxKycDeps): KycVerifier {
  const seen = new Set<string>();
  return {
    name: 'sandbox',
    async submit(s) {
      if (seen.has(s.submissionId)) return { status: 'pending' };
      seen.add(s.submissionId);
      deps.scheduler.schedule(deps.delayMs ?? SANDBOX_KYC_DELAY_MS, async () => {
        await deps.onResult({ submissionId: s.submissionId, userId: s.userId, ...sandboxKycVerdict(s) });
      });
      return { status: 'pending' };
    },
  };
}
