import type { PickxiDb } from '../db';

/**
 * The signed-in session as the service worker sees it. The worker has no localStorage, so the page
 * mirrors the token and user id into Dexie's settings table for the worker's Background Sync drain
 * (docs/decisions/013-background-sync-in-the-worker.md). Logout clears the settings table (src/lib/session.ts),
 * so a signed-out device leaves the worker nothing to send with.
 */
export const WORKER_SESSION_KEY = 'outboxSession';

export interface WorkerSession {
  token: string;
  userId: string;
}

export async function shareSessionWithWorker(session: WorkerSession | null, db: PickxiDb): Promise<void> {
  if (session) await db.settings.put({ key: WORKER_SESSION_KEY, value: session });
  else await db.settings.delete(WORKER_SESSION_KEY);
}

export async function readWorkerSession(db: PickxiDb): Promise<WorkerSession | null> {
  const value = (await db.settings.get(WORKER_SESSION_KEY))?.value as Partial<WorkerSession> | undefined;
  return value && typeof value.token === 'string' && typeof value.userId === 'string' ? { token: value.token, userId: value.userId } : null;
}
