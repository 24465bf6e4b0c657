import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyEntry, MyMatch, MyMatchMatch } from '../../../../core/api/results';
import { useAmountFormat } from '../../../lib/moneyMode';
import { useServerNow } from '../../../lib/serverTime';
import { myMatchStatus, myMatchStatusText } from '../myMatchStatus';
import { EntryList } from './EntryList';
import { ScoreStrip } from './ScoreStrip';

/** A match under way (or just over) on a live card: its match centre follows it ball by ball. */
const started = (m: MyMatchMatch) => m.status !== 'scheduled' && m.status !== 'lineup_announced';

/** The card's status: "Live", or while a completed match's points are not final "Completed · points final in 1 h 12 m". */
function StatusChip({ challenge }: { challenge: MyMatch }) {
  const { t } = useTranslation('results');
  const now = useServerNow();
  return (
    <span className="chip" data-testid="my-match-status">
      {myMatchStatusText(t, myMatchStatus(challenge, now))}
    </span>
  );
}

/** One challenge of my matches: name, status, each match's score strip, my seats (sets, or teams in draft mode) and winnings. */
export function MyMatchCard({ challenge, onOpen }: { challenge: MyMatch; onOpen: (c: MyMatch, e: MyEntry) => void }) {
  const { t } = useTranslation('results');
  const money = useAmountFormat();
  return (
    <li className="challenge-card my-match" data-testid="my-match" data-challenge-id={challenge.challenge_id}>
      <article aria-labelledby={`my-match-${challenge.challenge_id}`}>
        <div className="challenge-card__top">
          <h3 id={`my-match-${challenge.challenge_id}`} className="challenge-card__name">
            {challenge.challenge_name}
          </h3>
          <StatusChip challenge={challenge} />
        </div>
        {challenge.matches.map((m) => (
          <div key={m.match_id}>
            <ScoreStrip match={m} />
            {challenge.status === 'live' && started(m) ? (
              <Link className="link-btn" to={`/match?match_id=${m.match_id}`} data-testid="match-centre-link">
                {t('matchCentre')}
              </Link>
            ) : null}
          </div>
        ))}
        {/* a draft challenge's seats are teams (T{n}), as on its room screens */}
        <EntryList entries={challenge.entries} teams={challenge.game_mode === 'nostra11'} onOpen={(e) => onOpen(challenge, e)} />
        {challenge.winnings > 0 ? (
          <p className="my-match__winnings" data-testid="my-winnings">
            {t('winnings', { amount: money.rupees(challenge.winnings) })}
          </p>
        ) : null}
      </article>
    </li>
  );
}
