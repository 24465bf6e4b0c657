import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { envelope, type RouteDef } from '../../core/api/route';
import type { Db } from '../db/client';
import { authHooks, unauthorized, type AuthUser } from './auth';
import type { AppDeps } from './deps';
import { KeyWriteGroup } from './key-write-group';
import { parseIdempotencyKey, requestHash, runIdempotent, runPlanned, type IdempotentOutcome, type KeyedRequest, type Planned } from './idempotency';
import { compileEnvelopeSerializer } from './serializer';

export interface HandlerContext<Q, B> {
  query: Q;
  body: B;
  /** set on 'user' routes (use requireUser), null otherwise */
  user: AuthUser | null;
  /** set on idempotent routes */
  idempotencyKey: string | null;
  /**
   * Run this request's SQL here. On idempotent routes it is the transaction that holds the
   * Idempotency-Key claim, so the handler's writes and the stored response commit together.
   * Never use deps.db inside an idempotent handler (PGlite has one connection: it would wait forever).
   */
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = (
  ctx: HandlerContext<z.output<Q>, z.output<B>>,
) => Promise<z.output<R>> | z.output<R>;

/** A planned handler (registerPlannedRoute): decides from plain reads and returns the write that makes it true. */
export type PlannedHandler<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = (
  ctx: HandlerContext<z.output<Q>, z.output<B>>,
) => Promise<Planned<z.output<R>>>;

export interface RegisterOptions {
  /** Cache-Control for 200 responses; /api defaults to no-store */
  cacheControl?: string;
}

export function requireUser(ctx: { user: AuthUser | null }): AuthUser {
  if (!ctx.user) throw unauthorized();
  return ctx.user;
}

const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().describe('UUID (v7 recommended) the client stored before sending').optional(),
});

const hooksByDeps = new WeakMap<AppDeps, ReturnType<typeof authHooks>>();
/** one group commit of planned writes per app (its database), shared by every planned route */
const keyWritesByDeps = new WeakMap<AppDeps, KeyWriteGroup>();

function keyWriteGroupOf(deps: AppDeps): KeyWriteGroup {
  let group = keyWritesByDeps.get(deps);
  if (!group) {
    group = new KeyWriteGroup(deps.db);
    keyWritesByDeps.set(deps, group);
  }
  return group;
}

/**
 * Turn a core RouteDef (the contract) into a fastify route: zod schemas for query, body and
 * the 200 envelope; the auth hook of def.auth; Idempotency-Key handling for def.idempotent
 * (the handler runs in the transaction that holds the key, see runIdempotent).
 * The handler returns `data`; it is sent as { status: 200, data }.
 */
export function registerRoute<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  def: RouteDef<Q, B, R>,
  handler: Handler<Q, B, R>,
  options: RegisterOptions = {},
): void {
  addRoute(app, deps, def, options, async (ctx, keyed) => {
    if (!keyed) return { status: 200, data: await handler(ctx) };
    return runIdempotent(deps.db, keyed, (tx) => Promise.resolve(handler({ ...ctx, db: tx })));
  });
}

/**
 * An idempotent route whose handler plans instead of writing: it reads outside any transaction,
 * decides, and returns its data with ONE write that commits together with the Idempotency-Key
 * (runPlanned). For the hottest write path only (the join request); everything else uses registerRoute.
 */
export function registerPlannedRoute<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  def: RouteDef<Q, B, R>,
  plan: PlannedHandler<Q, B, R>,
): void {
  if (!def.idempotent) throw new Error(`${def.method} ${def.path}: a planned route must be idempotent`);
  const writes = keyWriteGroupOf(deps);
  addRoute(app, deps, def, {}, (ctx, keyed) => runPlanned(deps.db, (item) => writes.store(item), keyed!, () => plan(ctx)));
}

/**
 * A route that answers with a stream it writes itself (Server-Sent Events): the contract's query and auth are
 * checked like any route's (a bad request is the usual 400 envelope), then the handler takes the raw response over
 * (reply.hijack(): no serializer, no compression).
 */
export function registerStreamRoute<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  def: RouteDef<Q, B, R>,
  handler: (ctx: HandlerContext<z.output<Q>, z.output<B>>) => Promise<void>,
): void {
  if (def.idempotent) throw new Error(`${def.method} ${def.path}: a stream changes nothing, it is not idempotent`);
  addRoute(app, deps, def, {}, async (ctx) => {
    await handler(ctx);
    return { status: 200, data: undefined };
  });
}

/** The shared half of both registrations: schemas, auth, serializer, key parsing and reply. */
function addRoute<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  def: RouteDef<Q, B, R>,
  options: RegisterOptions,
  run: (ctx: HandlerContext<z.output<Q>, z.output<B>>, keyed: KeyedRequest | null) => Promise<{ status: 200; data: unknown } | IdempotentOutcome>,
): void {
  if (def.idempotent && def.auth !== 'user') {
    throw new Error(`${def.method} ${def.path}: idempotent routes need auth 'user' (keys are stored per user)`);
  }
  let hooks = hooksByDeps.get(deps);
  if (!hooks) {
    hooks = authHooks(deps);
    hooksByDeps.set(deps, hooks);
  }
  const routeName = `${def.method} ${def.path}`;
  const cacheControl = options.cacheControl;

  const responseSchema = envelope(def.data);
  const serialize200 = compileEnvelopeSerializer(responseSchema, deps.config.nodeEnv === 'test');

  const route: RouteOptions = {
    method: def.method,
    url: def.path,
    schema: {
      summary: def.summary,
      ...(def.auth === 'none' ? {} : { security: [{ [def.auth === 'user' ? 'user' : 'platform']: [] }] }),
      // Documented in OpenAPI; checked (with the 400 envelope) by parseIdempotencyKey.
      ...(def.idempotent ? { headers: idempotencyHeaders } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { 200: responseSchema },
    },
    serializerCompiler: () => serialize200,
    ...(def.auth === 'none' ? {} : { onRequest: hooks[def.auth] }),
    async handler(request, reply) {
      const user = def.auth === 'user' ? request.authUser : null;
      const ctx: HandlerContext<z.output<Q>, z.output<B>> = {
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        user,
        idempotencyKey: null,
        db: deps.db,
        request,
        reply,
      };
      if (cacheControl) reply.header('cache-control', cacheControl);

      if (!def.idempotent) return run(ctx, null);

      if (!user) throw unauthorized();
      const key = parseIdempotencyKey(request.headers['idempotency-key']);
      ctx.idempotencyKey = key;
      const keyed: KeyedRequest = { userId: user.id, key, route: routeName, hash: requestHash(routeName, ctx.query, ctx.body), now: deps.clock() };
      const outcome = (await run(ctx, keyed)) as IdempotentOutcome;
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      if (outcome.httpStatus !== 200) {
        // A business rejection keeps its error envelope (stored as the first response).
        return reply.code(outcome.httpStatus).serializer(JSON.stringify).send(outcome.body);
      }
      return outcome.body;
    },
  };
  app.route(route);
}
