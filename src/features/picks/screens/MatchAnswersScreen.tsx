import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { QuestionsResponse } from '../../../../core/api/picks';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import { getUserId } from '../../../lib/session';
import { loadQuestions } from '../api';
import { useSetRows } from '../store';
import { useChallengeId, useChallengeName, useDraftNumParam } from '../useChallengeInfo';
import { NoChallenge } from './NoChallenge';
import '../picks.css';

type Answers = Map<number, { answer: string | null; powerups: string[] }>;
const answersOf = (r: QuestionsResponse): Answers =>
  new Map(r.matches.flatMap((m) => m.questions.map((q) => [q.question_id, { answer: q.pick.answer, powerups: q.pick.powerups }] as const)));

/**
 * /matchAnswers?challenge_id=…&draft_num=n[&compare=m]: a saved set's answers under the compare answers
 * header, side by side with another of the player's sets (answers that differ are marked). Reads the
 * stored questions when offline. From here the player joins contests with the set: contests2 (docs/product.md §2,
 * whose back leads here).
 */
export default function MatchAnswersScreen() {
  const { t, i18n } = useTranslation(['picks', 'powerups']);
  const challengeId = useChallengeId();
  const draftNum = useDraftNumParam();
  const [params, setParams] = useSearchParams();
  const compareRaw = params.get('compare');
  const compare = compareRaw && /^\d{1,2}$/.test(compareRaw) ? Number(compareRaw) : null;
  const rows = useSetRows(getUserId(), challengeId ?? 0) ?? [];
  const name = useChallengeName(challengeId);
  const [left, setLeft] = useState<QuestionsResponse | null>(null);
  const [right, setRight] = useState<QuestionsResponse | null>(null);

  useEffect(() => {
    if (challengeId === null || draftNum === null) return;
    let live = true;
    void loadQuestions(challengeId, draftNum).then((r) => live && setLeft(r.source === 'none' ? null : r.value));
    if (compare !== null) void loadQuestions(challengeId, compare).then((r) => live && setRight(r.source === 'none' ? null : r.value));
    else setRight(null);
    return () => {
      live = false;
    };
  }, [challengeId, draftNum, compare]);

  if (challengeId === null) return <NoChallenge />;
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const saved = rows.filter((r) => r.status === 'saved' && r.draftNum !== null && r.draftNum !== draftNum);
  const a = left ? answersOf(left) : null;
  const b = right ? answersOf(right) : null;
  const optionText = (r: QuestionsResponse | null, qid: number, key: string | null) => {
    if (!r || key === null) return t('picks:compare.noAnswer');
    const q = r.matches.flatMap((m) => m.questions).find((x) => x.question_id === qid);
    return q?.options.find((o) => o.key === key)?.text[lang] ?? key;
  };
  const cell = (r: QuestionsResponse | null, ans: Answers | null, qid: number) => {
    const pick = ans?.get(qid);
    return (
      <span className="compare__pick">
        <span>{optionText(r, qid, pick?.answer ?? null)}</span>
        {pick && pick.powerups.length > 0 ? <small>{pick.powerups.map((p) => t(`powerups:names.${p}`)).join(', ')}</small> : null}
      </span>
    );
  };

  return (
    <Page className="picks" data-testid="match-answers">
      <AppHeader
        title={t('picks:header.compareAnswers')}
        subtitle={name ?? undefined}
        back={backPath('matchAnswers')}
        actions={
          <label>
            <span className="visually-hidden">{t('picks:compare.pickTwo')}</span>
            <select
              value={compare ?? ''}
              onChange={(e) => {
                const next = new URLSearchParams(params);
                if (e.target.value) next.set('compare', e.target.value);
                else next.delete('compare');
                setParams(next, { replace: true });
              }}
              data-testid="compare-select"
            >
              <option value="">{t('picks:compare.pickTwo')}</option>
              {saved.map((r) => (
                <option key={r.key} value={r.draftNum ?? ''}>{`S${r.draftNum}`}</option>
              ))}
            </select>
          </label>
        }
      />
      {draftNum !== null ? (
        <Link className="btn btn--primary btn--block" to={`/contests2?challenge_id=${challengeId}`} data-testid="contests2-link">
          {t('picks:compare.joinContests', { n: draftNum })}
        </Link>
      ) : null}
      {left ? (
        <table className="compare">
          <thead>
            <tr>
              <th>{t('picks:compare.question')}</th>
              <th>{draftNum !== null ? `S${draftNum}` : ''}</th>
              {compare !== null ? <th>{`S${compare}`}</th> : null}
            </tr>
          </thead>
          <tbody>
            {left.matches
              .flatMap((m) => m.questions)
              .map((q) => {
                const differs = b !== null && a?.get(q.question_id)?.answer !== b.get(q.question_id)?.answer;
                return (
                  <tr key={q.question_id} className={differs ? 'compare__diff' : undefined} data-testid="answer-row">
                    <td>{q.text[lang]}</td>
                    <td>{cell(left, a, q.question_id)}</td>
                    {compare !== null ? <td>{cell(right, b, q.question_id)}</td> : null}
                  </tr>
                );
              })}
          </tbody>
        </table>
      ) : null}
    </Page>
  );
}
