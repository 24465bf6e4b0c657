import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PowerupEvent } from '../../../../core/api/store';
import { useAmountFormat } from '../../../lib/moneyMode';
import { POWERUP_TYPES } from '../../../../core/rules/powerups';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import type { ApiFailure } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { fetchPowerupHistory } from '../api';
import '../store.css';

interface Paged {
  page: number;
  hasMore: boolean;
  items: PowerupEvent[];
}

/**
 * PowerupHistory (docs/product.md §2, back → powerUpBank; §7 getPowerupTransaction): the bank's purchases and
 * transfers into challenges, newest first, 'Load more' while the server has more.
 */
export default function PowerupHistoryScreen() {
  const { t } = useTranslation(['store', 'powerups']);
  const lang = currentLanguage();
  const money = useAmountFormat();
  const [list, setList] = useState<Paged>({ page: 0, hasMore: true, items: [] });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<ApiFailure | null>(null);
  const current = useRef(list);
  current.current = list;
  const busy = useRef(false);
  const title = t('history.title');

  const loadMore = useCallback(async () => {
    if (busy.current || !current.current.hasMore) return;
    busy.current = true;
    setLoading(true);
    setFailed(null);
    const res = await fetchPowerupHistory(current.current.page + 1);
    busy.current = false;
    setLoading(false);
    if (!res.ok) return setFailed(res.error);
    setList((l) => ({ page: res.data.page, hasMore: res.data.hasMore, items: [...l.items, ...res.data.transactions.filter((x) => !l.items.some((y) => y.id === x.id))] }));
  }, []);

  useEffect(() => {
    document.title = title;
    void loadMore();
  }, [loadMore, title]);

  const dateFmt = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' });
  const what = (e: PowerupEvent) =>
    POWERUP_TYPES.filter((type) => e.powerups[type] > 0)
      .map((type) => t('contents', { count: e.powerups[type], name: t(`powerups:names.${type}`) }))
      .join(', ');

  return (
    <Page data-testid="powerup-history-screen">
      <AppHeader title={title} back={backPath('PowerupHistory')} />
      <div className="page__content">
        {list.items.length === 0 && !loading && !failed ? (
          <p className="empty" data-testid="powerup-history-empty">
            {t('history.empty')}
          </p>
        ) : null}
        <ul className="store-list" data-testid="powerup-history">
          {list.items.map((e) => (
            <li key={e.id} data-testid="powerup-event" data-kind={e.kind}>
              <div>
                <div>
                  {e.kind === 'purchase'
                    ? t('history.purchase', { name: t(`products.${e.product_code ?? ''}`, { defaultValue: e.product_code ?? '' }) })
                    : e.challenge_name
                      ? t('history.transfer', { challenge: e.challenge_name })
                      : t('history.transferUnknown')}
                </div>
                <div className="muted">
                  {what(e)} · {dateFmt.format(e.created_at)}
                </div>
              </div>
              {e.price !== null ? <strong>{t('history.paid', { price: money.rupees(e.price) })}</strong> : null}
            </li>
          ))}
        </ul>
        {failed ? <InlineError error={failed} retry={() => void loadMore()} testId="powerup-history-error" /> : null}
        {list.hasMore && list.page > 0 && !failed ? (
          <button type="button" className="btn btn--secondary btn--block" disabled={loading} onClick={() => void loadMore()} data-testid="powerup-history-more">
            {t('history.loadMore')}
          </button>
        ) : null}
      </div>
    </Page>
  );
}
