import { createSandboxKycVerifier } from '../../../gateways/kyc/sandbox';
import type { KycVerifier } from '../../../gateways/kyc/types';
import type { AppDeps } from '../../../http/deps';
import { SwitchableScheduler } from '../payout/scheduling';
import { applyKycResult, resubmitPendingKyc } from './service';

/** The KYC adapter and its scheduler; tests swap the scheduler (app.walletKyc.scheduler.use(manual)). */
export interface WalletKycRuntime {
  scheduler: SwitchableScheduler;
  verifier: KycVerifier;
  /** send still-pending submissions to the verifier again (server/wiring.ts runs it on listen; tests may call it) */
  resubmitPending(): Promise<number>;
  /** the resubmission started when the server began listening (fastify does not await onListen hooks) */
  resubmitting: Promise<number> | null;
}

/** Built once per app by server/wiring.ts. */
export function createWalletKycRuntime(deps: AppDeps): WalletKycRuntime {
  const scheduler = new SwitchableScheduler();
  const verifier = createSandboxKycVerifier({
    scheduler,
    onResult: (result) => applyKycResult(deps.db, verifier.name, result, deps.clock()),
  });
  return {
    scheduler,
    verifier,
    resubmitPending: () => resubmitPendingKyc(deps.db, verifier),
    resubmitting: null,
  };
}
