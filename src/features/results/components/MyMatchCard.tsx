import { useTranslation } from 'react-i18next';
import type { MyEntry, MyMatch } from '../../../../core/api/results';
import { formatPrize } from '../../../../core/money';
import { currentLanguage } from '../../../lib/i18n';
import { EntryList } from './EntryList';
import { ScoreStrip } from './ScoreStrip';

/** One challenge of my matches: name, status, each match's score strip, my seats (sets, or teams in draft mode) and winnings. */
export function MyMatchCard({ challenge, onOpen }: { challenge: MyMatch; onOpen: (c: MyMatch, e: MyEntry) => void }) {
  const { t } = useTranslation('results');
  const lng = currentLanguage();
  return (
    <li className="challenge-card my-match" data-testid="my-match" data-challenge-id={challenge.challenge_id}>
      <article aria-labelledby={`my-match-${challenge.challenge_id}`}>
        <div className="challenge-card__top">
          <h3 id={`my-match-${challenge.challenge_id}`} className="challenge-card__name">
            {challenge.challenge_name}
          </h3>
          <span className="chip">{t(`status.${challenge.status}`)}</span>
        </div>
        {challenge.matches.map((m) => (
          <ScoreStrip key={m.match_id} match={m} />
        ))}
        {/* a draft challenge's seats are teams (T{n}), as on its room screens */}
        <EntryList entries={challenge.entries} teams={challenge.game_mode === 'nostra11'} onOpen={(e) => onOpen(challenge, e)} />
        {challenge.winnings > 0 ? (
          <p className="my-match__winnings" data-testid="my-winnings">
            {t('winnings', { amount: formatPrize(challenge.winnings, lng) })}
          </p>
        ) : null}
      </article>
    </li>
  );
}
