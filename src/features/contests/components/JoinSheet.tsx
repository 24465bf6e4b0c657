import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Contest } from '../../../../core/api/contests';
import type { UserWallet } from '../../../../core/api/wallet';
import { Modal } from '../../../app/Modal';
import { JoinFee } from './JoinFee';

/** A set the player may choose: a saved S{n}, or the set being made on this device (not saved yet). */
export interface SetChoice {
  /** S{n}; null for the unsaved set */
  draftNum: number | null;
  picksMade: number;
  picksRequired: number | null;
  complete: boolean;
}

export type JoinPick = { draftNum: number | null; complete: boolean };

/**
 * Choose a set (S{n}) then Join (docs/product.md §4 prediction flow). Shows how the fee is paid: the bonus used
 * within the contest's promo limit and the rest from the wallet (planEntryFeeSpend).
 */
export function JoinSheet(props: {
  contest: Contest;
  sets: readonly SetChoice[];
  wallet: UserWallet | null;
  busy: boolean;
  challengeId: number;
  onJoin: (pick: JoinPick) => void;
  onClose: () => void;
}) {
  const { contest, sets, wallet, busy } = props;
  const { t } = useTranslation('contests');
  const joinable = sets.filter((s) => s.draftNum === null || !contest.joined_with.includes(s.draftNum));
  const [chosen, setChosen] = useState<SetChoice | null>(joinable.find((s) => s.complete) ?? joinable[0] ?? null);
  const label = (s: SetChoice) => (s.draftNum === null ? t('join.unsavedSet') : `S${s.draftNum}`);
  return (
    <Modal title={t('join.title', { name: contest.contest_name })} onClose={props.onClose} testId="join-sheet">
      {sets.length === 0 ? (
        <p data-testid="join-no-sets">{t('join.noSets')}</p>
      ) : (
        <div className="join-sets" role="radiogroup" aria-label={t('join.chooseSet')}>
          {sets.map((s) => {
            const already = s.draftNum !== null && contest.joined_with.includes(s.draftNum);
            const isChosen = chosen !== null && chosen.draftNum === s.draftNum;
            return (
              <button
                key={s.draftNum ?? 'unsaved'}
                type="button"
                role="radio"
                aria-checked={isChosen}
                disabled={already}
                className={`join-set${isChosen ? ' join-set--chosen' : ''}`}
                data-testid="set-option"
                data-label={s.draftNum === null ? 'unsaved' : `S${s.draftNum}`}
                onClick={() => setChosen(s)}
              >
                <strong>{label(s)}</strong>
                <span>
                  {already
                    ? t('join.setJoined')
                    : s.complete
                      ? t('join.setComplete')
                      : t('join.setPicks', { picks: s.picksMade, required: s.picksRequired ?? '–' })}
                </span>
              </button>
            );
          })}
        </div>
      )}
      <JoinFee contest={contest} wallet={wallet} />
      <button
        type="button"
        className="btn"
        data-testid="join-confirm"
        disabled={busy || chosen === null}
        onClick={() => chosen && props.onJoin({ draftNum: chosen.draftNum, complete: chosen.complete })}
      >
        {busy ? t('join.joining') : t('join.join')}
      </button>
      <Link className="btn btn--secondary" to={`/choosePicks?challenge_id=${props.challengeId}`}>
        {t('picks.make')}
      </Link>
    </Modal>
  );
}
