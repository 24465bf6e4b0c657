/**
 * Money is integer paise everywhere inside PickXI. Rupees with two decimals
 * exist only at the API edge and in the UI.
 */
export type Paise = number & { readonly __brand: 'Paise' };

export const PAISE_PER_RUPEE = 100;

export function paise(value: number): Paise {
  if (!Number.isSafeInteger(value)) throw new RangeError(`paise must be a safe integer, got ${value}`);
  return value as Paise;
}

/** Whole rupees (as typed by a player, e.g. add-money) to paise. */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`not a finite amount: ${rupees}`);
  // Round half away from zero on the paise digit so 0.1 + 0.2 style noise cannot leak in.
  return paise(Math.round(rupees * PAISE_PER_RUPEE));
}

/** Paise to a rupee number with at most two decimals, for API responses. */
export function paiseToRupees(amount: number): number {
  return Math.round(amount) / PAISE_PER_RUPEE;
}

export type Locale = 'en' | 'hi';

const intlLocale = (locale: Locale) => (locale === 'hi' ? 'hi-IN' : 'en-IN');

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = formatters.get(key);
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** Wallet amount: ₹1,23,456.50 (always two decimals, Indian digit grouping). */
export function formatRupees(amountPaise: number, locale: Locale = 'en'): string {
  const f = formatter(`cur-${locale}`, () =>
    new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    }),
  );
  return f.format(amountPaise / PAISE_PER_RUPEE);
}

/** Prize money: ₹10,00,000 (thousands separators in the Indian system, no decimals when whole). */
export function formatPrize(amountRupees: number, locale: Locale = 'en'): string {
  const whole = Number.isInteger(amountRupees);
  const f = formatter(`prize-${locale}-${whole}`, () =>
    new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    }),
  );
  return f.format(amountRupees);
}
