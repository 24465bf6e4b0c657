import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerOperations, ledgerPostings, type SystemAccount, type UserBucket } from '../db/schema/wallet';
import { lockUserAccounts, systemAccountIds } from './accounts';
import {
  InsufficientFundsError,
  LEDGER_KINDS,
  LedgerError,
  type OperationInput,
  type PostedOperation,
  type PostingInput,
} from './types';

const MAX_ABS_PAISE = 1e13; // ₹10^11: far beyond any real amount, far below 2^53

function opKey(kind: string, ref: string): string {
  return `${kind}\u0000${ref}`;
}

/** Zero legs dropped; throws LedgerError for anything that can never be a valid operation. */
function normalise(op: OperationInput): PostingInput[] {
  if (!(LEDGER_KINDS as readonly string[]).includes(op.kind)) throw new LedgerError(`unknown kind ${op.kind}`);
  if (typeof op.ref !== 'string' || op.ref.length === 0 || op.ref.length > 200) {
    throw new LedgerError(`${op.kind}: ref must be a non-empty string of at most 200 characters`);
  }
  if (!(op.at instanceof Date) || Number.isNaN(op.at.getTime())) throw new LedgerError(`${op.kind}/${op.ref}: bad at`);
  let sum = 0;
  const legs: PostingInput[] = [];
  for (const p of op.postings) {
    if (!Number.isSafeInteger(p.amount) || Math.abs(p.amount) > MAX_ABS_PAISE) {
      throw new LedgerError(`${op.kind}/${op.ref}: posting amount ${p.amount} is not an integer number of paise`);
    }
    sum += p.amount;
    if (p.amount !== 0) legs.push(p);
  }
  if (sum !== 0) throw new LedgerError(`${op.kind}/${op.ref}: postings sum to ${sum}, not 0`);
  if (legs.length < 2) throw new LedgerError(`${op.kind}/${op.ref}: needs at least 2 non-zero postings`);
  return legs;
}

/**
 * Post one operation inside the caller's transaction. Exactly-once: a (kind, ref) that was
 * already posted returns { replayed: true } and changes nothing.
 * Throws InsufficientFundsError (before writing anything) when a player bucket would go < 0.
 */
export async function postOperation(tx: Db, op: OperationInput): Promise<PostedOperation> {
  const [posted] = await postOperations(tx, [op]);
  if (!posted) throw new LedgerError('postOperations returned nothing');
  return posted;
}

/**
 * Post many operations in the caller's ONE transaction (batch: one lock pass, one insert of
 * operations, one of postings, one balance update). All or nothing: if any operation would
 * overdraw a player bucket (taking the earlier operations of the batch into account), the
 * whole batch throws InsufficientFundsError before writing. Replayed keys are skipped.
 * Two operations with the same (kind, ref) in one batch are a LedgerError.
 */
export async function postOperations(tx: Db, ops: readonly OperationInput[]): Promise<PostedOperation[]> {
  if (ops.length === 0) return [];
  const legsByOp = ops.map(normalise);
  const keys = new Set<string>();
  for (const op of ops) {
    const k = opKey(op.kind, op.ref);
    if (keys.has(k)) throw new LedgerError(`${op.kind}/${op.ref} appears twice in one batch`);
    keys.add(k);
  }

  // 1. Lock every player account involved, in id order (deadlock-free), before reading anything.
  const userIds: number[] = [];
  const systemNames: SystemAccount[] = [];
  for (const legs of legsByOp) {
    for (const { account } of legs) {
      if ('system' in account) systemNames.push(account.system);
      else userIds.push(account.userId);
    }
  }
  const locked = await lockUserAccounts(tx, userIds);
  const userAccountId = new Map(locked.map((a) => [`${a.userId}:${a.bucket}`, a]));
  const systemIds = await systemAccountIds(tx, systemNames);
  const accountIdOf = (p: PostingInput): number => {
    if ('system' in p.account) return systemIds.get(p.account.system) as number;
    const a = userAccountId.get(`${p.account.userId}:${p.account.bucket}`);
    if (!a) throw new LedgerError(`account ${p.account.userId}:${p.account.bucket} not locked`);
    return a.id;
  };

  // 2. Which keys are already posted? Read after the locks, so a concurrent poster of the same
  //    key touching the same player has committed (or rolled back) by now.
  const existing = await findOperations(tx, ops);

  // 3. Balance check in memory, in batch order, before any write.
  const running = new Map(locked.map((a) => [a.id, a.balancePaise]));
  const deltas = new Map<number, number>();
  ops.forEach((op, i) => {
    if (existing.has(opKey(op.kind, op.ref))) return;
    for (const leg of legsByOp[i] ?? []) {
      if ('system' in leg.account) continue;
      const id = accountIdOf(leg);
      const next = (running.get(id) ?? 0) + leg.amount;
      if (next < 0) {
        throw new InsufficientFundsError(leg.account.userId, leg.account.bucket as UserBucket, -next);
      }
      running.set(id, next);
      deltas.set(id, (deltas.get(id) ?? 0) + leg.amount);
    }
  });

  // 4. Insert the new operations. ON CONFLICT DO NOTHING: a racing poster of a key with no
  //    player legs (nothing locked) loses here and its postings are skipped.
  const fresh = ops.filter((op) => !existing.has(opKey(op.kind, op.ref)));
  const inserted = new Map<string, { id: number; meta: Record<string, unknown> | null }>();
  if (fresh.length > 0) {
    const rows = await tx
      .insert(ledgerOperations)
      .values(
        fresh.map((op) => ({
          kind: op.kind,
          ref: op.ref,
          userId: op.userId,
          description: op.description,
          meta: op.meta ?? null,
          createdAt: op.at,
        })),
      )
      .onConflictDoNothing({ target: [ledgerOperations.kind, ledgerOperations.ref] })
      .returning({ id: ledgerOperations.id, kind: ledgerOperations.kind, ref: ledgerOperations.ref, meta: ledgerOperations.meta });
    for (const r of rows) inserted.set(opKey(r.kind, r.ref), { id: r.id, meta: r.meta ?? null });
  }

  // 5. Postings of the inserted operations, then the player balances (already locked).
  const postings: { operationId: number; accountId: number; amountPaise: number }[] = [];
  ops.forEach((op, i) => {
    const row = inserted.get(opKey(op.kind, op.ref));
    if (!row) return;
    for (const leg of legsByOp[i] ?? []) postings.push({ operationId: row.id, accountId: accountIdOf(leg), amountPaise: leg.amount });
  });
  if (postings.length > 0) await tx.insert(ledgerPostings).values(postings);
  const changed = [...deltas.entries()].filter(([, d]) => d !== 0).sort((a, b) => a[0] - b[0]);
  const lostRace = fresh.some((op) => !inserted.has(opKey(op.kind, op.ref)));
  if (lostRace) {
    // Only possible for operations without player legs (those are serialised by the locks),
    // so `deltas` holds nothing of theirs; recompute defensively from the inserted ones anyway.
    changed.length = 0;
    const d = new Map<number, number>();
    ops.forEach((op, i) => {
      if (!inserted.has(opKey(op.kind, op.ref))) return;
      for (const leg of legsByOp[i] ?? []) {
        if ('system' in leg.account) continue;
        const id = accountIdOf(leg);
        d.set(id, (d.get(id) ?? 0) + leg.amount);
      }
    });
    changed.push(...[...d.entries()].filter(([, v]) => v !== 0).sort((a, b) => a[0] - b[0]));
  }
  if (changed.length > 0) {
    const values = sql.join(
      changed.map(([id, delta]) => sql`(${id}::bigint, ${delta}::bigint)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ledger_accounts a set balance_paise = a.balance_paise + v.delta
          from (values ${values}) as v(id, delta) where a.id = v.id`,
    );
  }

  // 6. Replays (found before, or lost the insert race) report the stored operation.
  const replayKeys = ops.filter((op) => !inserted.has(opKey(op.kind, op.ref)));
  const replays = replayKeys.length === 0 ? existing : await findOperations(tx, replayKeys);
  return ops.map((op) => {
    const k = opKey(op.kind, op.ref);
    const row = inserted.get(k);
    if (row) return { operationId: row.id, replayed: false, meta: row.meta };
    const prior = replays.get(k);
    if (!prior) throw new LedgerError(`${op.kind}/${op.ref}: neither inserted nor found`);
    return { operationId: prior.id, replayed: true, meta: prior.meta };
  });
}

async function findOperations(
  tx: Db,
  ops: readonly { kind: string; ref: string }[],
): Promise<Map<string, { id: number; meta: Record<string, unknown> | null }>> {
  const out = new Map<string, { id: number; meta: Record<string, unknown> | null }>();
  if (ops.length === 0) return out;
  const tuples = sql.join(
    ops.map((op) => sql`(${op.kind}, ${op.ref})`),
    sql`, `,
  );
  const rows = await tx
    .select({ id: ledgerOperations.id, kind: ledgerOperations.kind, ref: ledgerOperations.ref, meta: ledgerOperations.meta })
    .from(ledgerOperations)
    .where(sql`(${ledgerOperations.kind}, ${ledgerOperations.ref}) in (${tuples})`);
  for (const r of rows) out.set(opKey(r.kind, r.ref), { id: r.id, meta: r.meta ?? null });
  return out;
}
