import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { PowerupTransferStatsDto } from '../../../../core/api/powerups';
import { progress } from '../../../../core/rules/picks';
import { POWERUP_TYPES, type PowerupCounts } from '../../../../core/rules/powerups';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { useDraftOpen } from '../../../lib/appUpdate';
import { offerInstall } from '../../../lib/install';
import { showSnackbar } from '../../../lib/snackbar';
import { getUserId } from '../../../lib/session';
import { TourTip } from '../../onboarding';
import { createTransfer, fetchBankStats, PowerupBankOverlay } from '../../powerups';
import { refreshMySets } from '../api';
import { InlineError } from '../../../app/InlineError';
import type { ApiFailure } from '../../../lib/http';
import { errorText, shownByPopup } from '../../../lib/errorText';
import { useSetRows } from '../store';
import { useChallengeName } from '../useChallengeInfo';
import { useOnline } from '../useOnline';
import { usePickSetEditor, type EditorDeps } from '../usePickSetEditor';
import { CopyFromSet } from './CopyFromSet';
import { QuestionCard } from './QuestionCard';
import { SetChips } from './SetChips';
import { SetOutcomeNotices } from './SetOutcomeNotices';
import { TimeUpModal } from './TimeUpModal';
import '../picks.css';

export interface PickSetEditorScreenProps {
  challengeId: number;
  /** null: a new set (/choosePicks); S{n}: edit that set (/EditSwitchSet) */
  draftNum: number | null;
  back: string;
  deps?: EditorDeps;
  /** a saved set to offer first as the source of "copy answers from" (my sets' "copy to a new set") */
  copyFrom?: number | null;
}

/** docs/product.md §2 choose picks: header 'choose picks set', the player's S{n} sets, questions, powerups, progress, save. */
export function PickSetEditorScreen({ challengeId, draftNum, back, deps, copyFrom }: PickSetEditorScreenProps) {
  const { t } = useTranslation(['picks', 'powerups', 'errors']);
  const navigate = useNavigate();
  const online = useOnline();
  const userId = getUserId();
  const editor = usePickSetEditor(challengeId, draftNum, deps);
  const { load, view, dispatch } = editor;
  const rows = useSetRows(userId, challengeId) ?? [];
  const name = useChallengeName(challengeId);
  const [timeUp, setTimeUp] = useState(false);
  const [bank, setBank] = useState<PowerupTransferStatsDto | null>(null);
  const transfer = useMemo(() => createTransfer(), []);
  // a new app version is not swapped in by itself while this set is being built (src/lib/serviceWorker.ts)
  useDraftOpen();

  useEffect(() => {
    if (userId && online) void refreshMySets(challengeId, userId);
  }, [challengeId, userId, online]);

  useEffect(() => {
    if (editor.timeUp) setTimeUp(true);
  }, [editor.timeUp]);

  // Rule refusals → red snackbar; a poll with no split → the notice (docs/product.md §5).
  useEffect(() => {
    if (!view) return;
    if (view.error) {
      showSnackbar(t(view.error.key, view.error.params ?? {}), 'error');
      dispatch({ type: 'dismiss' });
    } else if (view.notice) {
      showSnackbar(t('picks:pollUnavailable'), 'error');
      dispatch({ type: 'dismiss' });
    }
  }, [view, t, dispatch]);

  const onSave = async () => {
    const outcome = await editor.save();
    if (outcome.kind === 'incomplete') showSnackbar(t('picks:errors.SET_INCOMPLETE', { picks: outcome.picks, powerups: outcome.powerups }), 'error');
    else if (outcome.kind === 'timeUp') setTimeUp(true);
    else if (outcome.kind === 'noUser') showSnackbar(t('errors:UNAUTHORIZED'), 'error');
    else if (outcome.kind === 'storageFull') showSnackbar(t('common:storageFull'), 'error');
    else {
      offerInstall();
      if (outcome.offline) showSnackbar(t('picks:savedOffline'), 'success');
      if (draftNum !== null) navigate(`/choosePicks2?challenge_id=${challengeId}`);
    }
  };

  const openBank = async () => {
    if (!online) return showSnackbar(t('powerups:needsNetwork'), 'error');
    if (editor.roomId === null) return showSnackbar(t('powerups:noRoom'), 'error');
    try {
      setBank(await fetchBankStats(challengeId, editor.roomId));
    } catch (e) {
      // fetchBankStats rejects with the call's failure: a 5xx was the '500 Error' popup
      const failure = e as ApiFailure;
      if (!shownByPopup(failure)) showSnackbar(errorText(t, failure, { ns: 'picks' }), 'error');
    }
  };
  const onTransferred = useCallback((add: PowerupCounts) => dispatch({ type: 'bankTransferred', add }), [dispatch]);
  const closeBank = useCallback(() => setBank(null), []);
  const toStore = useCallback(() => navigate('/store'), [navigate]);

  const resp = load.status === 'ready' ? load.resp : null;
  const firstStart = resp && resp.matches.length > 0 ? Math.min(...resp.matches.map((m) => m.start_time)) : undefined;
  const title = name ?? resp?.matches[0]?.match_name ?? t('common:screens.choosePicks');
  const p = view ? progress(view.set, view.settings) : null;
  let n = 0;

  return (
    <Page className="picks" data-testid={draftNum === null ? 'choose-picks' : 'edit-set'} data-draft-num={draftNum ?? ''}>
      <AppHeader title={title} subtitle={t('picks:header.choosePicksSet')} back={back} countdownTo={firstStart} />
      <SetOutcomeNotices userId={userId} />
      {!online ? (
        <p className="picks__offline page__bleed" data-testid="picks-offline">
          {t('picks:offline')}
        </p>
      ) : null}
      <div className="picks__sets">
        <SetChips rows={rows} challengeId={challengeId} />
        <Link className="btn btn--small btn--secondary" to={`/choosePicks2?challenge_id=${challengeId}`} data-testid="my-sets-link">
          {t('picks:sets.all')}
        </Link>
      </div>
      {load.status === 'loading' ? <div className="page-loading" aria-busy="true" /> : null}
      {load.status === 'unavailable' ? (
        load.offline ? (
          // offline with no stored copy: the device's own words for it (docs/architecture.md, "Errors the player sees")
          <section className="picks__center" data-testid="questions-unavailable">
            <p>{t('picks:unavailable.offline')}</p>
            <button type="button" className="btn btn--primary" onClick={editor.retry}>
              {t('common:retry')}
            </button>
          </section>
        ) : (
          <InlineError error={{ kind: 'http', code: load.code }} ns="picks" retry={editor.retry} className="picks__center" testId="questions-unavailable" />
        )
      ) : null}
      {resp && view && p ? (
        <>
          <div className="picks__bar page__bleed">
            <p className="picks__progress" data-testid="picks-progress">
              {t('picks:progress', { made: p.picksMade, required: p.picksRequired, applied: p.powerupsApplied, powerupsRequired: p.powerupsRequired })}
            </p>
            <div className="picks__counts" data-testid="powerup-counts">
              {POWERUP_TYPES.map((type) => (
                <span key={type} className="picks__count" data-testid={`remaining-${type}`} data-count={view.set.remaining[type]}>
                  {t(`powerups:names.${type}`)} {t('picks:remaining', { count: view.set.remaining[type] })}
                </span>
              ))}
            </div>
            <button type="button" className="btn btn--small btn--secondary" onClick={() => void openBank()} data-testid="open-bank">
              {t('picks:bank')}
            </button>
          </div>
          <CopyFromSet rows={rows} draftNum={draftNum} online={online} initialFrom={copyFrom} onCopy={editor.copyFrom} />
          {/* onboarding tour steps 3 and 4 (answers, powerups) */}
          <TourTip screen="picks" blocked={bank !== null || timeUp} />
          <TourTip screen="powerups" blocked={bank !== null || timeUp} />
          {resp.matches.map((m) => (
            <section key={m.match_id}>
              {resp.matches.length > 1 ? <h2 className="picks__match">{m.match_name}</h2> : null}
              <ol className="picks__questions">
                {m.questions.map((q) => (
                  <QuestionCard
                    key={q.question_id}
                    index={n++}
                    question={q}
                    pick={view.set.picks[q.question_id]}
                    poll={view.polls[q.question_id]}
                    remaining={view.set.remaining}
                    onAnswer={(o) => editor.answer(q.question_id, o)}
                    onPowerup={(type) => editor.togglePowerup(q.question_id, type)}
                  />
                ))}
              </ol>
            </section>
          ))}
          <footer className="picks__footer">
            <button type="button" className="btn btn--secondary" onClick={editor.reset} data-testid="reset-picks">
              {t('picks:reset')}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => void onSave()} data-testid="save-set">
              {t('picks:saveSet')}
            </button>
          </footer>
        </>
      ) : null}
      {timeUp ? <TimeUpModal onClose={() => setTimeUp(false)} /> : null}
      {bank && editor.roomId !== null ? (
        <PowerupBankOverlay
          challengeId={challengeId}
          roomId={editor.roomId}
          stats={bank}
          transfer={transfer}
          onTransferred={onTransferred}
          onStore={toStore}
          onClose={closeBank}
        />
      ) : null}
    </Page>
  );
}
