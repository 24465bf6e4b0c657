import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pointTable, type PointCategory } from '../../../../core/rules/fantasy';
import { isTeamSport, TEAM_RULES, type TeamSport } from '../../../../core/rules/teamSports';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { NoTeamChallenge, ScreenState } from '../components/ScreenState';
import { sectionPath, useChallengeIdParam } from '../params';
import { formatCredits, pointRuleText, roleName } from '../text';
import { useDraftChallenge } from '../useDraftChallenge';
import '../teams.css';

/**
 * /rulespage?challenge_id=… (or ?sport=…): the team rules of the sport (size, credits, roles, per side, captain and
 * vice-captain, teams per match: core's TEAM_RULES) and its fantasy point table, rendered from the same table data
 * the scorer applies (core/rules/fantasy pointTable), with the texts of teams.json.
 */
export default function RulesScreen() {
  const challengeId = useChallengeIdParam();
  const [params] = useSearchParams();
  const sportParam = params.get('sport');
  const { t } = useTranslation(['teams', 'common']);
  if (sportParam && isTeamSport(sportParam)) return <Rules sport={sportParam} challengeId={challengeId} />;
  if (challengeId === null) {
    return (
      <Page className="teams">
        <AppHeader title={t('common:screens.rules')} back="/new" />
        <NoTeamChallenge />
      </Page>
    );
  }
  return <ChallengeRules key={challengeId} challengeId={challengeId} />;
}

function ChallengeRules({ challengeId }: { challengeId: number }) {
  const draft = useDraftChallenge(challengeId);
  if (!draft.sport) {
    return (
      <Page className="teams">
        <RulesHeader challengeId={challengeId} />
        <ScreenState load={draft.load} retry={draft.retry} />
      </Page>
    );
  }
  return <Rules sport={draft.sport} challengeId={challengeId} />;
}

function RulesHeader({ challengeId }: { challengeId: number | null }) {
  const { t } = useTranslation(['teams', 'common']);
  const navigate = useNavigate();
  return (
    <AppHeader
      title={t('common:screens.rules')}
      back={() => (window.history.length > 1 ? navigate(-1) : navigate(challengeId !== null ? sectionPath(challengeId) : '/new'))}
    />
  );
}

/**
 * Where each category's section goes: playing first, each sport's own groups, then captain rows and exclusions.
 * A Record, so a category added to core's PointCategory cannot be forgotten here (it would not compile).
 */
const CATEGORY_POSITION: Record<PointCategory, number> = {
  other: 0,
  batting: 1,
  strike_rate: 2,
  bowling: 3,
  economy: 4,
  fielding: 5,
  attack: 6,
  raiding: 7,
  defence: 8,
  tackling: 9,
  goalkeeping: 10,
  qualifying: 11,
  race: 12,
  match: 13,
  discipline: 14,
  multiplier: 15,
  exclusion: 16,
};

function Rules({ sport, challengeId }: { sport: TeamSport; challengeId: number | null }) {
  const { t } = useTranslation(['teams', 'common']);
  const rules = TEAM_RULES[sport];
  const table = pointTable(sport);
  const categories = table ? [...new Set(table.rows.map((r) => r.category))].sort((a, b) => CATEGORY_POSITION[a] - CATEGORY_POSITION[b]) : [];
  return (
    <Page className="teams" data-testid="rules-page" data-sport={sport}>
      <RulesHeader challengeId={challengeId} />
      <section className="teams__section" aria-labelledby="team-rules-title">
        <h2 id="team-rules-title" className="section-title">
          {t('teams:rulesPage.teamRules', { sport: t(`teams:sports.${sport}`, { defaultValue: sport }) })}
        </h2>
        <ul className="rules-list" data-testid="team-rules">
          <li>{t('teams:rulesPage.size', { size: rules.size })}</li>
          <li>{t('teams:rulesPage.credits', { credits: formatCredits(rules.creditCapTenths) })}</li>
          <li>{t('teams:rulesPage.perSide', { max: rules.maxFromOneSide })}</li>
          {rules.roles.map((r) => (
            <li key={r.role} data-testid="role-rule">
              {r.min === r.max
                ? t('teams:rulesPage.roleExactly', { role: roleName(t, sport, r.role), n: r.min })
                : t('teams:rulesPage.role', { role: roleName(t, sport, r.role), min: r.min, max: r.max })}
            </li>
          ))}
          <li>{t('teams:rulesPage.leaders')}</li>
          <li>{t('teams:rulesPage.maxTeams', { max: rules.maxTeamsPerMatch })}</li>
          <li>{t('teams:rulesPage.deadline')}</li>
        </ul>
      </section>
      <section className="teams__section" aria-labelledby="points-title">
        <h2 id="points-title" className="section-title">
          {t('teams:rulesPage.points')}
        </h2>
        {!table ? (
          <p className="teams__hint" data-testid="no-point-table">
            {t('teams:rulesPage.noTable')}
          </p>
        ) : (
          <>
            <p className="teams__hint" data-testid="point-table-tag">
              {t('teams:rulesPage.tag', { tag: table.tag })}
            </p>
            {categories.map((c) => (
              <table key={c} className="point-lines" data-testid="point-table" data-category={c}>
                <caption>{t(`teams:rulesPage.category.${c}`)}</caption>
                <tbody>
                  {table.rows
                    .filter((r) => r.category === c)
                    .map((r) => (
                      <tr key={r.rule_id} data-testid="point-rule" data-rule={r.rule_id}>
                        <td>{pointRuleText(t, sport, r.rule_id, r.event)}</td>
                        <td className="point-lines__value">{r.multiplier !== undefined ? `×${r.multiplier}` : r.points !== undefined ? (r.points > 0 ? `+${r.points}` : String(r.points)) : '–'}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            ))}
          </>
        )}
      </section>
    </Page>
  );
}
