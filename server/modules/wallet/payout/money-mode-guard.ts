import { ApiError } from '../../../../core/errors';
import type { Config } from '../../../config';

/**
 * MONEY_MODE=social: no withdrawals, KYC or payout details (ARCHITECTURE §3). Checked first in
 * every handler of these routes, before any input is looked at, so the answer is the same 403
 * whatever the request.
 * (Kept here until server/modules/wallet/money-mode.ts offers the shared guard.)
 */
export function requireRealMoney(config: Pick<Config, 'moneyMode'>): void {
  if (config.moneyMode !== 'real') {
    throw new ApiError(403, 'MONEY_MODE_DISABLED', 'This is not available in this version of the game.');
  }
}
