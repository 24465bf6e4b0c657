/**
 * Fantasy points of every draft sport behind one call (ADR 012): the lifecycle's rescoring, the settlement report,
 * `npm run verify-settlement` and the rules page all go through `fantasyPoints` / `POINT_TABLES`, so the table a
 * player reads is the table that scored him.
 *
 * Every sport's scorer is pure: the match's feed events so far in (live or final; `correction` events applied), each
 * player's whole-point total and breakdown by rule out. Players are the feed's names (what events carry).
 */
import type { FeedEvent } from '../../feeds/events';
import type { TeamSport } from '../teamSports';
import { badmintonFantasyPoints } from './badminton';
import { PX_BADMINTON } from './badmintonTable';
import { basketballFantasyPoints } from './basketball';
import { PX_BASKETBALL } from './basketballTable';
import { cricketFantasyPoints } from './cricket';
import { D11_T20_CLASSIC, type PointCategory, type PointRow } from './cricketTable';
import { footballFantasyPoints } from './football';
import { PX_FOOTBALL } from './footballTable';
import { formulaOneFantasyPoints } from './formulaOne';
import { PX_FORMULA_ONE } from './formulaOneTable';
import { hockeyFantasyPoints } from './hockey';
import { PX_HOCKEY } from './hockeyTable';
import { kabaddiFantasyPoints } from './kabaddi';
import { PX_KABADDI } from './kabaddiTable';
import { tennisFantasyPoints } from './tennis';
import { PX_TENNIS } from './tennisTable';
import type { FantasyContext, MatchPoints, PlayerPoints, PointLine, PointTable } from './types';

export type { PointCategory, PointRow };

export type { FantasyContext, MatchPoints, PlayerPoints, PointLine, PointTable };

type Scorer = (events: readonly (FeedEvent & { seq?: number })[], context: FantasyContext) => MatchPoints;

interface SportScoring {
  table: PointTable;
  score: Scorer;
}

const SCORING: Partial<Record<TeamSport, SportScoring>> = {
  cricket: { table: D11_T20_CLASSIC, score: (events, context) => cricketFantasyPoints(events, context) },
  football: { table: PX_FOOTBALL, score: footballFantasyPoints },
  kabaddi: { table: PX_KABADDI, score: kabaddiFantasyPoints },
  hockey: { table: PX_HOCKEY, score: hockeyFantasyPoints },
  basketball: { table: PX_BASKETBALL, score: basketballFantasyPoints },
  'formula-one': { table: PX_FORMULA_ONE, score: formulaOneFantasyPoints },
  tennis: { table: PX_TENNIS, score: tennisFantasyPoints },
  badminton: { table: PX_BADMINTON, score: badmintonFantasyPoints },
};

/** The point table of a sport; undefined for a sport without draft scoring yet. */
export function pointTable(sport: TeamSport): PointTable | undefined {
  return SCORING[sport]?.table;
}

/** Every listed player's points in a match of `sport` from its events so far. */
export function fantasyPoints(sport: TeamSport, events: readonly (FeedEvent & { seq?: number })[], context: FantasyContext = {}): MatchPoints {
  const scoring = SCORING[sport];
  if (!scoring) throw new Error(`no fantasy point table for ${sport}`);
  return scoring.score(events, context);
}

/** Sports whose draft challenges can be scored. */
export const scoredSports = (): TeamSport[] => Object.keys(SCORING) as TeamSport[];
