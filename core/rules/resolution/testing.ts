/** Helpers for the resolver tests: hand-made play lists and one-line answers. */
import type { FeedEvent, FeedResult, SportPlay } from '../../feeds/events';
import { resolve, type ResolverParams } from '.';

export const play = (type: string, fields: Omit<SportPlay, 'type'> = {}): FeedEvent => ({ kind: 'play', payload: { type, ...fields } });
export const result = (payload: FeedResult): FeedEvent => ({ kind: 'result', payload });
export const WIN_A = result({ type: 'win', winner: 1 });

/** The answer as a string: the option key, 'void', or null while undecided. */
export function answer(key: string, events: readonly FeedEvent[], params?: ResolverParams, final = false): string | null {
  const r = resolve(key, params, events, { final });
  return r === null ? null : r.status === 'void' ? 'void' : r.correct;
}
