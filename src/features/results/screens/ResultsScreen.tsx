import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { showSnackbar } from '../../../lib/snackbar';
import { loadResults } from '../api';
import { LastUpdated, LoadFallback } from '../components/LastUpdated';
import { isFinished, PickText, PointsText, useOptionText } from '../components/PickCells';
import { idParam, useLoaded } from '../useLoaded';
import '../results.css';

/**
 * results (docs/product.md §2) — /results?challenge_id=…&room_id=…&match_id=…[&draft_num=n]: every question of the match
 * with my pick, the answer and the points each pick scored with its powerup (core/rules/results.ts on the
 * server). Tapping a question I left without a pick shows the docs/product.md §8 snackbar. Stored for offline reading.
 */
export default function ResultsScreen() {
  const { t, i18n } = useTranslation(['results', 'common']);
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const roomId = idParam(params, 'room_id');
  const matchId = idParam(params, 'match_id');
  const challengeId = idParam(params, 'challenge_id');
  const draftNum = idParam(params, 'draft_num');
  const ok = roomId !== null && matchId !== null;
  const [state, reload] = useLoaded(ok ? () => loadResults(roomId, matchId) : null, `${roomId}:${matchId}`);
  const optionText = useOptionText();
  const title = t('common:screens.results');
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);

  const value = state.source === 'server' || state.source === 'cache' ? state.value : null;
  // docs/product.md §2: results → contestDetails, i.e. this room's details (live or completed).
  const back = () => {
    const details = value && isFinished(value.match_status) ? 'contestDetailsCompleted' : 'contestDetailsInPlay';
    navigate(roomId !== null && challengeId !== null ? `/${details}?challenge_id=${challengeId}&room_id=${roomId}` : '/mymatches');
  };
  const sets = value ? value.sets.filter((s) => draftNum === null || s.draft_num === draftNum) : [];

  return (
    <Page className="results" data-testid="results">
      <AppHeader title={title} back={back} />
      {ok ? <LastUpdated state={state} /> : null}
      {ok ? <LoadFallback state={state} retry={reload} /> : <p data-testid="load-error">{t('notFound')}</p>}
      {sets.map((s) => (
        <section key={s.draft_num} aria-labelledby={`set-${s.draft_num}`} data-testid="result-set">
          <h2 id={`set-${s.draft_num}`} className="section-title">
            {t('results.set', { n: s.draft_num })} · <span data-testid="result-total">{t('results.total', { points: s.total })}</span>
          </h2>
          {s.provisional ? <p className="muted">{t('results.provisional')}</p> : null}
          <table className="results-table">
            <thead>
              <tr>
                <th scope="col">{t('results.question')}</th>
                <th scope="col">{t('results.myPick')}</th>
                <th scope="col">{t('results.answer')}</th>
                <th scope="col">{t('results.points')}</th>
              </tr>
            </thead>
            <tbody>
              {s.questions.map((q) => (
                <tr
                  key={q.question_id}
                  data-testid="result-row"
                  data-outcome={q.outcome}
                  className={`results-row results-row--${q.outcome}`}
                >
                  <td>{q.text[lang]}</td>
                  <td>
                    {q.my_answer === null ? (
                      // A question left without a pick: the results screen's "no option chosen" notice (docs/product.md §8).
                      <button type="button" className="link-btn" onClick={() => showSnackbar(t('results.noChanges'), 'error')} data-testid="no-pick">
                        {t('results.noPick')}
                      </button>
                    ) : (
                      <PickText q={q} answer={q.my_answer} powerups={q.powerups} />
                    )}
                  </td>
                  <td>{q.outcome === 'void' ? t('results.void') : (optionText(q, q.correct) ?? t('results.pending'))}</td>
                  <td>
                    <PointsText q={q} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {challengeId !== null ? (
            <Link className="btn btn--secondary btn--block" to={`/matchAnswers?challenge_id=${challengeId}&draft_num=${s.draft_num}`}>
              {t('results.matchAnswers')}
            </Link>
          ) : null}
        </section>
      ))}
    </Page>
  );
}
