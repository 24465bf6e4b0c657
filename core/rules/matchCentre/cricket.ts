/**
 * The cricket match centre: commentary, a scorecard per innings and the match state, derived from the match's
 * feed events (toss, innings_start, ball, result; corrections applied first). Conventions, which are product
 * requirements (docs/product.md §11; the rules themselves in ./cricketRules.ts):
 *
 * - Balls faced count no-balls and not wides.
 * - A bowler is charged wides and no-balls plus runs off the bat, never byes, leg byes or penalty runs.
 * - Wickets credited to the bowler exclude run out, retired hurt, retired out, obstructing the field.
 * - A wicket of the team (its count, the fall of wickets) is every dismissal but "retired hurt".
 * - Super-over innings are kept apart (`superOvers`, flagged) and never counted in the match's main totals.
 * - A target and its overs come from the data (innings_start.payload.target, so a rain-revised 171 in 15 overs is
 *   used as given); without overs, 20 (1 in a super over). A super over without a target in the data chases its
 *   pair's score + 1 (source 'derived'): that rule has no exception.
 * - A no-result says so: the result's type is no_result (noResult true), never a winner or margin invented.
 * - The over.ball label follows cricinfo (./cricketRules.ts).
 */
import type { LineupPayload, PartyPosition, TossPayload } from '../../feeds/events';
import { ballLine, type CommentaryLine } from './cricketCommentary';
import { DEFAULT_OVERS, SUPER_OVER_OVERS, oversToBalls } from './cricketRules';
import { InningsTally, squadAt } from './cricketScorecard';
import type { InningsCard, InningsScore, Target } from './cricketTypes';
import { cricketState, type CricketState } from './cricketState';
import { correctedEvents, perPartyOf, resultInfo, type CentreEvent, type CentreParty, type PerParty, type ResultInfo } from './shared';

export interface CricketCentre {
  parties: CentreParty[];
  /** oldest first */
  commentary: CommentaryLine[];
  /** regulation innings, in order */
  innings: InningsCard[];
  /** super-over innings, in order: shown, never counted in `totals` */
  superOvers: InningsCard[];
  /** each side's regulation innings scores (one each in a T20) */
  totals: PerParty<(InningsScore & { innings: number })[]>;
  state: CricketState;
}

type Replacement = { in: string; out: string; party: PartyPosition };

const target = (runs: number, overs: number, source: Target['source']): Target => ({ runs, overs, legalBalls: oversToBalls(overs), source });

export function cricketCentre(events: readonly CentreEvent[], parties: readonly CentreParty[] = []): CricketCentre {
  const commentary: CommentaryLine[] = [];
  const tallies: InningsTally[] = [];
  const replacements: Replacement[] = [];
  /** replacements announced by the end of each innings, for its did-not-bat list */
  const seenBy = new Map<InningsTally, number>();
  let lineup: LineupPayload | null = null;
  let toss: TossPayload | null = null;
  let result: ResultInfo | null = null;

  const open = (innings: number, superOver: boolean, battingParty: PartyPosition): InningsTally => {
    const known = tallies.find((t) => t.innings === innings);
    if (known) return known;
    const t = new InningsTally(innings, superOver, battingParty);
    if (superOver) {
      // super overs come in pairs: the second chases the first's score
      const before = tallies.filter((s) => s.superOver);
      const pair = before.at(-1);
      if (pair && before.length % 2 === 1) t.target = target(pair.score().runs + 1, SUPER_OVER_OVERS, 'derived');
    }
    tallies.push(t);
    seenBy.set(t, replacements.length);
    return t;
  };

  for (const { event, seq } of correctedEvents(events)) {
    switch (event.kind) {
      case 'lineup':
        lineup = event.payload;
        break;
      case 'toss':
        toss = event.payload;
        commentary.push({ kind: 'toss', seq, ...event.payload });
        break;
      case 'innings_start': {
        const p = event.payload;
        const t = open(p.innings, p.superOver, p.battingParty);
        if (p.target) t.target = target(p.target.runs, p.target.overs ?? (p.superOver ? SUPER_OVER_OVERS : DEFAULT_OVERS), 'feed');
        commentary.push({ kind: 'innings_start', seq, innings: p.innings, superOver: p.superOver, battingParty: p.battingParty, target: t.target });
        break;
      }
      case 'ball': {
        const b = event.payload;
        const t = open(b.innings, b.superOver, b.battingParty);
        const delta = t.add(b);
        for (const r of b.replacements ?? []) replacements.push(r);
        seenBy.set(t, replacements.length);
        commentary.push(ballLine(b, seq, delta));
        break;
      }
      case 'result':
        result = resultInfo(event.payload);
        commentary.push({ kind: 'result', seq, result });
        break;
      default:
        break;
    }
  }

  const cards = tallies.map((t) => t.card(squadAt(lineup, t.battingParty, replacements.slice(0, seenBy.get(t) ?? 0))));
  const innings = cards.filter((c) => !c.superOver);
  const totals = perPartyOf<(InningsScore & { innings: number })[]>(() => []);
  for (const c of innings) totals[c.battingParty].push({ innings: c.innings, ...c.total });
  return {
    parties: parties.map((p) => ({ position: p.position, name: p.name })),
    commentary,
    innings,
    superOvers: cards.filter((c) => c.superOver),
    totals,
    state: cricketState(cards, toss, result),
  };
}

export type { CommentaryLine, BallLine, Milestone, WicketLine } from './cricketCommentary';
export type { BattingRow, BowlingRow, Dismissal, ExtrasCard, FallOfWicket, Fielder, InningsCard, InningsScore, Target } from './cricketTypes';
export type { Chase, CricketState, CurrentInnings } from './cricketState';
