import { useTranslation } from 'react-i18next';
import type { TeamRules } from '../../../../core/rules/teamSports';
import { roleName, roleShort } from '../text';

/** One tab per role of the sport with how many are picked and the rule's min–max (core's TEAM_RULES). */
export function RoleTabs(props: { rules: TeamRules; perRole: Record<string, number>; active: string; onChange: (role: string) => void }) {
  const { t } = useTranslation('teams');
  const { rules, perRole, active } = props;
  return (
    <div className="role-tabs page__bleed" role="tablist" aria-label={t('create.roles')}>
      {rules.roles.map(({ role, min, max }) => (
        <button
          key={role}
          type="button"
          role="tab"
          id={`role-tab-${role}`}
          aria-selected={role === active}
          aria-controls="role-panel"
          aria-label={t('create.roleTab', { role: roleName(t, rules.sport, role), count: perRole[role] ?? 0, min, max })}
          className={`role-tab${role === active ? ' role-tab--on' : ''}`}
          onClick={() => props.onChange(role)}
          data-testid="role-tab"
          data-role={role}
        >
          <strong>
            {roleShort(t, role)} ({perRole[role] ?? 0})
          </strong>
          <small>{min === max ? t('create.exactly', { n: min }) : t('create.range', { min, max })}</small>
        </button>
      ))}
    </div>
  );
}
