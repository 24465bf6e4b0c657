import { and, eq } from 'drizzle-orm';
import { formatRupees } from '../../core/money';
import {
  planEntryFeeSpend,
  planRefund,
  planStorePurchase,
  type BucketSplit,
} from '../../core/rules/wallet';
import type { Db } from '../db/client';
import { ledgerOperations } from '../db/schema/wallet';
import { lockBalances, lockUserAccounts } from './accounts';
import { findOperationsByRef, postOperation, postOperations } from './post';
import {
  LedgerError,
  systemAccount as sys,
  userAccount as user,
  type OperationInput,
  type PostedOperation,
  type PostingInput,
} from './types';

/*
 * One helper per business event of ADR 002 "Posting rules". Each takes the caller's
 * transaction, is exactly-once on its ref, and writes balances only through postOperation.
 */

function assertPositivePaise(name: string, v: number): void {
  if (!Number.isSafeInteger(v) || v <= 0) throw new LedgerError(`${name} must be a positive integer of paise, got ${v}`);
}

function splitLegs(userId: number, split: BucketSplit, sign: 1 | -1): PostingInput[] {
  return (['promo', 'deposit', 'winnings'] as const).map((bucket) => ({
    account: user(userId, bucket),
    amount: sign * split[bucket],
  }));
}

/** add_money: gateway_clearing → user.deposit. `amountPaise` must be the ORDER ROW's amount. */
export function creditDeposit(
  tx: Db,
  input: { orderId: string; userId: number; amountPaise: number; at: Date; gateway?: string },
): Promise<PostedOperation> {
  assertPositivePaise('amountPaise', input.amountPaise);
  return postOperation(tx, {
    kind: 'add_money',
    ref: input.orderId,
    userId: input.userId,
    description: `Added ${formatRupees(input.amountPaise)} to wallet (order ${input.orderId})`,
    meta: { orderId: input.orderId, amountPaise: input.amountPaise, ...(input.gateway ? { gateway: input.gateway } : {}) },
    at: input.at,
    postings: [
      { account: sys('gateway_clearing'), amount: -input.amountPaise },
      { account: user(input.userId, 'deposit'), amount: input.amountPaise },
    ],
  });
}

/** promo_credit: promo_expense → user.promo. `grantId` is the idempotency ref (referral id, gift id…). */
export function creditPromo(
  tx: Db,
  input: { grantId: string; userId: number; amountPaise: number; at: Date; description: string },
): Promise<PostedOperation> {
  assertPositivePaise('amountPaise', input.amountPaise);
  return postOperation(tx, {
    kind: 'promo_credit',
    ref: input.grantId,
    userId: input.userId,
    description: input.description,
    at: input.at,
    postings: [
      { account: sys('promo_expense'), amount: -input.amountPaise },
      { account: user(input.userId, 'promo'), amount: input.amountPaise },
    ],
  });
}

export const signupPromoRef = (userId: number) => `signup-promo:${userId}`;

/** The sign-up bonus, once per player (ref signup-promo:<userId>). */
export function creditSignupPromo(
  tx: Db,
  input: { userId: number; amountPaise: number; at: Date },
): Promise<PostedOperation> {
  return creditPromo(tx, {
    grantId: signupPromoRef(input.userId),
    userId: input.userId,
    amountPaise: input.amountPaise,
    at: input.at,
    description: `Sign-up bonus ${formatRupees(input.amountPaise)}`,
  });
}

/** promo_clawback: user.promo → promo_expense, at most the current promo balance. Null when there is nothing to take. */
export async function clawbackPromo(
  tx: Db,
  input: { grantId: string; userId: number; amountPaise: number; at: Date; description: string },
): Promise<PostedOperation | null> {
  assertPositivePaise('amountPaise', input.amountPaise);
  const balances = await lockBalances(tx, input.userId);
  const take = Math.min(input.amountPaise, balances.promo);
  if (take === 0) return null;
  return postOperation(tx, {
    kind: 'promo_clawback',
    ref: input.grantId,
    userId: input.userId,
    description: input.description,
    at: input.at,
    postings: [
      { account: user(input.userId, 'promo'), amount: -take },
      { account: sys('promo_expense'), amount: take },
    ],
  });
}

export type SpendResult =
  | { ok: true; split: BucketSplit; operationId: number; replayed: boolean }
  | { ok: false; shortfall: number };

async function storedOperation(tx: Db, kind: string, ref: string) {
  const [row] = await tx
    .select({ id: ledgerOperations.id, meta: ledgerOperations.meta, userId: ledgerOperations.userId })
    .from(ledgerOperations)
    .where(and(eq(ledgerOperations.kind, kind), eq(ledgerOperations.ref, ref)));
  return row;
}

function storedSplit(meta: Record<string, unknown> | null | undefined): BucketSplit {
  const s = meta?.split as Partial<BucketSplit> | undefined;
  if (!s || typeof s.promo !== 'number' || typeof s.deposit !== 'number' || typeof s.winnings !== 'number') {
    throw new LedgerError('stored operation has no split');
  }
  return { promo: s.promo, deposit: s.deposit, winnings: s.winnings };
}

/**
 * entry_fee: promo (capped by promoLimitPercent) → deposit → winnings into contest_escrow,
 * planned with planEntryFeeSpend on balances read under lock. The split is stored in the
 * operation's meta and is what refundEntryFee puts back. A free contest (fee 0) posts nothing
 * and returns a zero split with operationId 0. Not enough money → { ok: false, shortfall } and
 * nothing is written.
 */
export async function spendEntryFee(
  tx: Db,
  input: { joinId: string; userId: number; feePaise: number; promoLimitPercent: number; at: Date; description: string },
): Promise<SpendResult> {
  if (!Number.isSafeInteger(input.feePaise) || input.feePaise < 0) throw new LedgerError(`bad fee ${input.feePaise}`);
  if (input.feePaise === 0) return { ok: true, split: { promo: 0, deposit: 0, winnings: 0 }, operationId: 0, replayed: false };
  const balances = await lockBalances(tx, input.userId);
  const prior = await storedOperation(tx, 'entry_fee', input.joinId);
  if (prior) return { ok: true, split: storedSplit(prior.meta), operationId: prior.id, replayed: true };
  const plan = planEntryFeeSpend({ fee: input.feePaise, promoLimitPercent: input.promoLimitPercent, balances });
  if (!plan.ok) return plan;
  const posted = await postOperation(tx, {
    kind: 'entry_fee',
    ref: input.joinId,
    userId: input.userId,
    description: input.description,
    meta: { split: plan.split, feePaise: input.feePaise },
    at: input.at,
    postings: [...splitLegs(input.userId, plan.split, -1), { account: sys('contest_escrow'), amount: input.feePaise }],
  });
  return { ok: true, split: plan.split, operationId: posted.operationId, replayed: posted.replayed };
}

/**
 * refund: puts back exactly the split stored by spendEntryFee for the same joinId (bonus stays
 * bonus). Null when that join paid nothing (free contest or never charged).
 */
export async function refundEntryFee(
  tx: Db,
  input: { joinId: string; userId: number; at: Date; description: string },
): Promise<(PostedOperation & { split: BucketSplit }) | null> {
  const fee = await storedOperation(tx, 'entry_fee', input.joinId);
  if (!fee) return null;
  if (fee.userId !== input.userId) throw new LedgerError(`entry fee ${input.joinId} belongs to another player`);
  const split = planRefund(storedSplit(fee.meta));
  const total = split.promo + split.deposit + split.winnings;
  const posted = await postOperation(tx, {
    kind: 'refund',
    ref: input.joinId,
    userId: input.userId,
    description: input.description,
    meta: { split },
    at: input.at,
    postings: [{ account: sys('contest_escrow'), amount: -total }, ...splitLegs(input.userId, split, 1)],
  });
  return { ...posted, split };
}

/** One entry fee of a batch (spendEntryFees). */
export interface EntryFeeCharge {
  joinId: string;
  userId: number;
  feePaise: number;
  promoLimitPercent: number;
  description: string;
  /** the seats this charge competes for (the join engine: its contest config); limited by `seats` */
  seatGroup?: number;
}

export type BatchSpendResult = SpendResult | { ok: false; notAttempted: true };

function entryFeeOperation(c: EntryFeeCharge, split: BucketSplit, at: Date): OperationInput {
  return {
    kind: 'entry_fee',
    ref: c.joinId,
    userId: c.userId,
    description: c.description,
    meta: { split, feePaise: c.feePaise },
    at,
    postings: [...splitLegs(c.userId, split, -1), { account: sys('contest_escrow'), amount: c.feePaise }],
  };
}

/**
 * spendEntryFee for many joins in the caller's ONE transaction (the join engine's batch, ADR 003):
 * every player's buckets are locked once (id order), each charge is planned in order against what
 * the earlier charges of the batch took, and all the fees are posted with one postOperations call.
 * Stops charging a seat group after as many successes as `seats` gives it (the seats left in a contest config):
 * its later charges come back { ok: false, notAttempted: true }; groups without a limit are not limited.
 * Short of money → { ok: false, shortfall }, nothing written for it.
 * Same operations as spendEntryFee (kind entry_fee, ref = joinId, meta { split, feePaise }), so
 * refundEntryFee(s) put back exactly the split; a join already charged is reported as replayed.
 */
export async function spendEntryFees(
  tx: Db,
  input: { charges: readonly EntryFeeCharge[]; at: Date; seats?: ReadonlyMap<number, number> },
): Promise<BatchSpendResult[]> {
  for (const c of input.charges) {
    if (!Number.isSafeInteger(c.feePaise) || c.feePaise < 0) throw new LedgerError(`bad fee ${c.feePaise}`);
  }
  const paying = input.charges.filter((c) => c.feePaise > 0);
  const balances = new Map<number, { promo: number; deposit: number; winnings: number }>();
  const locked = await lockUserAccounts(tx, paying.map((c) => c.userId));
  for (const acc of locked) {
    const b = balances.get(acc.userId) ?? { deposit: 0, promo: 0, winnings: 0 };
    b[acc.bucket] = acc.balancePaise;
    balances.set(acc.userId, b);
  }
  const prior = await findOperationsByRef(tx, 'entry_fee', paying.map((c) => c.joinId));
  const left = new Map(input.seats);
  const seatsLeft = (c: EntryFeeCharge) => (c.seatGroup === undefined ? undefined : left.get(c.seatGroup));
  const takeSeat = (c: EntryFeeCharge) => {
    const n = seatsLeft(c);
    if (n !== undefined) left.set(c.seatGroup as number, n - 1);
  };
  const ops: OperationInput[] = [];
  const results: BatchSpendResult[] = input.charges.map((c) => {
    if ((seatsLeft(c) ?? 1) <= 0) return { ok: false, notAttempted: true };
    if (c.feePaise === 0) {
      takeSeat(c);
      return { ok: true, split: { promo: 0, deposit: 0, winnings: 0 }, operationId: 0, replayed: false };
    }
    const done = prior.get(c.joinId);
    if (done) {
      takeSeat(c);
      return { ok: true, split: storedSplit(done.meta), operationId: done.id, replayed: true };
    }
    const b = balances.get(c.userId) ?? { deposit: 0, promo: 0, winnings: 0 };
    const plan = planEntryFeeSpend({ fee: c.feePaise, promoLimitPercent: c.promoLimitPercent, balances: b });
    if (!plan.ok) return plan;
    balances.set(c.userId, { promo: b.promo - plan.split.promo, deposit: b.deposit - plan.split.deposit, winnings: b.winnings - plan.split.winnings });
    ops.push(entryFeeOperation(c, plan.split, input.at));
    takeSeat(c);
    return { ok: true, split: plan.split, operationId: 0, replayed: false };
  });
  const posted = await postOperations(tx, ops, locked);
  const idByRef = new Map(ops.map((op, i) => [op.ref, posted[i]?.operationId ?? 0]));
  return results.map((r, i) => {
    const c = input.charges[i] as EntryFeeCharge;
    return r.ok && !r.replayed && c.feePaise > 0 ? { ...r, operationId: idByRef.get(c.joinId) ?? 0 } : r;
  });
}

const REFUND_CHUNK = 5000;

/**
 * refundEntryFee for many joins in ONE postOperations call (settlement refunds of an abandoned
 * match): each join gets back exactly the split its entry_fee stored, ref = joinId, so a join
 * refunded before (here or at match start) is never refunded twice. Joins that paid nothing are
 * skipped. Returns how many refunds were newly posted.
 */
export async function refundEntryFees(
  tx: Db,
  input: { joins: readonly { joinId: string; userId: number }[]; at: Date; description: string },
): Promise<{ posted: number }> {
  let count = 0;
  // Chunks bound each statement's parameter and the refunds held in memory at once.
  for (let i = 0; i < input.joins.length; i += REFUND_CHUNK) {
    const chunk = input.joins.slice(i, i + REFUND_CHUNK);
    const fees = await findOperationsByRef(tx, 'entry_fee', chunk.map((j) => j.joinId));
    const owner = new Map(chunk.map((j) => [j.joinId, j.userId]));
    const ops: OperationInput[] = [...fees].map(([ref, fee]) => {
      const userId = owner.get(ref) as number;
      if (fee.userId !== userId) throw new LedgerError(`entry fee ${ref} belongs to another player`);
      const split = planRefund(storedSplit(fee.meta));
      return {
        kind: 'refund',
        ref,
        userId,
        description: input.description,
        meta: { split },
        at: input.at,
        postings: [{ account: sys('contest_escrow'), amount: -(split.promo + split.deposit + split.winnings) }, ...splitLegs(userId, split, 1)],
      };
    });
    const posted = await postOperations(tx, ops);
    count += posted.filter((p) => !p.replayed).length;
  }
  return { posted: count };
}

/** store_purchase: deposit then winnings (never promo) → powerup_revenue, planned under lock. */
export async function storePurchase(
  tx: Db,
  input: { purchaseId: string; userId: number; pricePaise: number; at: Date; description: string },
): Promise<SpendResult> {
  assertPositivePaise('pricePaise', input.pricePaise);
  const balances = await lockBalances(tx, input.userId);
  const prior = await storedOperation(tx, 'store_purchase', input.purchaseId);
  if (prior) return { ok: true, split: storedSplit(prior.meta), operationId: prior.id, replayed: true };
  const plan = planStorePurchase({ price: input.pricePaise, balances });
  if (!plan.ok) return plan;
  const posted = await postOperation(tx, {
    kind: 'store_purchase',
    ref: input.purchaseId,
    userId: input.userId,
    description: input.description,
    meta: { split: plan.split },
    at: input.at,
    postings: [...splitLegs(input.userId, plan.split, -1), { account: sys('powerup_revenue'), amount: input.pricePaise }],
  });
  return { ok: true, split: plan.split, operationId: posted.operationId, replayed: posted.replayed };
}

/**
 * settlement of one room: contest_escrow −escrowPaise (all fees of the room), each winner's
 * winnings +prize, prizes +(escrow − Σprize) (negative = overlay the house pays).
 */
export function awardPrizes(
  tx: Db,
  input: { roomId: string; escrowPaise: number; prizes: { userId: number; amountPaise: number }[]; at: Date; description: string },
): Promise<PostedOperation> {
  if (!Number.isSafeInteger(input.escrowPaise) || input.escrowPaise < 0) throw new LedgerError('bad escrowPaise');
  const byUser = new Map<number, number>();
  for (const p of input.prizes) {
    assertPositivePaise('prize', p.amountPaise);
    byUser.set(p.userId, (byUser.get(p.userId) ?? 0) + p.amountPaise);
  }
  const paid = [...byUser.values()].reduce((a, b) => a + b, 0);
  return postOperation(tx, {
    kind: 'settlement',
    ref: input.roomId,
    userId: byUser.size === 1 ? ([...byUser.keys()][0] ?? null) : null,
    description: input.description,
    meta: { roomId: input.roomId, escrowPaise: input.escrowPaise },
    at: input.at,
    postings: [
      { account: sys('contest_escrow'), amount: -input.escrowPaise },
      ...[...byUser.entries()].map(([userId, amount]) => ({ account: user(userId, 'winnings'), amount })),
      { account: sys('prizes'), amount: input.escrowPaise - paid },
    ],
  });
}

/**
 * withdraw_request: user.winnings → withdrawals_pending. Throws InsufficientFundsError
 * (code INSUFFICIENT_WINNINGS) before writing when winnings are short. TDS is not posted here.
 */
export function requestWithdrawal(
  tx: Db,
  input: { withdrawalId: string; userId: number; amountPaise: number; at: Date; description?: string; meta?: Record<string, unknown> },
): Promise<PostedOperation> {
  assertPositivePaise('amountPaise', input.amountPaise);
  return postOperation(tx, {
    kind: 'withdraw_request',
    ref: input.withdrawalId,
    userId: input.userId,
    description: input.description ?? `Withdrawal of ${formatRupees(input.amountPaise)} requested`,
    meta: { withdrawalId: input.withdrawalId, ...input.meta },
    at: input.at,
    postings: [
      { account: user(input.userId, 'winnings'), amount: -input.amountPaise },
      { account: sys('withdrawals_pending'), amount: input.amountPaise },
    ],
  });
}

/**
 * withdraw_paid (approve / payout completed): withdrawals_pending −A, tds_payable +T,
 * gateway_clearing +(A − T). `taxableNetWinnings` is stored for the FY totals of later withdrawals.
 */
export async function completeWithdrawal(
  tx: Db,
  input: { withdrawalId: string; userId: number; amountPaise: number; tdsPaise: number; taxableNetWinningsPaise: number; at: Date; description?: string },
): Promise<PostedOperation> {
  assertPositivePaise('amountPaise', input.amountPaise);
  if (!Number.isSafeInteger(input.tdsPaise) || input.tdsPaise < 0 || input.tdsPaise > input.amountPaise) {
    throw new LedgerError(`bad tdsPaise ${input.tdsPaise}`);
  }
  if (!Number.isSafeInteger(input.taxableNetWinningsPaise) || input.taxableNetWinningsPaise < 0) {
    throw new LedgerError('bad taxableNetWinningsPaise');
  }
  await assertNotSettled(tx, 'withdraw_reversed', input.withdrawalId);
  const net = input.amountPaise - input.tdsPaise;
  return postOperation(tx, {
    kind: 'withdraw_paid',
    ref: input.withdrawalId,
    userId: input.userId,
    description:
      input.description ??
      `Withdrawal paid: ${formatRupees(net)} sent${input.tdsPaise > 0 ? `, TDS ${formatRupees(input.tdsPaise)}` : ''}`,
    meta: { withdrawalId: input.withdrawalId, amountPaise: input.amountPaise, tdsPaise: input.tdsPaise, taxableNetWinningsPaise: input.taxableNetWinningsPaise },
    at: input.at,
    postings: [
      { account: sys('withdrawals_pending'), amount: -input.amountPaise },
      { account: sys('tds_payable'), amount: input.tdsPaise },
      { account: sys('gateway_clearing'), amount: net },
    ],
  });
}
/** A withdrawal ends once: paid or reversed, never both. */
async function assertNotSettled(tx: Db, otherKind: 'withdraw_paid' | 'withdraw_reversed', withdrawalId: string): Promise<void> {
  if (await storedOperation(tx, otherKind, withdrawalId)) {
    throw new LedgerError(`withdrawal ${withdrawalId} already ended as ${otherKind}`);
  }
}

/** Alias: an approved withdrawal is posted when it is paid (ADR 002). */
export const approveWithdrawal = completeWithdrawal;

/** withdraw_reversed (rejected / payout failed): withdrawals_pending → user.winnings, untaxed. */
export async function reverseWithdrawal(
  tx: Db,
  input: { withdrawalId: string; userId: number; amountPaise: number; at: Date; description?: string },
): Promise<PostedOperation> {
  assertPositivePaise('amountPaise', input.amountPaise);
  await assertNotSettled(tx, 'withdraw_paid', input.withdrawalId);
  return postOperation(tx, {
    kind: 'withdraw_reversed',
    ref: input.withdrawalId,
    userId: input.userId,
    description: input.description ?? `Withdrawal of ${formatRupees(input.amountPaise)} returned to winnings`,
    meta: { withdrawalId: input.withdrawalId },
    at: input.at,
    postings: [
      { account: sys('withdrawals_pending'), amount: -input.amountPaise },
      { account: user(input.userId, 'winnings'), amount: input.amountPaise },
    ],
  });
}
export const rejectWithdrawal = reverseWithdrawal;

/*
 * Host mode: a host player's money lives in the partner host's wallet. It passes through the
 * player's PickXI deposit bucket only for as long as PickXI uses it, and every movement is posted against the
 * `host_clearing` system account, so that account's balance is exactly what PickXI owes the hosts (+) or holds
 * of theirs (−), and reconciles with the hosts' wallet records key by key.
 */

/**
 * host_debit: the host reserved `amountPaise` of the player's host wallet for PickXI (a join or a store
 * purchase): host_clearing → user.deposit. ref = the reservation's Idempotency-Key.
 */
export function receiveFromHost(
  tx: Db,
  input: { reservationKey: string; userId: number; amountPaise: number; at: Date; description: string },
): Promise<PostedOperation> {
  assertPositivePaise('amountPaise', input.amountPaise);
  return postOperation(tx, {
    kind: 'host_debit',
    ref: input.reservationKey,
    userId: input.userId,
    description: input.description,
    meta: { reservationKey: input.reservationKey, amountPaise: input.amountPaise },
    at: input.at,
    postings: [
      { account: sys('host_clearing'), amount: -input.amountPaise },
      { account: user(input.userId, 'deposit'), amount: input.amountPaise },
    ],
  });
}

/**
 * host_release: a reservation taken in by receiveFromHost goes back unused (the seat was refused):
 * user.deposit → host_clearing, same ref as the host_debit. Throws InsufficientFundsError (nothing written)
 * if the deposit no longer holds it.
 */
export async function returnToHost(
  tx: Db,
  input: { reservationKey: string; userId: number; at: Date; description: string },
): Promise<PostedOperation | null> {
  const taken = await storedOperation(tx, 'host_debit', input.reservationKey);
  if (!taken) return null;
  if (taken.userId !== input.userId) throw new LedgerError(`host debit ${input.reservationKey} belongs to another player`);
  const amount = Number((taken.meta as { amountPaise?: unknown } | null)?.amountPaise);
  assertPositivePaise('amountPaise', amount);
  return postOperation(tx, {
    kind: 'host_release',
    ref: input.reservationKey,
    userId: input.userId,
    description: input.description,
    meta: { reservationKey: input.reservationKey, amountPaise: amount },
    at: input.at,
    postings: [
      { account: user(input.userId, 'deposit'), amount: -amount },
      { account: sys('host_clearing'), amount },
    ],
  });
}

/**
 * host_credit: a prize or refund a host player received in PickXI goes on to their host wallet:
 * user.deposit / user.winnings → host_clearing. ref = the credit's Idempotency-Key (one per source operation
 * and player), so a credit is taken out of PickXI once however often the forwarder runs.
 */
export function payToHost(
  tx: Db,
  input: { creditKey: string; userId: number; depositPaise: number; winningsPaise: number; at: Date; description: string; meta?: Record<string, unknown> },
): Promise<PostedOperation> {
  for (const [name, v] of [['depositPaise', input.depositPaise], ['winningsPaise', input.winningsPaise]] as const) {
    if (!Number.isSafeInteger(v) || v < 0) throw new LedgerError(`${name} must be a non-negative integer of paise, got ${v}`);
  }
  const total = input.depositPaise + input.winningsPaise;
  assertPositivePaise('total', total);
  return postOperation(tx, {
    kind: 'host_credit',
    ref: input.creditKey,
    userId: input.userId,
    description: input.description,
    meta: { creditKey: input.creditKey, amountPaise: total, ...input.meta },
    at: input.at,
    postings: [
      { account: user(input.userId, 'deposit'), amount: -input.depositPaise },
      { account: user(input.userId, 'winnings'), amount: -input.winningsPaise },
      { account: sys('host_clearing'), amount: total },
    ],
  });
}

export const referralRewardRef = (refereeUserId: number) => `referral:${refereeUserId}`;

/**
 * The referral reward (core/rules/referral.ts, ADR 016): one promo_credit operation paying BOTH
 * players from promo_expense, ref referral:<referred player> — so a referred player can be
 * rewarded once, whatever races, even if the caller's own guards failed.
 */
export function creditReferralReward(
  tx: Db,
  input: { referrerUserId: number; refereeUserId: number; amountPaise: number; at: Date },
): Promise<PostedOperation> {
  assertPositivePaise('amountPaise', input.amountPaise);
  if (input.referrerUserId === input.refereeUserId) throw new LedgerError('a referral reward needs two different players');
  return postOperation(tx, {
    kind: 'promo_credit',
    ref: referralRewardRef(input.refereeUserId),
    userId: null,
    description: `Referral bonus ${formatRupees(input.amountPaise)}`,
    meta: { referrerUserId: input.referrerUserId, refereeUserId: input.refereeUserId, amountPaise: input.amountPaise },
    at: input.at,
    postings: [
      { account: sys('promo_expense'), amount: -2 * input.amountPaise },
      { account: user(input.referrerUserId, 'promo'), amount: input.amountPaise },
      { account: user(input.refereeUserId, 'promo'), amount: input.amountPaise },
    ],
  });
}
