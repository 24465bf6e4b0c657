import { useTranslation } from 'react-i18next';
import type { CricketCentre } from '../../../../../core/rules/matchCentre';
import { partyName, rate, resultText } from '../../text';

/** Above the tabs: the run rate, the chase (runs needed, balls left, required rate) or the result, and the toss. */
export function CricketHeader({ centre }: { centre: CricketCentre }) {
  const { t } = useTranslation('matches');
  const { current, result, toss } = centre.state;
  const chase = current?.live ? current.chase : null;
  return (
    <section className="cricket-header" data-testid="cricket-header">
      {current?.live ? (
        <p className="cricket-header__rates">
          <span data-testid="run-rate">{t('cricket.runRate', { rate: rate(current.runRate) })}</span>
          {chase && chase.runsNeeded > 0 && chase.ballsLeft > 0 ? (
            <span data-testid="required-rate">{t('cricket.requiredRate', { rate: rate(chase.requiredRunRate) })}</span>
          ) : null}
        </p>
      ) : null}
      {chase && chase.runsNeeded > 0 ? (
        <p className="cricket-header__chase" data-testid="chase-line">
          {t('cricket.chase', { party: partyName(t, centre.parties, current!.battingParty), runs: chase.runsNeeded, balls: chase.ballsLeft })}
        </p>
      ) : null}
      {result ? (
        <p className="centre-result" data-testid="result-line">
          {resultText(t, centre.parties, result)}
        </p>
      ) : null}
      {toss ? (
        <p className="muted" data-testid="toss-line">
          {t(`cricket.toss.${toss.decision}`, { party: partyName(t, centre.parties, toss.winner) })}
        </p>
      ) : null}
    </section>
  );
}
