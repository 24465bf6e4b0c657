import type { PathOf } from './paths';
import type {
  opsAbandonMatchRoute,
  opsAuditRoute,
  opsFinalizeMatchRoute,
  opsMatchesRoute,
  opsMeRoute,
  opsQuestionsRoute,
  opsResolveQuestionRoute,
  opsVoidQuestionRoute,
} from './ops';

/** Zod-free twins of the staff routes (core/api/ops.ts) for the /ops screen; ops.paths.test.ts keeps them equal. */
export const opsMePath: PathOf<typeof opsMeRoute> = { method: 'GET', path: '/api/ops/me', auth: 'user' };
export const opsMatchesPath: PathOf<typeof opsMatchesRoute> = { method: 'GET', path: '/api/ops/matches', auth: 'user' };
export const opsQuestionsPath: PathOf<typeof opsQuestionsRoute> = { method: 'GET', path: '/api/ops/questions', auth: 'user' };
export const opsResolveQuestionPath: PathOf<typeof opsResolveQuestionRoute> = { method: 'POST', path: '/api/ops/questions/resolve', auth: 'user', idempotent: true };
export const opsVoidQuestionPath: PathOf<typeof opsVoidQuestionRoute> = { method: 'POST', path: '/api/ops/questions/void', auth: 'user', idempotent: true };
export const opsAbandonMatchPath: PathOf<typeof opsAbandonMatchRoute> = { method: 'POST', path: '/api/ops/matches/abandon', auth: 'user', idempotent: true };
export const opsFinalizeMatchPath: PathOf<typeof opsFinalizeMatchRoute> = { method: 'POST', path: '/api/ops/matches/finalize', auth: 'user', idempotent: true };
export const opsAuditPath: PathOf<typeof opsAuditRoute> = { method: 'GET', path: '/api/ops/audit', auth: 'user' };
