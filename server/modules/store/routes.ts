import type { FastifyInstance } from 'fastify';
import { buyPowerUpRoute, powerupsV2Route, powerupTransactionsRoute, productsByCategoryRoute } from '../../../core/api/store';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { createStoreService, type StoreService } from './service';

/** The store's routes (core/api/store.ts); the purchase runs in its Idempotency-Key's transaction. */
export function registerStoreRoutes(app: FastifyInstance, deps: AppDeps): StoreService {
  const service = createStoreService(deps);
  registerRoute(app, deps, productsByCategoryRoute, (ctx) => service.products(ctx.db, ctx.query.category));
  registerRoute(app, deps, buyPowerUpRoute, (ctx) =>
    // a launcher's hold is captured once the reply (after the commit) has gone out
    service.buy(ctx.db, requireUser(ctx).id, ctx.idempotencyKey as string, ctx.body, (confirm) =>
      ctx.reply.raw.once('finish', () => void confirm().catch((err: unknown) => app.log.warn({ err }, 'launcher hold not captured yet (the host job retries)'))),),
  );
  registerRoute(app, deps, powerupTransactionsRoute, (ctx) => service.history(ctx.db, requireUser(ctx).id, ctx.query.page));
  registerRoute(app, deps, powerupsV2Route, (ctx) => service.powerups(ctx.db, requireUser(ctx).id));
  return service;
}
