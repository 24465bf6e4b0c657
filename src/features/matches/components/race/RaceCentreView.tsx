import { useTranslation } from 'react-i18next';
import type { LapChartIssue, RaceCentre } from '../../../../../core/rules/matchCentre';
import { SectionTabs, type Section } from '../SectionTabs';
import { DriverTable } from './DriverTable';
import { LapChartTable } from './LapChartTable';
import { RaceHeader } from './RaceHeader';
import { RaceTimeline } from './RaceTimeline';

/** Why core drew no lap chart (docs/product.md §11.4: the centre says which check failed). */
function LapChartIssueNote({ issue }: { issue: LapChartIssue }) {
  const { t } = useTranslation('matches');
  const lap = 'lap' in issue ? issue.lap : undefined;
  return (
    <p className="muted" data-testid="lap-chart-issue">
      {t('race.noLapChart', { reason: t(`race.lapChartIssue.${issue.reason}`, { lap }) })}
    </p>
  );
}

/** Formula One: lap, leader and fastest lap; then the timeline, the grid, the classification and the lap chart. */
export function RaceCentreView({ centre, extra }: { centre: RaceCentre; extra: readonly Section[] }) {
  const { t } = useTranslation('matches');
  const sections: Section[] = [{ id: 'timeline', label: t('tabs.timeline'), content: <RaceTimeline items={centre.timeline} /> }];
  if (centre.grid.length > 0 || centre.qualifying.length > 0) {
    sections.push({
      id: 'grid',
      label: t('tabs.grid'),
      content: (
        <>
          {centre.grid.length > 0 ? <DriverTable rows={centre.grid} caption={t('race.grid')} testId="grid" /> : null}
          {centre.qualifying.length > 0 ? <DriverTable rows={centre.qualifying} caption={t('race.qualifying')} testId="qualifying" /> : null}
        </>
      ),
    });
  }
  if (centre.classification) {
    sections.push({
      id: 'classification',
      label: t('tabs.classification'),
      content: (
        <>
          <DriverTable rows={centre.classification} caption={t('tabs.classification')} testId="classification" />
          {!centre.lapChart && centre.lapChartIssue ? <LapChartIssueNote issue={centre.lapChartIssue} /> : null}
        </>
      ),
    });
  }
  // only a chart core could check against everything the feed states (./lapChart.ts): else none
  if (centre.lapChart) sections.push({ id: 'lapChart', label: t('tabs.lapChart'), content: <LapChartTable chart={centre.lapChart} /> });
  return (
    <>
      <RaceHeader centre={centre} />
      <SectionTabs sections={[...sections, ...extra]} />
    </>
  );
}
