import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../core/errors';
import { isTransientRefusal, refusalFromError, refusalSnackbar } from './joinEffects';

describe('join effects helpers', () => {
  it('reads a refusal only from coded errors, converting a positive shortfall to paise', () => {
    expect(refusalFromError(new ApiError(422, 'INSUFFICIENT_FUNDS', 'Low balance', { shortfall: 12.34 }))).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Low balance',
      shortfallPaise: 1234,
    });
    expect(refusalFromError({ code: 'ROOM_FULL', message: 'Oops! All rooms are full.', data: { shortfall: -3 } })).toEqual({
      code: 'ROOM_FULL',
      message: 'Oops! All rooms are full.',
    });
    expect(refusalFromError(new TypeError('Failed to fetch'))).toBeNull();
    expect(refusalFromError({ code: '' })).toBeNull();
    expect(refusalFromError(null)).toBeNull();
    expect(refusalFromError('MATCH_LOCKED')).toBeNull();
  });

  it('only slots-full and cutoff-passed keep polling', () => {
    expect(['SLOTS_FULL', 'CUTOFF_PASSED', 'ROOM_FULL', 'MATCH_LOCKED'].map(isTransientRefusal)).toEqual([true, true, false, false]);
  });

  it('falls back to the spec text when a join refusal arrives without a message', () => {
    expect(refusalSnackbar({ code: 'SET_INCOMPLETE', message: '' })).toEqual({
      type: 'snackbar',
      tone: 'error',
      messageKey: 'contests:join.setIncomplete',
      message: 'You must make all picks before joining a contest!',
    });
    expect(refusalSnackbar({ code: 'WEIRD', message: 'x' })).toMatchObject({ messageKey: 'errors:WEIRD', message: 'x' });
  });
});
