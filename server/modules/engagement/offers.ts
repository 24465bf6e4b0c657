import { and, eq } from 'drizzle-orm';
import type { Offer } from '../../../core/api/engagement';
import { paiseToRupees } from '../../../core/money';
import type { Db } from '../../db/client';
import { ledgerOperations } from '../../db/schema/wallet';
import type { AppDeps } from '../../http/deps';
import { signupPromoRef } from '../../ledger';
import { listProducts } from '../store/repository';
import { toProductDto } from '../store/service';
import { dailyGiftStatus } from './daily-gift';

/**
 * Offers (docs/product.md §2 named target offers): the promotions running now, built from what the server already
 * knows — the sign-up bonus (config, and whether this player received it), today's daily gift, and the
 * store's bundles (in real-money mode; social mode sells no powerups).
 */
export async function currentOffers(deps: Pick<AppDeps, 'config' | 'clock'>, db: Db, userId: number): Promise<Offer[]> {
  const offers: Offer[] = [];
  const signup = deps.config.signupPromoPaise;
  if (signup > 0) {
    const [got] = await db
      .select({ id: ledgerOperations.id })
      .from(ledgerOperations)
      .where(and(eq(ledgerOperations.kind, 'promo_credit'), eq(ledgerOperations.ref, signupPromoRef(userId))))
      .limit(1);
    offers.push({ id: 'signup_bonus', kind: 'signup_bonus', amount: paiseToRupees(signup), claimable: false, received: got !== undefined, product: null, target: 'wallet' });
  }
  const giftPaise = deps.config.engagement.dailyGiftPaise;
  if (giftPaise > 0) {
    const gift = await dailyGiftStatus(db, userId, deps.clock(), giftPaise);
    offers.push({ id: `daily_gift:${gift.day}`, kind: 'daily_gift', amount: gift.amount, claimable: gift.due, received: gift.claimed_today, product: null, target: null });
  }
  if (deps.config.moneyMode === 'real') {
    for (const p of await listProducts(db, 'powerups')) {
      if (p.kind !== 'bundle') continue;
      offers.push({ id: `bundle:${p.productId}`, kind: 'bundle', amount: null, claimable: false, received: false, product: toProductDto(p), target: 'store' });
    }
  }
  return offers;
}
