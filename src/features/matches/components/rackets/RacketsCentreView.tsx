import { useTranslation } from 'react-i18next';
import type { RacketCentre } from '../../../../../core/rules/matchCentre';
import { resultText } from '../../text';
import { SectionTabs, type Section } from '../SectionTabs';
import { RacketsTimeline } from './RacketsTimeline';
import { RubberCard } from './RubberCard';

/** Tennis and badminton: the tie's score (draft ties), each match's score table and what is in play; then the timeline. */
export function RacketsCentreView({ centre, extra }: { centre: RacketCentre; extra: readonly Section[] }) {
  const { t } = useTranslation('matches');
  return (
    <>
      {centre.tie ? <p data-testid="tie-score">{t('rackets.tie', { home: centre.tie.rubbersWon[1], away: centre.tie.rubbersWon[2] })}</p> : null}
      {centre.matches.map((m, i) => (
        <RubberCard key={m.rubber ?? `m${i}`} match={m} parties={centre.parties} />
      ))}
      {centre.result ? (
        <p className="centre-result" data-testid="result-line">
          {resultText(t, centre.parties, centre.result)}
        </p>
      ) : null}
      <SectionTabs sections={[{ id: 'timeline', label: t('tabs.timeline'), content: <RacketsTimeline items={centre.timeline} parties={centre.parties} /> }, ...extra]} />
    </>
  );
}
