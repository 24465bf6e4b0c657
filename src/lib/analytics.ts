import { postToHost } from './hostMode';

/**
 * Product analytics events (docs/product.md §4: a confirmed join reports a purchase in INR). Every event goes to the
 * sink an operator installs on the plain web (setAnalyticsSink: Google Analytics, Firebase, their own endpoint; the
 * default drops it), and, inside a partner launcher, to the launcher as well (its `analytics` message). This file
 * ships with the home route, so it holds no vendor code: the operator's sink is loaded by their own wiring.
 */
export type AnalyticsParams = Record<string, string | number>;

export interface AnalyticsSink {
  event(name: string, params: AnalyticsParams): void;
}

const noSink: AnalyticsSink = { event: () => undefined };
let sink: AnalyticsSink = noSink;

/**
 * The documented hook: call once at start (src/main.tsx or a script the operator adds) with the sink that sends
 * events to their analytics; null puts the no-op default back. A sink that throws never breaks the flow it reports.
 */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? noSink;
}

export function trackEvent(name: string, params: AnalyticsParams): void {
  try {
    sink.event(name, params);
  } catch {
    // analytics must never cost the player the action it describes
  }
  postToHost({ type: 'analytics', name, params });
}

/** docs/product.md §4: the purchase event of a confirmed join, in INR. */
export function reportPurchase(valueRupees: number, orderId: string): void {
  trackEvent('purchase', { currency: 'INR', value: valueRupees, order_id: orderId });
}
