import { z } from 'zod';
import { TDS_DEFAULT_RATE_BP } from '../../../../core/rules/wallet';

/**
 * TDS_RATE_BP: the TDS rate on net winnings in basis points (3000 = 30 %, Income-tax Act s.194BA).
 * Configurable because the rate is set by law, not by us. Read from the environment here until
 * server/config.ts carries it; a bad value stops the server with the variable's name.
 */
const schema = z.coerce.number().int().min(0).max(10_000);

export function tdsRateFromEnv(env: Record<string, string | undefined>): number {
  const raw = env['TDS_RATE_BP'];
  if (raw === undefined || raw === '') return TDS_DEFAULT_RATE_BP;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid configuration:\n  TDS_RATE_BP: must be an integer 0..10000 (basis points), got "${raw}"`);
  return parsed.data;
}
