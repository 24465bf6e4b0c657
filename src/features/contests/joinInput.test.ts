import { describe, expect, it } from 'vitest';
import { predictionJoinInput } from './joinInput';
import { contest, contestData } from './test-fixtures';

const base = { returnTo: '/contests?challenge_id=79639', hideJoinBanner: false, sets: [{ draftNum: 1, picksMade: 12, picksRequired: 12, complete: true }] };

describe('predictionJoinInput', () => {
  it('a complete saved set goes to the server with the card’s promo limit and its draft number', () => {
    const data = contestData();
    const input = predictionJoinInput({ ...base, data, contest: contest(), pick: { draftNum: 1, complete: true }, now: Date.now() });
    expect(input.preflight).toBeUndefined();
    expect(input.request).toMatchObject({ challenge_id: 79639, config_id: 12, promo_limit: 10, draft_number: 1, flavor: 'web' });
    expect(input.returnTo).toBe('/contests?challenge_id=79639');
  });

  it('an incomplete (unsaved) set is refused on the device with the spec text', () => {
    const input = predictionJoinInput({ ...base, data: contestData(), contest: contest(), pick: { draftNum: null, complete: false }, now: Date.now() });
    expect(input.preflight).toEqual({ ok: false, code: 'SET_INCOMPLETE', message: 'You must make all picks before joining a contest!' });
    expect(input.request.draft_number).toBe(2);
  });

  it('after the start by the server clock (or a locked challenge) the time’s-up refusal comes first', () => {
    const data = contestData(undefined, { start_time: 1000 });
    expect(predictionJoinInput({ ...base, data, contest: contest(), pick: { draftNum: null, complete: false }, now: 1000 }).preflight).toMatchObject({ ok: false, code: 'MATCH_LOCKED' });
    const locked = contestData(undefined, { locked: true });
    expect(predictionJoinInput({ ...base, data: locked, contest: contest(), pick: { draftNum: 1, complete: true }, now: 0 }).preflight).toMatchObject({ ok: false, code: 'MATCH_LOCKED' });
  });
});
