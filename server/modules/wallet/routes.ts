import type { FastifyInstance } from 'fastify';
import { userWalletRoute } from '../../../core/api/wallet';
import {
  addMoneyRoute,
  getOrderStatusRoute,
  getUserTransactionsRoute,
  getUserWalletRoute,
  platformWalletRoute,
} from '../../../core/api/wallet-ops';
import type { PaymentGateways } from '../../gateways/payment';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { registerPaymentProviderRoutes } from './payment-routes';
import { createAddMoneyOrder, orderStatus } from './payments';
import { readBalances, readPlatformWallet, readTransactions, readUserWallet, toUserWallet } from './service';
import { readPaymentInfo } from './payout/details-service';

/** Balances, history, add money (player routes) and the payment providers' routes; the gateways come from server/wiring.ts. */
export function registerWalletRoutes(app: FastifyInstance, deps: AppDeps, gateways: PaymentGateways | null): void {

  registerRoute(app, deps, userWalletRoute, (ctx) => readUserWallet(deps, ctx.db, requireUser(ctx).id));
  registerRoute(app, deps, getUserWalletRoute, async (ctx) => {
    const userId = requireUser(ctx).id;
    const balances = await readBalances(deps, ctx.db, userId);
    return { ...toUserWallet(balances), payment_info: await readPaymentInfo(ctx.db, userId) };
  });
  registerRoute(app, deps, platformWalletRoute, (ctx) => readPlatformWallet(deps, ctx.db, requireUser(ctx).id));
  registerRoute(app, deps, getUserTransactionsRoute, (ctx) =>
    readTransactions(deps, ctx.db, requireUser(ctx).id, ctx.query.page),
  );
  registerRoute(app, deps, addMoneyRoute, (ctx) =>
    createAddMoneyOrder(
      ctx.db,
      deps,
      gateways,
      { userId: requireUser(ctx).id, idempotencyKey: ctx.idempotencyKey ?? '', body: ctx.body },
      ctx.request.log,
    ),
  );
  registerRoute(app, deps, getOrderStatusRoute, (ctx) =>
    orderStatus(deps, gateways, requireUser(ctx).id, ctx.query.order_id, ctx.request.log),
  );

  registerPaymentProviderRoutes(app, deps, gateways);
}
