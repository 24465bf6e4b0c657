import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rupeesToPaise } from '../../../../core/money';
import { InlineError } from '../../../app/InlineError';
import type { ApiFailure } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { fetchTransactions } from '../api';
import { WalletPage } from '../components/WalletPage';
import { appendPage, emptyHistory, nextPage, type HistoryState } from '../logic/history';
import { useAmountFormat } from '../../../lib/moneyMode';

/**
 * tranxHistory (back → wallet): GET getUserTransactions?page=1, then 2, 3… on 'Load more'
 * while the server says hasMore. Newest first, signed amounts (green in, red out), status and
 * TDS where withheld. Held in this screen's memory only.
 */
export default function TranxHistoryScreen() {
  const { t } = useTranslation('wallet');
  const money = useAmountFormat();
  const lang = currentLanguage();
  const [history, setHistory] = useState<HistoryState>(emptyHistory);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<ApiFailure | null>(null);
  const current = useRef(history);
  current.current = history;
  const inFlight = useRef(false);

  const loadMore = useCallback(async () => {
    if (inFlight.current || !current.current.hasMore) return;
    inFlight.current = true;
    setLoading(true);
    setFailed(null);
    const res = await fetchTransactions(nextPage(current.current));
    inFlight.current = false;
    setLoading(false);
    if (res.ok) setHistory((s) => appendPage(s, res.data));
    else setFailed(res.error);
  }, []);

  useEffect(() => {
    void loadMore();
  }, [loadMore]);

  const dateFmt = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' });

  return (
    <WalletPage target="tranxHistory">
      {history.items.length === 0 && !loading && !failed ? (
        <p className="empty" data-testid="history-empty">
          {t('history.empty')}
        </p>
      ) : null}
      <ul className="wallet-tx" data-testid="history-list">
        {history.items.map((tx) => {
          const amount = money.paise(Math.abs(rupeesToPaise(tx.amount)), true);
          return (
            <li key={tx.id} data-testid="history-item" data-type={tx.type}>
              <div>
                <div>{t(`history.types.${tx.type}`, { defaultValue: tx.description })}</div>
                <div className="wallet-tx__meta">
                  {dateFmt.format(tx.createdAt)} · {t(`history.status.${tx.status}`)}
                  {tx.tds ? ` · ${t('history.tds', { amount: money.paise(rupeesToPaise(tx.tds), true) })}` : ''}
                </div>
              </div>
              <strong className={tx.amount >= 0 ? 'wallet-tx__amount--in' : 'wallet-tx__amount--out'}>
                {tx.amount >= 0 ? '+' : '−'}
                {amount}
              </strong>
            </li>
          );
        })}
      </ul>
      {failed ? <InlineError error={failed} retry={() => void loadMore()} className="wallet-message wallet-message--error" testId="history-error" /> : null}
      {history.hasMore && history.page > 0 && !failed ? (
        <button type="button" className="btn btn--secondary btn--block" data-testid="history-load-more" disabled={loading} onClick={() => void loadMore()}>
          {t('history.loadMore')}
        </button>
      ) : null}
    </WalletPage>
  );
}
