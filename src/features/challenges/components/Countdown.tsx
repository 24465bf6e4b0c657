import { useTranslation } from 'react-i18next';
import { countdown } from '../../../../core/text';
import { useServerNow } from '../../../lib/serverTime';

/** Time to the start on the server's clock: days when over a day away, else hh:mm:ss. */
export function Countdown({ startMs }: { startMs: number }) {
  const { t } = useTranslation('challenges');
  const now = useServerNow();
  const c = countdown(startMs, now);
  const text = c.kind === 'days' ? t('days', { count: c.days }) : c.text;
  return (
    <time className="countdown" dateTime={new Date(startMs).toISOString()} data-testid="countdown">
      {text}
    </time>
  );
}
