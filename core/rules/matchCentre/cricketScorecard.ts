/**
 * One cricket innings' scorecard, built ball by ball (InningsTally.add) under the conventions of ./cricketRules.ts:
 * batting rows in order of appearance, bowling rows in order of first ball, fall of wickets, extras, total and
 * the players of the batting side who did not bat.
 */
import type { CricketBall, LineupPayload, PartyPosition } from '../../feeds/events';
import {
  BALLS_PER_OVER,
  boundaryOf,
  chargedToBowler,
  creditedToBowler,
  isFaced,
  isLegal,
  isNoBall,
  isTeamWicket,
  isWide,
  oversLabel,
  perOver,
} from './cricketRules';
import type { BallDelta, BattingRow, BowlingRow, Dismissal, ExtrasCard, FallOfWicket, InningsCard, InningsScore, Target } from './cricketTypes';
import { ratio2 } from './shared';

interface Batting {
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  dismissal: Dismissal;
}
interface Bowling {
  legalBalls: number;
  runs: number;
  wickets: number;
  wides: number;
  noballs: number;
}
interface Over {
  bowlers: Set<string>;
  legal: number;
  conceded: number;
}

const other = (p: PartyPosition): PartyPosition => (p === 1 ? 2 : 1);

export class InningsTally {
  private readonly batters = new Map<string, Batting>();
  private readonly bowlers = new Map<string, Bowling>();
  private readonly overs = new Map<number, Over>();
  private readonly fall: FallOfWicket[] = [];
  private readonly extras: ExtrasCard = { byes: 0, legbyes: 0, wides: 0, noballs: 0, penalty: 0, total: 0 };
  private runs = 0;
  private wickets = 0;
  private legalBalls = 0;
  target: Target | null = null;

  constructor(
    readonly innings: number,
    readonly superOver: boolean,
    readonly battingParty: PartyPosition,
  ) {}

  score(): InningsScore {
    return { runs: this.runs, wickets: this.wickets, legalBalls: this.legalBalls, overs: oversLabel(this.legalBalls) };
  }

  private batter(name: string): Batting {
    let b = this.batters.get(name);
    if (!b) {
      b = { runs: 0, balls: 0, fours: 0, sixes: 0, dismissal: { status: 'not_out' } };
      this.batters.set(name, b);
    }
    // a batter retired hurt who walks back in is not out again
    if (b.dismissal.status === 'retired') b.dismissal = { status: 'not_out' };
    return b;
  }

  add(ball: CricketBall): BallDelta {
    // order of appearance: the striker, then the non-striker (both at the first ball)
    const striker = this.batter(ball.batter);
    this.batter(ball.nonStriker);
    let bowler = this.bowlers.get(ball.bowler);
    if (!bowler) {
      bowler = { legalBalls: 0, runs: 0, wickets: 0, wides: 0, noballs: 0 };
      this.bowlers.set(ball.bowler, bowler);
    }
    let over = this.overs.get(ball.over);
    if (!over) {
      over = { bowlers: new Set(), legal: 0, conceded: 0 };
      this.overs.set(ball.over, over);
    }
    const legalBefore = over.legal;
    const runsBefore = striker.runs;
    const wicketsBefore = bowler.wickets;
    const teamBefore = this.runs;

    const legal = isLegal(ball);
    striker.runs += ball.runs.batter;
    if (isFaced(ball)) striker.balls += 1;
    const boundary = boundaryOf(ball);
    if (boundary === 4) striker.fours += 1;
    if (boundary === 6) striker.sixes += 1;

    const charged = chargedToBowler(ball);
    bowler.runs += charged;
    if (legal) bowler.legalBalls += 1;
    if (isWide(ball)) bowler.wides += 1;
    if (isNoBall(ball)) bowler.noballs += 1;
    over.bowlers.add(ball.bowler);
    over.conceded += charged;
    if (legal) over.legal += 1;

    const x = ball.extras;
    this.extras.byes += x.byes ?? 0;
    this.extras.legbyes += x.legbyes ?? 0;
    this.extras.wides += x.wides ?? 0;
    this.extras.noballs += x.noballs ?? 0;
    this.extras.penalty += x.penalty ?? 0;
    this.extras.total += ball.runs.extras;
    this.runs += ball.runs.total;
    if (legal) this.legalBalls += 1;

    for (const w of ball.wickets) {
      const out = this.batter(w.playerOut);
      if (!isTeamWicket(w)) {
        out.dismissal = { status: 'retired', kind: w.kind };
        continue;
      }
      const credited = creditedToBowler(w);
      if (credited) bowler.wickets += 1;
      out.dismissal = { status: 'out', kind: w.kind, bowler: credited ? ball.bowler : null, fielders: w.fielders.map((f) => ({ ...f })) };
      this.wickets += 1;
      this.fall.push({
        wicket: this.wickets,
        runs: this.runs,
        legalBalls: this.legalBalls,
        overs: oversLabel(this.legalBalls),
        playerOut: w.playerOut,
        kind: w.kind,
      });
    }

    return {
      legalBefore,
      batterRuns: { before: runsBefore, after: striker.runs, balls: striker.balls },
      bowlerWickets: { before: wicketsBefore, after: bowler.wickets },
      teamRuns: { before: teamBefore, after: this.runs },
      score: this.score(),
    };
  }

  /** A maiden: an over of 6 legal balls, all by one bowler, conceding nothing chargeable to him. */
  private maidens(player: string): number {
    let n = 0;
    for (const o of this.overs.values()) {
      if (o.bowlers.size === 1 && o.bowlers.has(player) && o.legal === BALLS_PER_OVER && o.conceded === 0) n += 1;
    }
    return n;
  }

  /** `squad`: the batting side's players as of this innings' end (null without a lineup event). */
  card(squad: readonly string[] | null): InningsCard {
    const batting = [...this.batters].map(([player, b]): BattingRow => ({
      player,
      runs: b.runs,
      balls: b.balls,
      fours: b.fours,
      sixes: b.sixes,
      strikeRate: ratio2(b.runs * 100, b.balls),
      dismissal: b.dismissal,
    }));
    const bowling = [...this.bowlers].map(([player, b]): BowlingRow => ({
      player,
      legalBalls: b.legalBalls,
      overs: oversLabel(b.legalBalls),
      maidens: this.maidens(player),
      runs: b.runs,
      wickets: b.wickets,
      economy: perOver(b.runs, b.legalBalls),
      wides: b.wides,
      noballs: b.noballs,
    }));
    return {
      innings: this.innings,
      superOver: this.superOver,
      battingParty: this.battingParty,
      bowlingParty: other(this.battingParty),
      target: this.target,
      batting,
      bowling,
      fallOfWickets: [...this.fall],
      extras: { ...this.extras },
      total: this.score(),
      runRate: perOver(this.runs, this.legalBalls),
      didNotBat: squad && !this.superOver ? squad.filter((p) => !this.batters.has(p)) : null,
    };
  }
}

/**
 * The batting side's players at the end of an innings: its announced XI, plus those who came in by a replacement
 * announced up to then, minus those replaced (who can no longer bat).
 */
export function squadAt(
  lineup: LineupPayload | null,
  party: PartyPosition,
  replacements: readonly { in: string; out: string; party: PartyPosition }[],
): string[] | null {
  const side = lineup?.parties.find((p) => p.position === party);
  if (!side) return null;
  const squad = [...side.players];
  for (const r of replacements) {
    if (r.party !== party) continue;
    const i = squad.indexOf(r.out);
    if (i >= 0) squad.splice(i, 1);
    if (!squad.includes(r.in)) squad.push(r.in);
  }
  return squad;
}
