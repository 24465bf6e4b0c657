import { useTranslation } from 'react-i18next';
import type { PlaysCentre } from '../../../../../core/rules/matchCentre';
import { SectionTabs, type Section } from '../SectionTabs';
import { PlaysHeader } from './PlaysHeader';
import { PlaysTimeline } from './PlaysTimeline';
import { StatsTable } from './StatsTable';

/** Football, hockey, kabaddi, basketball: period and clock, then the timeline and stats tabs. */
export function PlaysCentreView({ centre, extra }: { centre: PlaysCentre; extra: readonly Section[] }) {
  const { t } = useTranslation('matches');
  return (
    <>
      <PlaysHeader centre={centre} />
      <SectionTabs
        sections={[
          { id: 'timeline', label: t('tabs.timeline'), content: <PlaysTimeline centre={centre} /> },
          { id: 'stats', label: t('tabs.stats'), content: <StatsTable centre={centre} /> },
          ...extra,
        ]}
      />
    </>
  );
}
