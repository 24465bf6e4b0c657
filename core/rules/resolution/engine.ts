/**
 * The one rule every resolver follows (ADR 008 "Question resolution"):
 *
 * 1. An answer is given as soon as it is certain: no later event of a valid match can change it (`certain`).
 * 2. Otherwise it is decided at completion (`final`), i.e. once the feed's `result` event is in the list or the
 *    caller says the match is over (`{ final: true }`, e.g. staff abandoned it).
 * 3. A match that ends without a result (no_result, abandoned, or over with no `result` event at all) voids every
 *    question not already certain; certain answers (the toss, a century already scored…) stand.
 *
 * Resolvers are pure functions of the event list; given more events of the same match they never change an
 * answer they have given (corrections excepted: the list is re-derived with them applied first).
 */
import type { FeedEvent, FeedResult } from '../../feeds/events';
import type { QuestionResult } from '../results';

/** Not decided yet → null. */
export type Resolution = QuestionResult | null;
export type ResolverParams = Readonly<Record<string, unknown>>;
export interface ResolveContext {
  /** no more events will come for this match */
  final: boolean;
}

/** What a resolver answers with: an option key, or VOID when the match cannot decide the question. */
export const VOID = Symbol('void');
export type Answer = string | typeof VOID;

export interface ResolverSpec<V> {
  /** every option key it can answer; the question's options must be exactly these (checked by the bank's test) */
  options: readonly string[];
  /** the answer once no later event can change it, else null */
  certain?(view: V, params: ResolverParams): Answer | null;
  /** the answer at completion of a match with a result, when `certain` did not decide earlier */
  final(view: V, params: ResolverParams): Answer;
}

export interface Resolver {
  options: readonly string[];
  resolve(events: readonly FeedEvent[], params: ResolverParams, ctx: ResolveContext): Resolution;
}

export interface MatchView {
  /** the feed's result event, when the match is over */
  result?: FeedResult;
}

const toResult = (a: Answer): QuestionResult => (a === VOID ? { status: 'void' } : { status: 'settled', correct: a });

/** Did the match end with something to decide on? */
export const decided = (r: FeedResult | undefined): r is FeedResult => !!r && r.type !== 'no_result' && r.type !== 'abandoned';

/** Turns per-sport specs into resolvers keyed `${sport}.${name}` over a view built once per call. */
export function defineResolvers<V extends MatchView>(
  sport: string,
  build: (events: readonly FeedEvent[]) => V,
  specs: Record<string, ResolverSpec<V>>,
): Record<string, Resolver> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [
      `${sport}.${name}`,
      {
        options: spec.options,
        resolve(events, params, ctx) {
          const view = build(events);
          const early = spec.certain?.(view, params) ?? null;
          if (early !== null) return toResult(early);
          if (!ctx.final && !view.result) return null;
          if (!decided(view.result)) return { status: 'void' };
          return toResult(spec.final(view, params));
        },
      } satisfies Resolver,
    ]),
  );
}

/** `count` against a line: 'over' / 'under'; a count exactly on an integer line pushes (void). */
export function overUnder(count: number, line: number): Answer {
  if (count > line) return 'over';
  if (count < line) return 'under';
  return VOID;
}

/** Yes as soon as `happened`; no once `impossible` (if given), else at completion. */
export function yesWhen<V>(
  happened: (v: V, p: ResolverParams) => boolean,
  impossible?: (v: V, p: ResolverParams) => boolean,
): ResolverSpec<V> {
  return {
    options: ['yes', 'no'],
    certain: (v, p) => (happened(v, p) ? 'yes' : impossible?.(v, p) ? 'no' : null),
    final: () => 'no',
  };
}

/** A count that only grows, against params.line: 'over' as soon as it passes the line, else at completion. */
export function overUnderCount<V>(n: (v: V, p: ResolverParams) => number): ResolverSpec<V> {
  return {
    options: ['over', 'under'],
    certain: (v, p) => (n(v, p) > numParam(p, 'line') ? 'over' : null),
    final: (v, p) => overUnder(n(v, p), numParam(p, 'line')),
  };
}

/** A required numeric parameter (a question's params are fixed when it is made; a missing one is a bug). */
export function numParam(params: ResolverParams, name: string): number {
  const v = params[name];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`resolver parameter "${name}" must be a number`);
  return v;
}

/** Of two parties' final counts, who has more; level → void (decided for every two-option 'which team more'). */
export function more(a: number, b: number): Answer {
  if (a > b) return 'A';
  if (b > a) return 'B';
  return VOID;
}

/**
 * Applies `correction` events: each replaces the earlier event with the same seq; the corrections themselves
 * are dropped. Events without seq (a parser's plain list) pass through unchanged.
 */
export function applyCorrections(events: readonly (FeedEvent & { seq?: number })[]): FeedEvent[] {
  const fixes = new Map<number, FeedEvent>();
  for (const e of events) if (e.kind === 'correction') fixes.set(e.payload.seq, e.payload.event);
  if (fixes.size === 0) return events as FeedEvent[];
  return events.flatMap((e) => {
    if (e.kind === 'correction') return [];
    const fixed = e.seq === undefined ? undefined : fixes.get(e.seq);
    return [fixed ?? e];
  });
}
