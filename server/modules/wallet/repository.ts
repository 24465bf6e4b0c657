import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';

/** Read-only: balances are written by server/ledger only. */
export async function userBalances(db: Db, userId: number): Promise<{ bucket: string; balancePaise: number }[]> {
  return db
    .select({ bucket: ledgerAccounts.bucket, balancePaise: ledgerAccounts.balancePaise })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
}
