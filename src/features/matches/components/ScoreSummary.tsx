import { useTranslation } from 'react-i18next';
import type { MatchCentreData } from '../../../../core/api/matches';
import type { MatchCentre } from '../../../../core/rules/matchCentre';
import type { LiveState } from '../../../lib/live';
import { isOver } from '../live';
import { derivedScore } from '../scores';

/**
 * The match at a glance: each side with its score, the match status, and whether live updates are flowing. The
 * score is the server's live strip (matches.score, which `status` messages refresh), as on my matches; before the
 * first strip, what core derives from the events.
 */
export function ScoreSummary({ data, centre, live }: { data: MatchCentreData; centre: MatchCentre | null; live: LiveState }) {
  const { t } = useTranslation('matches');
  const scoreOf = (position: 1 | 2) => data.score?.parties.find((p) => p.position === position)?.score ?? derivedScore(centre, position);
  return (
    <section className="score-summary" data-testid="score-summary">
      <p className="score-summary__tournament muted">{data.tournament}</p>
      {data.parties.map((p) => (
        <div key={p.position} className="score-summary__side" data-testid="summary-side" data-party={p.position}>
          {p.img_url ? <img className="party-img" src={p.img_url} alt="" width={28} height={28} /> : null}
          <span className="score-summary__name">{p.name}</span>
          <strong className="score-summary__score" data-testid="summary-score">
            {scoreOf(p.position)}
          </strong>
        </div>
      ))}
      <p className="score-summary__status">
        <span className={`chip${data.status === 'live' ? ' chip--green' : ''}`} data-testid="match-status">
          {t(`status.${data.status}`)}
        </span>
        {isOver(data.status) ? null : (
          <span className={`live-state live-state--${live}`} data-testid="live-state" role="status">
            {t(`liveState.${live}`)}
          </span>
        )}
      </p>
    </section>
  );
}
