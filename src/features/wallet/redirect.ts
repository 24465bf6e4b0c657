import type { PaymentRedirect } from '../../../core/api/wallet-ops';

/**
 * Sends the browser to the payment provider (addMoneyToWallet's `redirect`):
 *  GET  → location to url?params (e.g. PickXI's sandbox payment page)
 *  POST → an auto-submitted form with params as hidden fields (Paytm's showPaymentPage, docs/product.md §4:
 *         "redirects the browser to the provider's payment page with the returned parameters")
 *  SDK  → Cashfree.js from url, then checkout({paymentSessionId, redirectTarget: '_self'})
 * The provider sends the browser back to the PWA's return page, which polls the order.
 */
export interface RedirectEnv {
  assign(url: string): void;
  submit(form: HTMLFormElement): void;
  loadScript(src: string): Promise<void>;
}

const browserEnv: RedirectEnv = {
  assign: (url) => location.assign(url),
  submit: (form) => form.submit(),
  loadScript: (src) =>
    new Promise((resolve, reject) => {
      const s = document.createElement('script');
      s.src = src;
      s.onload = () => resolve();
      s.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.appendChild(s);
    }),
};

export function redirectUrl(redirect: PaymentRedirect): string {
  const url = new URL(redirect.url, location.origin);
  for (const [k, v] of Object.entries(redirect.params)) url.searchParams.set(k, v);
  return url.toString();
}

export function buildRedirectForm(redirect: PaymentRedirect, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = redirect.url;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(redirect.params)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  return form;
}

interface CashfreeGlobal {
  (opts: { mode: string }): { checkout(opts: { paymentSessionId: string; redirectTarget: string }): Promise<unknown> };
}

export async function followPaymentRedirect(redirect: PaymentRedirect, env: RedirectEnv = browserEnv): Promise<void> {
  if (redirect.method === 'GET') {
    env.assign(redirectUrl(redirect));
    return;
  }
  if (redirect.method === 'POST') {
    const form = buildRedirectForm(redirect);
    document.body.appendChild(form);
    env.submit(form);
    return;
  }
  await env.loadScript(redirect.url);
  const cashfree = (window as unknown as { Cashfree?: CashfreeGlobal }).Cashfree;
  const sessionId = redirect.params['paymentSessionId'];
  if (!cashfree || !sessionId) throw new Error('Cashfree checkout is not available');
  await cashfree({ mode: redirect.params['mode'] ?? 'sandbox' }).checkout({ paymentSessionId: sessionId, redirectTarget: '_self' });
}
