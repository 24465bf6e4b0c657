/**
 * Cricket commentary as data: one line per delivery (newest last; the PWA reverses it) and one per toss, innings
 * start and result. No sentences: the PWA words each line in English or Hindi from its fields.
 */
import type { CricketBall, PartyPosition, TossPayload } from '../../feeds/events';
import { ballLabel, boundaryOf, creditedToBowler, isLegal, isTeamWicket } from './cricketRules';
import type { BallDelta, Fielder, InningsScore, Target } from './cricketTypes';
import type { ResultInfo } from './shared';

export interface WicketLine {
  kind: string;
  playerOut: string;
  fielders: Fielder[];
  /** the bowler when the dismissal is credited to him (not a run out, retirement, obstruction…) */
  bowler: string | null;
  /** false for "retired hurt" / "retired not out": not a wicket of the team */
  teamWicket: boolean;
}

export type Milestone =
  /** a batter reaches 50, 100, 150… runs in the innings (balls: his balls faced then) */
  | { kind: 'batter_runs'; player: string; runs: number; balls: number }
  /** a bowler takes his 3rd or 5th wicket of the innings */
  | { kind: 'bowler_wickets'; player: string; wickets: number }
  /** the batting side reaches 50, 100, 150, 200… */
  | { kind: 'team_runs'; party: PartyPosition; runs: number };

export interface BallLine {
  kind: 'ball';
  seq: number | null;
  innings: number;
  superOver: boolean;
  battingParty: PartyPosition;
  /** 0-based, as Cricsheet */
  over: number;
  /** cricinfo "over.ball" (see ./cricketRules.ts) */
  label: string;
  legal: boolean;
  bowler: string;
  batter: string;
  nonStriker: string;
  runs: { batter: number; extras: number; total: number };
  extras: { wides: number; noballs: number; byes: number; legbyes: number; penalty: number };
  /** 4 or 6 when the batter hit a boundary */
  boundary: 4 | 6 | null;
  /** a delivery may carry more than one (Cricsheet's wickets list): usually empty or one */
  wickets: WicketLine[];
  milestones: Milestone[];
  /** the innings score after this ball */
  score: InningsScore;
  /** impact-player / concussion replacements announced with this ball */
  replacements: { in: string; out: string; party: PartyPosition; reason: string }[];
}

export type CommentaryLine =
  | BallLine
  | ({ kind: 'toss'; seq: number | null } & TossPayload)
  | { kind: 'innings_start'; seq: number | null; innings: number; superOver: boolean; battingParty: PartyPosition; target: Target | null }
  | { kind: 'result'; seq: number | null; result: ResultInfo };

/** Multiples of `step` passed from before (exclusive) to after (inclusive): 48 → 53 passes 50. */
function passed(before: number, after: number, step: number): number[] {
  const out: number[] = [];
  for (let m = (Math.floor(before / step) + 1) * step; m <= after; m += step) out.push(m);
  return out;
}

const BOWLER_MILESTONES = [3, 5];
const RUNS_STEP = 50;

export function ballLine(ball: CricketBall, seq: number | null, d: BallDelta): BallLine {
  const milestones: Milestone[] = [
    ...passed(d.batterRuns.before, d.batterRuns.after, RUNS_STEP).map(
      (runs): Milestone => ({ kind: 'batter_runs', player: ball.batter, runs, balls: d.batterRuns.balls }),
    ),
    ...BOWLER_MILESTONES.filter((n) => d.bowlerWickets.before < n && n <= d.bowlerWickets.after).map(
      (wickets): Milestone => ({ kind: 'bowler_wickets', player: ball.bowler, wickets }),
    ),
    ...passed(d.teamRuns.before, d.teamRuns.after, RUNS_STEP).map(
      (runs): Milestone => ({ kind: 'team_runs', party: ball.battingParty, runs }),
    ),
  ];
  return {
    kind: 'ball',
    seq,
    innings: ball.innings,
    superOver: ball.superOver,
    battingParty: ball.battingParty,
    over: ball.over,
    label: ballLabel(ball.over, d.legalBefore),
    legal: isLegal(ball),
    bowler: ball.bowler,
    batter: ball.batter,
    nonStriker: ball.nonStriker,
    runs: { batter: ball.runs.batter, extras: ball.runs.extras, total: ball.runs.total },
    extras: {
      wides: ball.extras.wides ?? 0,
      noballs: ball.extras.noballs ?? 0,
      byes: ball.extras.byes ?? 0,
      legbyes: ball.extras.legbyes ?? 0,
      penalty: ball.extras.penalty ?? 0,
    },
    boundary: boundaryOf(ball),
    wickets: ball.wickets.map((w) => ({
      kind: w.kind,
      playerOut: w.playerOut,
      fielders: w.fielders.map((f) => ({ ...f })),
      bowler: creditedToBowler(w) ? ball.bowler : null,
      teamWicket: isTeamWicket(w),
    })),
    milestones,
    score: d.score,
    replacements: (ball.replacements ?? []).map((r) => ({ ...r })),
  };
}
