/**
 * The add-money order on its way through the payment page. The provider page is another
 * document, so the PWA reloads on return; what the return page needs — the order id, the
 * amount typed and the screen to go back to (low balance remembers the previous screen) — is
 * kept in sessionStorage for this tab only. No balance, bank or KYC data goes here.
 */
const KEY = 'pickxi.addMoney.pending';

export interface PendingOrder {
  orderId: string;
  /** whole rupees */
  amount: number;
  /** where the player came from (e.g. the contest that needed money), if anywhere */
  returnTo: string | null;
}

export function savePendingOrder(order: PendingOrder): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // private mode without storage: the return page falls back to the order's own amount
  }
}

export function readPendingOrder(orderId: string): PendingOrder | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const p = JSON.parse(raw) as Partial<PendingOrder>;
    if (p.orderId !== orderId || typeof p.amount !== 'number') return null;
    return { orderId, amount: p.amount, returnTo: typeof p.returnTo === 'string' ? p.returnTo : null };
  } catch {
    return null;
  }
}

export function clearPendingOrder(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}

/** Only same-app paths are followed back (never an absolute URL from a query string). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}

/**
 * The order a return URL names, whichever way the provider wrote it back:
 * /addMoney/status?order_id=…, /wallet?order_id=…&amount=…, or Paytm-style ORDER_ID / orderId.
 */
export function orderFromReturn(search: URLSearchParams): { orderId: string; amount: number | null } | null {
  const orderId = search.get('order_id') ?? search.get('orderId') ?? search.get('ORDER_ID');
  if (!orderId || !/^[A-Za-z0-9_-]{6,45}$/.test(orderId)) return null;
  const raw = search.get('amount') ?? search.get('orderAmount') ?? search.get('TXN_AMOUNT');
  const amount = raw !== null && /^\d+(\.\d{1,2})?$/.test(raw) ? Number(raw) : null;
  return { orderId, amount };
}
