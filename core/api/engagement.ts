import { z } from 'zod';
import { rupeeAmountSchema } from './contests';
import { dbId, defineRoute, epochMs, queryInt } from './route';
import { storeProductSchema } from './store';
import { ROUTES } from './routes';

/**
 * Engagement contracts: the daily gift (docs/product.md §2 daily reward popup, §4 popup check daily_gift), offers
 * and the activity centre (docs/product.md §2 named targets offers, activityCentre).
 */

export const dailyGiftSchema = z.object({
  /** the IST calendar day, YYYY-MM-DD */
  day: z.string(),
  /** claimable now */
  due: z.boolean(),
  claimed_today: z.boolean(),
  /** rupees, credited as bonus */
  amount: rupeeAmountSchema,
  /** when the next gift can be claimed */
  next_at: epochMs,
});
export type DailyGiftDto = z.infer<typeof dailyGiftSchema>;

export const dailyGiftRoute = defineRoute({
  ...ROUTES.dailyGift,
  summary: "Today's daily gift (IST day): due, amount and when the next one comes",
  data: dailyGiftSchema,
});

/**
 * Claim today's gift: credited to the bonus (promo) bucket through the ledger with the ref
 * daily-gift:<user>:<day>, so however many claims race, one credits. Another claim the same day is
 * 409 DAILY_GIFT_CLAIMED (data.next_at); a switched-off gift is 404.
 */
export const claimDailyGiftRoute = defineRoute({
  ...ROUTES.claimDailyGift,
  summary: "Claim today's daily gift (once per IST day), credited as bonus through the ledger",
  body: z.strictObject({}),
  data: z.object({
    day: z.string(),
    amount: rupeeAmountSchema,
    next_at: epochMs,
    /** rupees after the credit */
    wallet: z.object({ deposit_money: z.number(), promo_money: z.number(), winnings_money: z.number() }),
  }),
});

export const OFFER_KINDS = ['signup_bonus', 'daily_gift', 'bundle'] as const;

export const offerSchema = z.object({
  id: z.string(),
  kind: z.enum(OFFER_KINDS),
  /** rupees: the bonus amount (signup_bonus, daily_gift) */
  amount: rupeeAmountSchema.nullable(),
  /** daily_gift: claimable now; signup_bonus: already received */
  claimable: z.boolean(),
  received: z.boolean(),
  /** bundle only */
  product: storeProductSchema.nullable(),
  /** a named target (docs/product.md §2) the offer opens */
  target: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offersRoute = defineRoute({
  ...ROUTES.offers,
  summary: 'Current promotions: the sign-up bonus, the daily gift and the store bundles',
  data: z.object({ offers: z.array(offerSchema) }),
});

export const ACTIVITY_KINDS = ['join', 'result', 'deposit', 'purchase', 'reward', 'refund', 'withdrawal'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activityItemSchema = z.object({
  /** stable across pages: '<kind>:<source id>' */
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** rupees moved (a fee paid, a prize, a deposit, a price); null when nothing moved */
  amount: rupeeAmountSchema.nullable(),
  /** English description (the ledger's for money rows); the PWA builds its own localized line from the fields */
  description: z.string(),
  challenge_id: dbId.nullable(),
  challenge_name: z.string().nullable(),
  contest_name: z.string().nullable(),
  /** result only */
  rank: z.number().int().positive().nullable(),
  points: z.number().int().nullable(),
  created_at: epochMs,
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityCentreRoute = defineRoute({
  ...ROUTES.activityCentre,
  summary: "The player's activity, newest first: joins, results (with prizes), deposits, powerup purchases, rewards, refunds, withdrawals",
  query: z.object({ page: queryInt(1, 10_000).default(1) }),
  data: z.object({ page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean(), items: z.array(activityItemSchema) }),
});

export const engagementRoutes = [dailyGiftRoute, claimDailyGiftRoute, offersRoute, activityCentreRoute] as const;
