/**
 * Binds the join machines' actors to the app's HTTP client.
 *
 *   createActor(predictionJoinMachine.provide({ actors: predictionJoinActors({ call, newKey: uuidv7 }) }), { input })
 *
 * `call` (src/lib/http.ts) never throws; the machines expect a failed call to
 * throw. This adapter turns an `ApiResult` failure into a JoinCallError carrying
 * the envelope's stable code, message and data, which is what
 * joinEffects.refusalFromError reads; a network failure throws one without code.
 *
 * All join calls pass handleErrors (the machines decide what the player sees:
 * docs/product.md §4 swallows confirmation failures) and verify polls are silent (no loading
 * overlay every second; the team flow shows its own loading state).
 */
import { fromPromise } from 'xstate';
import { queueTeamJoinPath, requestJoinPath, verifyJoinContestPath, verifyTeamJoinPath, type ApiPath } from '../../../../core/api/paths';
import type { JoinOrder, JoinVerify } from '../../../../core/api/contests';
import type { RequestJoinBody } from './predictionJoin.machine';
import type { QueueTeamJoinBody } from './teamJoin.machine';

/** The slice of src/lib/http `call` the join actors use. */
export type JoinCall = <Q, B, R>(
  def: ApiPath<Q, B, R>,
  opts?: { body?: B; idempotencyKey?: string; handleErrors?: boolean; silent?: boolean },
) => Promise<
  | { ok: true; data: R }
  | { ok: false; data: undefined; error: { kind: 'network' | 'http'; httpStatus?: number; code?: string; message: string; data?: unknown } }
>;

export class JoinCallError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'http',
    readonly code?: string,
    readonly httpStatus?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'JoinCallError';
  }
}

async function unwrap<R>(result: Awaited<ReturnType<JoinCall>>): Promise<R> {
  if (result.ok) return result.data as R;
  const e = result.error;
  throw new JoinCallError(e.message, e.kind, e.code, e.httpStatus, e.data);
}

export interface JoinActorDeps {
  call: JoinCall;
  /** a fresh Idempotency-Key (UUIDv7) per join order */
  newKey: () => string;
}

export function predictionJoinActors(deps: JoinActorDeps) {
  return {
    requestJoin: fromPromise<JoinOrder, RequestJoinBody>(async ({ input }) =>
      unwrap<JoinOrder>(await deps.call(requestJoinPath, { body: input, idempotencyKey: deps.newKey(), handleErrors: true })),
    ),
    verifyJoin: fromPromise<JoinVerify, { order_id: string }>(async ({ input }) =>
      unwrap<JoinVerify>(await deps.call(verifyJoinContestPath, { body: input, handleErrors: true, silent: true })),
    ),
  };
}

export function teamJoinActors(deps: JoinActorDeps) {
  return {
    queueJoin: fromPromise<JoinOrder, QueueTeamJoinBody>(async ({ input }) =>
      unwrap<JoinOrder>(await deps.call(queueTeamJoinPath, { body: input, idempotencyKey: deps.newKey(), handleErrors: true })),
    ),
    verifyJoin: fromPromise<JoinVerify, { order_id: string }>(async ({ input }) =>
      unwrap<JoinVerify>(await deps.call(verifyTeamJoinPath, { body: input, handleErrors: true, silent: true })),
    ),
  };
}
