import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import { useAmountFormat } from '../../../lib/moneyMode';
import type { ApiFailure } from '../../../lib/http';
import { showSnackbar } from '../../../lib/snackbar';
import { fetchReferralScreen } from '../api';
import { copyText, shareLink } from '../share';
import '../referral.css';

type Screen = Extract<Awaited<ReturnType<typeof fetchReferralScreen>>, { ok: true }>['data'];

/**
 * referral (docs/product.md §2; back → powerUpBank): the player's code and link, shared with the Web Share API
 * (or copied), how many friends joined with it and what it earned; the rule: both get the bonus
 * once the friend has verified a phone number and joined a first paid contest.
 */
export default function ReferralScreen() {
  const { t } = useTranslation('referral');
  const navigate = useNavigate();
  const [data, setData] = useState<Screen | null | { error: ApiFailure }>(null);
  const [epoch, setEpoch] = useState(0);
  const title = t('common:screens.referral');
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);
  useEffect(() => {
    void fetchReferralScreen().then((res) => setData(res.ok ? res.data : { error: res.error }));
  }, [epoch]);

  const amount = useAmountFormat();
  const money = (rupees: number) => amount.rupees(rupees);

  const share = async (d: Screen) => {
    const outcome = await shareLink({ title: t('shareTitle'), text: t('shareText', { code: d.referral_code, amount: money(d.reward_per_referral) }), url: d.referral_link });
    if (outcome === 'copied') showSnackbar(t('copied'), 'success');
    if (outcome === 'unavailable') showSnackbar(t('copyByHand'), 'error');
  };
  const copy = async (d: Screen) => {
    const outcome = await copyText(d.referral_link);
    showSnackbar(outcome === 'copied' ? t('copied') : t('copyByHand'), outcome === 'copied' ? 'success' : 'error');
  };

  return (
    <Page className="referral-page" data-testid="screen-referral">
      <AppHeader title={title} back={() => navigate(backPath('referral'))} />
      <div className="page__content">
        {data === null ? (
          <p className="page-loading" aria-busy="true" />
        ) : 'error' in data ? (
          <InlineError error={data.error} retry={() => setEpoch((n) => n + 1)} testId="referral-error" />
        ) : (
          <>
            <section className="referral-card">
              <p>{t('intro', { amount: money(data.reward_per_referral) })}</p>
              <span className="muted">{t('yourCode')}</span>
              <strong className="referral-code" data-testid="referral-code">
                {data.referral_code}
              </strong>
              <span className="referral-link" data-testid="referral-link">
                {data.referral_link}
              </span>
              <div className="referral-actions">
                <button type="button" className="btn btn--primary" data-testid="referral-share" onClick={() => void share(data)}>
                  {t('share')}
                </button>
                <button type="button" className="btn btn--secondary" data-testid="referral-copy" onClick={() => void copy(data)}>
                  {t('copy')}
                </button>
              </div>
            </section>
            <ul className="referral-stats" data-testid="referral-stats">
              <li>
                <strong>{data.joined_count}</strong>
                {t('joined')}
              </li>
              <li>
                <strong>{data.rewarded_count}</strong>
                {t('rewarded')}
              </li>
              <li>
                <strong>{money(data.earned)}</strong>
                {t('earned')}
              </li>
            </ul>
            <p className="muted">{t('rule', { amount: money(data.reward_per_referral) })}</p>
            <Link to="/referralTransactions" className="btn btn--small btn--block" data-testid="link-referralTransactions">
              {t('history')}
            </Link>
          </>
        )}
      </div>
    </Page>
  );
}
