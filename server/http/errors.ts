import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../core/errors';
import { ApiError } from '../../core/errors';
import { isDatabaseUnavailable } from '../db/errors';
import { errorBody } from './idempotency';
import { ThrottledError } from './throttle';

/**
 * The one error handler: every failure leaves as the envelope {status, message, code, data?}.
 * Only unexpected errors are 500, logged with their stack, which never reaches the client.
 */

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const FRIENDLY: Partial<Record<string, { status: number; code: ErrorCode; message: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type; send application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Request body is empty but the content type is application/json',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: 'Request body is not valid JSON' },
};

/** How long a client waits before retrying while the database is away: a restart takes a few seconds. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;
export const UNAVAILABLE_MESSAGE = 'PickXI is busy for a moment. Please try again in a few seconds.';

interface Issue {
  path: string;
  message: string;
}

function validationIssues(err: FastifyError): Issue[] {
  const context = err.validationContext ?? 'body';
  return (err.validation ?? []).map((v) => {
    const field = v.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    return { path: field ? `${context}.${field}` : context, message: v.message ?? 'is invalid' };
  });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof ApiError) {
      return reply.code(error.httpStatus).send(errorBody(error));
    }
    const err = error as FastifyError;

    if (hasZodFastifySchemaValidationErrors(err) || (err.validation && err.validation.length > 0)) {
      const issues = validationIssues(err);
      const first = issues[0];
      const message = first ? `Invalid ${first.path}: ${first.message}` : 'Invalid request';
      return reply.code(400).send({ status: 400, code: 'VALIDATION_FAILED', message, data: { issues } });
    }

    const friendly = err.code ? FRIENDLY[err.code] : undefined;
    if (friendly) {
      return reply.code(friendly.status).send({ status: friendly.status, code: friendly.code, message: friendly.message });
    }
    // The JSON parser throws a SyntaxError carrying statusCode 400.
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return reply.code(400).send({ status: 400, code: 'VALIDATION_FAILED', message: 'Request body is not valid JSON' });
    }

    const status = err.statusCode;
    if (status && status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED';
      return reply.code(status).send({ status, code, message: err.message || 'Bad request' });
    }

    if (isDatabaseUnavailable(err)) {
      // Nothing was changed (the transaction never committed): the client retries, with the same Idempotency-Key.
      request.log.warn({ err: err.message }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      return reply.code(503).send({ status: 503, code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
    }

    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ status: 500, code: 'INTERNAL', message: 'Something went wrong' });
  });
}
