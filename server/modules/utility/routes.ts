import type { FastifyInstance } from 'fastify';
import { healthRoute, serverTimeRoute } from '../../../core/api/utility';
import type { AppDeps } from '../../http/deps';
import { registerRoute } from '../../http/route';

export function registerUtilityRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, serverTimeRoute, () => ({ serverTime: deps.clock().getTime() }));
  registerRoute(app, deps, healthRoute, () => ({
    ok: true as const,
    db: deps.database.driver,
    moneyMode: deps.config.moneyMode,
  }));
}
