/**
 * Re-checking a published settlement report (ADR 008; reports in parts, ADR 022): every entry's points from the
 * report's own inputs (questions and picks, or players' points and teams), then ranks and prizes with the same
 * RoomPrizer that settled the room, then the totals. Entry by entry, so a report of a million entries is checked
 * without holding it: `npm run verify-settlement` streams the document through it.
 */
import {
  entrantScorer,
  RoomPrizer,
  SETTLEMENT_REPORT_VERSION,
  type RankInput,
  type ReportEntry,
  type ReportTail,
  type SettlementReport,
} from './settlement';

type Recomputed = RankInput & { claimed: ReportEntry };

/**
 * A string that holds only its own characters. A streaming parser's strings may be slices of the text it read; a
 * million ids kept as slices would keep the whole document in memory. (' ' + s) is flattened into a new string when
 * sliced, so the slice's parent is that short string.
 */
const detached = (s: string): string => (' ' + s).slice(1);

export class ReportVerifier {
  private readonly issues: string[] = [];
  private readonly scoreOf: ReturnType<typeof entrantScorer>;
  private readonly prizer: RoomPrizer<Recomputed>;
  private readonly seen = new Set<string>();
  private count = 0;
  private prizes = 0;
  /** set once the entries stop being in ranking order: ranks and prizes after that point are not checked */
  private outOfOrder = false;

  /** `head`: the report without its entries (totals are checked at finish); `entries`: how many it lists. */
  constructor(
    private readonly head: Omit<ReportTail, 'totals'>,
    private readonly entries: number,
  ) {
    if (head.version !== SETTLEMENT_REPORT_VERSION) this.issues.push(`unknown report version ${head.version}`);
    if (head.fantasy && head.fantasy.points_unit !== 'half_points') this.issues.push(`unknown points unit ${head.fantasy.points_unit}`);
    this.scoreOf = entrantScorer({ questions: head.questions, noNegsRightPoints: head.scoring.no_negs_right_points, ...(head.fantasy ? { fantasy: head.fantasy } : {}) });
    this.prizer = new RoomPrizer(head.room.rewards, head.room.contest_type, entries);
  }

  /** The next entry, in the report's order. */
  entry(claimed: ReportEntry): void {
    this.count += 1;
    if (this.seen.has(claimed.entry_id)) this.issues.push(`duplicate entry id ${claimed.entry_id}`);
    this.seen.add(detached(claimed.entry_id));
    // a team is scored once any player has points; a set by what the report says (unanswered sets have none)
    const scored = this.head.fantasy ? claimed.team !== undefined && this.head.fantasy.players.length > 0 : claimed.points !== null;
    const points = this.scoreOf({ ...claimed, scored });
    if (claimed.points !== points) this.issues.push(`entry ${claimed.entry_id}: points ${claimed.points}, recomputed ${points}`);
    if (this.outOfOrder) return;
    const next: Recomputed = { entryId: claimed.entry_id, joinedAt: Date.parse(claimed.joined_at), points, claimed };
    try {
      this.check(this.prizer.push(next));
    } catch {
      this.outOfOrder = true;
      this.issues.push(`entry ${claimed.entry_id} is out of ranking order by its recomputed points: ranks and prizes from there on are not checked`);
    }
  }

  /** Every claim that does not agree; empty = the report is consistent. */
  finish(totals: SettlementReport['totals']): string[] {
    if (this.count !== this.entries) this.issues.push(`${this.count} entries read, ${this.entries} expected`);
    else if (!this.outOfOrder) this.check(this.prizer.finish());
    const fees = this.head.room.fee_paise * this.count;
    const recomputed = { fees_paise: fees, prizes_paise: this.prizes, house_paise: fees - this.prizes };
    for (const k of ['fees_paise', 'prizes_paise', 'house_paise'] as const) {
      if (k !== 'fees_paise' && this.outOfOrder) continue;
      if (totals[k] !== recomputed[k]) this.issues.push(`totals.${k} ${totals[k]}, recomputed ${recomputed[k]}`);
    }
    return this.issues;
  }

  private check(done: (Recomputed & { rank: number; prize: number })[]): void {
    for (const e of done) {
      this.prizes += e.prize;
      if (e.claimed.rank !== e.rank) this.issues.push(`entry ${e.entryId}: rank ${e.claimed.rank}, recomputed ${e.rank}`);
      if (e.claimed.prize_paise !== e.prize) this.issues.push(`entry ${e.entryId}: prize ${e.claimed.prize_paise} paise, recomputed ${e.prize}`);
    }
  }
}

/** A whole report in memory (a small room, or a test): every claim that does not agree. */
export function verifyReport(report: SettlementReport): string[] {
  const verifier = new ReportVerifier(report, report.entries.length);
  for (const e of report.entries) verifier.entry(e);
  return verifier.finish(report.totals);
}
