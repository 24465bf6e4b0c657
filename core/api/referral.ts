import { z } from 'zod';
import { defineRoute, epochMs, queryInt } from './route';
import { ROUTES } from './routes';

/** Refer and earn (docs/product.md §1, §7 getReferralScreen app_type); the reward rule is core/rules/referral.ts. */

export const REFERRAL_PAGE_SIZE = 20;

export const referralScreenRoute = defineRoute({
  ...ROUTES.referralScreen,
  summary: "The player's referral code and link, how many joined with it and what it earned",
  query: z.object({ app_type: z.enum(['web', 'android', 'host']).default('web') }),
  data: z.object({
    referral_code: z.string(),
    referral_link: z.string(),
    /** rupees each side gets per rewarded referral */
    reward_per_referral: z.number(),
    joined_count: z.number().int(),
    rewarded_count: z.number().int(),
    /** rupees earned from referrals so far */
    earned: z.number(),
  }),
});

export const referralTransactionsRoute = defineRoute({
  ...ROUTES.referralTransactions,
  summary: 'The players who joined with my code, newest first, with the state of each reward',
  query: z.object({ page: queryInt(1, 10_000).default(1) }),
  data: z.object({
    page: z.number().int(),
    has_more: z.boolean(),
    referrals: z.array(
      z.object({
        user_nick: z.string().nullable(),
        joined_at: epochMs,
        status: z.enum(['pending', 'rewarded', 'void']),
        /** rupees credited to me for this referral (0 until rewarded) */
        amount: z.number(),
        rewarded_at: epochMs.nullable(),
      }),
    ),
  }),
});
