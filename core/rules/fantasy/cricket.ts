/**
 * Cricket fantasy points per player from the match feed's events (ADR 012), by the D11-T20-classic table
 * (./cricketTable.ts). Pure: the events so far in, every listed player's total and breakdown by rule_id out, so
 * the same call gives live points during the match and the final points after it.
 *
 * Readings of the table against what the feed (Cricsheet) records:
 * - Who scores: the announced XI (+4 each) and substitutes who came in as impact, concussion or X-factor players
 *   (+4 and full points). Any other substitute, and every fielder Cricsheet marks `substitute`, scores nothing.
 * - Super-over deliveries score nothing (the table's exclusion row).
 * - Runs are the batter's runs off the bat (no-ball runs off the bat count, byes and leg-byes do not). A four or a
 *   six gets its bonus only when it is a boundary (not `non_boundary`: all-run fours, overthrows).
 * - Batting milestones: only the highest of 30 / 50 / 100 applies. Duck: dismissed (any kind except retired hurt /
 *   retired not out) with 0 runs. Strike rate from 10 balls faced (wides are not balls faced). Players whose
 *   squad role is BOWL are spared the duck and strike-rate rules; a player without a known role is not.
 * - Wickets: bowled, lbw, caught, caught and bowled, stumped and hit wicket are the bowler's; run outs, retirements,
 *   obstructing the field etc. are not. Only the highest of the 3 / 4 / 5-wicket bonuses applies.
 * - Runs conceded are runs off the bat plus wides and no-balls; balls bowled are deliveries that are neither a wide
 *   nor a no-ball. Economy from 12 balls (2 overs). A maiden is a full over (6 legal balls) by one bowler
 *   conceding nothing; an over cut short (end of innings, bowler change) is not one.
 * - Catches: the first fielder of a `caught` wicket; the bowler for `caught and bowled` (wicket + catch).
 *   Stumping: the fielder of a `stumped` wicket. 3-catch bonus once, at 3 or more catches.
 * - Run outs: Cricsheet lists the fielders involved in order, the one who broke the wicket last. One fielder is
 *   a direct hit (+12). Two or more: the last two (the thrower and the one at the stumps) get +6 each; a third,
 *   earlier fielder gets nothing. None recorded: nobody scores. A substitute among them gets nothing and does not
 *   change what the others get.
 * Band edges follow the table's wording: strike rate >170: +6, >150: +4, 130–150: +2, 60–70: −2, 50–<60: −4,
 * <50: −6; economy <5: +6, 5–<6: +4, 6–7: +2, 10–11: −2, >11–12: −4, >12: −6. Compared in integers (no floats).
 */
import type { CricketBall, FeedEvent, PartyPosition } from '../../feeds/events';
import { applyCorrections } from '../resolution/engine';
import { D11_T20_CLASSIC, type CricketRuleId } from './cricketTable';

export interface RuleLine {
  rule_id: CricketRuleId;
  /** how many times the rule applied (runs, catches, …; 1 for a bonus) */
  count: number;
  points: number;
}

export interface PlayerFantasyPoints {
  /** the feed's player name (match_events use it) */
  player: string;
  party: PartyPosition;
  points: number;
  /** non-zero lines in the table's order */
  breakdown: RuleLine[];
}

export interface CricketFantasyOptions {
  /** squad roles by player name (WK / BAT / AR / BOWL); BOWL is spared the duck and strike-rate rules */
  roles?: Readonly<Record<string, string>>;
}

export interface MatchFantasyPoints {
  tag: string;
  players: PlayerFantasyPoints[];
}

const POINTS = new Map<string, number>(D11_T20_CLASSIC.rows.flatMap((r) => ('points' in r ? [[r.rule_id, r.points]] : [])));
const ORDER = new Map<string, number>(D11_T20_CLASSIC.rows.map((r, i) => [r.rule_id, i]));
const BALLS_PER_OVER = 6;

const BOWLER_WICKETS = new Set(['bowled', 'lbw', 'caught', 'caught and bowled', 'stumped', 'hit wicket']);
const NOT_DISMISSED = new Set(['retired hurt', 'retired not out']);
/** Cricsheet replacement reasons that make a playing substitute (impact_player, concussion_substitute, x-factor) */
const PLAYING_SUB = /impact|concussion|x[\s_-]?factor/i;

interface Tally {
  runs: number;
  ballsFaced: number;
  fours: number;
  sixes: number;
  dismissed: boolean;
  wickets: number;
  lbwBowled: number;
  legalBalls: number;
  conceded: number;
  maidens: number;
  catches: number;
  stumpings: number;
  directRunOuts: number;
  indirectRunOuts: number;
}

const emptyTally = (): Tally => ({
  runs: 0, ballsFaced: 0, fours: 0, sixes: 0, dismissed: false, wickets: 0, lbwBowled: 0,
  legalBalls: 0, conceded: 0, maidens: 0, catches: 0, stumpings: 0, directRunOuts: 0, indirectRunOuts: 0,
});

/** Every listed player's points from the events so far (live or final). */
export function cricketFantasyPoints(events: readonly (FeedEvent & { seq?: number })[], options: CricketFantasyOptions = {}): MatchFantasyPoints {
  const list = applyCorrections(events);
  const lineup = list.find((e) => e.kind === 'lineup')?.payload;
  const balls = list.flatMap((e) => (e.kind === 'ball' && !e.payload.superOver ? [e.payload] : []));

  const party = new Map<string, PartyPosition>();
  const starters = new Set<string>();
  for (const side of lineup?.parties ?? []) {
    for (const p of side.players) {
      party.set(p, side.position);
      starters.add(p);
    }
    for (const p of side.substitutes ?? []) party.set(p, side.position);
  }
  // every replacement the feed announced, super overs included (the player still came in)
  const playingSubs = new Set(
    list.flatMap((e) => (e.kind === 'ball' ? (e.payload.replacements ?? []).filter((r) => PLAYING_SUB.test(r.reason)).map((r) => r.in) : [])),
  );
  const scores = (p: string) => starters.has(p) || playingSubs.has(p);

  const tallies = new Map<string, Tally>();
  const tally = (p: string) => {
    let t = tallies.get(p);
    if (!t) tallies.set(p, (t = emptyTally()));
    return t;
  };
  const fielder = (f: { name: string; substitute: boolean } | undefined) => (f && !f.substitute ? tally(f.name) : undefined);

  for (const b of balls) addBall(b, tally, fielder);
  for (const over of groupOvers(balls)) {
    const bowlers = new Set(over.map((b) => b.bowler));
    const legal = over.filter(isLegal).length;
    if (bowlers.size === 1 && legal === BALLS_PER_OVER && over.every((b) => conceded(b) === 0)) tally(over[0]!.bowler).maidens += 1;
  }

  const players = [...party.keys()].map((player): PlayerFantasyPoints => {
    const lines = scores(player) ? ruleLines(tally(player), starters.has(player), options.roles?.[player] === 'BOWL') : [];
    return { player, party: party.get(player)!, points: lines.reduce((s, l) => s + l.points, 0), breakdown: lines };
  });
  return { tag: D11_T20_CLASSIC.tag, players };
}

const isLegal = (b: CricketBall) => !b.extras.wides && !b.extras.noballs;
const conceded = (b: CricketBall) => b.runs.batter + (b.extras.wides ?? 0) + (b.extras.noballs ?? 0);

function addBall(b: CricketBall, tally: (p: string) => Tally, fielder: (f: { name: string; substitute: boolean } | undefined) => Tally | undefined): void {
  const bat = tally(b.batter);
  bat.runs += b.runs.batter;
  if (!b.extras.wides) bat.ballsFaced += 1;
  if (!b.runs.nonBoundary && b.runs.batter === 4) bat.fours += 1;
  if (!b.runs.nonBoundary && b.runs.batter === 6) bat.sixes += 1;

  const bowl = tally(b.bowler);
  bowl.conceded += conceded(b);
  if (isLegal(b)) bowl.legalBalls += 1;

  for (const w of b.wickets) {
    if (!NOT_DISMISSED.has(w.kind)) tally(w.playerOut).dismissed = true;
    if (BOWLER_WICKETS.has(w.kind)) {
      bowl.wickets += 1;
      if (w.kind === 'bowled' || w.kind === 'lbw') bowl.lbwBowled += 1;
    }
    if (w.kind === 'caught') {
      const c = fielder(w.fielders[0]);
      if (c) c.catches += 1;
    } else if (w.kind === 'caught and bowled') {
      bowl.catches += 1;
    } else if (w.kind === 'stumped') {
      const s = fielder(w.fielders[0]);
      if (s) s.stumpings += 1;
    } else if (w.kind === 'run out') {
      if (w.fielders.length === 1) {
        const f = fielder(w.fielders[0]);
        if (f) f.directRunOuts += 1;
      } else {
        for (const f of w.fielders.slice(-2)) {
          const t = fielder(f);
          if (t) t.indirectRunOuts += 1;
        }
      }
    }
  }
}

/** Deliveries grouped by (innings, over), in feed order. */
function groupOvers(balls: readonly CricketBall[]): CricketBall[][] {
  const overs = new Map<string, CricketBall[]>();
  for (const b of balls) {
    const key = `${b.innings}:${b.over}`;
    const o = overs.get(key);
    if (o) o.push(b);
    else overs.set(key, [b]);
  }
  return [...overs.values()];
}

function ruleLines(t: Tally, starter: boolean, bowler: boolean): RuleLine[] {
  const lines: RuleLine[] = [];
  const add = (rule_id: CricketRuleId, count = 1) => {
    if (count > 0) lines.push({ rule_id, count, points: count * POINTS.get(rule_id)! });
  };
  add(starter ? 'D11T20.playing_xi' : 'D11T20.playing_sub');
  add('D11T20.run', t.runs);
  add('D11T20.four', t.fours);
  add('D11T20.six', t.sixes);
  if (t.runs >= 100) add('D11T20.r100');
  else if (t.runs >= 50) add('D11T20.r50');
  else if (t.runs >= 30) add('D11T20.r30');
  if (!bowler && t.dismissed && t.runs === 0) add('D11T20.duck');
  if (!bowler && t.ballsFaced >= 10) {
    const sr = strikeRateRule(t.runs, t.ballsFaced);
    if (sr) add(sr);
  }
  add('D11T20.wicket', t.wickets);
  add('D11T20.lbw_bowled', t.lbwBowled);
  if (t.wickets >= 5) add('D11T20.w5');
  else if (t.wickets === 4) add('D11T20.w4');
  else if (t.wickets === 3) add('D11T20.w3');
  add('D11T20.maiden', t.maidens);
  if (t.legalBalls >= 2 * BALLS_PER_OVER) {
    const er = economyRule(t.conceded, t.legalBalls);
    if (er) add(er);
  }
  add('D11T20.catch', t.catches);
  if (t.catches >= 3) add('D11T20.catch3');
  add('D11T20.stumping', t.stumpings);
  add('D11T20.ro_direct', t.directRunOuts);
  add('D11T20.ro_indirect', t.indirectRunOuts);
  return lines.sort((a, b) => ORDER.get(a.rule_id)! - ORDER.get(b.rule_id)!);
}

/** SR = 100·runs/balls, compared as 100·runs against band·balls. */
export function strikeRateRule(runs: number, balls: number): CricketRuleId | undefined {
  const r = 100 * runs;
  if (r > 170 * balls) return 'D11T20.sr_gt170';
  if (r > 150 * balls) return 'D11T20.sr_150_170';
  if (r >= 130 * balls) return 'D11T20.sr_130_150';
  if (r > 70 * balls) return undefined;
  if (r >= 60 * balls) return 'D11T20.sr_60_70';
  if (r >= 50 * balls) return 'D11T20.sr_50_60';
  return 'D11T20.sr_lt50';
}

/** Economy = runs per 6 balls, compared as 6·runs against band·balls. */
export function economyRule(runs: number, balls: number): CricketRuleId | undefined {
  const r = 6 * runs;
  if (r < 5 * balls) return 'D11T20.er_lt5';
  if (r < 6 * balls) return 'D11T20.er_5_6';
  if (r <= 7 * balls) return 'D11T20.er_6_7';
  if (r < 10 * balls) return undefined;
  if (r <= 11 * balls) return 'D11T20.er_10_11';
  if (r <= 12 * balls) return 'D11T20.er_11_12';
  return 'D11T20.er_gt12';
}
