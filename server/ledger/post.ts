import { sql } from 'drizzle-orm';
import { textArray } from '../db/arrays';
import type { Db } from '../db/client';
import { executePrepared } from '../db/prepared';
import type { UserBucket } from '../db/schema/wallet';
import { lockUserAccounts, type LockedUserAccount } from './accounts';
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
 * Post many operations in the caller's ONE transaction, in a fixed number of statements whatever
 * the batch size: one lock pass and ONE write statement that inserts the operations, their postings
 * and the player balance changes together (data-modifying CTEs fed by two JSON parameters, so the
 * statement text does not grow with the batch); already-posted keys are read in between only when
 * the batch's debits alone would not fit the locked balances.
 * All or nothing: if any operation would overdraw a player bucket (taking the earlier operations
 * of the batch into account), the whole batch throws InsufficientFundsError before writing.
 * Replayed keys are skipped and reported as { replayed: true } with the stored operation.
 * Two operations with the same (kind, ref) in one batch are a LedgerError.
 */
export async function postOperations(
  tx: Db,
  ops: readonly OperationInput[],
  /** the caller locked every player account of `ops` already in this transaction (spendEntryFees) */
  lockedByCaller?: readonly LockedUserAccount[],
): Promise<PostedOperation[]> {
  if (ops.length === 0) return [];
  const legsByOp = ops.map(normalise);
  const keys = new Set<string>();
  for (const op of ops) {
    const k = opKey(op.kind, op.ref);
    if (keys.has(k)) throw new LedgerError(`${op.kind}/${op.ref} appears twice in one batch`);
    keys.add(k);
  }

  // 1. Lock every player account involved, in id order (deadlock-free), before reading anything.
  const userIds = legsByOp.flatMap((legs) => legs.flatMap(({ account }) => ('system' in account ? [] : [account.userId])));
  const locked = lockedByCaller ?? (await lockUserAccounts(tx, userIds));
  const userAccountId = new Map(locked.map((a) => [`${a.userId}:${a.bucket}`, a.id]));
  const accountIdOf = (account: { userId: number; bucket: string }): number => {
    const id = userAccountId.get(`${account.userId}:${account.bucket}`);
    if (id === undefined) throw new LedgerError(`account ${account.userId}:${account.bucket} not locked`);
    return id;
  };

  // 2. Balance check before any write. Fast path: if the batch fits even counting every player
  //    debit and no credit, it fits whatever turns out to be a replay, and the write below skips
  //    replays itself (ON CONFLICT). Otherwise read which keys are already posted (its own statement
  //    after the locks, so a concurrent poster of the same key has committed or rolled back) and
  //    check exactly, in batch order, without them.
  const balances = new Map(locked.map((a) => [a.id, a.balancePaise]));
  const existing = debitsFit(balances, legsByOp, accountIdOf) ? new Map<string, StoredOperation>() : await findOperations(tx, ops);
  const fresh: number[] = [];
  const running = new Map(balances);
  ops.forEach((op, i) => {
    if (existing.has(opKey(op.kind, op.ref))) return;
    fresh.push(i);
    for (const leg of legsByOp[i] ?? []) {
      if ('system' in leg.account) continue;
      const id = accountIdOf(leg.account);
      const next = (running.get(id) ?? 0) + leg.amount;
      if (next < 0) throw new InsufficientFundsError(leg.account.userId, leg.account.bucket as UserBucket, -next);
      running.set(id, next);
    }
  });

  // 3. One statement writes operations, postings and balances. ON CONFLICT DO NOTHING: an operation
  //    already posted (a replay the fast path did not read, or a racing poster of a key with no player
  //    legs) is skipped, and so are its postings and balance changes (they join on `inserted`).
  const inserted =
    fresh.length === 0
      ? new Map<string, StoredOperation>()
      : await writeOperations(
          tx,
          fresh.map((i) => ({ op: ops[i] as OperationInput, legs: legsByOp[i] ?? [] })),
          accountIdOf,
        );

  // 4. Replays (read before, or skipped by the insert) report the stored operation.
  const lost = ops.filter((op) => !inserted.has(opKey(op.kind, op.ref)) && !existing.has(opKey(op.kind, op.ref)));
  const raced = lost.length === 0 ? new Map<string, StoredOperation>() : await findOperations(tx, lost);
  return ops.map((op) => {
    const k = opKey(op.kind, op.ref);
    const row = inserted.get(k);
    if (row) return { operationId: row.id, replayed: false, meta: row.meta };
    const prior = existing.get(k) ?? raced.get(k);
    if (!prior) throw new LedgerError(`${op.kind}/${op.ref}: neither inserted nor found`);
    return { operationId: prior.id, replayed: true, meta: prior.meta };
  });
}

/** Every player account stays ≥ 0 even if all the batch's debits land and none of its credits do. */
function debitsFit(
  balances: ReadonlyMap<number, number>,
  legsByOp: readonly (readonly PostingInput[])[],
  accountIdOf: (account: { userId: number; bucket: string }) => number,
): boolean {
  const left = new Map(balances);
  for (const legs of legsByOp) {
    for (const leg of legs) {
      if ('system' in leg.account || leg.amount > 0) continue;
      const id = accountIdOf(leg.account);
      const next = (left.get(id) ?? 0) + leg.amount;
      if (next < 0) return false;
      left.set(id, next);
    }
  }
  return true;
}

/** A stored operation, as a replay or a lookup by (kind, ref) reports it. */
export interface StoredOperation {
  id: number;
  userId: number | null;
  meta: Record<string, unknown> | null;
}

interface StoredRow {
  id: number | string;
  kind: string;
  ref: string;
  user_id: number | string | null;
  meta: Record<string, unknown> | null;
}

function storedByKey(result: unknown): Map<string, StoredOperation> {
  const out = new Map<string, StoredOperation>();
  for (const r of (result as { rows: StoredRow[] }).rows) {
    out.set(opKey(r.kind, r.ref), { id: Number(r.id), userId: r.user_id === null ? null : Number(r.user_id), meta: r.meta ?? null });
  }
  return out;
}

async function writeOperations(
  tx: Db,
  fresh: readonly { op: OperationInput; legs: readonly PostingInput[] }[],
  accountIdOf: (account: { userId: number; bucket: string }) => number,
): Promise<Map<string, StoredOperation>> {
  const opRows = fresh.map(({ op }, i) => ({
    i,
    kind: op.kind,
    ref: op.ref,
    user_id: op.userId,
    description: op.description,
    meta: op.meta ?? null,
    created_at: op.at.toISOString(),
  }));
  const legRows = fresh.flatMap(({ legs }, i) =>
    legs.map((leg, n) =>
      'system' in leg.account
        ? { i, n, account_id: null, system: leg.account.system, amount: leg.amount }
        : { i, n, account_id: accountIdOf(leg.account), system: null, amount: leg.amount },
    ),
  );
  // System accounts are never updated (balance = Σ postings); `a.user_id is not null` keeps them out. One text for
  // any batch (two JSON parameters), so it is prepared: planning it cost about a tenth of running it (ADR 025).
  const result = await executePrepared(tx, sql`
    with op_rows as (
      select * from json_to_recordset(${JSON.stringify(opRows)}::json)
        as o(i int, kind text, ref text, user_id bigint, description text, meta jsonb, created_at timestamptz)
    ),
    inserted as (
      insert into ledger_operations (kind, ref, user_id, description, meta, created_at)
      select kind, ref, user_id, description, meta, created_at from op_rows order by i
      on conflict (kind, ref) do nothing
      returning id, kind, ref, user_id, meta
    ),
    leg_rows as (
      select l.i, l.n, coalesce(l.account_id, s.id) as account_id, l.amount
      from json_to_recordset(${JSON.stringify(legRows)}::json)
        as l(i int, n int, account_id bigint, system text, amount bigint)
      left join ledger_accounts s on l.account_id is null and s.user_id is null and s.bucket = l.system
    ),
    posted as (
      insert into ledger_postings (operation_id, account_id, amount_paise)
      select ins.id, leg_rows.account_id, leg_rows.amount
      from leg_rows
      join op_rows using (i)
      join inserted ins on ins.kind = op_rows.kind and ins.ref = op_rows.ref
      order by leg_rows.i, leg_rows.n
      returning account_id, amount_paise
    ),
    moved as (
      update ledger_accounts a set balance_paise = a.balance_paise + d.delta
      from (select account_id, sum(amount_paise) as delta from posted group by account_id) d
      where a.id = d.account_id and a.user_id is not null and d.delta <> 0
    )
    select id, kind, ref, user_id, meta from inserted`);
  return storedByKey(result);
}

/**
 * The stored operations among `ops`, by (kind, ref): one probe of the (kind, ref) index each. Both keys come from
 * arrays the planner can count. Written as `kind = … and ref in (…)`, a planner whose statistics predate the first
 * operations of a kind (autovacuum off, or not run yet) believed there were none and scanned every operation of the
 * kind: 7–17 ms per join batch with 80,000 entry fees, against 0.3 ms this way (ADR 025).
 */
async function findOperations(tx: Db, ops: readonly { kind: string; ref: string }[]): Promise<Map<string, StoredOperation>> {
  if (ops.length === 0) return new Map();
  return storedByKey(
    await tx.execute(sql`
      select o.id, o.kind, o.ref, o.user_id, o.meta
      from unnest(${textArray(ops.map((op) => op.kind))}::text[], ${textArray(ops.map((op) => op.ref))}::text[]) as k(kind, ref)
      join ledger_operations o on o.kind = k.kind and o.ref = k.ref`),
  );
}

/** The operations of one kind already posted under any of `refs`, by ref. */
export async function findOperationsByRef(tx: Db, kind: string, refs: readonly string[]): Promise<Map<string, StoredOperation>> {
  const found = await findOperations(tx, refs.map((ref) => ({ kind, ref })));
  return new Map(refs.flatMap((ref) => {
    const op = found.get(opKey(kind, ref));
    return op ? [[ref, op] as const] : [];
  }));
}
