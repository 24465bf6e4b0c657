import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BallLine, CentreParty, Milestone } from '../../../../../core/rules/matchCentre';
import { howOut, partyName } from '../../text';

const EXTRAS = ['wides', 'noballs', 'byes', 'legbyes', 'penalty'] as const;

/** What the ball gave: each kind of extra, then the runs off the bat (a boundary has its own badge), or "no run". */
function outcome(t: TFunction, b: BallLine): string {
  const parts = EXTRAS.filter((k) => b.extras[k] > 0).map((k) => t(`matches:cricket.extras.${k}`, { count: b.extras[k] }));
  if (b.runs.batter > 0 && b.boundary === null) parts.push(t('matches:cricket.runs', { count: b.runs.batter }));
  if (parts.length === 0 && b.boundary === null && b.wickets.length === 0) parts.push(t('matches:cricket.noRun'));
  return parts.join(', ');
}

function milestoneText(t: TFunction, parties: readonly CentreParty[], m: Milestone): string {
  if (m.kind === 'team_runs') return t('matches:cricket.milestone.team_runs', { party: partyName(t, parties, m.party), runs: m.runs });
  if (m.kind === 'batter_runs') return t('matches:cricket.milestone.batter_runs', { player: m.player, runs: m.runs, balls: m.balls });
  return t('matches:cricket.milestone.bowler_wickets', { player: m.player, wickets: m.wickets });
}

/** One delivery: its over.ball label, "bowler to batter", what it gave, wickets (red) and milestones, the score after. */
export function BallItem({ line: b, parties }: { line: BallLine; parties: readonly CentreParty[] }) {
  const { t } = useTranslation('matches');
  const text = outcome(t, b);
  return (
    <li className={`commentary__line commentary__ball${b.wickets.length > 0 ? ' is-wicket' : ''}`} data-testid="commentary-line" data-kind="ball" data-seq={b.seq ?? undefined}>
      <span className="commentary__label" data-testid="ball-label">
        {b.label}
      </span>
      <div className="commentary__body">
        <p>
          <span data-testid="ball-to">{t('cricket.ballTo', { bowler: b.bowler, batter: b.batter })}</span>
          {text ? <span data-testid="ball-outcome">, {text}</span> : null}{' '}
          {b.boundary ? (
            <span className={`badge badge--boundary badge--${b.boundary}`} data-testid="boundary-badge">
              {t(b.boundary === 6 ? 'cricket.six' : 'cricket.four')}
            </span>
          ) : null}
          {b.wickets.length > 0 ? (
            <span className="badge badge--out" data-testid="out-badge">
              {t('cricket.out')}
            </span>
          ) : null}
        </p>
        {b.wickets.map((w) => (
          <p key={w.playerOut} className="commentary__wicket" data-testid="wicket-line">
            {t('cricket.wicketLine', { batter: w.playerOut, how: howOut(t, w.kind, w.fielders, w.bowler) })}
          </p>
        ))}
        {b.milestones.map((m) => (
          <p key={`${m.kind}:${'player' in m ? m.player : m.party}:${'runs' in m ? m.runs : m.wickets}`} className="badge badge--milestone" data-testid="milestone">
            {milestoneText(t, parties, m)}
          </p>
        ))}
        {b.replacements.map((r) => (
          <p key={`${r.in}:${r.out}`} className="muted">
            {t('cricket.replacement', { in: r.in, out: r.out })}
          </p>
        ))}
      </div>
      <span className="commentary__score" data-testid="score-after">
        {t('cricket.scoreAfter', { runs: b.score.runs, wickets: b.score.wickets })}
      </span>
    </li>
  );
}
