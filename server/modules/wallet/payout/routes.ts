import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addBankBeneficiaryRoute,
  dynamicWithdrawalRoute,
  paymentInfoRoute,
  withdrawRoute,
} from '../../../../core/api/wallet-ops';
import { paiseToRupees } from '../../../../core/money';
import { WITHDRAW_MAX_RUPEES, WITHDRAW_MIN_RUPEES } from '../../../../core/rules/wallet';
import { createSandboxPayoutGateway } from '../../../gateways/payout/sandbox';
import type { PayoutGateway, PayoutUpdate } from '../../../gateways/payout/types';
import type { AppDeps } from '../../../http/deps';
import { registerRoute, requireUser } from '../../../http/route';
import { getBalances } from '../../../ledger';
import { readKycStatus } from '../kyc/service';
import { findPayoutDetails } from './details-repository';
import { addBankBeneficiary, destinationFor, maskDestination, savePaymentInfo } from './details-service';
import { requireRealMoney } from '../money-mode';
import { SwitchableScheduler } from './scheduling';
import { tdsRateFromEnv } from './settings';
import { applyPayoutUpdate, approveAndSend, requestWithdrawalFlow, resumeWithdrawals, tdsTotals } from './withdrawal-service';

/** The payout adapter, its scheduler and the TDS rate; tests swap the scheduler and may set the rate. */
export interface WalletPayoutRuntime {
  scheduler: SwitchableScheduler;
  gateway: PayoutGateway;
  /** basis points; 0 outside real-money mode */
  tdsRateBp: number;
  /** approve pending and re-send processing withdrawals (run on listen; tests may call it) */
  resume(): Promise<number>;
  /** the resume started when the server began listening (fastify does not await onListen hooks) */
  resuming: Promise<number> | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    walletPayout: WalletPayoutRuntime;
  }
}

/** Work to run once the request's transaction has committed (before the reply is sent). */
const afterCommit = new WeakMap<FastifyRequest, () => Promise<void>>();

export function registerWalletPayoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  const scheduler = new SwitchableScheduler();
  const onUpdate = async (u: PayoutUpdate) => {
    await applyPayoutUpdate(deps.db, u, deps.clock());
  };
  const gateway = createSandboxPayoutGateway({ scheduler, onUpdate });
  const runtime: WalletPayoutRuntime = {
    scheduler,
    gateway,
    // TDS applies in real-money mode only.
    tdsRateBp: deps.config.moneyMode === 'real' ? tdsRateFromEnv(process.env) : 0,
    resume: () => resumeWithdrawals(deps.db, gateway, deps.clock, runtime.tdsRateBp, onUpdate),
    resuming: null,
  };
  app.decorate('walletPayout', runtime);
  if (deps.config.moneyMode === 'real' && deps.config.nodeEnv === 'production') {
    app.log.warn('payouts use the sandbox adapter: no real money is sent (a Cashfree Payouts / Paytm adapter is not built yet)');
  }
  // After a restart: approve withdrawals left pending and re-send processing ones (the sandbox's
  // timers died with the old process). Not run under inject(), so tests control it themselves.
  // Started, not awaited: onListen hooks run one after another and this may take a while.
  app.addHook('onListen', async () => {
    if (deps.config.moneyMode !== 'real') return;
    runtime.resuming = runtime.resume().catch((err: unknown) => {
      app.log.error({ err }, 'resuming withdrawals failed');
      return 0;
    });
  });

  registerRoute(app, deps, paymentInfoRoute, (ctx) => {
    requireRealMoney(deps.config);
    return savePaymentInfo(ctx.db, requireUser(ctx).id, ctx.body, deps.clock());
  });

  registerRoute(app, deps, addBankBeneficiaryRoute, (ctx) => {
    requireRealMoney(deps.config);
    return addBankBeneficiary(ctx.db, requireUser(ctx).id, ctx.body, deps.clock());
  });

  // Its own plugin scope, so the after-commit hook runs for this route only.
  void app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply, payload) => {
      // onSend runs after the handler's transaction has committed and before the reply leaves,
      // so the work sees the committed rows and a test's inject() returns after it.
      const work = afterCommit.get(request);
      if (work && reply.statusCode === 200) {
        afterCommit.delete(request);
        await work().catch((err: unknown) => request.log.error({ err }, 'withdrawal approval failed; resume() retries it'));
      }
      return payload;
    });

    registerRoute(scope, deps, withdrawRoute, async (ctx) => {
      requireRealMoney(deps.config);
      const reply = await requestWithdrawalFlow(ctx.db, requireUser(ctx).id, ctx.body, deps.clock(), runtime.tdsRateBp);
      const id = reply.payout?.withdrawalId;
      if (id) {
        // Approval is automatic (the spec has no staff role) and happens after the request commits.
        afterCommit.set(ctx.request, () => approveAndSend(deps.db, gateway, id, deps.clock(), runtime.tdsRateBp, onUpdate));
      }
      return reply;
    });
  });

  registerRoute(app, deps, dynamicWithdrawalRoute, async (ctx) => {
    requireRealMoney(deps.config);
    const userId = requireUser(ctx).id;
    const now = deps.clock();
    const [balances, kyc, details, fy] = [
      await getBalances(ctx.db, userId),
      await readKycStatus(ctx.db, userId),
      await findPayoutDetails(ctx.db, userId),
      await tdsTotals(ctx.db, userId, now, ['pending', 'processing'], null),
    ];
    return {
      withdrawableBalance: paiseToRupees(balances.winnings),
      minAmount: WITHDRAW_MIN_RUPEES,
      maxAmount: WITHDRAW_MAX_RUPEES,
      kycStatus: kyc.status,
      tdsRateBp: runtime.tdsRateBp,
      financialYear: {
        label: fy.label,
        deposited: paiseToRupees(fy.deposited),
        withdrawn: paiseToRupees(fy.withdrawn),
        openingBalance: paiseToRupees(fy.openingBalance),
        taxedNetWinnings: paiseToRupees(fy.taxedNetWinnings),
      },
      payoutModes: (['cashfree', 'paytm'] as const).map((payout) => {
        const d = destinationFor(details, payout);
        return { payout, configured: d !== null, destination: d ? maskDestination(d) : null };
      }),
    };
  });
}
