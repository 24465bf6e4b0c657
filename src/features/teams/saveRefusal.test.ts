import { describe, expect, it } from 'vitest';
import { errorFromEnvelope } from '../../lib/outbox/classify';
import { MATCH_LIVE_MESSAGE, saveRefusal } from './saveRefusal';

/** What the outbox stores for a refused save (src/lib/outbox/classify.ts), as the notices read it. */
const refused = (status: number, body: unknown) => saveRefusal(errorFromEnvelope(status, body));

describe('saveRefusal (docs/product.md §4 saving a team, §8)', () => {
  it("the spec's live-match refusal opens the time-up modal, by code or by its text", () => {
    expect(MATCH_LIVE_MESSAGE).toBe('Match is live. You cannot edit or create a team.');
    expect(refused(409, { code: 'TEAM_MATCH_LIVE', message: MATCH_LIVE_MESSAGE })).toEqual({ kind: 'timeUp' });
    expect(refused(409, { code: 'MATCH_LOCKED', message: 'This match has already begun!' })).toEqual({ kind: 'timeUp' });
    expect(refused(409, { code: 'CONFLICT', message: MATCH_LIVE_MESSAGE })).toEqual({ kind: 'timeUp' });
  });

  it("any other refusal of the team shows the server's message as it comes", () => {
    expect(refused(422, { code: 'TEAM_DUPLICATE', message: 'Already yours: T3' })).toEqual({ kind: 'message', text: 'Already yours: T3' });
    expect(refused(422, { code: 'TEAM_LIMIT_REACHED', message: 'You can make at most 20 teams for a match.' })).toEqual({
      kind: 'message',
      text: 'You can make at most 20 teams for a match.',
    });
    // a code the app does not know yet: still the server's words
    expect(refused(409, { code: 'TEAM_SQUAD_CHANGED', message: 'The squad changed; pick again.' })).toEqual({ kind: 'message', text: 'The squad changed; pick again.' });
  });

  it("any other reply that is not 200 is the spec's browser alert", () => {
    for (const [status, body] of [
      [400, null],
      [400, 'Bad Request'],
      [404, { code: 'NOT_FOUND', message: 'Team not found' }],
      [403, { code: 'FORBIDDEN', message: 'Forbidden' }],
      [413, { code: 'PAYLOAD_TOO_LARGE', message: 'too big' }],
      [400, { code: 'VALIDATION_FAILED', message: 'body/team: required' }],
      [422, { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used' }],
      [422, { code: 'TEAM_DUPLICATE', message: '' }],
      [418, '<html>teapot</html>'],
    ] as const) {
      expect(refused(status, body), `${status} ${JSON.stringify(body)}`).toEqual({ kind: 'alert' });
    }
    expect(saveRefusal(null)).toEqual({ kind: 'alert' });
    expect(saveRefusal({ code: 'UNKNOWN', message: '' })).toEqual({ kind: 'alert' });
  });
});
