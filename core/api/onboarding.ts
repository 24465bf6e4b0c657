import { z } from 'zod';
import { LAST_TOUR_STEP } from '../rules/onboarding';
import { rupeeAmountSchema } from './contests';
import { defineRoute, epochMs } from './route';
import { ROUTES } from './routes';

/**
 * Onboarding and start-of-app contracts: the tooltip tour's seen steps on the server (docs/product.md §4 "a seen
 * flag per step"; the device keeps its own copy), the app settings (docs/product.md §7 getSettingsBody), the user data
 * the app needs at start (docs/product.md §7 getUserData flavor) and what's new.
 */

const tourStepSchema = z.number().int().min(1).max(LAST_TOUR_STEP);
const seenStepsSchema = z.object({ steps: z.array(tourStepSchema) });

export const tourSeenRoute = defineRoute({
  ...ROUTES.tourSeen,
  summary: "The tooltip tour's steps the player has seen (on any device)",
  data: seenStepsSchema,
});

export const markTourSeenRoute = defineRoute({
  ...ROUTES.markTourSeen,
  summary: 'Record tooltip tour steps as seen (adds to what is stored; never un-sees a step)',
  body: z.strictObject({ steps: z.array(tourStepSchema).min(1).max(LAST_TOUR_STEP) }),
  data: seenStepsSchema,
});

export const settingsBodySchema = z.object({
  /** where players get help */
  support: z.object({ email: z.string(), phone: z.string(), hours: z.string() }),
  /** an app (PWA build or host wrapper) older than this must update */
  min_app_version: z.string(),
  money_mode: z.enum(['real', 'social']),
  /** what this server offers; the PWA hides what is off */
  features: z.object({
    store: z.boolean(),
    daily_gift: z.boolean(),
    add_money: z.boolean(),
    withdrawals: z.boolean(),
    tooltip_tour: z.boolean(),
  }),
  /** rupees */
  limits: z.object({
    add_money_min: z.number(),
    add_money_max: z.number(),
    withdraw_min: z.number(),
    withdraw_max: z.number(),
  }),
  daily_gift_amount: rupeeAmountSchema,
  signup_bonus_amount: rupeeAmountSchema,
  languages: z.array(z.enum(['en', 'hi'])),
});
export type SettingsBody = z.infer<typeof settingsBodySchema>;

export const settingsBodyRoute = defineRoute({
  ...ROUTES.settingsBody,
  summary: 'App settings: support contact, feature flags, money mode, limits, minimum app version',
  data: settingsBodySchema,
});

export const USER_DATA_FLAVORS = ['web', 'host'] as const;

export const userDataSchema = z.object({
  flavor: z.enum(USER_DATA_FLAVORS),
  user_id: z.number().int().positive(),
  user_nick: z.string().nullable(),
  user_photo: z.string().nullable(),
  language: z.enum(['en', 'hi']),
  /** a guest (device account) rather than a phone account */
  is_guest: z.boolean(),
  mobile_verified: z.boolean(),
  /** true until the account signs in a second time: the onboarding popups are for new users only (docs/product.md §4) */
  is_new_user: z.boolean(),
  count_contests_joined: z.number().int().nonnegative(),
  count_paid_contests_joined: z.number().int().nonnegative(),
  onboarding: z.object({
    /** tour steps seen on any device */
    seen_steps: z.array(tourStepSchema),
    /** the step the tour would show next, null when it is over */
    next_step: tourStepSchema.nullable(),
  }),
  /** rupees */
  wallet: z.object({ deposit_money: z.number(), promo_money: z.number(), winnings_money: z.number() }),
  daily_gift: z.object({ due: z.boolean(), amount: rupeeAmountSchema, next_at: epochMs }),
  server_time: epochMs,
});
export type UserData = z.infer<typeof userDataSchema>;

export const userDataRoute = defineRoute({
  ...ROUTES.userData,
  summary: 'What the app needs at start: the player, onboarding state, wallet, daily gift and server time (flavor: web or host)',
  query: z.object({ flavor: z.enum(USER_DATA_FLAVORS).default('web') }),
  data: userDataSchema,
});

export const whatsNewItemSchema = z.object({
  id: z.string(),
  /** release day, YYYY-MM-DD */
  date: z.string(),
  /** text key: onboarding:whatsNew.items.<key>.{title,body} */
  key: z.string(),
  /** a named target (docs/product.md §2) to open, or null */
  target: z.string().nullable(),
});

export const whatsNewRoute = defineRoute({
  ...ROUTES.whatsNew,
  summary: "What's new in the app, newest first (texts are the PWA's, by key)",
  data: z.object({ items: z.array(whatsNewItemSchema) }),
});

export const onboardingRoutes = [tourSeenRoute, markTourSeenRoute, settingsBodyRoute, userDataRoute, whatsNewRoute] as const;
