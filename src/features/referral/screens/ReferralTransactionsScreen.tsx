import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import { useAmountFormat } from '../../../lib/moneyMode';
import type { ApiFailure } from '../../../lib/http';
import { fetchReferralHistory } from '../api';
import '../referral.css';

type Page = Extract<Awaited<ReturnType<typeof fetchReferralHistory>>, { ok: true }>['data'];

/** referralTransactions (docs/product.md §2; back → referral): the friends who joined with my code, newest first, and each reward's state. */
export default function ReferralTransactionsScreen() {
  const { t, i18n } = useTranslation('referral');
  const navigate = useNavigate();
  const money = useAmountFormat();
  const [pages, setPages] = useState<Page[]>([]);
  const [failed, setFailed] = useState<{ error: ApiFailure; page: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const title = t('common:screens.referralTransactions');
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);

  const load = async (page: number) => {
    setLoading(true);
    setFailed(null);
    const res = await fetchReferralHistory(page);
    setLoading(false);
    if (!res.ok) return setFailed({ error: res.error, page });
    setPages((p) => [...p, res.data]);
  };
  useEffect(() => {
    void fetchReferralHistory(1).then((res) => {
      setLoading(false);
      if (res.ok) setPages([res.data]);
      else setFailed({ error: res.error, page: 1 });
    });
  }, []);

  const lang = i18n.language === 'hi' ? 'hi-IN' : 'en-IN';
  const rows = pages.flatMap((p) => p.referrals);
  const last = pages[pages.length - 1];

  return (
    <Page className="referral-page" data-testid="screen-referralTransactions">
      <AppHeader title={title} back={() => navigate(backPath('referralTransactions'))} />
      <div className="page__content">
        {failed ? <InlineError error={failed.error} retry={() => void load(failed.page)} testId="referral-history-error" /> : null}
        {!loading && !failed && rows.length === 0 ? <p className="empty">{t('none')}</p> : null}
        <ul className="referral-list" data-testid="referral-list">
          {rows.map((r, i) => (
            <li key={`${r.joined_at}-${i}`}>
              <span>
                <strong>{r.user_nick ?? t('aFriend')}</strong>
                <br />
                <span className="muted">{new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(r.joined_at)}</span>
              </span>
              <span>
                {t(`status.${r.status}`)}
                {r.status === 'rewarded' ? ` · ${money.rupees(r.amount)}` : ''}
              </span>
            </li>
          ))}
        </ul>
        {last?.has_more && !failed ? (
          <button type="button" className="btn btn--small btn--block" disabled={loading} onClick={() => void load(last.page + 1)}>
            {t('more')}
          </button>
        ) : null}
      </div>
    </Page>
  );
}
