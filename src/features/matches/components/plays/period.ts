import type { TFunction } from 'i18next';
import type { PlaysSport } from '../../../../../core/rules/matchCentre';

/**
 * A period's name per sport (core numbers them): football 1–2 halves, 3–4 extra time, 5 the shoot-out; hockey four
 * quarters, 5 the shoot-out; kabaddi two halves; basketball four quarters, then overtimes.
 */
export function periodText(t: TFunction, sport: PlaysSport, period: number): string {
  if ((sport === 'football' || sport === 'hockey') && period >= 5) return t('matches:plays.period.shootout');
  if (sport === 'football') return period <= 2 ? t('matches:plays.period.half', { n: period }) : t('matches:plays.period.extraTime', { n: period - 2 });
  if (sport === 'kabaddi') return t('matches:plays.period.half', { n: period });
  if (sport === 'hockey' || period <= 4) return t('matches:plays.period.quarter', { n: period });
  return t('matches:plays.period.overtime', { n: period - 4 });
}
