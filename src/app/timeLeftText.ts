import type { TFunction } from 'i18next';
import type { TimeLeft } from '../../core/text';

/**
 * core/text.ts timeLeft in the player's language: "1 h 12 m", or minutes only under an hour ("12 m").
 * The one place the hours/minutes wording is chosen (common:duration.*); a passed time has no text here.
 */
export function timeLeftText(t: TFunction, left: Exclude<TimeLeft, { kind: 'passed' }>): string {
  return left.kind === 'hours'
    ? t('common:duration.hoursMinutes', { hours: left.hours, minutes: left.minutes })
    : t('common:duration.minutes', { minutes: left.minutes });
}
