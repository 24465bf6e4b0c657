import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hostCallbackRoute, hostLaunchersRoute, hostSessionRoute, mplWalletBalanceRoute, platformHelpRoute } from '../../../core/api/host';
import { ROUTES } from '../../../core/api/routes';
import { ApiError } from '../../../core/errors';
import { paiseToRupees } from '../../../core/money';
import { totalBalance } from '../../../core/rules/wallet';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { readBalances } from '../wallet/service';
import { acknowledgeHostCredit } from './credits';
import { hostModeOf, hostPlayerOf } from './mode';
import { startHostSession } from './session';

/**
 * Host mode's routes (core/api/host.ts). The platform joins (joinContest, joinPicksContest) are the
 * contests feature's (its join path knows host players); the store's platformBuyPowerUp calls purchase.ts.
 */

/** PickXI's own wallet operations: a launcher's player adds and withdraws money at the launcher instead. */
const PICKXI_WALLET_ONLY = new Set(
  [ROUTES.addMoney, ROUTES.withdraw, ROUTES.paymentInfo, ROUTES.addBankBeneficiary, ROUTES.kycUpload].map((r) => `${r.method} ${r.path}`),
);

const NO_HOST_MODE = () => new ApiError(403, 'FORBIDDEN', 'PickXI is not set up for any launcher');

export function registerHostRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(
    app,
    deps,
    hostLaunchersRoute,
    () => ({
      launchers: [...(hostModeOf(deps)?.gateways.values() ?? [])].map((g) => ({ id: g.config.id, name: g.config.name, origin: g.config.origin })),
    }),
    { cacheControl: 'public, max-age=300' },
  );

  registerRoute(app, deps, hostSessionRoute, ({ body }) => {
    const mode = hostModeOf(deps);
    if (!mode) throw NO_HOST_MODE();
    return startHostSession(deps, mode, body);
  });

  registerRoute(app, deps, hostCallbackRoute, async ({ body, db }) => {
    const mode = hostModeOf(deps);
    if (!mode) throw NO_HOST_MODE();
    const callback = await mode.gateway(body.host).verifyCallback(body.token, deps.clock());
    if (!callback) throw new ApiError(401, 'UNAUTHORIZED', 'The callback is not signed by this launcher');
    // Only this host's credits: a host cannot acknowledge another's.
    const acknowledged = callback.key.startsWith('pickxi-credit-') && (await acknowledgeHostCreditOf(db, body.host, callback.key, deps.clock()));
    return { acknowledged };
  });

  registerRoute(app, deps, mplWalletBalanceRoute, async (ctx) => {
    const userId = requireUser(ctx).id;
    const player = await hostPlayerOf(deps, ctx.db, userId);
    const b = await readBalances(deps, ctx.db, userId);
    return {
      totalBalance: paiseToRupees(totalBalance(b)),
      bonusBalance: paiseToRupees(b.promo),
      depositBalance: paiseToRupees(b.deposit),
      withdrawableBalance: paiseToRupees(b.winnings),
      source: player ? ('host' as const) : ('pickxi' as const),
    };
  });

  registerRoute(app, deps, platformHelpRoute, async (ctx) => {
    const player = await hostPlayerOf(deps, ctx.db, requireUser(ctx).id);
    return {
      topics: [
        { key: 'howToPlay', target: 'howToPlay' },
        { key: 'contestTypes', target: 'contests' },
        { key: 'wallet', target: player ? 'hostWallet' : 'wallet' },
        { key: 'powerups', target: 'powerUpBank' },
      ],
      contact: player ? { kind: 'host' as const, name: player.gateway.config.name } : { kind: 'pickxi' as const, name: 'PickXI support' },
    };
  });

  // PickXI's add money, withdraw and KYC are not for a launcher's player (their money is at the launcher).
  app.addHook('preHandler', async (request) => {
    if (!request.authUser || !hostModeOf(deps)) return;
    if (!PICKXI_WALLET_ONLY.has(`${request.method} ${request.routeOptions.url}`)) return;
    if (await hostPlayerOf(deps, deps.db, request.authUser.id)) {
      throw new ApiError(403, 'HOST_WALLET_ONLY', 'In the launcher your money is in the launcher wallet. Add or withdraw money there.');
    }
  });
}

async function acknowledgeHostCreditOf(db: AppDeps['db'], hostId: string, key: string, at: Date): Promise<boolean> {
  const [row] = ((await db.execute(sql`select host_id from host_credits where key = ${key}`)) as unknown as { rows: { host_id: string }[] }).rows;
  if (!row || row.host_id !== hostId) return false;
  await acknowledgeHostCredit(db, key, at);
  return true;
}
