import type { FastifyInstance } from 'fastify';
import { userWalletRoute } from '../../../core/api/wallet';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { readUserWallet } from './service';

export function registerWalletRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, userWalletRoute, (ctx) => readUserWallet(ctx.db, requireUser(ctx).id));
}
