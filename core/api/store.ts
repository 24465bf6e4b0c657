import { z } from 'zod';
import { PRODUCT_KINDS, STORE_CATEGORIES } from '../rules/store';
import { rupeeAmountSchema } from './contests';
import { powerupCountsSchema } from './powerups';
import { dbId, defineRoute, epochMs, queryInt } from './route';
import { ROUTES } from './routes';

/**
 * The powerup store (docs/product.md §1, §3 store product and purchase, §5, §7 getProductsByCategory,
 * platformBuyPowerUp, getPowerupTransaction) and the PowerupsV2 screen's numbers.
 *
 * Money at this edge is rupees with two decimals; inside, integer paise (core/rules/store.ts).
 */

export const storeProductSchema = z.object({
  product_id: dbId,
  /** stable slug; the PWA shows store:products.<code> */
  code: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  /** English name */
  name: z.string(),
  /** the list price before any bundle discount, rupees (shown struck through when above `price`) */
  product_price: rupeeAmountSchema,
  /** what the player pays, rupees */
  price: rupeeAmountSchema,
  /** whole percent saved against product_price */
  saving_percent: z.number().int().min(0).max(100),
  /** what the purchase puts in the powerup bank */
  powerups: powerupCountsSchema,
});
export type StoreProductDto = z.infer<typeof storeProductSchema>;

export const productsByCategoryRoute = defineRoute({
  ...ROUTES.productsByCategory,
  summary: 'Store products of a category (powerups): single powerups and bundles, prices in rupees',
  query: z.object({ category: z.enum(STORE_CATEGORIES) }),
  data: z.object({ category: z.enum(STORE_CATEGORIES), products: z.array(storeProductSchema) }),
});

/**
 * A purchase (docs/product.md §3: product_id, promo_limit, token). Store purchases never use bonus, so
 * promo_limit may only be 0 (anything else is a 400, never silently ignored); `token` is the host
 * platform's token in partner mode, unused by the web wallet.
 */
export const buyPowerUpBodySchema = z.strictObject({
  product_id: dbId,
  promo_limit: z.literal(0).optional(),
  token: z.string().max(4096).optional(),
});
export type BuyPowerUpBody = z.infer<typeof buyPowerUpBodySchema>;

/** The wallet after a purchase (rupees); the header total is their sum. */
const walletAfterSchema = z.object({ deposit_money: rupeeAmountSchema, promo_money: rupeeAmountSchema, winnings_money: rupeeAmountSchema });

export const buyPowerUpDataSchema = z.object({
  purchase_id: z.string(),
  product_id: dbId,
  /** rupees paid */
  price: rupeeAmountSchema,
  /** where the money came from, rupees (never bonus) */
  paid: z.object({ deposit: rupeeAmountSchema, winnings: rupeeAmountSchema }),
  /** what went into the bank */
  powerups: powerupCountsSchema,
  /** the bank after the purchase */
  bank: powerupCountsSchema,
  wallet: walletAfterSchema,
});
export type BuyPowerUpData = z.infer<typeof buyPowerUpDataSchema>;

/**
 * Buy a product: paid from deposit then winnings (never bonus) through the ledger and credited to the
 * powerup bank in one transaction. Idempotent: a replayed key returns the first answer and charges once.
 * Refusals: 404 NOT_FOUND (unknown or withdrawn product), 409 INSUFFICIENT_FUNDS with data.shortfall
 * (rupees) and data.bonus_not_usable (bonus alone would have covered it), 403 MONEY_MODE_DISABLED in
 * social mode.
 */
export const buyPowerUpRoute = defineRoute({
  ...ROUTES.buyPowerUp,
  summary: 'Buy a powerup or bundle from deposit + winnings (never bonus); credited to the powerup bank',
  body: buyPowerUpBodySchema,
  data: buyPowerUpDataSchema,
});

export const POWERUP_EVENT_KINDS = ['purchase', 'transfer'] as const;

export const powerupEventSchema = z.object({
  id: z.number().int().positive(),
  /** purchase: into the bank from the store; transfer: out of the bank into a challenge */
  kind: z.enum(POWERUP_EVENT_KINDS),
  powerups: powerupCountsSchema,
  /** purchase only */
  product_id: dbId.nullable(),
  product_code: z.string().nullable(),
  price: rupeeAmountSchema.nullable(),
  /** transfer only */
  challenge_id: dbId.nullable(),
  challenge_name: z.string().nullable(),
  created_at: epochMs,
});
export type PowerupEvent = z.infer<typeof powerupEventSchema>;

export const powerupTransactionsRoute = defineRoute({
  ...ROUTES.powerupTransactions,
  summary: "The player's powerup purchases and bank transfers, newest first, paged",
  query: z.object({ page: queryInt(1, 10_000).default(1) }),
  data: z.object({ page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean(), transactions: z.array(powerupEventSchema) }),
});

export const powerupsV2Schema = z.object({
  /** in the bank, ready to move into a challenge */
  bank: powerupCountsSchema,
  /** moved into challenges that are not finished yet, summed */
  in_challenges: powerupCountsSchema,
  challenges: z.array(
    z.object({ challenge_id: dbId, challenge_name: z.string(), start_time: epochMs, status: z.string(), powerups: powerupCountsSchema }),
  ),
});
export type PowerupsV2Data = z.infer<typeof powerupsV2Schema>;

export const powerupsV2Route = defineRoute({
  ...ROUTES.powerupsV2,
  summary: "The player's powerups per type: in the bank and moved into challenges not finished yet",
  data: powerupsV2Schema,
});

export const storeRoutes = [productsByCategoryRoute, buyPowerUpRoute, powerupTransactionsRoute, powerupsV2Route] as const;
