import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Reward popups other modules owe a player (docs/product.md §2 "promo reward" popup, §4 popup check won_promo).
 * One row per (player, type, ref): owing the same reward twice announces it once. GET checkPopup shows
 * each once (server/modules/results/player). Call it in the transaction that credits the reward, so the
 * popup exists exactly when the money does.
 */
export async function owePromoPopup(
  db: Db,
  input: { userId: number; ref: string; amountPaise: number; at: Date; detail?: Record<string, unknown> },
): Promise<void> {
  await db.execute(sql`
    insert into reward_popups (user_id, type, ref, amount_paise, detail, created_at)
    values (${input.userId}, 'won_promo', ${input.ref}, ${input.amountPaise}, ${JSON.stringify(input.detail ?? null)}::jsonb, ${input.at.toISOString()}::timestamptz)
    on conflict (user_id, type, ref) do nothing`);
}
