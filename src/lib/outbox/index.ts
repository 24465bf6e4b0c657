/**
 * The offline outbox (docs/architecture.md, The life of an offline write). Features import from here:
 *
 *   enqueue({kind, method, path, body, userId})   store a state-changing request (sent later, exactly once)
 *   onOutboxSettled(kind, cb)                      react to done / rejected
 *   pendingCount(userId) / unsentItems(userId)     Dexie queries for useLiveQuery
 *   useOutboxPendingCount(userId), useOutboxSettled(kind, handler)   the same as React hooks
 *
 * The app shell (main.tsx / session code) wires:
 *   startOutbox({send: createApiSend(api), getUserId, onAuthRequired})
 *   retryOutbox() after sign-in, keepOutboxOnlyFor(userId) on login/logout.
 */
export { enqueue, pendingCount, unsentItems, itemsOfKind, keepOutboxOnlyFor, pruneSettled, type EnqueueInput } from './store';
export { onOutboxSettled, type SettledListener } from './events';
export { useOutboxPendingCount, useOutboxSettled } from './hooks';
export { createDrainer, type Drainer, type DrainReport, type Send, type SendResult } from './drainer';
export { createApiSend } from './send';
export { startOutbox, stopOutbox, drainOutbox, retryOutbox, type OutboxController, type StartOutboxOptions } from './start';
export { requestPersistentStorage } from './persist';
export { shareSessionWithWorker, readWorkerSession, type WorkerSession } from './workerSession';
export { uuidv7 } from './uuid';
export { deviceDrafts, outboxReply, type OutboxDraft, type DeviceDraftsOptions } from './deviceDrafts';
