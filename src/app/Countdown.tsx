import { useTranslation } from 'react-i18next';
import { countdown } from '../../core/text';
import { useServerNow } from '../lib/serverTime';

/**
 * Time to `startMs` on the server's clock (docs/product.md §2): days when over a day
 * away, else hh:mm:ss; 00:00:00 once started. Every countdown uses this.
 */
export function Countdown({ startMs }: { startMs: number }) {
  const { t } = useTranslation('common');
  const now = useServerNow();
  const c = countdown(startMs, now);
  const text = c.kind === 'days' ? t('days', { count: c.days }) : c.text;
  return (
    <time className="countdown" dateTime={new Date(startMs).toISOString()} data-testid="countdown">
      {text}
    </time>
  );
}
