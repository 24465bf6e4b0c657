import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { displayName } from '../../../../core/rules/profile';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { loadPlayerProfile, loadResults } from '../api';
import { LastUpdated, LoadFallback } from '../components/LastUpdated';
import { isFinished, PickText, PointsText } from '../components/PickCells';
import { idParam, useLoaded } from '../useLoaded';
import '../results.css';

/**
 * CompareResults (docs/product.md §2) — /CompareResults?challenge_id&room_id&match_id&draft_num&user_id&their_draft_num:
 * my set beside another player's set of the same room, question by question, with points. The server shows
 * the other set only once the match has started (403 otherwise, shown as a notice).
 */
export default function CompareResultsScreen() {
  const { t, i18n } = useTranslation(['results', 'common']);
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [roomId, matchId, challengeId, draftNum, userId, theirDraft] = ['room_id', 'match_id', 'challenge_id', 'draft_num', 'user_id', 'their_draft_num'].map((k) => idParam(params, k));
  const ok = roomId != null && matchId != null && userId != null && theirDraft != null;
  const [mine, reloadMine] = useLoaded(ok ? () => loadResults(roomId, matchId) : null, `${roomId}:${matchId}`);
  const [theirs, reloadTheirs] = useLoaded(ok ? () => loadPlayerProfile(userId, roomId, theirDraft) : null, `${userId}:${roomId}:${theirDraft}`);
  const title = t('common:screens.compareResults');
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);

  const my = mine.source === 'server' || mine.source === 'cache' ? mine.value : null;
  const other = theirs.source === 'server' || theirs.source === 'cache' ? theirs.value : null;
  const mySet = my?.sets.find((s) => s.draft_num === draftNum) ?? my?.sets[0] ?? null;
  const theirById = new Map((other?.set.questions ?? []).map((q) => [q.question_id, q]));
  const back = () => {
    const details = my && isFinished(my.match_status) ? 'contestDetailsCompleted' : 'contestDetailsInPlay';
    navigate(roomId != null && challengeId != null ? `/${details}?challenge_id=${challengeId}&room_id=${roomId}` : '/mymatches');
  };
  const theirMatchTotal = mySet ? mySet.questions.reduce((s, q) => s + (theirById.get(q.question_id)?.points_scored ?? 0), 0) : 0;

  return (
    <Page className="results" data-testid="compare-results">
      <AppHeader title={title} subtitle={other ? displayName(other.user_id, other.user_nick) : undefined} back={back} />
      {ok ? <LastUpdated state={mine} /> : <p data-testid="load-error">{t('notFound')}</p>}
      {ok ? <LoadFallback state={mine} retry={reloadMine} /> : null}
      {ok && theirs.source === 'none' ? (
        theirs.code === 'FORBIDDEN' ? (
          <p className="center-card" role="alert" data-testid="compare-locked">
            {t('compare.locked')}
          </p>
        ) : (
          <LoadFallback state={theirs} retry={reloadTheirs} />
        )
      ) : null}
      {mySet ? (
        <table className="results-table" data-testid="compare-table">
          <thead>
            <tr>
              <th scope="col">{t('results.question')}</th>
              <th scope="col">
                {t('compare.you')} · S{mySet.draft_num} <span data-testid="my-total">({mySet.total})</span>
              </th>
              <th scope="col">
                {other ? `${displayName(other.user_id, other.user_nick)} · S${other.set.draft_num}` : '–'} {other ? <span data-testid="their-total">({theirMatchTotal})</span> : null}
              </th>
            </tr>
          </thead>
          <tbody>
            {mySet.questions.map((q) => {
              const o = theirById.get(q.question_id);
              return (
                <tr key={q.question_id} data-testid="compare-row" className={o && o.my_answer !== q.my_answer ? 'compare__diff' : undefined}>
                  <td>{q.text[lang]}</td>
                  <td>
                    <PickText q={q} answer={q.my_answer} powerups={q.powerups} /> <PointsText q={q} />
                  </td>
                  <td>
                    {o ? (
                      <>
                        <PickText q={o} answer={o.my_answer} powerups={o.powerups} /> <PointsText q={o} />
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </Page>
  );
}
