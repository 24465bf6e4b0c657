import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Challenge } from '../../../../core/api/challenges';
import { useAmountFormat } from '../../../lib/moneyMode';
import { cutName } from '../../../../core/text';
import { Countdown } from '../../../app/Countdown';

interface Props {
  challenge: Challenge;
  onOpen: (c: Challenge) => void;
  upcoming?: boolean;
  children?: ReactNode;
}

/**
 * One challenge on the home list: parties, name, prize, countdown, teams/sets and contests joined. Memoized: home
 * renders again as its banners, refresh state and popups change, and the cards need not follow (pass a stable onOpen).
 */
export const ChallengeCard = memo(function ChallengeCard({ challenge: c, onOpen, upcoming = false, children }: Props) {
  const { t } = useTranslation('challenges');
  const money = useAmountFormat();
  const isDraft = c.game_mode !== 'prediction';
  const joined = c.joined_contest_count;
  return (
    <li className={`challenge-card${upcoming ? ' challenge-card--upcoming' : ''}${c.featured ? ' challenge-card--featured' : ''}`}>
      <button
        type="button"
        className="challenge-card__button"
        data-testid={upcoming ? 'upcoming-card' : 'challenge-card'}
        data-challenge-id={c.challenge_id}
        data-featured={c.featured}
        onClick={() => onOpen(c)}
      >
        <div className="challenge-card__top">
          <span className="chip">{t(`modes.${c.game_mode}`)}</span>
          {c.featured ? <span className="chip chip--gold">{t('featured')}</span> : null}
          {c.lineup_announced ? <span className="chip chip--green">{t('lineupOut')}</span> : null}
        </div>
        <div className="challenge-card__parties">
          {c.is_single_party || c.match_parties.length < 2 ? (
            <img className="party-img party-img--single" src={c.is_single_party_img ?? c.match_parties[0]?.party_img_url ?? ''} alt="" width={48} height={48} loading="lazy" />
          ) : (
            c.match_parties.slice(0, 2).map((p) => <img key={p.party_name} className="party-img" src={p.party_img_url} alt={p.party_name} width={40} height={40} loading="lazy" />)
          )}
        </div>
        <h3 className="challenge-card__name" title={c.challenge_name}>
          {cutName(c.challenge_name)}
        </h3>
        <dl className="challenge-card__facts">
          <div>
            <dt>{t('prizePool')}</dt>
            <dd className="prize" data-testid="prize">
              {money.rupees(c.prize_money)}
            </dd>
          </div>
          <div>
            <dt>{t('startsIn')}</dt>
            <dd>
              <Countdown startMs={c.start_time} />
            </dd>
          </div>
        </dl>
        {upcoming ? null : (
          <p className="challenge-card__counts">
            <span>{t(isDraft ? 'teams' : 'sets', { count: c.num_teams_created })}</span>
            <span>{t('joined', { count: joined })}</span>
          </p>
        )}
      </button>
      {children}
    </li>
  );
});
