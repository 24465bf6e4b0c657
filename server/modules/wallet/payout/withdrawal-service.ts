import { formatRupees, paiseToRupees } from '../../../../core/money';
import { checkWithdrawal, indianFinancialYear, tdsOnWithdrawal, type FinancialYearTotals } from '../../../../core/rules/wallet';
import { ApiError } from '../../../../core/errors';
import type { Db } from '../../../db/client';
import type { WithdrawalRow, WithdrawalStatus } from '../../../db/schema';
import type { PayoutGateway, PayoutUpdate } from '../../../gateways/payout/types';
import { newProviderId } from '../../../ids';
import {
  completeWithdrawal,
  financialYearTotals,
  lockBalances,
  requestWithdrawal,
  reverseWithdrawal,
} from '../../../ledger';
import { latestSubmission } from '../kyc/repository';
import { findPayoutDetails } from './details-repository';
import { destinationFor, maskDestination } from './details-service';
import {
  findWithdrawal,
  inFlightTotals,
  insertWithdrawal,
  setPayoutRef,
  transitionWithdrawal,
  withdrawalsInStatus,
} from './withdrawal-repository';

/**
 * Withdrawals (ADR 002 "Withdrawals, payouts and KYC"):
 *
 *   request   (POST /v1/wallet/withdraw, one transaction with the Idempotency-Key claim)
 *             checks → withdrawals row 'pending' with a TDS preview → ledger withdraw_request
 *             (winnings → withdrawals_pending)
 *   approve   (automatic, right after the request commits; the spec has no staff role)
 *             pending → processing with TDS fixed on the FY totals at that moment → payout adapter
 *             asked for amount − TDS
 *   outcome   (the adapter's onUpdate) processing → completed: ledger withdraw_paid
 *             (pending −A, tds_payable +T, gateway_clearing +(A−T)); processing → failed: ledger
 *             withdraw_reversed (the whole amount back to winnings, untaxed)
 *
 * Every step is a guarded UPDATE on status inside the same transaction as its ledger posting,
 * and the ledger's (kind, ref = withdrawal id) is unique: a repeated or racing update changes
 * nothing the second time.
 */

export type PayoutMode = 'cashfree' | 'paytm';

export interface WithdrawReply {
  code: number;
  msg: string;
  payout: {
    withdrawalId: string;
    mode: PayoutMode;
    amount: number;
    tds: number;
    netAmount: number;
    destination: string;
    status: WithdrawalStatus;
  } | null;
}

/**
 * FY totals for the TDS of a withdrawal: the ledger's (add_money, withdraw_paid, opening balance)
 * plus withdrawals of this year that left winnings but are not paid yet (`inFlight` statuses).
 */
export async function tdsTotals(
  db: Db,
  userId: number,
  now: Date,
  inFlight: readonly WithdrawalStatus[],
  excludeId: string | null,
): Promise<FinancialYearTotals & { label: string }> {
  const ledger = await financialYearTotals(db, userId, now);
  const fy = indianFinancialYear(now.getTime());
  const extra = await inFlightTotals(db, userId, inFlight, { start: new Date(fy.start), end: new Date(fy.end) }, excludeId);
  return {
    ...ledger,
    withdrawn: ledger.withdrawn + extra.withdrawn,
    taxedNetWinnings: ledger.taxedNetWinnings + extra.taxed,
  };
}

function successMessage(amount: number, tds: number, mode: PayoutMode, destination: string): string {
  const to = mode === 'paytm' ? `your Paytm wallet ${destination}` : `your bank account ${destination}`;
  const tax = tds > 0 ? ` after TDS of ${formatRupees(tds)}` : '';
  return `Withdrawal requested: ${formatRupees(amount - tds)} will be sent to ${to}${tax}.`;
}

export function replyFor(row: WithdrawalRow, msg: string): WithdrawReply {
  return {
    code: 1,
    msg,
    payout: {
      withdrawalId: row.id,
      mode: row.payoutMode,
      amount: paiseToRupees(row.amountPaise),
      tds: paiseToRupees(row.tdsPaise),
      netAmount: paiseToRupees(row.amountPaise - row.tdsPaise),
      destination: row.destinationMasked,
      status: row.status,
    },
  };
}

/**
 * The request step. Business refusals are 422 envelopes with a stable code (KYC_REQUIRED,
 * PAYOUT_DETAILS_REQUIRED, INSUFFICIENT_WINNINGS); the PWA opens withdrawFail for anything
 * that is not code 1. Runs in the caller's transaction (the idempotent handler's).
 */
export async function requestWithdrawalFlow(
  tx: Db,
  userId: number,
  body: { amount: number; payout: PayoutMode },
  now: Date,
  tdsRateBp: number,
): Promise<WithdrawReply> {
  const amountPaise = body.amount * 100;

  const kyc = await latestSubmission(tx, userId);
  if (kyc?.status !== 'verified') {
    throw new ApiError(
      422,
      'KYC_REQUIRED',
      kyc?.status === 'pending'
        ? 'Your KYC is being verified. You can withdraw once it is verified.'
        : 'Complete your KYC to withdraw.',
      { kycStatus: kyc?.status ?? 'not_submitted' },
    );
  }

  // Locked: two withdrawals of one player are decided one after the other.
  const details = await findPayoutDetails(tx, userId, { forUpdate: true });
  const destination = destinationFor(details, body.payout);
  if (!destination) {
    throw new ApiError(
      422,
      'PAYOUT_DETAILS_REQUIRED',
      body.payout === 'paytm' ? 'Add your Paytm number to withdraw.' : 'Add your bank account details to withdraw.',
      { payout: body.payout },
    );
  }

  const balances = await lockBalances(tx, userId);
  const check = checkWithdrawal({ amount: amountPaise, winnings: balances.winnings, kycVerified: true });
  if (!check.ok) {
    if (check.reason === 'INSUFFICIENT_WINNINGS') {
      throw new ApiError(
        422,
        'INSUFFICIENT_WINNINGS',
        `You can withdraw up to ${formatRupees(balances.winnings)}. Only winnings can be withdrawn.`,
        { withdrawable: paiseToRupees(balances.winnings) },
      );
    }
    // Bounds are enforced by the body schema already; this is a second line of defence.
    throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid withdrawal amount');
  }

  const fy = await tdsTotals(tx, userId, now, ['pending', 'processing'], null);
  const tds = tdsOnWithdrawal({ amount: amountPaise, fy, rateBp: tdsRateBp });

  const id = newProviderId('WD');
  const row: WithdrawalRow = {
    id,
    userId,
    amountPaise,
    tdsPaise: tds.tds,
    taxableNetWinningsPaise: tds.taxableNetWinnings,
    payoutMode: body.payout,
    destination,
    destinationMasked: maskDestination(destination),
    status: 'pending',
    payoutRef: null,
    failureReason: null,
    createdAt: now,
    updatedAt: now,
  };
  await insertWithdrawal(tx, row);
  await requestWithdrawal(tx, {
    withdrawalId: id,
    userId,
    amountPaise,
    at: now,
    description: `Withdrawal of ${formatRupees(amountPaise)} to ${row.destinationMasked}`,
    meta: { payout: body.payout },
  });
  return replyFor(row, successMessage(amountPaise, tds.tds, body.payout, row.destinationMasked));
}

/**
 * Approve a pending withdrawal: fix its TDS on the FY totals now (counting withdrawals approved
 * before it) and hand amount − TDS to the payout adapter. Safe to call twice: only the call that
 * moves the row from pending sends it, and the adapter is idempotent per withdrawal id anyway.
 */
export async function approveAndSend(
  db: Db,
  gateway: PayoutGateway,
  withdrawalId: string,
  now: Date,
  tdsRateBp: number,
  onUpdate: (u: PayoutUpdate) => Promise<void>,
): Promise<void> {
  const approved = await db.transaction(async (tx) => {
    const row = await findWithdrawal(tx, withdrawalId);
    if (!row || row.status !== 'pending') return null;
    // Serialise with the player's other withdrawals (same lock as the request step).
    await findPayoutDetails(tx, row.userId, { forUpdate: true });
    const fy = await tdsTotals(tx, row.userId, now, ['processing'], row.id);
    const tds = tdsOnWithdrawal({ amount: row.amountPaise, fy, rateBp: tdsRateBp });
    return transitionWithdrawal(tx, row.id, 'pending', {
      status: 'processing',
      tdsPaise: tds.tds,
      taxableNetWinningsPaise: tds.taxableNetWinnings,
      updatedAt: now,
    });
  });
  if (approved) await sendPayout(db, gateway, approved, onUpdate);
}

/** Ask the adapter to pay a processing withdrawal (idempotent per withdrawal id at the adapter). */
export async function sendPayout(
  db: Db,
  gateway: PayoutGateway,
  row: WithdrawalRow,
  onUpdate: (u: PayoutUpdate) => Promise<void>,
): Promise<void> {
  const net = row.amountPaise - row.tdsPaise;
  if (net <= 0) {
    // Everything was withheld as tax (only possible at a 100 % rate): nothing to send.
    await onUpdate({ withdrawalId: row.id, payoutRef: 'NONE', status: 'completed', reason: null });
    return;
  }
  const sent = await gateway.requestPayout({ withdrawalId: row.id, amountPaise: net, destination: row.destination });
  await setPayoutRef(db, row.id, sent.payoutRef);
}

/**
 * The adapter's verdict: completed → withdraw_paid, failed → withdraw_reversed. Exactly once:
 * the guarded UPDATE lets one caller through and the ledger ref is unique per withdrawal.
 */
export async function applyPayoutUpdate(db: Db, update: PayoutUpdate, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await transitionWithdrawal(tx, update.withdrawalId, 'processing', {
      status: update.status,
      payoutRef: update.payoutRef,
      failureReason: update.status === 'failed' ? (update.reason ?? 'Payout failed') : null,
      updatedAt: now,
    });
    if (!row) return false;
    if (update.status === 'completed') {
      await completeWithdrawal(tx, {
        withdrawalId: row.id,
        userId: row.userId,
        amountPaise: row.amountPaise,
        tdsPaise: row.tdsPaise,
        taxableNetWinningsPaise: row.taxableNetWinningsPaise,
        at: now,
        description: `Withdrawal paid: ${formatRupees(row.amountPaise - row.tdsPaise)} sent to ${row.destinationMasked}${
          row.tdsPaise > 0 ? `, TDS ${formatRupees(row.tdsPaise)}` : ''
        }`,
      });
    } else {
      await reverseWithdrawal(tx, {
        withdrawalId: row.id,
        userId: row.userId,
        amountPaise: row.amountPaise,
        at: now,
        description: `Withdrawal of ${formatRupees(row.amountPaise)} failed (${row.failureReason ?? 'payout failed'}); returned to winnings`,
      });
    }
    return true;
  });
}

/** After a restart: approve pending withdrawals and re-send processing ones (the adapter dedupes). */
export async function resumeWithdrawals(
  db: Db,
  gateway: PayoutGateway,
  now: () => Date,
  tdsRateBp: number,
  onUpdate: (u: PayoutUpdate) => Promise<void>,
): Promise<number> {
  // Processing first: the pending ones approved below are sent by approveAndSend itself.
  const processing = await withdrawalsInStatus(db, 'processing');
  for (const r of processing) await sendPayout(db, gateway, r, onUpdate);
  const pending = await withdrawalsInStatus(db, 'pending');
  for (const r of pending) await approveAndSend(db, gateway, r.id, now(), tdsRateBp, onUpdate);
  return pending.length + processing.length;
}
