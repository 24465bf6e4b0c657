import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '../../../../core/api/engagement';
import { useAmountFormat } from '../../../lib/moneyMode';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import type { ApiFailure } from '../../../lib/http';
import { Page } from '../../../app/Page';
import { currentLanguage } from '../../../lib/i18n';
import { fetchActivity } from '../api';
import '../engagement.css';

/**
 * activityCentre (docs/product.md §2 named target): the player's joins, results, deposits, powerup purchases,
 * rewards, refunds and withdrawals, newest first, 'Load more' while the server has more.
 */
export default function ActivityCentreScreen() {
  const { t } = useTranslation('engagement');
  const lang = currentLanguage();
  const money = useAmountFormat();
  const [list, setList] = useState<{ page: number; hasMore: boolean; items: ActivityItem[] }>({ page: 0, hasMore: true, items: [] });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<ApiFailure | null>(null);
  const current = useRef(list);
  current.current = list;
  const busy = useRef(false);
  const title = t('activity.title');

  const loadMore = useCallback(async () => {
    if (busy.current || !current.current.hasMore) return;
    busy.current = true;
    setLoading(true);
    setFailed(null);
    const res = await fetchActivity(current.current.page + 1);
    busy.current = false;
    setLoading(false);
    if (!res.ok) return setFailed(res.error);
    setList((l) => ({ page: res.data.page, hasMore: res.data.hasMore, items: [...l.items, ...res.data.items.filter((x) => !l.items.some((y) => y.id === x.id))] }));
  }, []);

  useEffect(() => {
    document.title = title;
    void loadMore();
  }, [loadMore, title]);

  const dateFmt = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' });
  const prize = (rupees: number | null) => money.rupees(rupees ?? 0);
  const detail = (i: ActivityItem): string => {
    if (i.kind === 'result') {
      const parts = [i.points !== null ? t('activity.points', { points: i.points }) : null, i.amount ? t('activity.won', { amount: prize(i.amount) }) : t('activity.noPrize')];
      return parts.filter(Boolean).join(' · ');
    }
    if (i.kind === 'join') return i.amount ? t('activity.fee', { amount: prize(i.amount) }) : t('activity.free');
    return i.amount !== null ? prize(i.amount) : '';
  };

  return (
    <Page data-testid="activity-screen">
      <AppHeader title={title} back="/new" />
      <div className="page__content">
        {list.items.length === 0 && !loading && !failed ? (
          <p className="empty" data-testid="activity-empty">
            {t('activity.empty')}
          </p>
        ) : null}
        <ul className="activity-list" data-testid="activity-list">
          {list.items.map((i) => (
            <li key={i.id} data-testid="activity-item" data-kind={i.kind}>
              <div>
                <div>{t(`activity.kinds.${i.kind}`, { contest: i.contest_name ?? '', rank: i.rank ?? '' })}</div>
                <div className="muted">
                  {i.challenge_name ? `${i.challenge_name} · ` : ''}
                  {dateFmt.format(i.created_at)}
                </div>
              </div>
              <strong>{detail(i)}</strong>
            </li>
          ))}
        </ul>
        {failed ? <InlineError error={failed} retry={() => void loadMore()} testId="activity-error" className="activity-error" /> : null}
        {list.hasMore && list.page > 0 && !failed ? (
          <button type="button" className="btn btn--secondary btn--block" disabled={loading} onClick={() => void loadMore()} data-testid="activity-more">
            {t('activity.loadMore')}
          </button>
        ) : null}
      </div>
    </Page>
  );
}
