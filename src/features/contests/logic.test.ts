import { describe, expect, it } from 'vitest';
import type { Contest } from '../../../core/api/contests';
import { applyFilters, bonusCapPaise, fillPercent, hideJoinBannerFlag, joinedBannerVisible, matchesOption, setHideJoinBanner, totalSpots } from './logic';
import { contest } from './test-fixtures';

describe('contest card numbers', () => {
  it('total spots are every room of the config; the bar is the filled share, a sliver once anybody joined', () => {
    const c = contest({ room_size: 4, max_rooms: 200, seats_filled: 1 });
    expect(totalSpots(c)).toBe(800);
    expect(fillPercent(c)).toBe(1);
    expect(fillPercent({ ...c, seats_filled: 0 })).toBe(0);
    expect(fillPercent({ ...c, seats_filled: 400 })).toBe(50);
    expect(fillPercent({ ...c, seats_filled: 900 })).toBe(100);
  });

  it('bonus usable is promo_limit percent of the fee, rounded down, none for free contests', () => {
    expect(bonusCapPaise(contest({ fee: 10, promo_limit: 10 }))).toBe(100);
    expect(bonusCapPaise(contest({ fee: 15.5, promo_limit: 15 }))).toBe(232);
    expect(bonusCapPaise(contest({ fee: 0, is_free: true, promo_limit: 50 }))).toBe(0);
    expect(bonusCapPaise(contest({ fee: 49, promo_limit: 0 }))).toBe(0);
  });
});

describe('filters', () => {
  const free = contest({ config_id: 1, fee: 0, is_free: true, room_size: 1000, prize_pool: 90 });
  const small = contest({ config_id: 2, fee: 10, room_size: 4, prize_pool: 35 });
  const mega = contest({ config_id: 3, fee: 49, room_size: 2, prize_pool: 50_000, contest_type: 'pool' });
  const all: Contest[] = [free, small, mega];

  it('reads the server option ids: free, ranges, open-ended, exact and type', () => {
    expect(matchesOption(free, 'fee:free')).toBe(true);
    expect(matchesOption(free, 'fee:1-50')).toBe(false);
    expect(matchesOption(small, 'fee:1-50')).toBe(true);
    expect(matchesOption(mega, 'room_size:2')).toBe(true);
    expect(matchesOption(small, 'room_size:2')).toBe(false);
    expect(matchesOption(mega, 'prize_pool:10001+')).toBe(true);
    expect(matchesOption(small, 'prize_pool:10001+')).toBe(false);
    expect(matchesOption(mega, 'contest_type:pool')).toBe(true);
    expect(matchesOption(small, 'contest_type:pool')).toBe(false);
  });

  it('options of one group are alternatives, groups all apply', () => {
    expect(applyFilters(all, []).map((c) => c.config_id)).toEqual([1, 2, 3]);
    expect(applyFilters(all, ['fee:free', 'fee:1-50']).map((c) => c.config_id)).toEqual([1, 2, 3]);
    expect(applyFilters(all, ['fee:1-50', 'room_size:3-10']).map((c) => c.config_id)).toEqual([2]);
  });
});

describe('joined banner (docs/product.md §4)', () => {
  it('shows only with exactly one paid contest joined and a join confirmed here, never once hidden', () => {
    expect(joinedBannerVisible({ countPaidContestsJoined: 1, joinedNow: true, hidden: false })).toBe(true);
    expect(joinedBannerVisible({ countPaidContestsJoined: 2, joinedNow: true, hidden: false })).toBe(false);
    expect(joinedBannerVisible({ countPaidContestsJoined: 0, joinedNow: true, hidden: false })).toBe(false);
    expect(joinedBannerVisible({ countPaidContestsJoined: 1, joinedNow: false, hidden: false })).toBe(false);
    expect(joinedBannerVisible({ countPaidContestsJoined: 1, joinedNow: true, hidden: true })).toBe(false);
    expect(joinedBannerVisible({ countPaidContestsJoined: null, joinedNow: true, hidden: false })).toBe(false);
  });

  it("the 'hide-join-banner' flag is stored locally", () => {
    localStorage.clear();
    expect(hideJoinBannerFlag()).toBe(false);
    setHideJoinBanner();
    expect(localStorage.getItem('hide-join-banner')).toBe('1');
    expect(hideJoinBannerFlag()).toBe(true);
    localStorage.clear();
  });
});
