import { useTranslation } from 'react-i18next';
import type { CricketCentre } from '../../../../../core/rules/matchCentre';
import { SectionTabs, type Section } from '../SectionTabs';
import { Commentary } from './Commentary';
import { CricketHeader } from './CricketHeader';
import { Scorecard } from './Scorecard';

/** Cricket: the match state, then commentary and scorecard tabs (and the sections every sport adds, e.g. players). */
export function CricketCentreView({ centre, extra }: { centre: CricketCentre; extra: readonly Section[] }) {
  const { t } = useTranslation('matches');
  return (
    <>
      <CricketHeader centre={centre} />
      <SectionTabs
        sections={[
          { id: 'commentary', label: t('tabs.commentary'), content: <Commentary centre={centre} /> },
          { id: 'scorecard', label: t('tabs.scorecard'), content: <Scorecard centre={centre} /> },
          ...extra,
        ]}
      />
    </>
  );
}
