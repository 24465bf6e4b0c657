import type { KyInstance } from 'ky';
import { exchange } from '../apiClient';
import type { OutboxItem } from '../db';
import type { Send, SendResult } from './drainer';

/**
 * The outbox's `send`: the item through the app's ky client (src/lib/apiClient.ts) with
 * `Idempotency-Key: item.id`, no retries inside the call (the drainer owns retries and their backoff).
 * Resolves for every HTTP status (the drainer decides what it means) and rejects only when no response
 * arrived (offline, DNS, reset, timeout). The page and the service worker each pass their own instance
 * of the same client; `sender` is stored on the item so the player's device can tell who delivered it.
 */
export function createApiSend(client: KyInstance): Send {
  return async (item: OutboxItem): Promise<SendResult> => {
    const reply = await exchange(client, {
      method: item.method,
      path: item.path,
      body: item.body ?? undefined,
      idempotencyKey: item.id,
      retry: false,
    });
    if (reply.kind === 'network') throw new Error(reply.message);
    return { httpStatus: reply.status, body: reply.envelope ?? null, retryAfter: reply.retryAfter };
  };
}
