import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsAuditDto, OpsMatchDto, OpsQuestionDto } from '../../../../core/api/ops';
import type { OpsAction } from '../../../../core/rules/ops';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { refusalText } from '../../../lib/errorText';
import type { ApiFailure } from '../../../lib/http';
import { Page } from '../../../app/Page';
import { opsApi } from '../api';

/**
 * /ops — the staff screen. Shows only what the caller's role may see and offers only what it may do
 * (core/rules/ops.ts, sent by the server in /api/ops/me); a player sees "Staff only". The server checks every call
 * again, so this screen is a convenience, not the guard.
 */
type Me = { role: string; permissions: OpsAction[] };

export default function OpsScreen() {
  const { t } = useTranslation('ops');
  const [me, setMe] = useState<Me | null | 'forbidden'>(null);
  const [matches, setMatches] = useState<OpsMatchDto[]>([]);
  const [selected, setSelected] = useState<OpsMatchDto | null>(null);
  const [questions, setQuestions] = useState<OpsQuestionDto[]>([]);
  const [audit, setAudit] = useState<OpsAuditDto[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState<ApiFailure | null>(null);
  const title = t('title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  const may = (a: OpsAction) => me !== null && me !== 'forbidden' && me.permissions.includes(a);

  const reload = useCallback(async (matchId?: number) => {
    setLoadFailed(null);
    const who = await opsApi.me();
    if (!who.ok) {
      // a player (or a signed-out device) is refused: "Staff only"; no reply or a 5xx can be asked again
      if (who.error.httpStatus === 401 || who.error.httpStatus === 403) return setMe('forbidden');
      return setLoadFailed(who.error);
    }
    setMe(who.data);
    const list = await opsApi.matches();
    if (list.ok) setMatches(list.data.matches);
    else setLoadFailed(list.error);
    if (who.data.permissions.includes('audit.read')) {
      const log = await opsApi.audit();
      if (log.ok) setAudit(log.data.entries);
      else setLoadFailed(log.error);
    }
    if (matchId !== undefined) {
      const qs = await opsApi.questions(matchId);
      if (qs.ok) setQuestions(qs.data.questions);
      else setLoadFailed(qs.error);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const open = async (m: OpsMatchDto) => {
    setSelected(m);
    setMessage(null);
    const qs = await opsApi.questions(m.match_id);
    setQuestions(qs.ok ? qs.data.questions : []);
    if (!qs.ok) setLoadFailed(qs.error);
  };
  const act = async (run: () => Promise<{ ok: true } | { ok: false; error: ApiFailure }>) => {
    const r = await run();
    // a refusal in the staff member's language (else the server's words); a 5xx was the '500 Error' popup
    setMessage(r.ok ? t('done') : refusalText(t, r.error));
    await reload(selected?.match_id);
  };

  if (me === 'forbidden') {
    return (
      <Page>
        <AppHeader title={title} back="/new" />
        <p className="page__content" data-testid="ops-forbidden">{t('staffOnly')}</p>
      </Page>
    );
  }
  return (
    <Page>
      <AppHeader title={title} back="/new" />
      <div className="page__content">
        {me && <p data-testid="ops-role">{t('role', { role: t(`roles.${me.role}`) })}</p>}
        {loadFailed ? <InlineError error={loadFailed} retry={() => void reload(selected?.match_id)} testId="ops-load-error" /> : null}
        {message && <p role="status" data-testid="ops-message">{message}</p>}
        <h2>{t('matches')}</h2>
        <ul data-testid="ops-matches">
          {matches.map((m) => (
            <li key={m.match_id}>
              <button type="button" className="btn btn--link" onClick={() => void open(m)} data-testid={`ops-match-${m.match_id}`}>
                {m.name}
              </button>{' '}
              <span>{t(`status.${m.status}`)}</span> <span>{m.score?.status ?? m.score?.parties.map((p) => p.score).join(' – ') ?? ''}</span>
            </li>
          ))}
        </ul>
        {selected && (
          <section data-testid="ops-match">
            <h2>{selected.name}</h2>
            {may('matches.finalize') && (
              <button type="button" className="btn" data-testid="ops-finalize" onClick={() => void act(() => opsApi.finalize(selected.match_id))}>
                {t('finalize')}
              </button>
            )}
            {may('matches.abandon') && (
              <button
                type="button"
                className="btn"
                data-testid="ops-abandon"
                onClick={() => {
                  const reason = window.prompt(t('abandonReason'));
                  if (reason) void act(() => opsApi.abandon(selected.match_id, reason));
                }}
              >
                {t('abandon')}
              </button>
            )}
            <ol>
              {questions.map((q) => (
                <li key={q.question_id} data-testid={`ops-question-${q.question_id}`}>
                  <span>{q.text}</span>{' '}
                  <strong data-testid={`ops-answer-${q.question_id}`}>
                    {q.result ? (q.result.status === 'void' ? t('void') : q.result.correct) : t('open')}
                    {q.result?.source === 'staff' ? ` (${t('staff')})` : ''}
                  </strong>
                  {may('questions.resolve') &&
                    q.options.map((o) => (
                      <button key={o.key} type="button" className="btn btn--small" onClick={() => void act(() => opsApi.resolve(q.question_id, o.key))}>
                        {o.text}
                      </button>
                    ))}
                  {may('questions.void') && (
                    <button type="button" className="btn btn--small" data-testid={`ops-void-${q.question_id}`} onClick={() => void act(() => opsApi.void(q.question_id))}>
                      {t('voidAction')}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </section>
        )}
        {may('audit.read') && (
          <section>
            <h2>{t('audit')}</h2>
            <ul data-testid="ops-audit">
              {audit.map((a) => (
                <li key={a.id}>
                  {new Date(a.at).toLocaleString()} · {a.actor_role} · {a.action} · {a.target_type} {a.target_id}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Page>
  );
}
