import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../core/errors';
import en from './en/errors.json';

// The PWA shows the localized text for an envelope's code (docs/architecture.md, API conventions): every code the API can send needs one.
describe('error texts', () => {
  it('has an English text for every stable error code (parity gives the Hindi one)', () => {
    const missing = ERROR_CODES.filter((code) => !(code in en));
    expect(missing).toEqual([]);
  });
});
