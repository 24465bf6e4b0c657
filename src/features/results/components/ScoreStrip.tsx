import { useTranslation } from 'react-i18next';
import type { MyMatchMatch } from '../../../../core/api/results';

/** The live score strip of a match (matches.score): each side's score and the feed's status line. */
export function ScoreStrip({ match }: { match: MyMatchMatch }) {
  const { t } = useTranslation('results');
  const scoreOf = (position: number) => match.score?.parties.find((p) => p.position === position)?.score ?? '';
  return (
    <div className="score-strip" data-testid="score-strip" aria-label={t(`matchStatus.${match.status}`)}>
      <div className="score-strip__sides">
        {match.match_parties.map((p, i) => (
          <div className="score-strip__side" key={p.party_name}>
            <img className="party-img" src={p.party_img_url} alt="" width={28} height={28} />
            <span className="score-strip__name">{p.party_name}</span>
            <strong className="score-strip__score" data-testid="party-score">
              {scoreOf(i + 1)}
            </strong>
          </div>
        ))}
      </div>
      <p className="score-strip__status">
        <span className={`chip${match.status === 'live' ? ' chip--green' : ''}`}>{t(`matchStatus.${match.status}`)}</span>{' '}
        {match.score?.status ?? ''}
      </p>
    </div>
  );
}
