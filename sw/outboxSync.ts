import { createApiClient } from '../src/lib/apiClient';
import type { PickxiDb } from '../src/lib/db';
import { createDrainer, type DrainReport } from '../src/lib/outbox/drainer';
import { connectSettledChannel, emitSettled } from '../src/lib/outbox/events';
import { createApiSend } from '../src/lib/outbox/send';
import { readWorkerSession } from '../src/lib/outbox/workerSession';

/**
 * The service worker's Background Sync drain (docs/decisions/013-background-sync-in-the-worker.md): the same
 * Dexie outbox, drain engine and ky client as the page, with the session the page shared. It waits for the
 * drain lock instead of skipping (a sync event must not end before the queue was tried), so pages and the
 * worker never send at the same time; the Idempotency-Key (the item id) is the final guard. Settled items
 * are broadcast to open pages like a page's own.
 *
 * Resolves when the queue is empty, or held by a 401 or a not-yet-due item; rejects when a send must be
 * retried, so the browser schedules the sync again (its own backoff).
 */
export async function drainOutboxFromWorker(db: PickxiDb, baseUrl: string): Promise<DrainReport | null> {
  const session = await readWorkerSession(db);
  if (!session) return null; // signed out: nothing may be sent
  const client = createApiClient({ getToken: () => session.token, baseUrl });
  const disconnect = connectSettledChannel();
  try {
    const drainer = createDrainer({
      db,
      send: createApiSend(client),
      getUserId: () => session.userId,
      whenLocked: 'wait',
      sender: 'worker',
      onSettled: emitSettled,
    });
    // the connection is back: every waiting item is due now, as a page does on `online`
    const report = await drainer.retryNow();
    if (report.retried > 0) throw new Error(`outbox: ${report.retried} item(s) to retry`);
    return report;
  } finally {
    disconnect();
  }
}
