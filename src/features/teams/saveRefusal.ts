/**
 * What the player is told when the server does not save a team (docs/product.md §4 "Saving a team (draft)" and §8):
 *
 * - the refusal meaning the match is live ('Match is live. You cannot edit or create a team.', 409 TEAM_MATCH_LIVE)
 *   opens the time-up modal;
 * - any other refusal of the team (the spec's "any other status": our 409 / 422 with the rule's code and message,
 *   core/api/teams.ts) shows the server's message in red, as it comes;
 * - any other reply that is not 200 (a 400, 403, 404, 413…, a reply without an envelope or without a message) is
 *   the spec's "reply that is not 200": the browser alert 'something went wrong'.
 *
 * Only final outcomes get here: the outbox retries network errors, 408, 429 and 5xx silently and never rejects them
 * (src/lib/outbox/classify.ts), so those never reach the player as an error.
 */
import { teamRuleError } from '../../../core/rules/teams';

/** The error a refused team keeps (the outbox's errorFromEnvelope: envelope code and message, HTTP status). */
export interface SaveError {
  code: string;
  message: string;
  httpStatus?: number;
}

/** docs/product.md §4 / §8, verbatim: the server's refusal that opens the time-up modal. */
export const MATCH_LIVE_MESSAGE = teamRuleError('TEAM_MATCH_LIVE').message;

/** The refusal codes meaning the match has started: the time-up modal instead of a message. */
export const isMatchLive = (code: string | undefined) => code === 'TEAM_MATCH_LIVE' || code === 'MATCH_LOCKED';

/** HTTP statuses at which the server refuses a team on purpose, with a message meant for the player (core/api/teams.ts). */
const REFUSAL_STATUSES: ReadonlySet<number> = new Set([409, 422]);

/** Envelope codes about the request itself (its Idempotency-Key, its shape), not about the team: no message for the player. */
const REQUEST_CODES: ReadonlySet<string> = new Set(['IDEMPOTENCY_KEY_REUSED', 'CONFLICT', 'VALIDATION_FAILED']);

/** A code the outbox makes up when the reply had none (HTTP_<status>), or a settled item without an error. */
const isMadeUpCode = (code: string) => code === '' || code === 'UNKNOWN' || /^HTTP_\d+$/.test(code);

export type SaveRefusal = { kind: 'timeUp' } | { kind: 'message'; text: string } | { kind: 'alert' };

export function saveRefusal(error: SaveError | null | undefined): SaveRefusal {
  if (!error) return { kind: 'alert' };
  const text = error.message.trim();
  if (isMatchLive(error.code) || text === MATCH_LIVE_MESSAGE) return { kind: 'timeUp' };
  const refusal =
    text !== '' &&
    !isMadeUpCode(error.code) &&
    !REQUEST_CODES.has(error.code) &&
    (error.httpStatus === undefined || REFUSAL_STATUSES.has(error.httpStatus));
  return refusal ? { kind: 'message', text } : { kind: 'alert' };
}
