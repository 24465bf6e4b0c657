/**
 * The cricket match state a viewer sees above the commentary: the toss, the innings in progress (or the last one,
 * once the match is over) with its run rate and, when it has a target, the chase; and the result.
 */
import type { PartyPosition, TossPayload } from '../../feeds/events';
import { BALLS_PER_OVER } from './cricketRules';
import type { InningsCard, InningsScore, Target } from './cricketTypes';
import { ratio2, type ResultInfo } from './shared';

export interface Chase {
  targetRuns: number;
  /** the target's overs: the feed's (a rain-revised 15), else 20 (1 in a super over) */
  targetOvers: number;
  targetSource: Target['source'];
  runsNeeded: number;
  ballsLeft: number;
  /** runs needed per 6 balls left, 2 decimals; null once won or no ball is left */
  requiredRunRate: number | null;
}

export interface CurrentInnings {
  innings: number;
  superOver: boolean;
  battingParty: PartyPosition;
  score: InningsScore;
  runRate: number | null;
  chase: Chase | null;
  /** false once the result is in: this is then the match's last innings */
  live: boolean;
}

export interface CricketState {
  toss: TossPayload | null;
  current: CurrentInnings | null;
  result: ResultInfo | null;
}

export function chaseOf(card: InningsCard): Chase | null {
  const t = card.target;
  if (!t) return null;
  const runsNeeded = Math.max(0, t.runs - card.total.runs);
  const ballsLeft = Math.max(0, t.legalBalls - card.total.legalBalls);
  return {
    targetRuns: t.runs,
    targetOvers: t.overs,
    targetSource: t.source,
    runsNeeded,
    ballsLeft,
    requiredRunRate: runsNeeded > 0 && ballsLeft > 0 ? ratio2(runsNeeded * BALLS_PER_OVER, ballsLeft) : null,
  };
}

/** `cards`: every innings (super overs included) in the order they began. */
export function cricketState(cards: readonly InningsCard[], toss: TossPayload | null, result: ResultInfo | null): CricketState {
  const last = cards.at(-1);
  return {
    toss,
    current: last
      ? {
          innings: last.innings,
          superOver: last.superOver,
          battingParty: last.battingParty,
          score: last.total,
          runRate: last.runRate,
          chase: chaseOf(last),
          live: result === null,
        }
      : null,
    result,
  };
}
