import { useTranslation } from 'react-i18next';
import type { MatchStatusDto, ResultQuestion } from '../../../../core/api/results';

/** A match that is over: its room is shown as completed (results' and compare's back navigation). */
export const isFinished = (s: MatchStatusDto) => s === 'completed' || s === 'points_final' || s === 'settled' || s === 'abandoned';

export function useOptionText() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  return (q: ResultQuestion, key: string | null) => (key === null ? null : (q.options.find((o) => o.key === key)?.text[lang] ?? key));
}

/** A pick with its powerups, e.g. "Mumbai · Doubler". */
export function PickText({ q, answer, powerups }: { q: ResultQuestion; answer: string | null; powerups: readonly string[] }) {
  const { t } = useTranslation(['results', 'powerups']);
  const text = useOptionText()(q, answer);
  return (
    <span className="pick-cell">
      <span>{text ?? t('results.noPick')}</span>
      {powerups.length > 0 ? <small className="pick-cell__powerups">{powerups.map((p) => t(`powerups:names.${p}`)).join(', ')}</small> : null}
    </span>
  );
}

/** Points a pick scored, signed, with the outcome for screen readers and colour. */
export function PointsText({ q }: { q: ResultQuestion }) {
  const { t } = useTranslation('results');
  if (q.outcome === 'pending') return <span className="points points--pending">{t('results.pending')}</span>;
  if (q.outcome === 'void') return <span className="points points--void">{t('results.void')}</span>;
  const signed = q.points_scored > 0 ? `+${q.points_scored}` : String(q.points_scored);
  return (
    <span className={`points points--${q.outcome}`} data-outcome={q.outcome}>
      {signed}
    </span>
  );
}
