import { z } from 'zod';
import type { RouteAuth, RouteSpec } from './routes';

export type { RouteAuth };

/**
 * A contract: an entry of the route table (core/api/routes.ts: method, path, auth, idempotent)
 * with its zod schemas, which the server (fastify + zod type provider) is built from.
 */
export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> extends RouteSpec {
  summary: string;
  query?: Q;
  body?: B;
  /** schema of `data` inside the envelope */
  data: R;
}

export function defineRoute<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: RouteDef<Q, B, R>,
): RouteDef<Q, B, R> {
  return def;
}

/** The response envelope every endpoint uses (docs/architecture.md, API conventions). */
export function envelope<R extends z.ZodType>(data: R) {
  return z.object({
    status: z.number().int(),
    message: z.string().optional(),
    code: z.string().optional(),
    data,
  });
}

export const errorEnvelope = z.object({
  status: z.number().int(),
  message: z.string(),
  code: z.string(),
  data: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type DataOf<T extends RouteDef> = z.infer<T['data']>;
export type QueryOf<T extends RouteDef> = T['query'] extends z.ZodType ? z.input<T['query']> : never;
export type BodyOf<T extends RouteDef> = T['body'] extends z.ZodType ? z.input<T['body']> : never;

/**
 * The largest value of a PostgreSQL integer (int4) column. Every id a request names is bounded by it,
 * so 2^31 or 2^53 is a 400 at the edge instead of "integer out of range" (a 500) in the database.
 */
export const DB_INT_MAX = 2 ** 31 - 1;

/** A database row id in a JSON body or response: 1..2^31-1. */
export const dbId = z.number().int().min(1).max(DB_INT_MAX);

/** Query-string integers arrive as text; bounded by int4 unless a tighter max is given. */
export const queryInt = (min = 0, max = DB_INT_MAX) => z.coerce.number().int().min(min).max(max);

/** A database row id in a query string. */
export const queryDbId = queryInt(1);

/** The latest instant a JS Date can hold (year 275760); anything above is not a time. */
const MAX_EPOCH_MS = 8.64e15;

/** Epoch milliseconds. */
export const epochMs = z.number().int().nonnegative().max(MAX_EPOCH_MS);
