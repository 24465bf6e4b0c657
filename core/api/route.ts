import { z } from 'zod';

/**
 * One entry of the route table: the contract both the server (fastify +
 * zod type provider) and the PWA (typed ky calls) are built from.
 *
 * auth: 'none'     — open (health, docs, login)
 *       'platform' — the fixed platform bearer credential (guest token issue)
 *       'user'     — a player's access token
 */
export type RouteAuth = 'none' | 'platform' | 'user';

export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: RouteAuth;
  summary: string;
  query?: Q;
  body?: B;
  /** schema of `data` inside the envelope */
  data: R;
  /** money-moving / state-changing requests must send an Idempotency-Key */
  idempotent?: boolean;
}

export function defineRoute<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: RouteDef<Q, B, R>,
): RouteDef<Q, B, R> {
  return def;
}

/** The response envelope every endpoint uses (ARCHITECTURE.md §2). */
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

/** Query-string integers arrive as text. */
export const queryInt = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max);

/**
 * Every id the API accepts (challenge, match, room, config, question, user, …): 1..2^31-1, the range of the
 * database's integer columns, so an oversized id is a 400, never a database error.
 */
export const MAX_ID = 2 ** 31 - 1;
export const idSchema = z.number().int().min(1).max(MAX_ID);
export const queryId = queryInt(1, MAX_ID);

/** Epoch milliseconds. */
export const epochMs = z.number().int().nonnegative();
