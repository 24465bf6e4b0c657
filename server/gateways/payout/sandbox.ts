import { randomBytes } from 'node:crypto';
import type { Scheduler } from './scheduler';
import type { PayoutGateway, PayoutRequest, PayoutStatus, PayoutUpdate } from './types';

/**
 * Sandbox payouts: accepted at once as 'processing', completed after `delayMs` through the
 * injected scheduler, reported through onUpdate (the server's handler posts the ledger entries).
 * Demo rule so the failure path can be tried: a bank account or Paytm number ending in "0000"
 * fails with "Beneficiary account is invalid".
 */
export const SANDBOX_PAYOUT_DELAY_MS = 10_000;
export const SANDBOX_PAYOUT_FAILURE_SUFFIX = '0000';

export interface SandboxPayoutDeps {
  scheduler: Scheduler;
  onUpdate: (update: PayoutUpdate) => void | Promise<void>;
  delayMs?: number;
}

export function createSandboxPayoutGateway(deps: SandboxPayoutDeps): PayoutGateway {
  const payouts = new Map<string, { payoutRef: string; status: PayoutStatus; reason: string | null }>();
  const delay = deps.delayMs ?? SANDBOX_PAYOUT_DELAY_MS;

  return {
    name: 'sandbox',
    async requestPayout(req: PayoutRequest) {
      if (!Number.isSafeInteger(req.amountPaise) || req.amountPaise <= 0) {
        throw new RangeError(`payout amount must be positive paise, got ${req.amountPaise}`);
      }
      const existing = payouts.get(req.withdrawalId);
      if (existing) return { payoutRef: existing.payoutRef, status: existing.status };
      const payoutRef = `SBXPO${randomBytes(6).toString('hex').toUpperCase()}`;
      payouts.set(req.withdrawalId, { payoutRef, status: 'processing', reason: null });
      const target = req.destination.mode === 'paytm' ? req.destination.mobile : req.destination.bankAccount;
      const fails = target.endsWith(SANDBOX_PAYOUT_FAILURE_SUFFIX);
      deps.scheduler.schedule(delay, async () => {
        const update: PayoutUpdate = fails
          ? { withdrawalId: req.withdrawalId, payoutRef, status: 'failed', reason: 'Beneficiary account is invalid' }
          : { withdrawalId: req.withdrawalId, payoutRef, status: 'completed', reason: null };
        payouts.set(req.withdrawalId, { payoutRef, status: update.status, reason: update.reason });
        await deps.onUpdate(update);
      });
      return { payoutRef, status: 'processing' };
    },
    async getStatus(withdrawalId) {
      return payouts.get(withdrawalId) ?? null;
    },
  };
}
