import { describe, expect, it } from 'vitest';
import { paise } from '../money';
import type { RewardRow } from './contests';
import { buildReport, canonicalJson, DOCUMENT_OPENING, documentClosing, reportEntry, reportEntryJson, RoomPrizer, type ReportInput } from './settlement';
import { ReportVerifier, verifyReport } from './settlementVerify';

// Rooms settled and verified entry by entry (ADR 022): what RoomPrizer holds, and what it refuses.
const rows: RewardRow[] = [
  { rank_from: 1, rank_to: 1, prize: paise(1000) },
  { rank_from: 2, rank_to: 3, prize: paise(300) },
];
const entry = (entryId: string, points: number | null, joinedAt: number) => ({ entryId, points, joinedAt });

describe('RoomPrizer', () => {
  it('hands back a tie group as soon as the next points begin, with its rank and shared prizes', () => {
    const prizer = new RoomPrizer(rows, 'guaranteed', 4);
    expect(prizer.push(entry('a', 50, 1))).toEqual([]);
    expect(prizer.push(entry('b', 40, 1))).toEqual([{ ...entry('a', 50, 1), rank: 1, prize: 1000 }]);
    expect(prizer.push(entry('c', 40, 2))).toEqual([]);
    // b and c share positions 2 and 3
    expect(prizer.push(entry('d', null, 0)).map((e) => [e.entryId, e.rank, e.prize])).toEqual([
      ['b', 2, 300],
      ['c', 2, 300],
    ]);
    expect(prizer.finish().map((e) => [e.entryId, e.rank, e.prize])).toEqual([['d', 4, 0]]);
  });

  it('refuses entries out of ranking order and a count that is not the room’s', () => {
    const prizer = new RoomPrizer(rows, 'guaranteed', 3);
    prizer.push(entry('a', 40, 1));
    expect(() => prizer.push(entry('b', 50, 1))).toThrow(/not in ranking order/);
    expect(() => prizer.push(entry('a', 40, 1))).toThrow(/not in ranking order/);
    const short = new RoomPrizer(rows, 'guaranteed', 3);
    short.push(entry('a', 40, 1));
    expect(() => short.finish()).toThrow(/1 entries handed over, the room has 3/);
  });

  it('holds a pool smaller than its table until the end, then returns the unoccupied prizes by join order', () => {
    const pool: RewardRow[] = [{ rank_from: 1, rank_to: 5, prize: paise(100) }];
    const prizer = new RoomPrizer(pool, 'pool', 2);
    expect(prizer.push(entry('late', 9, 20))).toEqual([]);
    expect(prizer.push(entry('early', 1, 10))).toEqual([]);
    // positions 3–5 (300 paise) go back in equal shares, the earliest join first
    expect(prizer.finish().map((e) => [e.entryId, e.prize])).toEqual([
      ['late', 250],
      ['early', 250],
    ]);
  });
});

describe('a report checked entry by entry', () => {
  const picks = (answer: string): [number, string, []][] => [[1, answer, []]];
  const input: ReportInput = {
    room: { room_id: 1, room_name: 'Mega #1', challenge_id: 7, contest_type: 'guaranteed', fee_paise: 1000, rewards: rows },
    noNegsRightPoints: 10,
    questions: [{ question_id: 1, match_id: 1, text_en: 'Toss?', points_right: 10, points_wrong: -5, result: { status: 'settled', correct: 'a' } }],
    entries: ['a', 'b', 'a', 'b', 'a'].map((answer, i) => ({
      entry_id: `e${i}`,
      user_id: i + 1,
      draft_num: 1,
      joined_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      scored: true,
      picks: picks(answer),
    })),
  };

  it('is written as opening, entries and closing: byte for byte the canonical JSON of the whole report', () => {
    const report = buildReport(input);
    const { entries, ...tail } = report;
    expect(DOCUMENT_OPENING + entries.map((e) => canonicalJson(e)).join(',') + documentClosing(tail)).toBe(canonicalJson(report));
    expect(DOCUMENT_OPENING + documentClosing(tail)).toBe(canonicalJson({ ...report, entries: [] }));
  });

  it('writes an entry with plain JSON.stringify exactly as canonicalJson would, sets and teams alike', () => {
    for (const e of buildReport(input).entries) expect(reportEntryJson(e)).toBe(canonicalJson(e));
    const team = { players: ['Z', 'A', 'M'], captain: 'M', vice_captain: 'Z' };
    const entrant = { entry_id: 'x', user_id: 1, draft_num: 2, joined_at: '2026-01-01T00:00:00.000Z', scored: true, team };
    const written = reportEntry(entrant, { points: 283, rank: 1, prize: 100 }, true);
    expect(reportEntryJson(written)).toBe(canonicalJson(written));
    expect(reportEntryJson(reportEntry({ ...entrant, team: undefined }, { points: null, rank: 2, prize: 0 }, true))).toBe(
      canonicalJson(reportEntry({ ...entrant, team: undefined }, { points: null, rank: 2, prize: 0 }, true)),
    );
  });

  it('agrees with a true report and names entries out of ranking order or listed twice', () => {
    const report = buildReport(input);
    expect(verifyReport(report)).toEqual([]);
    const swapped = structuredClone(report);
    [swapped.entries[0], swapped.entries[4]] = [swapped.entries[4]!, swapped.entries[0]!];
    expect(verifyReport(swapped)).toContain(`entry ${swapped.entries[1]!.entry_id} is out of ranking order by its recomputed points: ranks and prizes from there on are not checked`);
    const twice = structuredClone(report);
    twice.entries[1] = structuredClone(twice.entries[0]!);
    expect(verifyReport(twice)).toContain(`duplicate entry id ${twice.entries[0]!.entry_id}`);
  });

  it('counts what it read against what it was told', () => {
    const report = buildReport(input);
    const verifier = new ReportVerifier(report, report.entries.length + 1);
    for (const e of report.entries) verifier.entry(e);
    expect(verifier.finish(report.totals)).toContain(`5 entries read, 6 expected`);
  });
});
