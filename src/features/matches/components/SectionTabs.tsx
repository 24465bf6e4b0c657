import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Section {
  id: string;
  label: string;
  content: ReactNode;
}

/** The centre's sections as tabs (commentary / scorecard / players…): one shown at a time, the first by default. */
export function SectionTabs({ sections }: { sections: readonly Section[] }) {
  const { t } = useTranslation('matches');
  const [chosen, setChosen] = useState<string | null>(null);
  const base = useId();
  // a section that went away (the lap chart before the finish) falls back to the first
  const current = sections.find((s) => s.id === chosen) ?? sections[0];
  if (!current) return null;
  return (
    <div className="centre-tabs">
      <div className="centre-tabs__list" role="tablist" aria-label={t('tabs.label')}>
        {sections.map((s) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            id={`${base}-${s.id}`}
            aria-selected={s.id === current.id}
            aria-controls={`${base}-${s.id}-panel`}
            className={`centre-tabs__tab${s.id === current.id ? ' is-active' : ''}`}
            onClick={() => setChosen(s.id)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${current.id}-panel`} aria-labelledby={`${base}-${current.id}`} data-testid={`section-${current.id}`}>
        {current.content}
      </div>
    </div>
  );
}
