/**
 * Settlement of a room (ADR 008 "Settlement"; team rooms ADR 012): ranks, prizes and the canonical settlement report.
 * Pure and shared: the server settles with it and `npm run verify-settlement` re-runs it on a
 * published report, so the two can never disagree. All money is integer paise.
 *
 * Ranks: standard competition ranking by points, highest first (1, 2, 2, 4); entries without
 * points rank after every scored entry, tied together.
 *
 * Prizes: a group of entries tied over positions p..q shares the prizes of those positions
 * equally; the paise a floor division leaves over go one paisa each to the tied entries in
 * ascending join time (earliest first; the entry id breaks an exact tie of join times).
 * Pool contests pay their frozen pool in full: the prizes of positions no entry occupies (more
 * prize ranks than entries) go back to the room's entries in equal shares (equal fees in a room,
 * so "pro rata to the fee" of ADR 003), remainder again one paisa each by join time. Then
 * Σ prizes + rake = Σ fees exactly. Guaranteed / non-guaranteed contests pay only occupied
 * positions (the house keeps the rest of its guarantee).
 */
import { scoreSet, type QuestionResult, type ScoredAnswer, type ScoredQuestion } from './results';
import { teamPoints } from './fantasy/team';
import type { ContestType, RewardRow } from './contests';
import type { PowerupType } from './powerups';

export interface RankInput {
  /** a stable id: the entry's join order id */
  entryId: string;
  points: number | null;
  /** epoch ms of the join */
  joinedAt: number;
}

/** Best first: points desc (null last), then join time, then id. */
export function compareForRanking(a: RankInput, b: RankInput): number {
  const pa = a.points ?? Number.NEGATIVE_INFINITY;
  const pb = b.points ?? Number.NEGATIVE_INFINITY;
  if (pa !== pb) return pb - pa;
  if (a.joinedAt !== b.joinedAt) return a.joinedAt - b.joinedAt;
  return a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0;
}

/** Standard competition ranks ("1224"), returned in ranking order. */
export function rankStandard<T extends RankInput>(entries: readonly T[]): (T & { rank: number })[] {
  const sorted = [...entries].sort(compareForRanking);
  let rank = 0;
  let previous: number | null | undefined;
  return sorted.map((e, position) => {
    if (position === 0 || e.points !== previous) rank = position + 1;
    previous = e.points;
    return { ...e, rank };
  });
}

/** Prize of one 1-based position in a rewards table; 0 outside it. */
export function prizeAt(rows: readonly RewardRow[], position: number): number {
  const row = rows.find((r) => position >= r.rank_from && position <= r.rank_to);
  return row ? row.prize : 0;
}

/** The last position of a table that wins anything (0 for none): an entry ranked below it wins no share of any tie. */
export function lastPaidPosition(rows: readonly RewardRow[]): number {
  return rows.reduce((last, r) => (r.prize > 0 ? Math.max(last, r.rank_to) : last), 0);
}

/** Σ prize over positions 1..n of a table (only the positions that exist in it). */
export function tableTotal(rows: readonly RewardRow[]): number {
  return rows.reduce((s, r) => s + r.prize * (r.rank_to - r.rank_from + 1), 0);
}

/** Split `pot` over `count` shares; the first `pot mod count` shares get one paisa more. */
function splitEvenly(pot: number, count: number): number[] {
  const share = Math.floor(pot / count);
  const extra = pot - share * count;
  return Array.from({ length: count }, (_, i) => share + (i < extra ? 1 : 0));
}

export interface PrizedEntry extends RankInput {
  rank: number;
  prize: number;
}

/**
 * The prizes of one tie group: the entries ranked `rank` that share it, `size` of them, pool the prizes of positions
 * rank … rank + size − 1 and split them evenly; within the group ranking order is join-time order, and the earliest
 * gets the extra paisa.
 */
export function tieGroupShares(rows: readonly RewardRow[], rank: number, size: number): number[] {
  let pot = 0;
  for (let pos = rank; pos < rank + size; pos++) pot += prizeAt(rows, pos);
  return splitEvenly(pot, size);
}

/** A pool contest's unoccupied positions, returned to all `entries` in equal shares (index = join order); else none. */
export function unoccupiedShares(rows: readonly RewardRow[], contestType: ContestType, entries: number): number[] {
  if (contestType !== 'pool' || entries === 0) return [];
  let occupied = 0;
  for (let pos = 1; pos <= entries; pos++) occupied += prizeAt(rows, pos);
  const unoccupied = tableTotal(rows) - occupied;
  return unoccupied > 0 ? splitEvenly(unoccupied, entries) : [];
}

/** Where one entry stands in its room: what its prize depends on. */
export interface Standing {
  /** standard competition rank (1, 2, 2, 4) */
  rank: number;
  /** entries sharing that rank, this one included */
  tieSize: number;
  /** 0-based place inside the tie group, in ranking (join-time) order */
  tieIndex: number;
  /** 0-based place among all the room's entries by join time */
  joinIndex: number;
  /** entries in the room */
  entries: number;
}

/** The prize an entry would win if the room were settled now, exactly as prizeRoom would pay it. */
export function wouldWin(rows: readonly RewardRow[], contestType: ContestType, at: Standing): number {
  return (tieGroupShares(rows, at.rank, at.tieSize)[at.tieIndex] ?? 0) + (unoccupiedShares(rows, contestType, at.entries)[at.joinIndex] ?? 0);
}

/**
 * Ranks and prizes a room's entries handed over one at a time in ranking order (compareForRanking), holding only the
 * current tie group; a pool whose table has positions no entry occupies (so the room is smaller than its table) is
 * held whole, because those prizes go back by join order at the end. prizeRoom in memory and a room of a million
 * entries streamed from the database (ADR 022) both prize through it. `entries` is the room's count, known up front.
 */
export class RoomPrizer<T extends RankInput> {
  private readonly returned: number[];
  private group: T[] = [];
  private held: (T & PrizedEntry)[] = [];
  /** entries prized before the current group */
  private position = 0;
  private last: T | undefined;

  constructor(
    private readonly rows: readonly RewardRow[],
    contestType: ContestType,
    private readonly entries: number,
  ) {
    this.returned = unoccupiedShares(rows, contestType, entries);
  }

  /** Hands over the next entry; returns the entries whose rank and prize are now final (a closed tie group). */
  push(entry: T): (T & PrizedEntry)[] {
    if (this.last && compareForRanking(this.last, entry) >= 0) throw new RangeError(`entry ${entry.entryId} is not in ranking order`);
    this.last = entry;
    const done = this.group.length > 0 && this.group[0]?.points !== entry.points ? this.closeGroup() : [];
    this.group.push(entry);
    return done;
  }

  /** The last entries; throws if the count handed over is not the room's. */
  finish(): (T & PrizedEntry)[] {
    const done = this.closeGroup();
    if (this.position !== this.entries) throw new RangeError(`${this.position} entries handed over, the room has ${this.entries}`);
    if (this.returned.length === 0) return done;
    const byJoin = [...this.held].sort((a, b) => a.joinedAt - b.joinedAt || (a.entryId < b.entryId ? -1 : 1));
    this.returned.forEach((p, k) => {
      const e = byJoin[k];
      if (e) e.prize += p;
    });
    return this.held;
  }

  private closeGroup(): (T & PrizedEntry)[] {
    if (this.group.length === 0) return [];
    const rank = this.position + 1;
    const shares = tieGroupShares(this.rows, rank, this.group.length);
    const prized = this.group.map((e, i) => ({ ...e, rank, prize: shares[i] ?? 0 }));
    this.position += this.group.length;
    this.group = [];
    if (this.returned.length === 0) return prized;
    for (const e of prized) this.held.push(e);
    return [];
  }
}

/**
 * Ranks and prizes of a room. `rows` is the room's rewards table (fixed, or the frozen pool);
 * for 'pool' the prizes of unoccupied positions are returned to every entry in equal shares.
 * Output is in ranking order.
 */
export function prizeRoom<T extends RankInput>(
  entries: readonly T[],
  rows: readonly RewardRow[],
  contestType: ContestType,
): (T & PrizedEntry)[] {
  const prizer = new RoomPrizer<T>(rows, contestType, entries.length);
  const out: (T & PrizedEntry)[] = [];
  const take = (done: (T & PrizedEntry)[]) => {
    for (const e of done) out.push(e);
  };
  for (const e of [...entries].sort(compareForRanking)) take(prizer.push(e));
  take(prizer.finish());
  return out;
}

// ---------------------------------------------------------------------------
// The settlement report: canonical JSON that anyone in the room can re-check
// ---------------------------------------------------------------------------

const INDEX_KEY = /^(0|[1-9]\d*)$/;

/**
 * JSON with object keys sorted at every level and no whitespace: the bytes that are hashed.
 * Native JSON.stringify does the writing; objects whose keys are not in order are replaced by
 * sorted copies. Integer-like keys are refused: a JS object always lists them first, in numeric
 * order, so they could not be written in string order (the report has none: picks are arrays).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'number' && !Number.isFinite(v)) throw new RangeError('canonical JSON has no NaN/Infinity');
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const keys = Object.keys(v);
    let sorted = true;
    for (let i = 0; i < keys.length; i++) {
      if (INDEX_KEY.test(keys[i] as string)) throw new RangeError(`canonical JSON: integer-like key ${keys[i]}`);
      if (i > 0 && (keys[i - 1] as string) > (keys[i] as string)) sorted = false;
    }
    if (sorted) return v;
    const copy: Record<string, unknown> = {};
    for (const k of keys.sort()) copy[k] = (v as Record<string, unknown>)[k];
    return copy;
  });
}

export const SETTLEMENT_REPORT_VERSION = 1;

export interface ReportQuestion {
  question_id: number;
  match_id: number;
  text_en: string;
  points_right: number;
  points_wrong: number;
  /** the resolved answer; null = never resolved (scores nothing) */
  result: QuestionResult | null;
}

/**
 * One pick of a set: [question_id, answer (null = unanswered), powerups applied]. A tuple, not an
 * object: a room of 100,000 sets × 12 picks stays a third of the size (the report is hashed and stored whole).
 */
export type ReportPick = [questionId: number, answer: string | null, powerups: PowerupType[]];

/** A draft team as it was at the start: its players (sorted ids), captain (×2) and vice-captain (×1.5). */
export interface ReportTeam {
  players: string[];
  captain: string | null;
  vice_captain: string | null;
}

/** One scored player of a team room's match(es): his fantasy points and their breakdown by rule. */
export interface ReportPlayer {
  match_id: number;
  player_id: string;
  points: number;
  breakdown: { rule_id: string; count: number; points: number }[];
}

export interface ReportEntry {
  entry_id: string;
  user_id: number;
  draft_num: number;
  /** ISO 8601 join time (decides who gets a split's extra paisa) */
  joined_at: string;
  /** a pick set's picks (prediction rooms) */
  picks?: ReportPick[];
  /** a team's players and leaders (team rooms) */
  team?: ReportTeam;
  /** set points; for a team, team points in half-points */
  points: number | null;
  rank: number;
  prize_paise: number;
}

export interface SettlementReport {
  version: number;
  room: {
    room_id: number;
    room_name: string;
    challenge_id: number;
    contest_type: ContestType;
    fee_paise: number;
    /** the table paid: the configured rewards, or the pool frozen at match start */
    rewards: RewardRow[];
  };
  scoring: { no_negs_right_points: number };
  questions: ReportQuestion[];
  /**
   * Team rooms (draft mode, ADR 012): the point table's tag and every scored player's points. An entry's points are
   * Σ its players' points × 4 (captain), × 3 (vice-captain), × 2 (others): half-points, exact integers.
   */
  fantasy?: { tag: string; points_unit: 'half_points'; players: ReportPlayer[] };
  /** ranking order */
  entries: ReportEntry[];
  totals: {
    /** Σ fees held in escrow for the room */
    fees_paise: number;
    prizes_paise: number;
    /** fees − prizes: the pool's rake, or (negative) the overlay the house pays */
    house_paise: number;
  };
}

export interface ReportInput {
  room: SettlementReport['room'];
  noNegsRightPoints: number;
  questions: ReportQuestion[];
  /** a team room: the scored players (entries then carry `team` instead of picks) */
  fantasy?: SettlementReport['fantasy'];
  entries: { entry_id: string; user_id: number; draft_num: number; joined_at: string; picks?: ReportPick[]; team?: ReportTeam; scored: boolean }[];
}

/** A scorer of sets against the report's questions (built once per room: 100,000 sets reuse it). */
export function setScorer(questions: readonly ReportQuestion[], noNegsRightPoints: number): (picks: readonly ReportPick[]) => number {
  const scored: ScoredQuestion[] = questions.map((q) => ({ question_id: q.question_id, points: { right: q.points_right, wrong: q.points_wrong } }));
  const results: Record<number, QuestionResult> = {};
  for (const q of questions) if (q.result) results[q.question_id] = q.result;
  const options = { noNegsRightPoints };
  return (picks) => {
    const answers: ScoredAnswer[] = picks.map(([question_id, answer, powerups]) => ({ question_id, answer, powerups }));
    return scoreSet({ questions: scored, answers, results, options }).total;
  };
}

/** Points of one set from the report's questions. */
export function pointsOf(questions: readonly ReportQuestion[], picks: readonly ReportPick[], noNegsRightPoints: number): number {
  return setScorer(questions, noNegsRightPoints)(picks);
}

/** A scorer of teams against the report's players: half-points (core/rules/fantasy/team.ts). */
export function teamScorer(players: readonly ReportPlayer[]): (team: ReportTeam) => number {
  const points = new Map<string, number>();
  for (const p of players) points.set(p.player_id, (points.get(p.player_id) ?? 0) + p.points);
  return (team) => teamPoints({ players: team.players, captain: team.captain ?? '', viceCaptain: team.vice_captain ?? '' }, points).halves;
}

/** What a report says of one entry that is not derived: who entered, when, with which picks or team. */
export type ReportEntrant = ReportInput['entries'][number];

/** One entry of the report, keys in canonical (sorted) order so canonicalJson writes it without copying. */
export function reportEntry(e: ReportEntrant, result: { points: number | null; rank: number; prize: number }, teamRoom: boolean): ReportEntry {
  return teamRoom
    ? {
        draft_num: e.draft_num,
        entry_id: e.entry_id,
        joined_at: e.joined_at,
        points: result.points,
        prize_paise: result.prize,
        rank: result.rank,
        ...(e.team ? { team: { captain: e.team.captain, players: [...e.team.players].sort(), vice_captain: e.team.vice_captain } } : {}),
        user_id: e.user_id,
      }
    : {
        draft_num: e.draft_num,
        entry_id: e.entry_id,
        joined_at: e.joined_at,
        picks: e.picks ?? [],
        points: result.points,
        prize_paise: result.prize,
        rank: result.rank,
        user_id: e.user_id,
      };
}

/**
 * The canonical JSON of an entry made by reportEntry: plain JSON.stringify, because reportEntry writes every key in
 * sorted order (its team's too) and picks are arrays; five times faster than canonicalJson's replacer over a million
 * entries. A test holds the two equal.
 */
export const reportEntryJson = (entry: ReportEntry): string => JSON.stringify(entry);

/** A room's scorer of entrants: set points, team half-points, or null for an entrant that is not scored. */
export function entrantScorer(input: Pick<ReportInput, 'questions' | 'noNegsRightPoints' | 'fantasy'>): (e: ReportEntrant) => number | null {
  const score = setScorer(input.questions, input.noNegsRightPoints);
  const scoreTeam = teamScorer(input.fantasy?.players ?? []);
  return (e) => (!e.scored ? null : input.fantasy ? (e.team ? scoreTeam(e.team) : null) : score(e.picks ?? []));
}

/** Everything of a report but its entries: what the report says after them (canonical key order). */
export type ReportTail = Omit<SettlementReport, 'entries'>;

/**
 * The canonical document is DOCUMENT_OPENING, the entries' canonicalJson joined by commas, then documentClosing:
 * 'entries' sorts before every other key, so a report written entry by entry (in parts, ADR 022) is byte for byte
 * canonicalJson of the whole report.
 */
export const DOCUMENT_OPENING = '{"entries":[';
export const documentClosing = (tail: ReportTail): string => `],${canonicalJson(tail).slice(1)}`;

/** A report's tail from the room's inputs and its totals. */
export function reportTail(input: Omit<ReportInput, 'entries'>, totals: SettlementReport['totals']): ReportTail {
  return {
    version: SETTLEMENT_REPORT_VERSION,
    room: input.room,
    scoring: { no_negs_right_points: input.noNegsRightPoints },
    questions: input.questions,
    ...(input.fantasy ? { fantasy: input.fantasy } : {}),
    totals,
  };
}

/** Score, rank and prize every entry: the whole report, before any money moves. */
export function buildReport(input: ReportInput): SettlementReport {
  const scoreOf = entrantScorer(input);
  const withPoints = input.entries.map((e) => ({ e, entryId: e.entry_id, joinedAt: Date.parse(e.joined_at), points: scoreOf(e) }));
  const entries = prizeRoom(withPoints, input.room.rewards, input.room.contest_type).map((p) => reportEntry(p.e, p, input.fantasy !== undefined));
  const fees = input.room.fee_paise * entries.length;
  const prizes = entries.reduce((s, e) => s + e.prize_paise, 0);
  const { entries: _, ...rest } = input;
  return { ...reportTail(rest, { fees_paise: fees, prizes_paise: prizes, house_paise: fees - prizes }), entries };
}
