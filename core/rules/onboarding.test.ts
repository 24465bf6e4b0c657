import { describe, expect, it } from 'vitest';
import { firstTooltipDue, isTourStep, mergeSeen, nextTourStep, TOUR_STEPS } from './onboarding';

describe('tooltip tour rules', () => {
  it('walks home → challenge → picks → powerups → contests', () => {
    expect(TOUR_STEPS.map((s) => s.screen)).toEqual(['home', 'challenge', 'picks', 'powerups', 'contests']);
    expect(TOUR_STEPS.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
  });

  it('docs/product.md §4: the first-time tooltip only while its flag is unset and fewer than 1 contest was joined', () => {
    expect(firstTooltipDue([], 0)).toBe(true);
    expect(firstTooltipDue([1], 0)).toBe(false);
    expect(firstTooltipDue([], 1)).toBe(false);
    expect(firstTooltipDue([2, 3], 0)).toBe(true);
  });

  it('the next step is the first unseen one; none after a join or when all are seen', () => {
    expect(nextTourStep([], 0)).toBe(1);
    expect(nextTourStep([1], 0)).toBe(2);
    expect(nextTourStep([1, 2, 4], 0)).toBe(3);
    expect(nextTourStep([1, 2, 3, 4, 5], 0)).toBeNull();
    expect(nextTourStep([], 1)).toBeNull();
  });

  it('merges device and server flags, dropping what is not a step', () => {
    expect(mergeSeen([3, 1], [1, 2], [0, 6, 1.5, -1])).toEqual([1, 2, 3]);
    expect(isTourStep(5)).toBe(true);
    expect(isTourStep(6)).toBe(false);
    expect(isTourStep('1')).toBe(false);
  });
});
