import type { OutboxItem } from '../db';
import type { Send, SendResult } from './drainer';

/**
 * The default `send` for the outbox: one fetch per item with
 * `Idempotency-Key: item.id` and the current bearer token.
 *
 * It resolves for every HTTP status (the drainer decides what a status means)
 * and rejects only when no response arrived (offline, DNS, reset, timeout).
 * It deliberately does not go through ky: ky throws on non-2xx and retries on
 * its own, and the outbox owns retries.
 */
export interface FetchSendOptions {
  /** the access token of the signed-in user, or null */
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** abort a request that hangs longer than this (ms) so the queue is not stuck */
  timeoutMs?: number;
}

export function createFetchSend(options: FetchSendOptions): Send {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 20_000;

  return async (item: OutboxItem): Promise<SendResult> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Idempotency-Key': item.id,
    };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (item.body !== undefined && item.body !== null) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(item.body);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(item.path, { method: item.method, headers, body, signal: controller.signal, credentials: 'same-origin' });
      const text = await response.text();
      let parsed: unknown = null;
      if (text !== '') {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      return { httpStatus: response.status, body: parsed, retryAfter: response.headers.get('Retry-After') };
    } finally {
      clearTimeout(timer);
    }
  };
}
