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
 */
const opts = { handleErrors: true } as const;

export const opsApi = {
  me: () => call(opsMePath, opts),
  matches: () => call(opsMatchesPath, { ...opts, query: { skip: 0, limit: 50 } }),
  questions: (matchId: number) => call(opsQuestionsPath, { ...opts, query: { match_id: matchId } }),
  resolve: (questionId: number, correct: string) =>
    call(opsResolveQuestionPath, { ...opts, body: { question_id: questionId, correct }, idempotencyKey: uuidv7() }),
  void: (questionId: number) => call(opsVoidQuestionPath, { ...opts, body: { question_id: questionId }, idempotencyKey: uuidv7() }),
  abandon: (matchId: number, reason: string) =>
    call(opsAbandonMatchPath, { ...opts, body: { match_id: matchId, reason }, idempotencyKey: uuidv7() }),
  finalize: (matchId: number) => call(opsFinalizeMatchPath, { ...opts, body: { match_id: matchId }, idempotencyKey: uuidv7() }),
  audit: () => call(opsAuditPath, { ...opts, query: { skip: 0, limit: 50 } }),
};
