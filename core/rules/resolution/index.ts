/**
 * Question resolution (ADR 008): `resolve(key, params, events, { final })` decides a question from its match's
 * feed events. `key` is the question's `resolver` column (e.g. 'cricket.toss'), `params` its `resolver_params`
 * (e.g. { line: 12.5 }). Returns the settled option key, void, or null while the answer can still change.
 * The rules every resolver follows are in ./engine.ts; each sport's readings and play vocabulary in its file.
 */
import type { FeedEvent } from '../../feeds/events';
import { BADMINTON_RESOLVERS } from './badminton';
import { BASKETBALL_RESOLVERS } from './basketball';
import { CRICKET_RESOLVERS } from './cricket';
import { applyCorrections, type ResolveContext, type Resolution, type Resolver, type ResolverParams } from './engine';
import { FOOTBALL_RESOLVERS } from './football';
import { FORMULA_ONE_RESOLVERS } from './formulaOne';
import { HOCKEY_RESOLVERS } from './hockey';
import { KABADDI_RESOLVERS } from './kabaddi';
import { TENNIS_RESOLVERS } from './tennis';

export type { Resolution, ResolveContext, ResolverParams } from './engine';
export { BADMINTON_PLAYS } from './badminton';
export { FOOTBALL_PLAYS } from './football';
export { FORMULA_ONE_PLAYS } from './formulaOne';
export { HOCKEY_PLAYS } from './hockey';
export { KABADDI_PLAYS } from './kabaddi';
export { TENNIS_PLAYS } from './tennis';
export { BASKETBALL_PLAYS } from './basketball';

export const RESOLVERS: Readonly<Record<string, Resolver>> = {
  ...CRICKET_RESOLVERS,
  ...FOOTBALL_RESOLVERS,
  ...KABADDI_RESOLVERS,
  ...HOCKEY_RESOLVERS,
  ...TENNIS_RESOLVERS,
  ...BADMINTON_RESOLVERS,
  ...BASKETBALL_RESOLVERS,
  ...FORMULA_ONE_RESOLVERS,
};

export class UnknownResolverError extends Error {
  override name = 'UnknownResolverError';
}

/** The option keys a resolver can answer (a question made for it must offer exactly these). */
export function resolverOptions(key: string): readonly string[] {
  const r = RESOLVERS[key];
  if (!r) throw new UnknownResolverError(`unknown question resolver "${key}"`);
  return r.options;
}

/**
 * Decides one question. `events` are the match's feed events in order (with `seq` when stored, so that
 * `correction` events can replace what they correct).
 */
export function resolve(
  key: string,
  params: ResolverParams | null | undefined,
  events: readonly (FeedEvent & { seq?: number })[],
  ctx: ResolveContext,
): Resolution {
  const r = RESOLVERS[key];
  if (!r) throw new UnknownResolverError(`unknown question resolver "${key}"`);
  return r.resolve(applyCorrections(events), params ?? {}, ctx);
}
