import { ApiError } from '../../../core/errors';
import type { Config } from '../../config';

type MoneyModeSource = Pick<Config, 'moneyMode'> | { config: Pick<Config, 'moneyMode'> };

export const MONEY_MODE_DISABLED_MESSAGE = 'This is not available in this version of the game.';

/**
 * MONEY_MODE=social: no add money, withdrawals, KYC or payout details (docs/architecture.md, Money, ADR 002).
 * Call it first in every such handler (before reading input), so the answer is the same 403
 * whatever the request. Accepts the route deps or the config.
 */
export function requireRealMoney(source: MoneyModeSource): void {
  const mode = 'config' in source ? source.config.moneyMode : source.moneyMode;
  if (mode !== 'real') throw new ApiError(403, 'MONEY_MODE_DISABLED', MONEY_MODE_DISABLED_MESSAGE);
}
