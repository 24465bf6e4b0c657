import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paise } from '../money';
import {
  assignSeats,
  canJoin,
  joinTimeRefusal,
  joinWindow,
  defaultAddMoneyRupees,
  nextRoomName,
  percentToBps,
  placeNextSeat,
  poolPrize,
  rewardsTotal,
  seatsAvailable,
  shouldRefundNonGuaranteed,
  showJoinedBanner,
  validatePoolTemplate,
  validateRewards,
  type CanJoinInput,
  type PoolRewardBand,
  type RoomFill,
} from './contests';

const template: PoolRewardBand[] = [
  { rank_from: 1, rank_to: 1, share_bps: 5000 },
  { rank_from: 2, rank_to: 2, share_bps: 3000 },
  { rank_from: 3, rank_to: 4, share_bps: 1000 },
];

const totalOf = (p: ReturnType<typeof poolPrize>) =>
  p.ranks.reduce((s, r) => s + r.prize_per_rank * (r.rank_to - r.rank_from + 1), 0);

describe('shouldRefundNonGuaranteed', () => {
  it('refunds below the minimum only', () => {
    expect(shouldRefundNonGuaranteed({ entries: 9, minEntries: 10 })).toBe(true);
    expect(shouldRefundNonGuaranteed({ entries: 10, minEntries: 10 })).toBe(false);
    expect(shouldRefundNonGuaranteed({ entries: 0, minEntries: null })).toBe(false);
  });
});

describe('poolPrize', () => {
  it('takes the rake rounded down and pays the pool to the paisa', () => {
    // 7 × ₹49.99 = 34 993 paise; 12.5 % rake = 4374.125 → 4374
    const p = poolPrize({ entries: 7, fee: paise(4999), rakePercent: 12.5, rewardsTemplate: template });
    expect(p.gross).toBe(34_993);
    expect(p.rake).toBe(4374);
    expect(p.prizePool).toBe(30_619);
    // floors: 15309 (50 %), 9185 (30 %), 3061 ×2 (10 %) = 30616 → 3 paise to rank 1
    expect(p.ranks).toEqual([
      { rank_from: 1, rank_to: 1, prize_per_rank: 15_312 },
      { rank_from: 2, rank_to: 2, prize_per_rank: 9185 },
      { rank_from: 3, rank_to: 4, prize_per_rank: 3061 },
    ]);
    expect(totalOf(p)).toBe(p.prizePool);
  });

  it('splits a shared first band so only rank 1 takes the remainder', () => {
    const p = poolPrize({ entries: 1, fee: paise(101), rakePercent: 0, rewardsTemplate: [{ rank_from: 1, rank_to: 2, share_bps: 5000 }] });
    expect(p.ranks).toEqual([
      { rank_from: 1, rank_to: 1, prize_per_rank: 51 },
      { rank_from: 2, rank_to: 2, prize_per_rank: 50 },
    ]);
  });

  it('rejects a template that does not pay out 100 %', () => {
    expect(() => poolPrize({ entries: 3, fee: paise(100), rakePercent: 10, rewardsTemplate: [{ rank_from: 1, rank_to: 1, share_bps: 9000 }] })).toThrow(/10000/);
    expect(validatePoolTemplate([{ rank_from: 2, rank_to: 2, share_bps: 10000 }])).toContain('row 1: ranks must be contiguous, expected rank 1, got 2');
    expect(validatePoolTemplate([{ rank_from: 1, rank_to: 1, share_bps: 4000 }, { rank_from: 2, rank_to: 2, share_bps: 6000 }])).toContain(
      'band 2: a lower rank cannot get a bigger share',
    );
  });

  it('rejects bad rake and amounts', () => {
    expect(() => percentToBps(100.5)).toThrow(RangeError);
    expect(() => percentToBps(1.234)).toThrow(/2 decimals/);
    expect(() => poolPrize({ entries: -1, fee: paise(100), rakePercent: 0, rewardsTemplate: template })).toThrow(RangeError);
  });

  const templates = fc
    .array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 })
    .chain((bandSizes) => {
      // Build non-increasing shares adding to exactly 10 000 bps.
      const ranks = bandSizes.reduce((a, b) => a + b, 0);
      const base = Math.floor(10_000 / ranks);
      const bands: PoolRewardBand[] = [];
      let from = 1;
      for (const n of bandSizes) {
        bands.push({ rank_from: from, rank_to: from + n - 1, share_bps: base });
        from += n;
      }
      const first = bands[0]!;
      const leftover = 10_000 - base * ranks;
      if (leftover > 0) {
        // Give the leftover to a rank-1-only band.
        if (first.rank_to > 1) {
          bands.splice(0, 1, { rank_from: 1, rank_to: 1, share_bps: base + leftover }, { ...first, rank_from: 2 });
        } else {
          first.share_bps += leftover;
        }
      }
      return fc.constant(bands);
    });

  it('property: prizes always add up to the pool exactly, and rank order holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 5000 }), templates, (entries, fee, rakeBps, t) => {
        const p = poolPrize({ entries, fee: paise(fee), rakePercent: rakeBps / 100, rewardsTemplate: t });
        expect(p.gross).toBe(entries * fee);
        expect(p.rake + p.prizePool).toBe(p.gross);
        expect(totalOf(p)).toBe(p.prizePool);
        for (let i = 1; i < p.ranks.length; i++) expect(p.ranks[i]!.prize_per_rank).toBeLessThanOrEqual(p.ranks[i - 1]!.prize_per_rank);
      }),
    );
  });

  it('property: the pool never shrinks when entries grow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 10_000 }), (entries, more, fee, rakeBps) => {
        const at = (n: number) => poolPrize({ entries: n, fee: paise(fee), rakePercent: rakeBps / 100, rewardsTemplate: template }).prizePool;
        expect(at(entries + more)).toBeGreaterThanOrEqual(at(entries));
      }),
    );
  });
});

describe('validateRewards', () => {
  it('accepts a contiguous table within the pool', () => {
    const rows = [
      { rank_from: 1, rank_to: 1, prize: paise(50_000) },
      { rank_from: 2, rank_to: 5, prize: paise(10_000) },
    ];
    expect(rewardsTotal(rows)).toBe(90_000);
    expect(validateRewards(rows, paise(90_000))).toEqual([]);
  });

  it('names each problem', () => {
    expect(validateRewards([{ rank_from: 1, rank_to: 1, prize: paise(100) }], paise(99))).toEqual([
      'rewards total 100 paise exceeds the prize pool of 99 paise',
    ]);
    expect(validateRewards([{ rank_from: 1, rank_to: 1, prize: paise(10) }, { rank_from: 3, rank_to: 3, prize: paise(5) }], paise(100))).toEqual([
      'row 2: ranks must be contiguous, expected rank 2, got 3',
    ]);
    expect(validateRewards([{ rank_from: 1, rank_to: 1, prize: paise(5) }, { rank_from: 2, rank_to: 2, prize: paise(10) }], paise(100))).toEqual([
      'row 2: a lower rank cannot win more than a higher one',
    ]);
    expect(validateRewards([], paise(100))).toEqual(['at least one rank must win a prize']);
    expect(validateRewards([{ rank_from: 1, rank_to: 0, prize: paise(0) }], paise(100))).toEqual([
      'row 1: rank_to 0 is before rank_from 1',
      'row 1: prize must be positive paise',
    ]);
  });
});

describe('rooms', () => {
  it('names rooms from 1', () => {
    expect(nextRoomName('Mega Contest ', 0)).toBe('Mega Contest #1');
    expect(nextRoomName('Mega Contest', 4)).toBe('Mega Contest #5');
    expect(() => nextRoomName('x', -1)).toThrow(RangeError);
  });

  it('fills the oldest open room, then opens a new one, then refuses', () => {
    const base = { size: 2, maxRooms: 2, configName: 'H2H' };
    expect(placeNextSeat({ ...base, rooms: [] })).toEqual({ kind: 'new', roomIndex: 0, roomName: 'H2H #1' });
    expect(placeNextSeat({ ...base, rooms: [{ filled: 2 }, { filled: 1 }] })).toEqual({ kind: 'existing', roomIndex: 1 });
    expect(placeNextSeat({ ...base, rooms: [{ filled: 1 }, { filled: 0 }] })).toEqual({ kind: 'existing', roomIndex: 0 });
    expect(placeNextSeat({ ...base, rooms: [{ filled: 2 }] })).toEqual({ kind: 'new', roomIndex: 1, roomName: 'H2H #2' });
    expect(placeNextSeat({ ...base, rooms: [{ filled: 2 }, { filled: 2 }] })).toEqual({
      kind: 'full',
      title: 'Oops! All rooms are full.',
      text: 'Please try joining other contests',
    });
  });

  it('assigns a batch and counts refusals', () => {
    const r = assignSeats({ rooms: [{ filled: 1 }], size: 2, maxRooms: 2, configName: 'H2H', count: 5 });
    expect(r.seats).toEqual([0, 1, 1]);
    expect(r.newRooms).toEqual([{ roomIndex: 1, roomName: 'H2H #2' }]);
    expect(r.refused).toBe(2);
    expect(r.rooms).toEqual([{ filled: 2 }, { filled: 2 }]);
    expect(seatsAvailable({ rooms: [{ filled: 1 }], size: 2, maxRooms: 2 })).toBe(3);
  });

  it('property: no room ever exceeds its size, whatever the sequence of seat assignments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 30 }),
        (size, maxRooms, batches) => {
          let rooms: RoomFill[] = [];
          let granted = 0;
          let asked = 0;
          for (const count of batches) {
            const before = seatsAvailable({ rooms, size, maxRooms });
            const r = assignSeats({ rooms, size, maxRooms, configName: 'C', count });
            rooms = r.rooms;
            asked += count;
            granted += r.seats.length;
            expect(r.seats.length + r.refused).toBe(count);
            expect(r.seats.length).toBe(Math.min(count, before));
            expect(rooms.length).toBeLessThanOrEqual(maxRooms);
            for (const room of rooms) expect(room.filled).toBeLessThanOrEqual(size);
          }
          expect(rooms.reduce((s, r) => s + r.filled, 0)).toBe(granted);
          expect(granted).toBe(Math.min(asked, size * maxRooms));
        },
      ),
    );
  });
});

describe('add-money amount re-exported for the low-balance flow', () => {
  it('offers the shortfall rounded up to whole rupees, else ₹100', () => {
    expect(defaultAddMoneyRupees(paise(3001))).toBe(31);
    expect(defaultAddMoneyRupees(paise(0))).toBe(100);
  });
});

describe('canJoin', () => {
  const wallet = { promo: 1000, deposit: 3000, winnings: 0 };
  const ok: CanJoinInput = {
    matchStarted: false,
    cutoffPassed: false,
    setComplete: true,
    alreadyInRoomWithSet: false,
    seatsLeft: seatsAvailable({ rooms: [{ filled: 1 }], size: 2, maxRooms: 1 }),
    money: { fee: paise(2500), promoLimitPercent: 10, wallet },
  };

  it('allows and splits the fee', () => {
    expect(canJoin(ok)).toEqual({ ok: true, split: { promo: 250, deposit: 2250, winnings: 0 } });
  });

  it('refuses with stable codes in priority order', () => {
    expect(canJoin({ ...ok, matchStarted: true, cutoffPassed: true, setComplete: false })).toEqual({
      ok: false,
      code: 'MATCH_LOCKED',
      message: 'This match has already begun! You cannot join contests in this challenge anymore',
    });
    expect(canJoin({ ...ok, cutoffPassed: true, setComplete: false })).toMatchObject({ ok: false, code: 'CUTOFF_PASSED' });
    expect(canJoin({ ...ok, setComplete: false, alreadyInRoomWithSet: true })).toEqual({
      ok: false,
      code: 'SET_INCOMPLETE',
      message: 'You must make all picks before joining a contest!',
    });
    expect(canJoin({ ...ok, alreadyInRoomWithSet: true, seatsLeft: 0 })).toMatchObject({ ok: false, code: 'ALREADY_JOINED' });
    expect(canJoin({ ...ok, seatsLeft: 0, money: { fee: paise(2500), promoLimitPercent: 10, wallet: { promo: 0, deposit: 0, winnings: 0 } } })).toEqual({
      ok: false,
      code: 'ROOM_FULL',
      message: 'Oops! All rooms are full.',
    });
    expect(canJoin({ ...ok, money: { fee: paise(2500), promoLimitPercent: 10, wallet: { promo: 1000, deposit: 100, winnings: 50 } } })).toEqual({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Low balance',
      shortfall: 2100,
    });
  });

  it('checks only what the caller knows: the PWA has time and set, a free contest needs no money', () => {
    expect(canJoin({ matchStarted: false, setComplete: true })).toEqual({ ok: true, split: { promo: 0, deposit: 0, winnings: 0 } });
    expect(canJoin({ matchStarted: false, setComplete: false })).toMatchObject({ ok: false, code: 'SET_INCOMPLETE' });
    expect(canJoin({ ...ok, money: { fee: paise(0), promoLimitPercent: 0, wallet: { promo: 0, deposit: 0, winnings: 0 } } })).toMatchObject({ ok: true });
  });
});

describe('joinWindow', () => {
  const start = new Date('2026-11-25T10:00:00Z');
  const cutoff = new Date('2026-11-25T09:30:00Z');

  it('uses hasStarted for the match and the contest cutoff when it has one', () => {
    const at = (iso: string) => joinWindow({ startTime: start, cutoffAt: cutoff, now: new Date(iso) });
    expect(at('2026-11-25T09:29:59.999Z')).toEqual({ matchStarted: false, cutoffPassed: false });
    expect(at('2026-11-25T09:30:00Z')).toEqual({ matchStarted: false, cutoffPassed: true });
    expect(at('2026-11-25T10:00:00Z')).toEqual({ matchStarted: true, cutoffPassed: true });
    expect(joinWindow({ startTime: start, cutoffAt: null, now: cutoff })).toEqual({ matchStarted: false, cutoffPassed: false });
    expect(joinTimeRefusal(at('2026-11-25T09:45:00Z'))).toBe('CUTOFF_PASSED');
    expect(joinTimeRefusal(at('2026-11-25T10:00:00Z'))).toBe('MATCH_LOCKED');
    expect(joinTimeRefusal(at('2026-11-25T09:00:00Z'))).toBeNull();
  });
});

describe('showJoinedBanner', () => {
  it('shows only for exactly one paid contest with the flag set', () => {
    expect(showJoinedBanner({ countPaidContestsJoined: 1, joinedFlag: true })).toBe(true);
    expect(showJoinedBanner({ countPaidContestsJoined: 2, joinedFlag: true })).toBe(false);
    expect(showJoinedBanner({ countPaidContestsJoined: 1, joinedFlag: false })).toBe(false);
  });
});

