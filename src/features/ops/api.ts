import {
  opsAbandonMatchPath,
  opsAuditPath,
  opsFinalizeMatchPath,
  opsMatchesPath,
  opsMePath,
  opsQuestionsPath,
  opsResolveQuestionPath,
  opsVoidQuestionPath,
} from '../../../core/api/paths';
import { call } from '../../lib/http';
import { uuidv7 } from '../../lib/outbox/uuid';

/**
 * The staff screen's calls (core/api/ops.ts). Nothing is cached on the device: staff data is read live. Every
 * change sends a fresh Idempotency-Key (a retry of the same tap is the same action on the server anyway: resolving
 * to the same answer or abandoning twice changes nothing).
 * Errors (docs/architecture.md, "Errors the player sees"): the reads show a failure inline with a retry (`load`; a
 * 403 from me is "Staff only"); an action shows a refusal as its message, a 5xx is the '500 Error' popup (`action`).
 */
const load = { handleErrors: true } as const;
const action = { handleErrors: 'refusals' } as const;

export const opsApi = {
  me: () => call(opsMePath, load),
  matches: () => call(opsMatchesPath, { ...load, query: { skip: 0, limit: 50 } }),
  questions: (matchId: number) => call(opsQuestionsPath, { ...load, query: { match_id: matchId } }),
  resolve: (questionId: number, correct: string) =>
    call(opsResolveQuestionPath, { ...action, body: { question_id: questionId, correct }, idempotencyKey: uuidv7() }),
  void: (questionId: number) => call(opsVoidQuestionPath, { ...action, body: { question_id: questionId }, idempotencyKey: uuidv7() }),
  abandon: (matchId: number, reason: string) =>
    call(opsAbandonMatchPath, { ...action, body: { match_id: matchId, reason }, idempotencyKey: uuidv7() }),
  finalize: (matchId: number) => call(opsFinalizeMatchPath, { ...action, body: { match_id: matchId }, idempotencyKey: uuidv7() }),
  audit: () => call(opsAuditPath, { ...load, query: { skip: 0, limit: 50 } }),
};
