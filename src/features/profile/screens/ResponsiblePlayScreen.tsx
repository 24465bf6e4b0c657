import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateCode } from '../../../../core/rules/responsiblePlay';
import { COOL_OFF_PERIODS, SELF_EXCLUSION_MONTHS, type CoolOffPeriod, type SelfExclusionMonths } from '../../../../core/rules/responsiblePlay';
import { InlineError } from '../../../app/InlineError';
import { refusalText } from '../../../lib/errorText';
import { showSnackbar } from '../../../lib/snackbar';
import { excludeMyself, fetchPlayLimits, saveDepositLimits, savePlayDetails, takeBreak, type PlayLimits } from '../api';
import { ProfilePage } from '../components/ProfilePage';
import { PlayDetailsFields } from '../components/PlayDetailsFields';
import type { ApiFailure, ApiResult } from '../../../lib/http';

const dateText = (ms: number, lang: string) => new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
const limitInput = (v: number | null) => (v === null ? '' : String(v));
const parseLimit = (text: string): number | null | 'bad' => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 10_000_000 ? n : 'bad';
};

/**
 * Responsible play (MONEY_MODE=real; from the profile): where paid play stands and why, the declared
 * state and date of birth, daily and monthly deposit limits (lower at once, higher after 24 h), a
 * break (24 h, 7 d, 30 d) and self-exclusion (6, 12, 24 months), each asked to be confirmed.
 */
export default function ResponsiblePlayScreen() {
  const { t, i18n } = useTranslation('profile');
  const [view, setView] = useState<PlayLimits | null | { error: ApiFailure }>(null);
  const [epoch, setEpoch] = useState(0);
  const [state, setState] = useState<StateCode | ''>('');
  const [dob, setDob] = useState('');
  const [daily, setDaily] = useState('');
  const [monthly, setMonthly] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = useCallback((v: PlayLimits) => {
    setView(v);
    setState(v.state ?? '');
    setDaily(limitInput(v.pending?.daily_limit !== undefined ? v.pending.daily_limit : v.daily_limit));
    setMonthly(limitInput(v.pending?.monthly_limit !== undefined ? v.pending.monthly_limit : v.monthly_limit));
  }, []);

  useEffect(() => {
    void fetchPlayLimits().then((res) => (res.ok ? show(res.data) : setView({ error: res.error })));
  }, [show, epoch]);

  const run = async (send: () => Promise<ApiResult<PlayLimits>>, done: string) => {
    setError(null);
    setBusy(true);
    const res = await send();
    setBusy(false);
    if (!res.ok) return setError(refusalText(t, res.error));
    show(res.data);
    showSnackbar(done, 'success');
  };

  const saveDetails = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...(state ? { state } : {}), ...(dob ? { date_of_birth: dob } : {}) };
    if (Object.keys(body).length === 0) return setError(t('play.detailsMissing'));
    void run(() => savePlayDetails(body), t('play.detailsSaved'));
  };

  const saveLimits = (e: FormEvent) => {
    e.preventDefault();
    const d = parseLimit(daily);
    const m = parseLimit(monthly);
    if (d === 'bad' || m === 'bad') return setError(t('play.limitRule'));
    void run(() => saveDepositLimits(d, m), t('play.limitsSaved'));
  };

  const confirmThen = (question: string, send: () => Promise<ApiResult<PlayLimits>>, done: string) => {
    if (window.confirm(question)) void run(send, done);
  };

  if (view === null || 'error' in view) {
    return (
      <ProfilePage title={t('play.title')} back="/profile" testId="screen-responsiblePlay">
        {view === null ? <p className="page-loading" aria-busy="true" /> : <InlineError error={view.error} retry={() => setEpoch((n) => n + 1)} className="empty" testId="play-error" />}
      </ProfilePage>
    );
  }

  const lang = i18n.language;
  return (
    <ProfilePage title={t('play.title')} back="/profile" testId="screen-responsiblePlay">
      <p className={`play-status play-status--${view.paid_play.allowed ? 'ok' : 'refused'}`} role="status" data-testid="paid-play-status">
        {view.paid_play.allowed ? t('play.allowed') : t(`errors:${view.paid_play.code ?? 'FORBIDDEN'}`, { defaultValue: view.paid_play.message })}
        {view.excluded_until ? ` ${t('play.excludedUntil', { date: dateText(view.excluded_until, lang) })}` : view.cool_off_until ? ` ${t('play.coolOffUntil', { date: dateText(view.cool_off_until, lang) })}` : ''}
      </p>
      {error ? (
        <p className="form-error" role="alert" data-testid="play-error">
          {error}
        </p>
      ) : null}

      <form className="profile-form" onSubmit={saveDetails} noValidate>
        <h2>{t('play.detailsTitle')}</h2>
        <PlayDetailsFields
          idPrefix="play"
          bannedStates={view.banned_states}
          state={{ value: state, onChange: setState }}
          dob={{ value: dob, onChange: setDob }}
          savedDob={view.date_of_birth}
        />
        <button type="submit" className="btn btn--secondary btn--block" disabled={busy} data-testid="play-details-save">
          {t('save')}
        </button>
      </form>

      <form className="profile-form" onSubmit={saveLimits} noValidate>
        <h2>{t('play.limitsTitle')}</h2>
        <p className="profile-field__hint">{t('play.limitsHint')}</p>
        <label className="profile-field">
          {t('play.daily')}
          <input inputMode="numeric" data-testid="limit-daily" value={daily} onChange={(e) => setDaily(e.target.value.replace(/\D/g, ''))} placeholder={t('play.noLimit')} />
        </label>
        <label className="profile-field">
          {t('play.monthly')}
          <input inputMode="numeric" data-testid="limit-monthly" value={monthly} onChange={(e) => setMonthly(e.target.value.replace(/\D/g, ''))} placeholder={t('play.noLimit')} />
        </label>
        <p className="profile-field__hint" data-testid="limits-in-force">
          {t('play.inForce', {
            daily: view.daily_limit === null ? t('play.noLimit') : `₹${view.daily_limit}`,
            monthly: view.monthly_limit === null ? t('play.noLimit') : `₹${view.monthly_limit}`,
          })}{' '}
          {t('play.deposited', { today: `₹${view.deposited_today}`, month: `₹${view.deposited_this_month}` })}
        </p>
        {view.pending ? (
          <p className="profile-field__hint" data-testid="limits-pending">
            {t('play.pending', { date: dateText(view.pending.effective_at, lang) })}
          </p>
        ) : null}
        <button type="submit" className="btn btn--secondary btn--block" disabled={busy} data-testid="limits-save">
          {t('play.saveLimits')}
        </button>
      </form>

      <section className="profile-form">
        <h2>{t('play.breakTitle')}</h2>
        <p className="profile-field__hint">{t('play.breakHint')}</p>
        <div className="play-actions">
          {(Object.keys(COOL_OFF_PERIODS) as CoolOffPeriod[]).map((p) => (
            <button key={p} type="button" className="btn btn--small btn--secondary" disabled={busy} data-testid={`cool-off-${p}`}
              onClick={() => confirmThen(t('play.breakConfirm', { period: t(`play.periods.${p}`) }), () => takeBreak(p), t('play.breakTaken'))}>
              {t(`play.periods.${p}`)}
            </button>
          ))}
        </div>
      </section>

      <section className="profile-form">
        <h2>{t('play.excludeTitle')}</h2>
        <p className="profile-field__hint">{t('play.excludeHint')}</p>
        <div className="play-actions">
          {SELF_EXCLUSION_MONTHS.map((m: SelfExclusionMonths) => (
            <button key={m} type="button" className="btn btn--small" disabled={busy} data-testid={`exclude-${m}`}
              onClick={() => confirmThen(t('play.excludeConfirm', { months: m }), () => excludeMyself(m), t('play.excluded'))}>
              {t('play.months', { count: m })}
            </button>
          ))}
        </div>
      </section>
    </ProfilePage>
  );
}
