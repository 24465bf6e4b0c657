import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '../money';
import { poolPrize, type RewardRow } from './contests';
import { buildReport, canonicalJson, prizeAt, prizeRoom, rankStandard, tableTotal, type ReportInput } from './settlement';
import { verifyReport } from './settlementVerify';

const rows: RewardRow[] = [
  { rank_from: 1, rank_to: 1, prize: paise(1000) },
  { rank_from: 2, rank_to: 2, prize: paise(500) },
  { rank_from: 3, rank_to: 3, prize: paise(201) },
];
const entry = (entryId: string, points: number | null, joinedAt: number) => ({ entryId, points, joinedAt });

describe('standard competition ranks', () => {
  it('ranks 1224, ties in join order, null points last and tied', () => {
    const ranked = rankStandard([entry('a', 10, 1), entry('b', 30, 2), entry('c', 10, 0), entry('d', null, 3), entry('e', 20, 4), entry('f', null, 5)]);
    expect(ranked.map((r) => [r.entryId, r.rank])).toEqual([
      ['b', 1],
      ['e', 2],
      ['c', 3],
      ['a', 3],
      ['d', 5],
      ['f', 5],
    ]);
  });
});

describe('prizes with ties', () => {
  it('splits the covered ranks equally, the extra paisa to the earliest join', () => {
    const out = prizeRoom([entry('late', 10, 9), entry('top', 30, 5), entry('early', 10, 1), entry('last', 1, 0)], rows, 'guaranteed');
    // 'late' and 'early' tie at rank 2 over positions 2 and 3: 500 + 201 = 701 → 351 (earliest) + 350.
    expect(out.map((e) => [e.entryId, e.rank, e.prize])).toEqual([
      ['top', 1, 1000],
      ['early', 2, 351],
      ['late', 2, 350],
      ['last', 4, 0],
    ]);
  });

  it('guaranteed rooms pay only occupied positions', () => {
    expect(prizeRoom([entry('a', 5, 0)], rows, 'guaranteed').map((e) => e.prize)).toEqual([1000]);
  });

  it('pool rooms pay the whole frozen pool: unoccupied positions return to every entry equally', () => {
    const pool = poolPrize({ entries: 2, fee: paise(1000), rakePercent: 10, rewardsTemplate: [
      { rank_from: 1, rank_to: 1, share_bps: 5000 },
      { rank_from: 2, rank_to: 2, share_bps: 3000 },
      { rank_from: 3, rank_to: 3, share_bps: 2000 },
    ] });
    const frozen = pool.ranks.map((r) => ({ rank_from: r.rank_from, rank_to: r.rank_to, prize: r.prize_per_rank }));
    const out = prizeRoom([entry('a', 5, 0), entry('b', 3, 1)], frozen, 'pool');
    // pool 1800: 900 + 540 paid, 360 of rank 3 back to both → 1080 and 720.
    expect(out.map((e) => e.prize)).toEqual([1080, 720]);
    expect(out.reduce((s, e) => s + e.prize, 0) + pool.rake).toBe(2000);
  });

  const points = fc.array(fc.option(fc.integer({ min: -3, max: 4 }), { nil: null }), { minLength: 1, maxLength: 14 });
  const table = fc
    .array(fc.record({ width: fc.integer({ min: 1, max: 3 }), prize: fc.integer({ min: 1, max: 100_000 }) }), { minLength: 1, maxLength: 5 })
    .map((bands) => {
      let from = 1;
      return bands
        .sort((a, b) => b.prize - a.prize)
        .map((b) => {
          const row = { rank_from: from, rank_to: from + b.width - 1, prize: paise(b.prize) };
          from += b.width;
          return row;
        });
    });

  it('property: prizes sum exactly to the table over the covered ranks; ties equal ±1 paisa; never more to a worse rank', () => {
    fc.assert(
      fc.property(points, table, (pts, t) => {
        const out = prizeRoom(pts.map((p, i) => entry(`e${i}`, p, i)), t, 'guaranteed');
        let covered = 0;
        for (let pos = 1; pos <= out.length; pos++) covered += prizeAt(t, pos);
        expect(out.reduce((s, e) => s + e.prize, 0)).toBe(covered);
        for (const a of out) {
          for (const b of out) {
            if (a.rank === b.rank) expect(Math.abs(a.prize - b.prize)).toBeLessThanOrEqual(1);
            if (a.rank < b.rank) expect(a.prize).toBeGreaterThanOrEqual(b.prize);
          }
        }
      }),
    );
  });

  it('property: a pool pays its whole table, whatever the entries', () => {
    fc.assert(
      fc.property(points, table, (pts, t) => {
        const out = prizeRoom(pts.map((p, i) => entry(`e${i}`, p, i)), t, 'pool');
        expect(out.reduce((s, e) => s + e.prize, 0)).toBe(tableTotal(t));
      }),
    );
  });

  it('property: the result does not depend on the input order', () => {
    fc.assert(
      fc.property(points, table, fc.integer(), (pts, t, seed) => {
        const list = pts.map((p, i) => entry(`e${i}`, p, i));
        const shuffled = [...list].sort((a, b) => ((a.joinedAt * 7919 + seed) % 13) - ((b.joinedAt * 7919 + seed) % 13));
        const key = (xs: ReturnType<typeof prizeRoom>) => xs.map((e) => `${e.entryId}:${e.rank}:${e.prize}`).sort();
        expect(key(prizeRoom(shuffled, t, 'pool'))).toEqual(key(prizeRoom(list, t, 'pool')));
        expect(key(prizeRoom(shuffled, t, 'guaranteed'))).toEqual(key(prizeRoom(list, t, 'guaranteed')));
      }),
    );
  });
});

describe('canonical JSON', () => {
  it('sorts keys at every level and has no whitespace', () => {
    expect(canonicalJson({ b: 1, a: [{ z: null, y: 'x' }], c: { e: true, d: -2 } })).toBe('{"a":[{"y":"x","z":null}],"b":1,"c":{"d":-2,"e":true}}');
    expect(canonicalJson({ 'a"b': 'é', aa: undefined, A: 1.5 })).toBe('{"A":1.5,"a\\"b":"é"}');
  });

  it('refuses what has no canonical form', () => {
    expect(() => canonicalJson({ x: Number.NaN })).toThrow(RangeError);
    expect(() => canonicalJson({ 10: 'a', 9: 'b' })).toThrow(RangeError);
  });
});

describe('settlement report', () => {
  const input: ReportInput = {
    room: { room_id: 1, room_name: 'Mega #1', challenge_id: 7, contest_type: 'guaranteed', fee_paise: 1000, rewards: rows },
    noNegsRightPoints: 10,
    questions: [
      { question_id: 1, match_id: 1, text_en: 'Toss?', points_right: 10, points_wrong: -5, result: { status: 'settled', correct: 'a' } },
      { question_id: 2, match_id: 1, text_en: 'Winner?', points_right: 20, points_wrong: 0, result: { status: 'void' } },
    ],
    entries: [
      { entry_id: 'x', user_id: 1, draft_num: 1, joined_at: '2026-01-01T00:00:00.000Z', scored: true, picks: [[1, 'a', ['2x']], [2, 'b', []]] },
      { entry_id: 'y', user_id: 2, draft_num: 1, joined_at: '2026-01-01T00:00:01.000Z', scored: true, picks: [[1, 'b', ['no_negs']]] },
      { entry_id: 'z', user_id: 3, draft_num: 1, joined_at: '2026-01-01T00:00:02.000Z', scored: true, picks: [[1, 'b', []]] },
    ],
  };

  it('scores, ranks and prizes every entry and verifies itself', () => {
    const report = buildReport(input);
    expect(report.entries.map((e) => [e.entry_id, e.points, e.rank, e.prize_paise])).toEqual([
      ['x', 20, 1, 1000],
      ['y', 0, 2, 500],
      ['z', -5, 3, 201],
    ]);
    expect(report.totals).toEqual({ fees_paise: 3000, prizes_paise: 1701, house_paise: 1299 });
    expect(verifyReport(report)).toEqual([]);
  });

  it('finds a tampered prize, rank or answer', () => {
    const report = buildReport(input);
    const prize = structuredClone(report);
    prize.entries[1]!.prize_paise = 600;
    expect(verifyReport(prize)).toContain('entry y: prize 600 paise, recomputed 500');
    const answer = structuredClone(report);
    answer.questions[0]!.result = { status: 'settled', correct: 'b' };
    expect(verifyReport(answer).length).toBeGreaterThan(0);
  });
});

describe('settlement report of a team room (draft mode)', () => {
  const breakdown = (n: number) => [{ rule_id: 'D11T20.run', count: n, points: n }];
  const input: ReportInput = {
    room: { room_id: 9, room_name: 'Small #1', challenge_id: 100_000_001, contest_type: 'guaranteed', fee_paise: 1000, rewards: [{ rank_from: 1, rank_to: 1, prize: paise(2500) }, { rank_from: 2, rank_to: 2, prize: paise(1000) }] },
    noNegsRightPoints: 10,
    questions: [],
    fantasy: {
      tag: 'D11-T20-classic',
      points_unit: 'half_points',
      players: [
        { match_id: 1, player_id: 'A', points: 50, breakdown: breakdown(50) },
        { match_id: 1, player_id: 'B', points: 21, breakdown: breakdown(21) },
        { match_id: 1, player_id: 'C', points: 10, breakdown: breakdown(10) },
      ],
    },
    entries: [
      // A captain (×2), B vice (×1.5), C: 4·50 + 3·21 + 2·10 = 283 halves (141.5 points)
      { entry_id: 'x', user_id: 1, draft_num: 1, joined_at: '2026-01-01T00:00:00.000Z', scored: true, team: { players: ['C', 'A', 'B'], captain: 'A', vice_captain: 'B' } },
      // B captain, A vice, D (no points: 0): 4·21 + 3·50 = 234
      { entry_id: 'y', user_id: 2, draft_num: 1, joined_at: '2026-01-01T00:00:01.000Z', scored: true, team: { players: ['B', 'A', 'D'], captain: 'B', vice_captain: 'A' } },
      // the same players as x, C captain: 4·10 + 3·21 + 2·50 = 203
      { entry_id: 'z', user_id: 3, draft_num: 2, joined_at: '2026-01-01T00:00:02.000Z', scored: true, team: { players: ['A', 'B', 'C'], captain: 'C', vice_captain: 'B' } },
    ],
  };

  it('scores each team in half-points from the players’ points, ranks and prizes it, and verifies itself', () => {
    const report = buildReport(input);
    expect(report.entries.map((e) => [e.entry_id, e.points, e.rank, e.prize_paise])).toEqual([
      ['x', 283, 1, 2500],
      ['y', 234, 2, 1000],
      ['z', 203, 3, 0],
    ]);
    expect(report.entries[0]).toEqual({
      draft_num: 1,
      entry_id: 'x',
      joined_at: '2026-01-01T00:00:00.000Z',
      points: 283,
      prize_paise: 2500,
      rank: 1,
      team: { captain: 'A', players: ['A', 'B', 'C'], vice_captain: 'B' },
      user_id: 1,
    });
    expect(report.fantasy?.players).toHaveLength(3);
    expect(report.totals).toEqual({ fees_paise: 3000, prizes_paise: 3500, house_paise: -500 });
    expect(verifyReport(report)).toEqual([]);
    // the prediction report's shape is unchanged: no fantasy key, picks on every entry
    expect(JSON.parse(canonicalJson(report))).toEqual(report);
  });

  it('finds a changed player point, a swapped captain or a team claimed unscored', () => {
    const report = buildReport(input);
    const player = structuredClone(report);
    player.fantasy!.players[2]!.points = 80;
    expect(verifyReport(player)).toContain('entry z: points 203, recomputed 483');
    const captain = structuredClone(report);
    captain.entries[1]!.team!.captain = 'A';
    captain.entries[1]!.team!.vice_captain = 'B';
    expect(verifyReport(captain)).toContain('entry y: points 234, recomputed 263');
    const hidden = structuredClone(report);
    hidden.entries[2]!.points = null;
    expect(verifyReport(hidden)).toContain('entry z: points null, recomputed 203');
    const unit = structuredClone(report);
    (unit.fantasy as { points_unit: string }).points_unit = 'points';
    expect(verifyReport(unit)).toContain('unknown points unit points');
  });
});
