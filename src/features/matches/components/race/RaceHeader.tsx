import { useTranslation } from 'react-i18next';
import type { RaceCentre } from '../../../../../core/rules/matchCentre';
import { lapTime } from './lapTime';

/** Above the tabs: the lap, who leads (the pole-sitter before any lead change, the winner once classified), fastest lap. */
export function RaceHeader({ centre }: { centre: RaceCentre }) {
  const { t } = useTranslation('matches');
  const leader = centre.leader;
  const leaderKey = leader?.source === 'classification' ? 'race.winner' : leader?.source === 'grid' ? 'race.pole' : 'race.leader';
  return (
    <section className="race-header" data-testid="race-header">
      <p data-testid="lap">{centre.lap !== null ? t('race.lap', { lap: centre.lap }) : t('race.notStarted')}</p>
      {leader ? <p data-testid="leader">{t(leaderKey, { driver: leader.driver })}</p> : null}
      {centre.fastestLap ? <p className="muted">{t('race.fastestLap', { driver: centre.fastestLap.driver, time: lapTime(centre.fastestLap.ms) })}</p> : null}
    </section>
  );
}
