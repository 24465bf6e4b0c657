import type { FastifyInstance } from 'fastify';
import { healthRoute, serverTimeRoute } from '../../../core/api/ops';
import type { AppDeps } from '../../http/deps';
import { registerRoute } from '../../http/route';

export function registerOpsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, serverTimeRoute, () => ({ serverTime: deps.clock().getTime() }));
  registerRoute(app, deps, healthRoute, () => ({
    ok: true as const,
    db: deps.database.driver,
    moneyMode: deps.config.moneyMode,
  }));
}
