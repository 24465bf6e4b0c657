/**
 * Opening the low-balance modal from other features (contests, powerups):
 *
 *   navigate(lowBalancePath({ shortfallPaise: plan.shortfall, from: location.pathname + location.search }))
 *   navigate(lowBalancePath({ shortfallPaise, from, powerup: true }))   // lowBalanceP (back → powerUpBank)
 *
 * The shortfall travels in paise; the modal shows it and its add-money button goes to paymentMode
 * with the shortfall rounded up to whole rupees (docs/product.md §4, §9), remembering `from`.
 */
export function lowBalancePath(input: { shortfallPaise: number; from?: string; powerup?: boolean }): string {
  const q = new URLSearchParams({ shortfall: String(Math.max(0, Math.ceil(input.shortfallPaise))) });
  if (input.from) q.set('from', input.from);
  return `${input.powerup ? '/lowBalanceP' : '/LowBalance'}?${q.toString()}`;
}

/** paymentMode with the amount chosen; `from` is the screen to offer going back to after paying. */
export function paymentModePath(amount: number, from?: string | null): string {
  const q = new URLSearchParams({ amount: String(amount) });
  if (from) q.set('from', from);
  return `/paymentMode?${q.toString()}`;
}
