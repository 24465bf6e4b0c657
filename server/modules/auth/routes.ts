import type { FastifyInstance } from 'fastify';
import { authTokenRoute, logoutRoute, phoneLoginRoute, setLanguageRoute } from '../../../core/api/auth';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { createAuthService } from './service';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const auth = createAuthService(deps);

  registerRoute(app, deps, authTokenRoute, ({ db, body }) => auth.guestToken(db, body.gaid));
  registerRoute(app, deps, phoneLoginRoute, ({ db, body, request }) => auth.phoneLogin(db, body.phone, body.password, request.ip));
  registerRoute(app, deps, logoutRoute, (ctx) => auth.logout(ctx.db, requireUser(ctx).sessionId));
  registerRoute(app, deps, setLanguageRoute, (ctx) => auth.setLanguage(ctx.db, requireUser(ctx).id, ctx.body.language));
}
