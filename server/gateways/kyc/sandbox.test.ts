import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timerScheduler } from '../payout/scheduler';
import { createSandboxKycVerifier, SANDBOX_KYC_DELAY_MS, sandboxKycVerdict } from './sandbox';
import type { KycResult } from './types';

describe('sandbox KYC verifier', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('verifies a valid PAN and name in the background', async () => {
    const results: KycResult[] = [];
    const v = createSandboxKycVerifier({ scheduler: timerScheduler, onResult: (r) => void results.push(r) });
    const sub = { submissionId: 'K1', userId: 'u1', panNumber: 'ABCPE1234F', fullName: 'Ravi Kumar', dateOfBirth: '1990-01-01' };
    expect(await v.submit(sub)).toEqual({ status: 'pending' });
    expect(await v.submit(sub)).toEqual({ status: 'pending' });
    await vi.advanceTimersByTimeAsync(SANDBOX_KYC_DELAY_MS - 1);
    expect(results).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(results).toEqual([{ submissionId: 'K1', userId: 'u1', status: 'verified', reason: null }]);
  });

  it('rejects the demo PANs, bad formats and bad names', () => {
    expect(sandboxKycVerdict({ panNumber: 'XXXPX1234X', fullName: 'Ravi Kumar' })).toEqual({ status: 'rejected', reason: 'PAN could not be verified' });
    expect(sandboxKycVerdict({ panNumber: 'XXXXX1234X', fullName: 'Ravi Kumar' }).status).toBe('rejected');
    expect(sandboxKycVerdict({ panNumber: 'ABC', fullName: 'Ravi Kumar' })).toEqual({ status: 'rejected', reason: 'PAN format is invalid' });
    expect(sandboxKycVerdict({ panNumber: 'ABCPE1234F', fullName: '12' })).toEqual({ status: 'rejected', reason: 'Name does not match PAN records' });
  });
});
