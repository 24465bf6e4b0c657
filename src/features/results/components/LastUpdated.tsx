import { useTranslation } from 'react-i18next';
import type { LoadState } from '../useLoaded';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatTime(ms: number, lang: string): string {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
    formatters.set(lang, f);
  }
  return f.format(ms);
}

/** Marks a screen showing this device's stored copy (offline): when it was last fetched. */
export function LastUpdated({ state }: { state: LoadState<unknown> }) {
  const { t, i18n } = useTranslation('results');
  if (state.source !== 'cache') return null;
  return (
    <p className="offline-hint" role="status" data-testid="last-updated">
      {t('lastUpdated', { time: formatTime(state.fetchedAt, i18n.language) })}
    </p>
  );
}

/**
 * The not-loaded states of a screen: loading, refused (not mine / not found) or unreachable with a retry.
 * `notFound` words the refusal for a screen that is not about a contest (the match centre).
 */
export function LoadFallback({ state, retry, notFound }: { state: LoadState<unknown>; retry: () => void; notFound?: string }) {
  const { t } = useTranslation(['results', 'common']);
  if (state.source === 'loading') {
    return (
      <p className="muted center" aria-busy="true">
        {t('common:loading')}
      </p>
    );
  }
  if (state.source !== 'none') return null;
  return (
    <section className="center-card" role="alert" data-testid="load-error">
      <p>{state.code === 'NOT_FOUND' ? (notFound ?? t('notFound')) : t('loadError')}</p>
      {state.code === 'NOT_FOUND' ? null : (
        <button type="button" className="btn btn--secondary" onClick={retry}>
          {t('retry')}
        </button>
      )}
    </section>
  );
}
