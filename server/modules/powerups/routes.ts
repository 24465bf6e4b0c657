import type { FastifyInstance } from 'fastify';
import { powerupTransferStatsRoute, transferFromBankRoute } from '../../../core/api/powerups';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { createPowerupsService, type PowerupsService } from './service';

/** POST powerupTransferStats (read-only, not keyed) and POST transferFromBank (idempotent). */
export function registerPowerupRoutes(app: FastifyInstance, deps: AppDeps): PowerupsService {
  const service = createPowerupsService({ clock: deps.clock });
  registerRoute(app, deps, powerupTransferStatsRoute, (ctx) => service.stats(ctx.db, requireUser(ctx).id, ctx.body));
  registerRoute(app, deps, transferFromBankRoute, (ctx) => service.transfer(ctx.db, requireUser(ctx).id, ctx.body));
  return service;
}
