import { ApiError } from '../../../../core/errors';

/**
 * Turn @fastify/multipart and busboy failures into the API's 4xx envelope. Busboy reports a
 * truncated or malformed body as a plain Error without a status, which would otherwise be a 500.
 * Returns null for anything else (the app's error handler deals with it).
 */
const TOO_MANY = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_REQ_FILE_TOO_LARGE']);
const MALFORMED = new Set(['FST_PROTO_VIOLATION', 'FST_MP_PREMATURE_CLOSE', 'FST_INVALID_JSON_FIELD_ERROR']);
const BUSBOY_MESSAGES = /^(Unexpected end of (form|multipart data)|Malformed part header|Malformed content type|Multipart: Boundary not found)/;

export function multipartError(err: unknown): ApiError | null {
  if (err instanceof ApiError || !(err instanceof Error)) return null;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && TOO_MANY.has(code)) {
    return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Send one PAN file with panNumber, fullName and dateOfBirth only');
  }
  if ((typeof code === 'string' && MALFORMED.has(code)) || BUSBOY_MESSAGES.test(err.message)) {
    return new ApiError(400, 'VALIDATION_FAILED', 'The upload was incomplete or malformed; please try again');
  }
  return null;
}
