import { ADD_MONEY_MAX_RUPEES, ADD_MONEY_MIN_RUPEES, defaultAddMoneyRupees } from '../../../../core/rules/wallet';

/**
 * Amounts the player types (add money, withdraw) are whole rupees (docs/product.md §5: "Add-money amount
 * is parsed as an integer"). Spaces and Indian grouping commas are ignored ("1,00,000");
 * anything else that is not a plain whole number — a fraction, a sign, an exponent — is
 * refused rather than silently cut, so the player never pays a different amount than typed.
 */
export function parseWholeRupees(input: string): number | null {
  const plain = input.replace(/[\s,]/g, '');
  if (!/^\d{1,9}$/.test(plain)) return null;
  return Number.parseInt(plain, 10);
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; error: 'invalid' | 'min' | 'max' };

export function checkWholeRupees(input: string, min: number, max: number): AmountCheck {
  const amount = parseWholeRupees(input);
  if (amount === null) return { ok: false, error: 'invalid' };
  if (amount < min) return { ok: false, error: 'min' };
  if (amount > max) return { ok: false, error: 'max' };
  return { ok: true, amount };
}

export const checkAddMoneyAmount = (input: string) => checkWholeRupees(input, ADD_MONEY_MIN_RUPEES, ADD_MONEY_MAX_RUPEES);

/**
 * The amount addMoney/{amount} starts with (docs/product.md §9): the amount in the URL when it is a valid
 * whole number (low balance puts the shortfall there, already rounded up), otherwise the
 * shortfall in paise rounded up to a rupee, otherwise 100.
 */
export function initialAddMoneyAmount(routeAmount: string | undefined, shortfallPaise?: number): number {
  if (routeAmount !== undefined) {
    const check = checkAddMoneyAmount(routeAmount);
    if (check.ok) return check.amount;
  }
  return Math.min(ADD_MONEY_MAX_RUPEES, Math.max(ADD_MONEY_MIN_RUPEES, defaultAddMoneyRupees(shortfallPaise)));
}

/** The shortfall from a query string value in paise ("12345" → 12345); anything else is no shortfall. */
export function parseShortfallPaise(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,12}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}
