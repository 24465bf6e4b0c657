import { useTranslation } from 'react-i18next';
import type { Contest } from '../../../../core/api/contests';
import { Modal } from '../../../app/Modal';
import { JoinFee } from './JoinFee';
import { PlayDetailsSheet } from '../../profile';
import { useWallet } from '../../wallet';
import { useTeamJoin, type TeamJoinRequest } from '../useTeamJoin';

/**
 * Confirm joining `contest` with team T{n} (docs/product.md §4 team flow): the fee and how it is paid (bonus within the
 * contest's promo limit, then the wallet: planEntryFeeSpend), and Join, which runs the team join machine.
 */
export function TeamJoinSheet(props: { contest: Contest; request: Omit<TeamJoinRequest, 'configId' | 'challengeId'>; onClose: () => void }) {
  const { contest, request } = props;
  const { t } = useTranslation('contests');
  const wallet = useWallet();
  const join = useTeamJoin();
  // a paid join that needs the player's state or date of birth asks for it in place of this sheet, then goes on
  if (join.declaring) return <PlayDetailsSheet purpose="join" onDone={join.declared} onClose={join.cancelDeclaration} />;
  return (
    <Modal title={t('join.title', { name: contest.contest_name })} onClose={props.onClose} testId="team-join-sheet">
      <p data-testid="join-team-label">{t('join.withTeam', { team: `T${request.draftNum}` })}</p>
      <JoinFee contest={contest} wallet={wallet} />
      <button
        type="button"
        className="btn btn--primary btn--block"
        data-testid="team-join-confirm"
        aria-busy={join.busy}
        disabled={join.busy}
        onClick={() => void join.start({ ...request, challengeId: contest.challenge_id, configId: contest.config_id })}
      >
        {join.busy ? t('join.joining') : t('join.join')}
      </button>
    </Modal>
  );
}
