import { useTranslation } from 'react-i18next';
import type { Contest } from '../../../../core/api/contests';
import { useAmountFormat } from '../../../lib/moneyMode';
import { bonusCapPaise, fillPercent, totalSpots } from '../logic';

/** The contest type badge: guaranteed, non-guaranteed (with its minimum entries), or pool. */
export function ContestTypeBadge({ contest }: { contest: Pick<Contest, 'contest_type' | 'min_entries'> }) {
  const { t } = useTranslation('contests');
  const text =
    contest.contest_type === 'non_guaranteed'
      ? t('type.nonGuaranteedMin', { count: contest.min_entries ?? 0 })
      : t(contest.contest_type === 'pool' ? 'type.pool' : 'type.guaranteed');
  return (
    <span className={`contest-badge contest-badge--${contest.contest_type}`} data-testid="contest-type">
      {text}
    </span>
  );
}

/** Spots filled / total with the filling bar. */
export function SpotsBar({ contest }: { contest: Pick<Contest, 'room_size' | 'max_rooms' | 'seats_filled'> }) {
  const { t } = useTranslation('contests');
  const total = totalSpots(contest);
  return (
    <div className="contest-spots">
      <div className="contest-spots__bar" aria-hidden="true">
        <div className="contest-spots__fill" style={{ width: `${fillPercent(contest)}%` }} />
      </div>
      <div className="contest-spots__text" data-testid="contest-spots" data-filled={contest.seats_filled}>
        {t('card.spots', { filled: contest.seats_filled, total })}
      </div>
    </div>
  );
}

/** A contest card (docs/product.md §3 contest fields): name, fee or Free, prize pool, spots, type, bonus usable. */
export function ContestCard({ contest, onOpen, onJoin }: { contest: Contest; onOpen: () => void; onJoin: () => void }) {
  const { t } = useTranslation('contests');
  const money = useAmountFormat();
  const bonus = bonusCapPaise(contest);
  return (
    <li className="contest-card" data-testid="contest-card" data-config-id={contest.config_id}>
      <button type="button" className="contest-card__main" onClick={onOpen} aria-label={t('card.details', { name: contest.contest_name })}>
        <div className="contest-card__row">
          <strong className="contest-card__name" data-testid="contest-name">
            {contest.contest_name}
          </strong>
          <ContestTypeBadge contest={contest} />
        </div>
        <div className="contest-card__row">
          <span>
            {t('card.prizePool')} <strong data-testid="contest-prize">{money.rupees(contest.prize_pool)}</strong>
          </span>
          {contest.joined_with.length > 0 ? (
            <span className="contest-card__joined" data-testid="contest-joined-with">
              {t('card.joinedWith', { sets: contest.joined_with.map((n) => `S${n}`).join(', ') })}
            </span>
          ) : null}
        </div>
        <SpotsBar contest={contest} />
        {/* social mode: every coin pays a whole fee, there is no bonus share to tell */}
        {bonus > 0 && money.mode !== 'social' ? (
          <p className="contest-card__bonus" data-testid="contest-bonus">
            {t('card.bonusUsable', { amount: money.paise(bonus, true), percent: contest.promo_limit })}
          </p>
        ) : null}
      </button>
      <button type="button" className="btn contest-card__join" data-testid="contest-join" onClick={onJoin}>
        {contest.is_free ? t('card.free') : money.rupees(contest.fee, true)}
      </button>
    </li>
  );
}
