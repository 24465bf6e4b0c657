import { useTranslation } from 'react-i18next';
import type { PlaysCentre } from '../../../../../core/rules/matchCentre';
import { resultText } from '../../text';
import { periodText } from './period';

/** Above the tabs: the period being played (or the break after one) with the clock, a shoot-out's score, the result. */
export function PlaysHeader({ centre }: { centre: PlaysCentre }) {
  const { t } = useTranslation('matches');
  const { period, minute, breakAfterPeriod, shootout, result } = centre;
  let clock: string | null = null;
  if (!result && breakAfterPeriod !== null) clock = t('plays.breakAfter', { period: periodText(t, centre.sport, breakAfterPeriod) });
  else if (!result && period !== null) clock = [periodText(t, centre.sport, period), minute !== null ? t('plays.minute', { minute }) : null].filter(Boolean).join(' · ');
  return (
    <section className="plays-header" data-testid="plays-header">
      {clock ? <p data-testid="period">{clock}</p> : null}
      {shootout ? <p data-testid="shootout">{t('plays.shootout', { home: shootout[1], away: shootout[2] })}</p> : null}
      {result ? (
        <p className="centre-result" data-testid="result-line">
          {resultText(t, centre.parties, result)}
        </p>
      ) : null}
    </section>
  );
}
