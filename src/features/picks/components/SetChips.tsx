import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SetRow } from '../store';

/** The player's sets as S{n} labels; a waiting set shows its pending number, a refused one 'Not submitted'. */
export function SetChips({ rows, challengeId }: { rows: SetRow[]; challengeId: number }) {
  const { t } = useTranslation('picks');
  if (rows.length === 0) return null;
  return (
    <ul className="set-chips" data-testid="set-chips">
      {rows.map((r) => {
        const label = r.draftNum !== null && r.status !== 'rejected' ? `S${r.draftNum}` : t('sets.pending');
        const body = (
          <>
            <strong>{label}</strong>
            {r.status !== 'saved' ? <small>{t(`sets.${r.status}`)}</small> : null}
          </>
        );
        return (
          <li key={r.key} className={`set-chip set-chip--${r.status}`} data-testid="set-chip" data-status={r.status} data-label={label}>
            {r.status === 'saved' && r.draftNum !== null ? (
              <Link to={`/EditSwitchSet?challenge_id=${challengeId}&draft_num=${r.draftNum}`}>{body}</Link>
            ) : (
              <span>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
