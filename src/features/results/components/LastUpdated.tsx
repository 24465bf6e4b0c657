import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../app/InlineError';
import { isRefusal } from '../../../lib/errorText';
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
 * The not-loaded states of a screen: loading, refused (not mine / not found) or unreachable with a retry
 * (src/app/InlineError.tsx: the app's one error text, docs/architecture.md "Errors the player sees").
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
  if (state.code === 'NOT_FOUND') {
    return (
      <section className="center-card" role="alert" data-testid="load-error">
        <p>{notFound ?? t('notFound')}</p>
      </section>
    );
  }
  const failure = { kind: state.offline ? ('network' as const) : ('http' as const), code: state.code };
  // a refusal (not mine) is an answer; no reply or a server failure can be asked again
  return <InlineError error={failure} retry={isRefusal(failure) ? undefined : retry} testId="load-error" />;
}

/**
 * A "load more" page that did not come (docs/architecture.md "Errors the player sees": inline, with Try again): the
 * one error text in place of the next page; Try again asks for that page again.
 */
export function LoadMoreFailure({ state, retry, testId }: { state: { offline: boolean; code?: string | undefined } | null; retry: () => void; testId: string }) {
  if (!state) return null;
  const failure = { kind: state.offline ? ('network' as const) : ('http' as const), code: state.code };
  return <InlineError error={failure} retry={retry} testId={testId} className="center-card" />;
}
