import { and, eq, sql } from 'drizzle-orm';
import type { DailyGiftDto } from '../../../core/api/engagement';
import { ApiError } from '../../../core/errors';
import { formatRupees, paiseToRupees } from '../../../core/money';
import { dailyGiftPopupRef, dailyGiftRef, dailyGiftState, istDay } from '../../../core/rules/engagement';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { ledgerOperations } from '../../db/schema/wallet';
import { creditPromo, getBalances } from '../../ledger';
import { owePromoPopup } from './popups';

/**
 * The daily gift (ADR 015): claimable once per IST calendar day, credited as bonus (promo) through the
 * ledger with the ref daily-gift:<user>:<day>. The ledger's UNIQUE (kind, ref) is what makes it once:
 * concurrent claims queue on the player's account lock and every one after the first is a replay.
 */

export const DAILY_GIFT_OFF_MESSAGE = 'There is no daily gift right now';
export const DAILY_GIFT_CLAIMED_MESSAGE = "You have already claimed today's gift. Come back tomorrow!";

async function claimedOn(db: Db, userId: number, day: string): Promise<boolean> {
  const [r] = await db
    .select({ id: ledgerOperations.id })
    .from(ledgerOperations)
    .where(and(eq(ledgerOperations.kind, 'promo_credit'), eq(ledgerOperations.ref, dailyGiftRef(userId, day))))
    .limit(1);
  return r !== undefined;
}

export async function dailyGiftStatus(db: Db, userId: number, now: Date, amountPaise: number): Promise<DailyGiftDto> {
  const day = istDay(now.getTime());
  const claimed = await claimedOn(db, userId, day);
  const state = dailyGiftState(now.getTime(), claimed, amountPaise);
  return { day: state.day, due: state.due, claimed_today: claimed, amount: paiseToRupees(amountPaise), next_at: state.nextAt };
}

/** Runs in the Idempotency-Key's transaction. Owes a won_promo popup with the credit (same transaction). */
export async function claimDailyGift(db: Db, userId: number, now: Date, amountPaise: number) {
  if (amountPaise <= 0) throw new ApiError(404, 'NOT_FOUND', DAILY_GIFT_OFF_MESSAGE);
  const day = istDay(now.getTime());
  const state = dailyGiftState(now.getTime(), true, amountPaise);
  const posted = await creditPromo(db, {
    grantId: dailyGiftRef(userId, day),
    userId,
    amountPaise,
    at: now,
    description: `Daily gift ${formatRupees(amountPaise)} (${day})`,
  });
  if (posted.replayed) throw new ApiError(409, 'DAILY_GIFT_CLAIMED', DAILY_GIFT_CLAIMED_MESSAGE, { next_at: state.nextAt });
  await owePromoPopup(db, { userId, ref: dailyGiftRef(userId, day), amountPaise, at: now, detail: { reason: 'daily_gift', day } });
  const b = await getBalances(db, userId);
  return {
    day,
    amount: paiseToRupees(amountPaise),
    next_at: state.nextAt,
    wallet: { deposit_money: paiseToRupees(b.deposit), promo_money: paiseToRupees(b.promo), winnings_money: paiseToRupees(b.winnings) },
  };
}

/**
 * For GET checkPopup (docs/product.md §4 popup check daily_gift): when today's gift is due and was not offered
 * yet today, records the offer (a reward_popups row, already seen) and returns the amount; else null.
 * One statement with ON CONFLICT: two concurrent checks never both offer it.
 * Not on the day the account was made: a new player's first visit belongs to the onboarding popups
 * (how-to-play, welcome, the tour; docs/product.md §4); that day's gift is still claimable from Offers.
 */
export async function offerDailyGift(db: Db, userId: number, now: Date, amountPaise: number): Promise<{ amountPaise: number; day: string } | null> {
  if (amountPaise <= 0) return null;
  const day = istDay(now.getTime());
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || istDay(user.createdAt.getTime()) >= day) return null;
  if (await claimedOn(db, userId, day)) return null;
  const at = now.toISOString();
  const res = (await db.execute(sql`
    insert into reward_popups (user_id, type, ref, amount_paise, detail, created_at, seen_at)
    values (${userId}, 'daily_gift', ${dailyGiftPopupRef(day)}, ${amountPaise}, ${JSON.stringify({ day })}::jsonb, ${at}::timestamptz, ${at}::timestamptz)
    on conflict (user_id, type, ref) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0 ? { amountPaise, day } : null;
}
