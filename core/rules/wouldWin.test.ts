import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '../money';
import type { ContestType, RewardRow } from './contests';
import { compareForRanking, lastPaidPosition, prizeRoom, wouldWin, type RankInput } from './settlement';

/**
 * Live prizing: what each entry would win if its room were settled now, from the entry's standing alone (rank, tie
 * size, place in the tie, place by join time, room size), as the live leaderboard computes it, equals what
 * settlement's prizeRoom pays, ties and pool returns included. As on the board, the place inside a tie group is
 * not counted (0) for an entry ranked below the table's last paid position.
 */
function standingOf(entries: readonly RankInput[], e: RankInput, rows: readonly RewardRow[]) {
  const ranked = [...entries].sort(compareForRanking);
  const better = entries.filter((o) => (o.points ?? -Infinity) > (e.points ?? -Infinity)).length;
  const tie = ranked.filter((o) => o.points === e.points);
  const byJoin = [...entries].sort((a, b) => a.joinedAt - b.joinedAt || (a.entryId < b.entryId ? -1 : 1));
  const rank = better + 1;
  const tieIndex = rank > lastPaidPosition(rows) ? 0 : tie.indexOf(e);
  return { rank, tieSize: tie.length, tieIndex, joinIndex: byJoin.indexOf(e), entries: entries.length };
}

const table = fc
  .array(fc.record({ span: fc.integer({ min: 1, max: 4 }), prize: fc.integer({ min: 0, max: 100_000 }) }), { minLength: 1, maxLength: 5 })
  .map((bands) => {
    let from = 1;
    return bands.map(({ span, prize }): RewardRow => {
      const row = { rank_from: from, rank_to: from + span - 1, prize: paise(prize) };
      from += span;
      return row;
    });
  });

const room = fc.array(
  fc.record({ points: fc.option(fc.integer({ min: -20, max: 20 }).map((p) => p * 5), { nil: null }), joinedAt: fc.integer({ min: 0, max: 50 }) }),
  { minLength: 1, maxLength: 25 },
);

describe('would-win prizes', () => {
  it.each<ContestType>(['guaranteed', 'pool'])('equal settlement’s prizes on every entry of a %s room, ties included', (type) => {
    fc.assert(
      fc.property(table, room, (rows, raw) => {
        const entries: RankInput[] = raw.map((e, i) => ({ entryId: `e${String(i).padStart(3, '0')}`, points: e.points, joinedAt: e.joinedAt }));
        const paid = new Map(prizeRoom(entries, rows, type).map((p) => [p.entryId, p.prize]));
        for (const e of entries) expect(wouldWin(rows, type, standingOf(entries, e, rows))).toBe(paid.get(e.entryId));
      }),
      { numRuns: 300 },
    );
  });

  it('splits a tie for the prize places exactly: three tied for first share 1st–3rd, the earliest gets the odd paisa', () => {
    const rows: RewardRow[] = [
      { rank_from: 1, rank_to: 1, prize: paise(1000) },
      { rank_from: 2, rank_to: 2, prize: paise(500) },
      { rank_from: 3, rank_to: 3, prize: paise(1) },
    ];
    const at = (tieIndex: number) => wouldWin(rows, 'guaranteed', { rank: 1, tieSize: 3, tieIndex, joinIndex: tieIndex, entries: 4 });
    expect([at(0), at(1), at(2)]).toEqual([501, 500, 500]);
    expect(wouldWin(rows, 'guaranteed', { rank: 4, tieSize: 1, tieIndex: 0, joinIndex: 3, entries: 4 })).toBe(0);
  });

  it('pays nothing below the last paid position: a table ending in zero prizes ends where its last prize does', () => {
    expect(lastPaidPosition([])).toBe(0);
    expect(lastPaidPosition([{ rank_from: 1, rank_to: 3, prize: paise(10) }, { rank_from: 4, rank_to: 9, prize: paise(0) }])).toBe(3);
    expect(lastPaidPosition([{ rank_from: 1, rank_to: 1, prize: paise(0) }, { rank_from: 2, rank_to: 5, prize: paise(1) }])).toBe(5);
  });
});
