import { useTranslation } from 'react-i18next';
import type { Challenge } from '../../../../core/api/challenges';
import type { DraftSummary } from '../../../../core/rules/teamDraft';
import { formatCredits, sideShort } from '../text';

/** Players picked of the team size, credits left, and players per side (spec: create team's header strip). */
export function TeamSummaryBar({ summary, challenge }: { summary: DraftSummary; challenge: Challenge | null }) {
  const { t } = useTranslation('teams');
  return (
    <div className="team-bar page__bleed" data-testid="team-bar">
      <p className="team-bar__item">
        <span className="team-bar__label">{t('bar.players')}</span>
        <strong data-testid="players-count">
          {summary.count}/{summary.size}
        </strong>
      </p>
      {Object.entries(summary.perSide).map(([side, n]) => (
        <p key={side} className="team-bar__item" data-testid="side-count" data-side={side} data-count={n}>
          <span className="team-bar__label">{sideShort(t, challenge, Number(side))}</span>
          <strong>{n}</strong>
        </p>
      ))}
      <p className="team-bar__item">
        <span className="team-bar__label">{t('bar.creditsLeft')}</span>
        <strong data-testid="credits-left">{formatCredits(summary.creditsLeftTenths)}</strong>
      </p>
    </div>
  );
}
