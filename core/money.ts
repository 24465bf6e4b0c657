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

/**
 * The server's MONEY_MODE (docs/product.md, Money modes). 'social' is the free-to-play game an operator in
 * India runs since the 2025 Act: fees and prizes are coins, given and won, never bought or cashed out, and
 * no screen, message or ledger line shows a rupee amount.
 */
export type MoneyMode = 'real' | 'social';

/**
 * The coin's name. It lives here rather than in locales/ because the server writes ledger lines and
 * messages with it (English), and the PWA's first paint formats amounts before any translation loads;
 * both languages are tested in core/money.test.ts.
 */
const COIN_WORDS: Record<Locale, { one: string; other: string }> = {
  en: { one: 'coin', other: 'coins' },
  hi: { one: 'सिक्का', other: 'सिक्के' },
};

/**
 * Any amount a player reads, by mode: the one formatter every screen, server message and ledger line
 * uses for fees, prizes, bonuses and balances.
 * - real: rupees, ₹1,23,456.50 for wallet amounts (`exact`), ₹10,00,000 for prizes and fees;
 * - social: coins, "4,90,000 coins" (two decimals only when not whole: "2.45 coins");
 * - null (the mode not known yet, the first paint of a first visit): the bare grouped number, never ₹.
 */
export function formatAmount(amountPaise: number, mode: MoneyMode | null, locale: Locale = 'en', exact = false): string {
  if (mode === 'real') return exact ? formatRupees(amountPaise, locale) : formatPrize(paiseToRupees(amountPaise), locale);
  const value = paiseToRupees(amountPaise);
  const whole = Number.isInteger(value);
  const number = formatter(`num-${locale}-${whole}`, () =>
    new Intl.NumberFormat(intlLocale(locale), {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    }),
  ).format(value);
  if (mode === null) return number;
  const words = COIN_WORDS[locale];
  return `${number} ${value === 1 ? words.one : words.other}`;
}

/**
 * Text stored before social mode spoke coins (ledger lines written with "₹49.00"), rendered for a
 * social-mode reader: every rupee amount in it becomes coins.
 */
export function rupeeTextAsCoins(text: string, locale: Locale = 'en'): string {
  return text.replace(/(?:₹|Rs\.?)\s?(\d[\d,]*(?:\.\d{1,2})?)/g, (_, digits: string) =>
    formatAmount(rupeesToPaise(Number(digits.replace(/,/g, ''))), 'social', locale),
  );
}
