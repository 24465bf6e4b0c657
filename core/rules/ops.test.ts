import { describe, expect, it } from 'vitest';
import { canDo, permissionsOf } from './ops';

describe('staff roles', () => {
  it('operator runs matches and questions; finance reads reports and the audit log; support only reads', () => {
    expect(permissionsOf('operator')).toEqual([
      'matches.read',
      'reports.read',
      'audit.read',
      'questions.resolve',
      'questions.void',
      'matches.abandon',
      'matches.finalize',
    ]);
    expect(permissionsOf('finance')).toEqual(['matches.read', 'reports.read', 'audit.read']);
    expect(permissionsOf('support')).toEqual(['matches.read', 'reports.read']);
  });

  it('a player (or anything else) may do nothing', () => {
    expect(permissionsOf('player')).toEqual([]);
    expect(canDo('admin', 'matches.read')).toBe(false);
  });
});
