import type { PaymentType } from '../../../core/api/wallet-ops';
import type { PaymentGatewayConfig } from './config';
import { createCashfreeGateway } from './cashfree';
import { createPaytmGateway } from './paytm';
import { createSandboxGateway, type SandboxGateway, type SandboxStore } from './sandbox';
import type { FetchLike, GatewayName, PaymentGateway } from './types';

export * from './types';
export * from './config';
export { checkAmount, constantTimeEqual, WEBHOOK_WINDOW_MS } from './signing';
export * from './order-state';
export { createCashfreeGateway } from './cashfree';
export { createPaytmGateway } from './paytm';
export { createSandboxGateway, renderSandboxPaymentPage, SANDBOX_PAGE_LABELS_EN } from './sandbox';
export type { SandboxGateway, SandboxAction, SandboxStore } from './sandbox';

export interface PaymentGateways {
  /** the adapter for the type the player chose; null when that provider is not configured */
  forType(type: PaymentType): PaymentGateway | null;
  /** the adapter that owns an order (orders row stores the gateway name) */
  byName(name: GatewayName): PaymentGateway | null;
  sandbox: SandboxGateway | null;
}

/**
 * Builds the configured adapters. In sandbox mode every type is served by the sandbox; in
 * live mode each type goes to its provider, and the sandbox still exists only if a secret
 * is configured (so orders it created before a switch can still be looked up).
 */
export function createPaymentGateways(
  config: PaymentGatewayConfig,
  deps: { fetch: FetchLike; now?: () => number; sandboxStore?: SandboxStore },
): PaymentGateways {
  if (config.mode === 'sandbox' && !config.sandboxSecret) {
    throw new Error('PAYMENT_GATEWAY=sandbox needs SANDBOX_PAYMENT_SECRET (at least 32 characters)');
  }
  const sandbox = config.sandboxSecret
    ? createSandboxGateway({
        secret: config.sandboxSecret,
        publicBaseUrl: config.publicBaseUrl,
        fetch: deps.fetch,
        ...(deps.now ? { now: deps.now } : {}),
        ...(deps.sandboxStore ? { store: deps.sandboxStore } : {}),
      })
    : null;
  const cashfree = config.cashfree ? createCashfreeGateway(config.cashfree, { fetch: deps.fetch }) : null;
  const paytm = config.paytm ? createPaytmGateway(config.paytm, { fetch: deps.fetch }) : null;
  const byName = (name: GatewayName) => (name === 'sandbox' ? sandbox : name === 'cashfree' ? cashfree : paytm);
  return {
    forType: (type) => (config.mode === 'sandbox' ? sandbox : byName(type)),
    byName,
    sandbox,
  };
}
