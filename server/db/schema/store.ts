import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PowerupCounts } from '../../../core/rules/powerups';
import { users } from './auth';
import { challenges } from './challenges';
import { ledgerOperations } from './wallet';

/**
 * The powerup store (docs/product.md §1, §3 store product). The catalogue is product data, not demo data: the
 * migration that creates the table seeds it, so every database sells the same products. Prices are
 * integer paise; `list_price_paise` is the price before a bundle's discount.
 */
export const storeProducts = pgTable(
  'store_products',
  {
    productId: integer('product_id').primaryKey(),
    category: text('category').notNull().default('powerups'),
    /** stable slug, the PWA's text key store:products.<code> */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<'single' | 'bundle'>().notNull(),
    /** English name (the spec's `name`) */
    name: text('name').notNull(),
    contents: jsonb('contents').$type<PowerupCounts>().notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    listPricePaise: bigint('list_price_paise', { mode: 'number' }).notNull(),
    /** a withdrawn product stays for history but is neither listed nor sold */
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('store_products_kind_check', sql`${t.kind} in ('single', 'bundle')`),
    check('store_products_category_check', sql`${t.category} in ('powerups')`),
    check('store_products_price_check', sql`${t.pricePaise} > 0 and ${t.listPricePaise} >= ${t.pricePaise}`),
  ],
);

export type StoreProductRow = typeof storeProducts.$inferSelect;

/**
 * What went into and out of a player's powerup bank (PowerupHistory): a purchase (product, price, the
 * ledger operation that paid it) or a transfer into a challenge. Append-only. A purchase's ref is its
 * ledger ref, unique, so a purchase is recorded once even if its request were replayed past the
 * Idempotency-Key store.
 */
export const powerupBankEvents = pgTable(
  'powerup_bank_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'purchase' | 'transfer'>().notNull(),
    counts: jsonb('counts').$type<PowerupCounts>().notNull(),
    productId: integer('product_id').references(() => storeProducts.productId),
    pricePaise: bigint('price_paise', { mode: 'number' }),
    ledgerOperationId: bigint('ledger_operation_id', { mode: 'number' }).references(() => ledgerOperations.id),
    challengeId: integer('challenge_id').references(() => challenges.challengeId, { onDelete: 'set null' }),
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('powerup_bank_events_user_idx').on(t.userId, t.id),
    uniqueIndex('powerup_bank_events_ref_uq').on(t.kind, t.ref),
    check('powerup_bank_events_kind_check', sql`${t.kind} in ('purchase', 'transfer')`),
    check(
      'powerup_bank_events_purchase_check',
      sql`${t.kind} <> 'purchase' or (${t.productId} is not null and ${t.pricePaise} > 0 and ${t.ledgerOperationId} is not null and ${t.ref} is not null)`,
    ),
  ],
);
