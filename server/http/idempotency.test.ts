import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors';
import { canonicalJson, MAX_FINGERPRINT_DEPTH, requestHash } from './idempotency';

const nestedArrays = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

describe('Idempotency-Key fingerprint', () => {
  it('hashes logically equal bodies equally', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(requestHash('POST /x', {}, { a: 1, b: 2 })).toBe(requestHash('POST /x', {}, { b: 2, a: 1 }));
  });

  it('refuses a body nested 10 000 deep with a 400 instead of overflowing the stack', () => {
    expect(() => requestHash('POST /x', {}, nestedArrays(10_000))).toThrow(
      expect.objectContaining({ httpStatus: 400, code: 'VALIDATION_FAILED' }) as ApiError,
    );
    expect(() => canonicalJson(nestedArrays(MAX_FINGERPRINT_DEPTH - 1))).not.toThrow();
  });
});
