import type { PaymentType } from '../../../core/api/wallet-ops';

/**
 * Payout adapter: sends a player's approved withdrawal to their bank (Cashfree Payouts) or
 * Paytm wallet. The ledger has already moved the money to withdrawals_pending; the adapter's
 * answer (through onUpdate) decides whether it leaves for good or goes back to winnings.
 */
export type PayoutDestination =
  | { mode: 'paytm'; mobile: string }
  | { mode: 'cashfree'; bankAccount: string; ifsc: string; name: string };

export interface PayoutRequest {
  /** our withdrawal row id: also the idempotency key at the provider */
  withdrawalId: string;
  /** what reaches the player, i.e. after TDS, paise */
  amountPaise: number;
  destination: PayoutDestination;
}

export type PayoutStatus = 'processing' | 'completed' | 'failed';

export interface PayoutUpdate {
  withdrawalId: string;
  payoutRef: string;
  status: Exclude<PayoutStatus, 'processing'>;
  /** English reason for a failure, shown in history */
  reason: string | null;
}

export interface PayoutGateway {
  readonly name: 'sandbox' | PaymentType;
  /** idempotent per withdrawalId: a repeat returns the first answer and starts nothing new */
  requestPayout(req: PayoutRequest): Promise<{ payoutRef: string; status: PayoutStatus }>;
  getStatus(withdrawalId: string): Promise<{ payoutRef: string; status: PayoutStatus; reason: string | null } | null>;
}
