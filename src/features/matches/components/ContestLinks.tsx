import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MatchCentreData } from '../../../../core/api/matches';
import { enterChallenge } from '../../../lib/appState';

/** The match's challenges (prediction, draft): each opens its contests the way the home screen opens a challenge. */
export function ContestLinks({ challenges }: { challenges: MatchCentreData['challenges'] }) {
  const { t } = useTranslation('matches');
  const navigate = useNavigate();
  if (challenges.length === 0) return null;
  return (
    <nav className="contest-links" aria-label={t('contests.title')} data-testid="contest-links">
      {challenges.map(({ challenge_id: id, game_mode: mode }) => (
        <button
          key={id}
          type="button"
          className="btn btn--secondary"
          data-testid="contest-link"
          data-challenge-id={id}
          onClick={() => {
            enterChallenge(id);
            navigate(`/contestsection?challenge_id=${id}`);
          }}
        >
          {t(mode === 'nostra11' ? 'contests.draft' : 'contests.prediction')}
        </button>
      ))}
    </nav>
  );
}
