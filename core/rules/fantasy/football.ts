/**
 * Football fantasy points per player from the match feed's plays (ADR 012), by the PX-football-v1 table
 * (./footballTable.ts). Pure: the events so far in (live or final, corrections applied), every listed player's total
 * and breakdown out. Reads the play vocabulary of core/rules/resolution/football.ts.
 *
 * Readings:
 * - Who scores: the announced XI (+4) and substitutes once a 'substitution' play brings them on (+2). A substitute
 *   who never comes on scores nothing.
 * - Normal time and extra time count (periods 1–4); a penalty shoot-out (period 5) counts for nothing.
 * - A goal's scorer gets the goal by his squad role (FWD 40, MID 50, DEF or GK 60; a player without a known role is
 *   scored as a forward, the lowest); an own goal (detail.ownGoal) gives its scorer −8 and nobody a goal;
 *   detail.assist names the assist.
 * - On the pitch: starters from the kick-off, a substitute from the minute he comes on, until he is substituted
 *   (detail.out of a 'substitution') or sent off (a red card), followed in feed order. Goals conceded (GK and DEF
 *   only) are the goals against his side while he is on the pitch; a clean sheet needs 55 minutes on it (counted
 *   up to the latest minute the feed has reached), no goal conceded meanwhile, and no red card.
 * - Passes: the 'passes' plays' values summed over the match, one point per full 5.
 * - A penalty kick in play that is not scored ('penalty_missed') costs its taker −20; detail.savedBy names the
 *   goalkeeper who saved it (+50). Cards count one by one: a second yellow is a yellow (−4) and a red (−10).
 */
import type { PartyPosition } from '../../feeds/events';
import { PX_FOOTBALL, type FootballRuleId } from './footballTable';
import { detailName, otherParty, readPlays, RuleCounts, scoreTable } from './playsScoring';
import type { FantasyContext, FeedEvents, MatchPoints } from './types';

const SHOOTOUT = 5;
const CLEAN_SHEET_MINUTES = 55;
const PASSES_PER_POINT = 5;

const goalRule = (role: string | undefined): FootballRuleId =>
  role === 'DEF' || role === 'GK' ? 'PXFB.goal_def' : role === 'MID' ? 'PXFB.goal_mid' : 'PXFB.goal_fwd';

export function footballFantasyPoints(events: FeedEvents, context: FantasyContext = {}): MatchPoints {
  const match = readPlays(events);
  const counts = new RuleCounts<FootballRuleId>();
  const role = (p: string) => context.roles?.[p];
  const partyOf = (p: string | undefined) => (p ? match.party.get(p) : undefined);

  /** minute each player currently on the pitch came on */
  const onSince = new Map<string, number>();
  const minutesPlayed = new Map<string, number>();
  const conceded = new Map<string, number>();
  const passes = new Map<string, number>();
  const cameOn = new Set<string>();
  const sentOff = new Set<string>();
  const leave = (p: string | undefined, minute: number) => {
    if (!p || !onSince.has(p)) return;
    minutesPlayed.set(p, (minutesPlayed.get(p) ?? 0) + Math.max(0, minute - onSince.get(p)!));
    onSince.delete(p);
  };
  for (const p of match.starters) onSince.set(p, 0);

  let now = 0;
  for (const play of match.plays) {
    if ((play.period ?? 1) >= SHOOTOUT) continue;
    const minute = play.minute ?? now;
    now = Math.max(now, minute);
    const who = play.player;
    switch (play.type) {
      case 'substitution':
        leave(detailName(play, 'out'), minute);
        if (who && match.substitutes.has(who) && !cameOn.has(who)) {
          cameOn.add(who);
          onSince.set(who, minute);
        }
        break;
      case 'goal': {
        if (play.detail?.ownGoal === true) counts.add(who, 'PXFB.own_goal');
        else if (who) counts.add(who, goalRule(role(who)));
        if (play.detail?.ownGoal !== true) counts.add(detailName(play, 'assist'), 'PXFB.assist');
        if (play.party === 1 || play.party === 2) {
          const against: PartyPosition = otherParty(play.party);
          for (const p of onSince.keys()) if (partyOf(p) === against) conceded.set(p, (conceded.get(p) ?? 0) + 1);
        }
        break;
      }
      case 'shot_on_target':
        counts.add(who, 'PXFB.shot_on_target');
        break;
      case 'chance_created':
        counts.add(who, 'PXFB.chance_created');
        break;
      case 'passes':
        if (who) passes.set(who, (passes.get(who) ?? 0) + Math.max(0, play.value ?? 0));
        break;
      case 'tackle':
        counts.add(who, 'PXFB.tackle_won');
        break;
      case 'interception':
        counts.add(who, 'PXFB.interception');
        break;
      case 'save':
        counts.add(who, 'PXFB.save');
        break;
      case 'penalty_missed':
        counts.add(who, 'PXFB.penalty_missed');
        counts.add(detailName(play, 'savedBy'), 'PXFB.penalty_saved');
        break;
      case 'card':
        if (play.detail?.color === 'yellow') counts.add(who, 'PXFB.yellow_card');
        if (play.detail?.color === 'red') {
          counts.add(who, 'PXFB.red_card');
          if (who) sentOff.add(who);
          leave(who, minute);
        }
        break;
    }
  }
  for (const p of [...onSince.keys()]) leave(p, now);

  for (const p of match.starters) counts.add(p, 'PXFB.starting');
  for (const p of cameOn) counts.add(p, 'PXFB.substitute');
  for (const [p, n] of passes) counts.add(p, 'PXFB.passes_5', Math.floor(n / PASSES_PER_POINT));
  for (const p of match.party.keys()) {
    if (role(p) !== 'GK' && role(p) !== 'DEF') continue;
    const against = conceded.get(p) ?? 0;
    counts.add(p, 'PXFB.goal_conceded', against);
    if (against === 0 && !sentOff.has(p) && (minutesPlayed.get(p) ?? 0) >= CLEAN_SHEET_MINUTES) counts.add(p, 'PXFB.clean_sheet');
  }
  return scoreTable(PX_FOOTBALL, match, counts, (p) => match.starters.has(p) || cameOn.has(p));
}
