import { and, asc, eq, sql } from 'drizzle-orm';
import type { PowerupCounts } from '../../../core/rules/powerups';
import type { StoreCategory, StoreProduct } from '../../../core/rules/store';
import type { Db } from '../../db/client';
import { storeProducts, type StoreProductRow } from '../../db/schema/store';

/** SQL of the store: the catalogue, the bank's history and the powerups moved into open challenges. */

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

const toProduct = (r: StoreProductRow): StoreProduct => ({
  productId: r.productId,
  code: r.code,
  kind: r.kind,
  name: r.name,
  contents: r.contents,
  pricePaise: r.pricePaise,
  listPricePaise: r.listPricePaise,
});

/** Active products of a category, in catalogue order. */
export async function listProducts(db: Db, category: StoreCategory): Promise<StoreProduct[]> {
  const found = await db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.category, category), eq(storeProducts.active, true)))
    .orderBy(asc(storeProducts.sortOrder), asc(storeProducts.productId));
  return found.map(toProduct);
}

/** An active product, or undefined (unknown or withdrawn: not for sale). */
export async function findActiveProduct(db: Db, productId: number): Promise<StoreProduct | undefined> {
  const [r] = await db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.productId, productId), eq(storeProducts.active, true)))
    .limit(1);
  return r && toProduct(r);
}

export interface BankEventRow {
  id: number;
  kind: 'purchase' | 'transfer';
  counts: PowerupCounts;
  product_id: number | null;
  product_code: string | null;
  price_paise: number | null;
  challenge_id: number | null;
  challenge_name: string | null;
  created_at: Date;
}

/** The player's bank history, newest first. */
export async function bankEvents(db: Db, userId: number, offset: number, limit: number): Promise<BankEventRow[]> {
  const found = rows<BankEventRow & { created_at: Date | string }>(
    await db.execute(sql`
      select e.id::bigint as id, e.kind, e.counts, e.product_id, p.code as product_code, e.price_paise::bigint as price_paise,
             e.challenge_id, c.name as challenge_name, e.created_at
      from powerup_bank_events e
      left join store_products p on p.product_id = e.product_id
      left join challenges c on c.challenge_id = e.challenge_id
      where e.user_id = ${userId}
      order by e.id desc
      offset ${offset} limit ${limit}`),
  );
  return found.map((r) => ({
    ...r,
    id: Number(r.id),
    price_paise: r.price_paise === null ? null : Number(r.price_paise),
    created_at: asDate(r.created_at),
  }));
}

export interface OpenTransferRow {
  challenge_id: number;
  challenge_name: string;
  start_time: Date;
  status: string;
  transferred: PowerupCounts;
}

/** What the player moved into challenges that are not finished (not completed or cancelled), soonest first. */
export async function openTransfers(db: Db, userId: number): Promise<OpenTransferRow[]> {
  const found = rows<OpenTransferRow & { start_time: Date | string }>(
    await db.execute(sql`
      select t.challenge_id, c.name as challenge_name, c.start_time, c.status, t.transferred
      from powerup_transfers t join challenges c on c.challenge_id = t.challenge_id
      where t.user_id = ${userId} and c.status in ('upcoming', 'open', 'live')
      order by c.start_time, t.challenge_id
      limit 100`),
  );
  return found.map((r) => ({ ...r, start_time: asDate(r.start_time) }));
}
