import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { indianFinancialYear, type FinancialYearTotals } from '../../core/rules/wallet';
import type { Db } from '../db/client';
import { ledgerAccounts, ledgerOperations, ledgerPostings } from '../db/schema/wallet';
import type { LedgerKind } from './types';

export interface UserOperation {
  operationId: number;
  kind: LedgerKind;
  ref: string;
  description: string;
  createdAt: Date;
  /** signed paise per bucket of this player */
  buckets: { deposit: number; promo: number; winnings: number };
  /** for withdraw_request: how it ended (null while pending) and the TDS withheld */
  outcome: 'withdraw_paid' | 'withdraw_reversed' | null;
  tdsPaise: number | null;
}

/**
 * The player's operations, newest first, with the per-bucket amounts of THEIR accounts
 * (a room settlement shows only this player's prize). Returns up to `limit` rows from `offset`.
 */
export async function userOperations(db: Db, userId: number, offset: number, limit: number): Promise<UserOperation[]> {
  const rows = await db
    .select({
      operationId: ledgerOperations.id,
      kind: ledgerOperations.kind,
      ref: ledgerOperations.ref,
      description: ledgerOperations.description,
      createdAt: ledgerOperations.createdAt,
      deposit: sql<string>`sum(case when ${ledgerAccounts.bucket} = 'deposit' then ${ledgerPostings.amountPaise} else 0 end)`,
      promo: sql<string>`sum(case when ${ledgerAccounts.bucket} = 'promo' then ${ledgerPostings.amountPaise} else 0 end)`,
      winnings: sql<string>`sum(case when ${ledgerAccounts.bucket} = 'winnings' then ${ledgerPostings.amountPaise} else 0 end)`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerOperations, eq(ledgerOperations.id, ledgerPostings.operationId))
    .where(eq(ledgerAccounts.userId, userId))
    .groupBy(ledgerOperations.id)
    .orderBy(desc(ledgerOperations.id))
    .offset(offset)
    .limit(limit);

  const withdrawalRefs = rows.filter((r) => r.kind === 'withdraw_request').map((r) => r.ref);
  const outcomes = new Map<string, { kind: 'withdraw_paid' | 'withdraw_reversed'; tds: number | null }>();
  if (withdrawalRefs.length > 0) {
    const done = await db
      .select({ kind: ledgerOperations.kind, ref: ledgerOperations.ref, meta: ledgerOperations.meta })
      .from(ledgerOperations)
      .where(
        and(
          inArray(ledgerOperations.kind, ['withdraw_paid', 'withdraw_reversed']),
          inArray(ledgerOperations.ref, withdrawalRefs),
        ),
      );
    for (const d of done) {
      const tds = typeof d.meta?.tdsPaise === 'number' ? d.meta.tdsPaise : null;
      outcomes.set(d.ref, { kind: d.kind as 'withdraw_paid' | 'withdraw_reversed', tds });
    }
  }
  return rows.map((r) => {
    const outcome = r.kind === 'withdraw_request' ? outcomes.get(r.ref) : undefined;
    return {
      operationId: r.operationId,
      kind: r.kind as LedgerKind,
      ref: r.ref,
      description: r.description,
      createdAt: r.createdAt,
      buckets: { deposit: Number(r.deposit), promo: Number(r.promo), winnings: Number(r.winnings) },
      outcome: outcome?.kind ?? null,
      tdsPaise: outcome?.tds ?? null,
    };
  });
}

/**
 * The FY totals core/rules/wallet tdsOnWithdrawal needs, from the ledger (ADR 002):
 * deposited = Σ add_money this FY, withdrawn = Σ gross withdraw_paid this FY,
 * taxedNetWinnings = Σ stored taxableNetWinningsPaise of those, openingBalance = the player's
 * bucket total at the FY start (Σ of their postings before it).
 */
export async function financialYearTotals(db: Db, userId: number, now: Date): Promise<FinancialYearTotals & { label: string }> {
  const fy = indianFinancialYear(now.getTime());
  const start = new Date(fy.start);
  const end = new Date(fy.end);
  const [ops] = await db
    .select({
      deposited: sql<string>`coalesce(sum(case when ${ledgerOperations.kind} = 'add_money' then (${ledgerOperations.meta}->>'amountPaise')::bigint end), 0)`,
      withdrawn: sql<string>`coalesce(sum(case when ${ledgerOperations.kind} = 'withdraw_paid' then (${ledgerOperations.meta}->>'amountPaise')::bigint end), 0)`,
      taxed: sql<string>`coalesce(sum(case when ${ledgerOperations.kind} = 'withdraw_paid' then (${ledgerOperations.meta}->>'taxableNetWinningsPaise')::bigint end), 0)`,
    })
    .from(ledgerOperations)
    .where(
      and(
        eq(ledgerOperations.userId, userId),
        inArray(ledgerOperations.kind, ['add_money', 'withdraw_paid']),
        gte(ledgerOperations.createdAt, start),
        lt(ledgerOperations.createdAt, end),
      ),
    );
  const [opening] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amountPaise}), 0)` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerOperations, eq(ledgerOperations.id, ledgerPostings.operationId))
    .where(and(eq(ledgerAccounts.userId, userId), isNotNull(ledgerAccounts.userId), lt(ledgerOperations.createdAt, start)));
  return {
    label: fy.label,
    deposited: Number(ops?.deposited ?? 0),
    withdrawn: Number(ops?.withdrawn ?? 0),
    taxedNetWinnings: Number(ops?.taxed ?? 0),
    openingBalance: Number(opening?.total ?? 0),
  };
}
