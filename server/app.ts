import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ApiError } from '../core/errors';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './http/deps';
import { installErrorHandler } from './http/errors';
import { registerAssetLinks } from './http/assetLinks';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { registerStatic, sendSpaShell, wantsSpaShell } from './http/static';
import { registerAuthRoutes } from './modules/auth/routes';
import { SessionCache } from './modules/auth/session-cache';
import { registerLiveRoutes } from './modules/live';
import { registerMatchRoutes } from './modules/matches/routes';
import { listenForSessionRevocations, type RevocationListenerOptions } from './modules/auth/session-revocations';
import { registerChallengeRoutes } from './modules/challenges/routes';
import { createChallengesService } from './modules/challenges/service';
import { createPlayerResultsService, registerPlayerResultsRoutes } from './modules/results/player';
import { registerPicksRoutes } from './modules/picks/routes';
import { registerTeamRoutes } from './modules/teams/routes';
import { registerPowerupRoutes } from './modules/powerups/routes';
import { listContestPlays, registerContestRoutes } from './modules/contests';
import type { FeedProvider } from './feeds';
import { registerMatchJobs } from './modules/matches/jobs';
import type { ResultsPort } from './modules/matches/ports';
import { registerOpsRoutes } from './modules/ops/routes';
import { refundMatch, registerResultsRoutes, rescoreMatch, settleMatch } from './modules/results';
import { registerWalletKycRoutes } from './modules/wallet/kyc/routes';
import { registerWalletPayoutRoutes } from './modules/wallet/payout/routes';
import { registerWalletRoutes } from './modules/wallet/routes';
import { buildServices, startJobs } from './wiring';
import { registerHostRoutes } from './modules/host/routes';
import { registerStoreRoutes } from './modules/store/routes';
import { registerOnboardingRoutes } from './modules/onboarding/routes';
import { registerEngagementRoutes } from './modules/engagement/routes';
import { registerAccountRoutes } from './modules/auth/account-routes';
import { registerProfileRoutes } from './modules/profile/routes';
import { registerReferralRoutes } from './modules/referral/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** config, database and clock, for routes registered after buildApp (tests) */
    pickxi: AppDeps;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** the server's clock; tests move it */
  clock?: () => Date;
  /** PostgreSQL session-revocation listener timings (tests shorten them) */
  sessionListener?: Pick<RevocationListenerOptions, 'retryMs' | 'pingMs'>;
  /** run the match lifecycle job over this feed (server/index.ts does; tests drive the lifecycle themselves) */
  matchFeed?: FeedProvider;
  /** rescoring, settlement and refunds for the lifecycle job and staff actions (tests pass a fake) */
  results?: ResultsPort;
}

export function contentSecurityPolicy(config: Pick<Config, 'frameAncestors'>) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': config.frameAncestors,
  };
}

/** The whole HTTP application; index.ts listens on it, tests use app.inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? (() => new Date()),
    // Exact on PGlite (one process, lock); on PostgreSQL only while the revocation listener below is connected.
    sessionCache: new SessionCache(database.driver === 'pglite'),
  };

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Request ids in logs; the PWA never sees them.
    requestIdHeader: false,
  });
  app.decorate('pickxi', deps);
  if (database.dedicatedClient) {
    const listener = listenForSessionRevocations({
      newClient: database.dedicatedClient,
      cache: deps.sessionCache,
      log: app.log,
      ...options.sessionListener,
    });
    app.addHook('onClose', () => listener.close());
  }
  app.decorateRequest('authUser', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  const framedByOthers = config.frameAncestors.some((s) => s !== "'self'");
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // X-Frame-Options cannot name other origins; frame-ancestors rules when the launcher frames us.
    frameguard: framedByOthers ? false : { action: 'sameorigin' },
  });
  const rateLimitCounts = databaseRateLimitStore({ db: database.db, clock: deps.clock, log: app.log });
  app.addHook('onClose', () => rateLimitCounts.close());
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // Only the API is limited; static files are cheap and cached by the browser.
    allowList: (request) => !request.url.startsWith('/api'),
    // Counted in the database so every API process on one PostgreSQL shares the limit (ADR 010).
    store: rateLimitCounts.Store,
    // A failing count (database away) lets the request through; the route then meets the same database.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'RATE_LIMITED', `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`),
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'PickXI API', version: '1.0.0', description: 'Envelope: { status, message?, code?, data? }' },
      components: {
        securitySchemes: {
          user: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'player access token' },
          platform: {
            type: 'http',
            scheme: 'bearer',
            description: 'PLATFORM_BEARER: the public web-client credential used only to obtain guest tokens',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  // API responses are personal and live: nothing may cache them unless a route says so.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
    done();
  });

  app.get('/api/docs/json', { schema: { hide: true } }, () => app.swagger());

  // Services from the config, one place (server/wiring.ts); each route module gets what it uses.
  const services = buildServices(deps, app.log);
  registerAuthRoutes(app, deps);
  registerWalletRoutes(app, deps, services.paymentGateways);
  registerWalletPayoutRoutes(app, deps, services.walletPayout);
  registerWalletKycRoutes(app, deps, services.walletKyc);
  const playerResults = createPlayerResultsService(deps);
  registerChallengeRoutes(app, deps, createChallengesService({ ...deps, playerTabCounts: (db, userId) => playerResults.tabCounts(db, userId) }));
  // A set's joined flags and getUserChallengeContestPlaysv2 read the contests feature's seated entries.
  registerPicksRoutes(app, deps, { contestPlays: { plays: listContestPlays } });
  registerPowerupRoutes(app, deps);
  registerContestRoutes(app, deps, services.contests.engine, { wakeHostJobs: () => services.host?.jobs.wake() });
  registerTeamRoutes(app, deps);
  registerResultsRoutes(app, deps);
  registerPlayerResultsRoutes(app, deps, playerResults);
  // The match lifecycle asks the results feature to rescore, settle and refund (ADR 008); tests may pass a fake.
  const results: ResultsPort = options.results ?? { rescoreMatch, settleMatch, refundMatch };
  if (options.matchFeed) registerMatchJobs(app, deps, { feed: options.matchFeed, results });
  registerOpsRoutes(app, deps, results);
  // Host mode: the partner launcher's sign-in, wallet balance, help and callbacks.
  registerHostRoutes(app, deps);
  registerStoreRoutes(app, deps);
  registerOnboardingRoutes(app, deps);
  registerEngagementRoutes(app, deps);
  registerAccountRoutes(app, deps, services.accounts);
  registerProfileRoutes(app, deps);
  registerReferralRoutes(app, deps);
  registerMatchRoutes(app, deps);
  registerLiveRoutes(app, deps, services.live);
  startJobs(app, deps, services);

  registerAssetLinks(app, config.twa);
  const hasStatic = await registerStatic(app, config.staticDir);
  app.setNotFoundHandler((request, reply) => {
    if (hasStatic && wantsSpaShell(request)) return sendSpaShell(reply);
    return reply.code(404).send({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
  });

  return app;
}
