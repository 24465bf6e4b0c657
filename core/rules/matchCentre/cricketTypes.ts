/**
 * The shapes of a cricket innings' scorecard (built by ./cricketScorecard.ts under the conventions of
 * ./cricketRules.ts) and of what one ball changed in it.
 */
import type { PartyPosition } from '../../feeds/events';

export interface Fielder {
  name: string;
  substitute: boolean;
}

/** How a batter's innings stands: not out, retired without losing his wicket (hurt / not out), or out. */
export type Dismissal =
  | { status: 'not_out' }
  | { status: 'retired'; kind: string }
  | { status: 'out'; kind: string; bowler: string | null; fielders: Fielder[] };

export interface BattingRow {
  player: string;
  runs: number;
  /** no-balls counted, wides not */
  balls: number;
  fours: number;
  sixes: number;
  /** runs × 100 / balls, 2 decimals; null with 0 balls */
  strikeRate: number | null;
  dismissal: Dismissal;
}

export interface BowlingRow {
  player: string;
  legalBalls: number;
  /** legal balls as "O.B" */
  overs: string;
  maidens: number;
  /** bat + wides + no-balls */
  runs: number;
  /** bowled, caught, caught and bowled, lbw, stumped, hit wicket */
  wickets: number;
  /** runs per 6 legal balls, 2 decimals; null before a legal ball */
  economy: number | null;
  /** deliveries called wide / no-ball */
  wides: number;
  noballs: number;
}

export interface FallOfWicket {
  /** 1 for the first wicket… */
  wicket: number;
  runs: number;
  legalBalls: number;
  overs: string;
  playerOut: string;
  kind: string;
}

export interface ExtrasCard {
  byes: number;
  legbyes: number;
  wides: number;
  noballs: number;
  penalty: number;
  total: number;
}

export interface InningsScore {
  runs: number;
  wickets: number;
  legalBalls: number;
  overs: string;
}

export interface Target {
  runs: number;
  overs: number;
  legalBalls: number;
  /** 'feed': innings_start.payload.target (a rain-revised target as given); 'derived': a super over's, from its pair */
  source: 'feed' | 'derived';
}

export interface InningsCard {
  innings: number;
  superOver: boolean;
  battingParty: PartyPosition;
  bowlingParty: PartyPosition;
  target: Target | null;
  batting: BattingRow[];
  bowling: BowlingRow[];
  fallOfWickets: FallOfWicket[];
  extras: ExtrasCard;
  total: InningsScore;
  /** runs per over, 2 decimals; null before a legal ball */
  runRate: number | null;
  /**
   * the batting side's players (as of this innings' end) who did not bat; null without a lineup event, and for a
   * super over (two or three bat by rule: the other eight or nine are not a "did not bat")
   */
  didNotBat: string[] | null;
}

/** What one ball changed, for the commentary's label and milestones. */
export interface BallDelta {
  /** legal balls of this over bowled before this ball */
  legalBefore: number;
  batterRuns: { before: number; after: number; balls: number };
  bowlerWickets: { before: number; after: number };
  teamRuns: { before: number; after: number };
  score: InningsScore;
}
