import { activityCentrePath, claimDailyGiftPath, dailyGiftPath, offersPath } from '../../../core/api/paths';
import { call } from '../../lib/http';

/** The engagement calls (core/api/engagement.ts): the daily gift, offers and the activity centre. */

export const fetchDailyGift = () => call(dailyGiftPath, { handleErrors: true, silent: true });

/** Claim today's gift with this claim's Idempotency-Key (a retry reuses it). */
export const claimDailyGift = (idempotencyKey: string) => call(claimDailyGiftPath, { body: {}, idempotencyKey, handleErrors: true });

export const fetchOffers = () => call(offersPath, { handleErrors: true });

export const fetchActivity = (page: number) => call(activityCentrePath, { query: { page }, handleErrors: true });
