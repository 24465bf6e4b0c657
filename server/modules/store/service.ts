import type { BuyPowerUpBody, BuyPowerUpData, PowerupEvent, PowerupsV2Data, StoreProductDto } from '../../../core/api/store';
import { ApiError } from '../../../core/errors';
import { paiseToRupees } from '../../../core/money';
import { POWERUP_TYPES, zeroCounts, type PowerupCounts } from '../../../core/rules/powerups';
import { addToBank, blockedOnlyByBonus, POWERUP_HISTORY_PAGE_SIZE, savingPercent, type StoreCategory, type StoreProduct } from '../../../core/rules/store';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/deps';
import { getBalances, storePurchase } from '../../ledger';
import * as bank from '../powerups/repository';
import { STARTING_BANK_BALANCE } from '../powerups/service';
import { isHostPlayer, purchaseWithHostWallet } from '../host/purchase';
import { requireRealMoney } from '../wallet/money-mode';
import * as repo from './repository';

/**
 * The powerup store (docs/product.md §1, §3, §5, §7): the catalogue, purchases, the bank's history and the
 * PowerupsV2 numbers. A purchase is ONE transaction (the Idempotency-Key's): the ledger's
 * store_purchase (deposit then winnings → powerup_revenue, never bonus; core/rules/wallet
 * planStorePurchase under the account locks) and the bank credit and its history row commit together
 * or not at all.
 */

export const INSUFFICIENT_STORE_FUNDS_MESSAGE = 'Not enough deposit and winnings balance. Bonus cannot be used to buy powerups.';

/** The ledger ref of a purchase: one per (player, Idempotency-Key), so a replay can never charge twice. */
export const purchaseRef = (userId: number, idempotencyKey: string) => `store:${userId}:${idempotencyKey}`;

export function toProductDto(p: StoreProduct): StoreProductDto {
  return {
    product_id: p.productId,
    code: p.code,
    kind: p.kind,
    name: p.name,
    product_price: paiseToRupees(p.listPricePaise),
    price: paiseToRupees(p.pricePaise),
    saving_percent: savingPercent(p),
    powerups: { ...p.contents },
  };
}

const addCounts = (a: PowerupCounts, b: PowerupCounts): PowerupCounts => {
  const out = zeroCounts();
  for (const t of POWERUP_TYPES) out[t] = a[t] + b[t];
  return out;
};

interface Credited {
  bank: PowerupCounts;
}

/** The bank's side of a paid purchase: its powerups and history row, once per ledger operation. */
async function creditBank(
  db: Db,
  userId: number,
  product: StoreProduct,
  ref: string,
  paid: { operationId: number; replayed: boolean },
  now: Date,
): Promise<Credited> {
  const held = await bank.lockBalance(db, userId, STARTING_BANK_BALANCE);
  // A ledger replay means this purchase was already credited (same ref): never credit the bank twice.
  if (paid.replayed) return { bank: held };
  const after = addToBank(held, product.contents);
  await bank.setBalance(db, userId, after);
  await bank.insertBankEvent(db, {
    userId,
    kind: 'purchase',
    counts: product.contents,
    at: now,
    productId: product.productId,
    pricePaise: product.pricePaise,
    ledgerOperationId: paid.operationId,
    ref,
  });
  return { bank: after };
}

export function createStoreService(deps: AppDeps) {
  return {
    async products(db: Db, category: StoreCategory) {
      return { category, products: (await repo.listProducts(db, category)).map(toProductDto) };
    },

    /**
     * Runs inside the Idempotency-Key's transaction (ctx.db). Refusals throw before anything is written. A partner
     * launcher's player pays from the launcher wallet (host mode, ADR 015): reserve there, then the same ledger
     * purchase and bank credit; `afterCommit` gets the call that captures the launcher's hold once this commits.
     */
    async buy(db: Db, userId: number, idempotencyKey: string, body: BuyPowerUpBody, afterCommit: (confirm: () => Promise<void>) => void = () => {}): Promise<BuyPowerUpData> {
      requireRealMoney(deps);
      const product = await repo.findActiveProduct(db, body.product_id);
      if (!product) throw new ApiError(404, 'NOT_FOUND', 'This product is not available');
      const now = deps.clock();
      const ref = purchaseRef(userId, idempotencyKey);
      const description = `Bought ${product.name}`;
      let paid: { split: { deposit: number; winnings: number } } & Credited;
      if (deps.config.hosts.length > 0 && (await isHostPlayer(deps, db, userId))) {
        const bought = await purchaseWithHostWallet(deps, db, {
          userId,
          purchaseId: ref,
          pricePaise: product.pricePaise,
          description,
          grant: (tx, spent) => creditBank(tx, userId, product, ref, spent, now),
        });
        afterCommit(bought.confirm);
        // the launcher's money passes through the deposit bucket, so the whole price is "from deposit"
        paid = { split: { deposit: product.pricePaise, winnings: 0 }, ...bought.granted };
      } else {
        const spent = await storePurchase(db, { purchaseId: ref, userId, pricePaise: product.pricePaise, at: now, description });
        if (!spent.ok) {
          const balances = await getBalances(db, userId);
          throw new ApiError(409, 'INSUFFICIENT_FUNDS', INSUFFICIENT_STORE_FUNDS_MESSAGE, {
            shortfall: paiseToRupees(spent.shortfall),
            bonus_not_usable: blockedOnlyByBonus(product, balances),
          });
        }
        paid = { split: spent.split, ...(await creditBank(db, userId, product, ref, spent, now)) };
      }
      const wallet = await getBalances(db, userId);
      return {
        purchase_id: ref,
        product_id: product.productId,
        price: paiseToRupees(product.pricePaise),
        paid: { deposit: paiseToRupees(paid.split.deposit), winnings: paiseToRupees(paid.split.winnings) },
        powerups: { ...product.contents },
        bank: paid.bank,
        wallet: {
          deposit_money: paiseToRupees(wallet.deposit),
          promo_money: paiseToRupees(wallet.promo),
          winnings_money: paiseToRupees(wallet.winnings),
        },
      };
    },

    async history(db: Db, userId: number, page: number) {
      const pageSize = POWERUP_HISTORY_PAGE_SIZE;
      const found = await repo.bankEvents(db, userId, (page - 1) * pageSize, pageSize + 1);
      const transactions: PowerupEvent[] = found.slice(0, pageSize).map((e) => ({
        id: e.id,
        kind: e.kind,
        powerups: { ...e.counts },
        product_id: e.product_id,
        product_code: e.product_code,
        price: e.price_paise === null ? null : paiseToRupees(e.price_paise),
        challenge_id: e.challenge_id,
        challenge_name: e.challenge_name,
        created_at: e.created_at.getTime(),
      }));
      return { page, pageSize, hasMore: found.length > pageSize, transactions };
    },

    async powerups(db: Db, userId: number): Promise<PowerupsV2Data> {
      const balance = (await bank.findBalance(db, userId)) ?? { ...STARTING_BANK_BALANCE };
      const open = await repo.openTransfers(db, userId);
      return {
        bank: balance,
        in_challenges: open.reduce((sum, o) => addCounts(sum, o.transferred), zeroCounts()),
        challenges: open.map((o) => ({
          challenge_id: o.challenge_id,
          challenge_name: o.challenge_name,
          start_time: o.start_time.getTime(),
          status: o.status,
          powerups: { ...o.transferred },
        })),
      };
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
