import type { UserWallet } from '../../../core/api/wallet';
import { paiseToRupees } from '../../../core/money';
import type { Db } from '../../db/client';
import { USER_BUCKETS, type UserBucket } from '../../db/schema';
import { userBalances } from './repository';

/** English texts of the wallet popup components (the PWA localizes by `key`). */
export const WALLET_COMPONENT_TEXT: Record<UserBucket, { title: string; desc: string }> = {
  deposit: { title: 'Deposit', desc: 'Money you added. Use it to join contests and buy powerups. Not withdrawable.' },
  promo: { title: 'Bonus', desc: 'Promo money. Usable for a part of the entry fee of paid contests. Not withdrawable.' },
  winnings: { title: 'Winnings', desc: 'Money you won. Withdraw it to your bank or Paytm.' },
};

export async function readUserWallet(db: Db, userId: number): Promise<UserWallet> {
  const paise: Record<UserBucket, number> = { deposit: 0, promo: 0, winnings: 0 };
  for (const row of await userBalances(db, userId)) {
    if ((USER_BUCKETS as readonly string[]).includes(row.bucket)) paise[row.bucket as UserBucket] = row.balancePaise;
  }
  return {
    deposit_money: paiseToRupees(paise.deposit),
    promo_money: paiseToRupees(paise.promo),
    winnings_money: paiseToRupees(paise.winnings),
    components: USER_BUCKETS.map((key) => ({
      key,
      title: WALLET_COMPONENT_TEXT[key].title,
      value: paiseToRupees(paise[key]),
      desc: WALLET_COMPONENT_TEXT[key].desc,
    })),
  };
}
