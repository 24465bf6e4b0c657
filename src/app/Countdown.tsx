import { useTranslation } from 'react-i18next';
import { countdown } from '../../core/text';
import { useServerNowSelect } from '../lib/serverTime';

/**
 * Time to `startMs` on the server's clock (docs/product.md §2): days when over a day
 * away, else hh:mm:ss; 00:00:00 once started. Every countdown uses this. It renders again only when what it
 * shows changes (not on every tick of the shared clock while days away).
 */
export function Countdown({ startMs }: { startMs: number }) {
  const { t } = useTranslation('common');
  // a number of days, or the clock text: a primitive, so an unchanged countdown skips the tick's render
  const shown = useServerNowSelect((now) => {
    const c = countdown(startMs, now);
    return c.kind === 'days' ? c.days : c.text;
  });
  const text = typeof shown === 'number' ? t('days', { count: shown }) : shown;
  return (
    <time className="countdown" dateTime={new Date(startMs).toISOString()} data-testid="countdown">
      {text}
    </time>
  );
}
