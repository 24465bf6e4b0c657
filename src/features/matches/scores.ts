/**
 * Each side's score as the centre derives it from the events (core's rules), for the strip when the server's live
 * score (matches.score, which a `status` message refreshes) is not there yet.
 */
import type { PartyPosition } from '../../../core/feeds/events';
import type { InningsScore, MatchCentre } from '../../../core/rules/matchCentre';

/** "182/8 (20.0)", as the score strip writes an innings. */
export const inningsScore = (s: InningsScore): string => `${s.runs}/${s.wickets} (${s.overs})`;

export function derivedScore(centre: MatchCentre | null, party: PartyPosition): string {
  if (!centre) return '';
  switch (centre.family) {
    case 'cricket':
      return centre.totals[party].map(inningsScore).join(' & ');
    case 'plays':
      return centre.timeline.length > 0 || centre.result ? String(centre.score[party]) : '';
    case 'rackets': {
      if (centre.tie) return String(centre.tie.rubbersWon[party]);
      const m = centre.matches[0];
      if (!m) return '';
      return String('setsWon' in m ? m.setsWon[party] : m.gamesWon[party]);
    }
    case 'race':
      // a race has no score per side: its leader and classification say it
      return '';
  }
}
