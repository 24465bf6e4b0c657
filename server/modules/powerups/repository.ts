import { and, eq } from 'drizzle-orm';
import type { PowerupCounts } from '../../../core/rules/powerups';
import type { Db } from '../../db/client';
import { powerupBanks, powerupTransfers } from '../../db/schema/picks';
import { powerupBankEvents } from '../../db/schema/store';

/** SQL of the powerup bank: balances per player and what each player moved into each challenge. */

const toCounts = (r: { balance2x: number; balanceNoNegs: number; balancePlayerPoll: number }): PowerupCounts => ({
  '2x': r.balance2x,
  no_negs: r.balanceNoNegs,
  player_poll: r.balancePlayerPoll,
});

/** The balance, or undefined for a player whose bank row does not exist yet (never transferred). */
export async function findBalance(db: Db, userId: number, forUpdate = false): Promise<PowerupCounts | undefined> {
  const q = db.select().from(powerupBanks).where(eq(powerupBanks.userId, userId)).limit(1);
  const rows = forUpdate ? await q.for('update') : await q;
  return rows[0] ? toCounts(rows[0]) : undefined;
}

/** Creates the player's bank with the starting balance if missing, then returns it locked. */
export async function lockBalance(db: Db, userId: number, starting: PowerupCounts): Promise<PowerupCounts> {
  await db
    .insert(powerupBanks)
    .values({ userId, balance2x: starting['2x'], balanceNoNegs: starting.no_negs, balancePlayerPoll: starting.player_poll })
    .onConflictDoNothing();
  const balance = await findBalance(db, userId, true);
  if (!balance) throw new Error('powerup bank vanished after insert');
  return balance;
}

export async function setBalance(db: Db, userId: number, b: PowerupCounts): Promise<void> {
  await db
    .update(powerupBanks)
    .set({ balance2x: b['2x'], balanceNoNegs: b.no_negs, balancePlayerPoll: b.player_poll })
    .where(eq(powerupBanks.userId, userId));
}

export async function findTransferred(db: Db, userId: number, challengeId: number, forUpdate = false): Promise<PowerupCounts | undefined> {
  const q = db
    .select({ transferred: powerupTransfers.transferred })
    .from(powerupTransfers)
    .where(and(eq(powerupTransfers.userId, userId), eq(powerupTransfers.challengeId, challengeId)))
    .limit(1);
  const rows = forUpdate ? await q.for('update') : await q;
  return rows[0]?.transferred;
}

export async function setTransferred(db: Db, userId: number, challengeId: number, transferred: PowerupCounts): Promise<void> {
  await db
    .insert(powerupTransfers)
    .values({ userId, challengeId, transferred })
    .onConflictDoUpdate({ target: [powerupTransfers.userId, powerupTransfers.challengeId], set: { transferred } });
}

/**
 * Appends to the bank's history (PowerupHistory): a transfer into a challenge, or a store purchase with
 * its product, price and ledger operation. A purchase's ref is unique: a second insert of it is a no-op.
 */
export async function insertBankEvent(
  db: Db,
  e: {
    userId: number;
    kind: 'purchase' | 'transfer';
    counts: PowerupCounts;
    at: Date;
    productId?: number;
    pricePaise?: number;
    ledgerOperationId?: number;
    challengeId?: number;
    ref?: string;
  },
): Promise<void> {
  await db
    .insert(powerupBankEvents)
    .values({
      userId: e.userId,
      kind: e.kind,
      counts: e.counts,
      productId: e.productId ?? null,
      pricePaise: e.pricePaise ?? null,
      ledgerOperationId: e.ledgerOperationId ?? null,
      challengeId: e.challengeId ?? null,
      ref: e.ref ?? null,
      createdAt: e.at,
    })
    .onConflictDoNothing();
}
