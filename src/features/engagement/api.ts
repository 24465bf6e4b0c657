import { activityCentrePath, claimDailyGiftPath, dailyGiftPath, offersPath } from '../../../core/api/paths';
import { call } from '../../lib/http';

/** The engagement calls (core/api/engagement.ts): the daily gift, offers and the activity centre. */

/** Quiet: no gift due, or no answer, simply means no popup. */
export const fetchDailyGift = () => call(dailyGiftPath, { handleErrors: true, silent: true });

/** Claim today's gift with this claim's Idempotency-Key (a retry reuses it). An action: a 5xx is the '500 Error' popup. */
export const claimDailyGift = (idempotencyKey: string) => call(claimDailyGiftPath, { body: {}, idempotencyKey, handleErrors: 'refusals' });

/** The screens' lists: a failure shows inline with a retry (InlineError). */
export const fetchOffers = () => call(offersPath, { handleErrors: true });

export const fetchActivity = (page: number) => call(activityCentrePath, { query: { page }, handleErrors: true });
