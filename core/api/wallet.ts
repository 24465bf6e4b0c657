import { z } from 'zod';
import { defineRoute } from './route';
import { ROUTES } from './routes';

export const walletComponentSchema = z.object({
  key: z.enum(['deposit', 'promo', 'winnings']),
  title: z.string(),
  /** rupees, 2 decimals */
  value: z.number(),
  desc: z.string(),
});

/** Amounts in rupees with 2 decimals (the API edge); the header shows their sum. */
export const userWalletSchema = z.object({
  deposit_money: z.number(),
  promo_money: z.number(),
  winnings_money: z.number(),
  components: z.array(walletComponentSchema),
});
export type UserWallet = z.infer<typeof userWalletSchema>;

export const userWalletRoute = defineRoute({
  ...ROUTES.userWallet,
  summary: "The player's three wallet buckets",
  data: userWalletSchema,
});
