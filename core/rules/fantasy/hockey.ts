/**
 * Hockey fantasy points per player from the match feed's plays (ADR 012), by the PX-hockey-v1 table
 * (./hockeyTable.ts). Pure: the events so far in (live or final, corrections applied), every listed player's total
 * and breakdown out. Reads the play vocabulary of core/rules/resolution/hockey.ts.
 *
 * Readings:
 * - Who scores: the announced XI (+4) and substitutes once a 'substitution' first brings them on (+2; hockey's
 *   substitutions roll, so later ones change nothing).
 * - The four quarters count (periods 1–4); a shoot-out (period 5) counts for nothing.
 * - A goal's scorer gets the goal by his squad role (FWD 40, MID 50, DEF or GK 60; a player without a known role is
 *   scored as a forward); detail.assist names the assist.
 * - Goalkeepers and defenders: −2 per goal their side concedes after they first took the field; a clean sheet (+20)
 *   when their side conceded nothing in regulation and they were not sent off, given once the fourth quarter is over
 *   (its 'quarter_end', a shoot-out play or the result), so live points never show one that a late goal would take
 *   back.
 */
import { PX_HOCKEY, type HockeyRuleId } from './hockeyTable';
import { detailName, otherParty, readPlays, RuleCounts, scoreTable } from './playsScoring';
import type { FantasyContext, FeedEvents, MatchPoints } from './types';

const SHOOTOUT = 5;

const goalRule = (role: string | undefined): HockeyRuleId =>
  role === 'DEF' || role === 'GK' ? 'PXHK.goal_def' : role === 'MID' ? 'PXHK.goal_mid' : 'PXHK.goal_fwd';

export function hockeyFantasyPoints(events: FeedEvents, context: FantasyContext = {}): MatchPoints {
  const match = readPlays(events);
  const counts = new RuleCounts<HockeyRuleId>();
  const role = (p: string) => context.roles?.[p];
  const keeps = (p: string) => role(p) === 'GK' || role(p) === 'DEF';
  const played = new Set(match.starters);
  const cameOn = new Set<string>();
  const sentOff = new Set<string>();
  const conceded = { 1: 0, 2: 0 };
  let regulationOver = match.result !== undefined;

  for (const play of match.plays) {
    if ((play.period ?? 1) >= SHOOTOUT) {
      regulationOver = true;
      continue;
    }
    const who = play.player;
    switch (play.type) {
      case 'substitution':
        if (who && match.substitutes.has(who)) {
          cameOn.add(who);
          played.add(who);
        }
        break;
      case 'goal':
        if (who) counts.add(who, goalRule(role(who)));
        counts.add(detailName(play, 'assist'), 'PXHK.assist');
        if (play.party === 1 || play.party === 2) {
          const against = otherParty(play.party);
          conceded[against]++;
          for (const p of played) if (match.party.get(p) === against && keeps(p)) counts.add(p, 'PXHK.goal_conceded');
        }
        break;
      case 'shot_on_target':
        counts.add(who, 'PXHK.shot_on_target');
        break;
      case 'tackle':
        counts.add(who, 'PXHK.tackle_won');
        break;
      case 'save':
        counts.add(who, 'PXHK.save');
        break;
      case 'card':
        if (play.detail?.color === 'green') counts.add(who, 'PXHK.green_card');
        if (play.detail?.color === 'yellow') counts.add(who, 'PXHK.yellow_card');
        if (play.detail?.color === 'red') {
          counts.add(who, 'PXHK.red_card');
          if (who) sentOff.add(who);
        }
        break;
      case 'quarter_end':
        if ((play.period ?? 0) >= 4) regulationOver = true;
        break;
    }
  }

  for (const p of match.starters) counts.add(p, 'PXHK.starting');
  for (const p of cameOn) counts.add(p, 'PXHK.substitute');
  if (regulationOver) {
    for (const p of played) {
      const side = match.party.get(p);
      if (side && keeps(p) && !sentOff.has(p) && conceded[side] === 0) counts.add(p, 'PXHK.clean_sheet');
    }
  }
  return scoreTable(PX_HOCKEY, match, counts, (p) => played.has(p));
}
