import type { AppDeps } from '../../../http/deps';
import { createSandboxPayoutGateway } from '../../../gateways/payout/sandbox';
import type { PayoutGateway, PayoutUpdate } from '../../../gateways/payout/types';
import { SwitchableScheduler } from './scheduling';
import { applyPayoutUpdate, resumeWithdrawals } from './withdrawal-service';

/** The payout adapter, its scheduler and the TDS rate; tests swap the scheduler and may set the rate. */
export interface WalletPayoutRuntime {
  scheduler: SwitchableScheduler;
  gateway: PayoutGateway;
  /** basis points (config.tdsRateBp: TDS_RATE_BP, 0 in social mode) */
  tdsRateBp: number;
  onUpdate(update: PayoutUpdate): Promise<void>;
  /** approve pending and re-send processing withdrawals (server/wiring.ts runs it on listen; tests may call it) */
  resume(): Promise<number>;
  /** the resume started when the server began listening (fastify does not await onListen hooks) */
  resuming: Promise<number> | null;
}

/** Built once per app by server/wiring.ts. */
export function createWalletPayoutRuntime(deps: AppDeps): WalletPayoutRuntime {
  const scheduler = new SwitchableScheduler();
  const onUpdate = async (u: PayoutUpdate) => {
    await applyPayoutUpdate(deps.db, u, deps.clock());
  };
  const gateway = createSandboxPayoutGateway({ scheduler, onUpdate });
  const runtime: WalletPayoutRuntime = {
    scheduler,
    gateway,
    // TDS applies in real-money mode only.
    tdsRateBp: deps.config.moneyMode === 'real' ? deps.config.tdsRateBp : 0,
    onUpdate,
    resume: () => resumeWithdrawals(deps.db, gateway, deps.clock, runtime.tdsRateBp, onUpdate),
    resuming: null,
  };
  return runtime;
}
