import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addBankBeneficiaryRoute,
  dynamicWithdrawalRoute,
  paymentInfoRoute,
  withdrawRoute,
} from '../../../../core/api/wallet-ops';
import { paiseToRupees } from '../../../../core/money';
import { WITHDRAW_MAX_RUPEES, WITHDRAW_MIN_RUPEES } from '../../../../core/rules/wallet';
import type { AppDeps } from '../../../http/deps';
import { registerRoute, requireUser } from '../../../http/route';
import { getBalances } from '../../../ledger';
import { readKycStatus } from '../kyc/service';
import { findPayoutDetails } from './details-repository';
import { addBankBeneficiary, destinationFor, maskDestination, savePaymentInfo } from './details-service';
import { requireRealMoney } from '../money-mode';
import type { WalletPayoutRuntime } from './runtime';
import { approveAndSend, requestWithdrawalFlow, tdsTotals } from './withdrawal-service';

/** Work to run once the request's transaction has committed (before the reply is sent). */
const afterCommit = new WeakMap<FastifyRequest, () => Promise<void>>();

/** Withdrawals and payout details; the payout adapter and TDS rate come from server/wiring.ts. */
export function registerWalletPayoutRoutes(app: FastifyInstance, deps: AppDeps, runtime: WalletPayoutRuntime): void {
  const { gateway, onUpdate } = runtime;

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
