/**
 * Kabaddi fantasy points per player from the match feed's plays (ADR 012), by the PX-kabaddi-v1 table
 * (./kabaddiTable.ts). Pure: the events so far in (live or final, corrections applied), every listed player's total
 * and breakdown out. Reads the play vocabulary of core/rules/resolution/kabaddi.ts.
 *
 * Readings:
 * - Who scores: the announced seven (+4) and substitutes once a 'substitution' brings them on (+2).
 * - A raid's touch points are its value less its bonus (detail.bonus); the raider gets both. Super 10 counts the
 *   same raid points the `kabaddi.super_10` question counts; High 5 the tackle points (`value`: 1, a super tackle 2)
 *   of `kabaddi.high_5`.
 * - Getting out (−1): the raider of a raid marked detail.out (tackled), and each defender in detail.touched.
 * - An all out: +2 to each of the seven on court for the side that inflicted it (the play's party), −2 to each of
 *   the other side's seven: the line-up's seven as substitutions changed it, followed in feed order (who is off
 *   the mat waiting to be revived is not followed).
 */
import { PX_KABADDI, type KabaddiRuleId } from './kabaddiTable';
import { detailName, detailNames, detailNumber, readPlays, RuleCounts, scoreTable } from './playsScoring';
import type { FantasyContext, FeedEvents, MatchPoints } from './types';

const SUPER_10 = 10;
const HIGH_5 = 5;

export function kabaddiFantasyPoints(events: FeedEvents, _context: FantasyContext = {}): MatchPoints {
  const match = readPlays(events);
  const counts = new RuleCounts<KabaddiRuleId>();
  const onCourt = new Set(match.starters);
  const cameOn = new Set<string>();
  const raidPoints = new Map<string, number>();
  const tacklePoints = new Map<string, number>();
  const addTo = (m: Map<string, number>, p: string | undefined, n: number) => {
    if (p) m.set(p, (m.get(p) ?? 0) + n);
  };

  for (const play of match.plays) {
    const who = play.player;
    switch (play.type) {
      case 'substitution': {
        const out = detailName(play, 'out');
        if (out) onCourt.delete(out);
        if (who && match.substitutes.has(who)) cameOn.add(who);
        if (who) onCourt.add(who);
        break;
      }
      case 'raid': {
        const value = Math.max(0, play.value ?? 0);
        const bonus = Math.min(value, Math.max(0, detailNumber(play, 'bonus') ?? 0));
        counts.add(who, 'PXKB.raid_touch', value - bonus);
        counts.add(who, 'PXKB.raid_bonus', bonus);
        addTo(raidPoints, who, value);
        if (play.detail?.out === true) counts.add(who, 'PXKB.out');
        for (const d of new Set(detailNames(play.detail?.touched))) counts.add(d, 'PXKB.out');
        break;
      }
      case 'tackle':
        counts.add(who, 'PXKB.tackle');
        if (play.detail?.superTackle === true) counts.add(who, 'PXKB.super_tackle');
        addTo(tacklePoints, who, Math.max(0, play.value ?? 0));
        break;
      case 'all_out':
        if (play.party !== 1 && play.party !== 2) break;
        for (const p of onCourt) counts.add(p, match.party.get(p) === play.party ? 'PXKB.all_out_inflicted' : 'PXKB.all_out_suffered');
        break;
      case 'card': {
        const color = play.detail?.color;
        if (color === 'green') counts.add(who, 'PXKB.green_card');
        if (color === 'yellow') counts.add(who, 'PXKB.yellow_card');
        if (color === 'red') counts.add(who, 'PXKB.red_card');
        break;
      }
    }
  }

  for (const p of match.starters) counts.add(p, 'PXKB.starting');
  for (const p of cameOn) counts.add(p, 'PXKB.substitute');
  for (const [p, n] of raidPoints) if (n >= SUPER_10) counts.add(p, 'PXKB.super_10');
  for (const [p, n] of tacklePoints) if (n >= HIGH_5) counts.add(p, 'PXKB.high_5');
  return scoreTable(PX_KABADDI, match, counts, (p) => match.starters.has(p) || cameOn.has(p));
}
