import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PickxiDb } from '../src/lib/db';
import { enqueue } from '../src/lib/outbox/store';
import { shareSessionWithWorker } from '../src/lib/outbox/workerSession';
import { mockApi, ok } from '../src/testing/mockApi';
import { drainOutboxFromWorker } from './outboxSync';

let db: PickxiDb;
let n = 0;
beforeEach(() => {
  db = new PickxiDb(`worker-sync-${++n}`);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await PickxiDb.delete(db.name);
});

const queue = (userId = 'u1') => enqueue({ kind: 'picks.saveSet', method: 'POST', path: '/api/v5/utils/users/answerInBulk', body: { a: 1 }, userId }, { db });

describe("the service worker's Background Sync drain", () => {
  it('sends the shared user\'s items with their token and Idempotency-Key, marks them sent by the worker, and cuts backoff short', async () => {
    await shareSessionWithWorker({ token: 'tok-1', userId: 'u1' }, db);
    const item = await queue();
    const other = await queue('u2');
    await db.outbox.update(item.id, { nextAttemptAt: Date.now() + 60_000 }); // backing off after offline attempts
    const seen = mockApi(() => ok({ draft_num: 1 }));

    const report = await drainOutboxFromWorker(db, location.origin);

    expect(report).toMatchObject({ sent: 1, done: 1 });
    expect(seen.map((r) => [r.path, r.headers.get('authorization'), r.headers.get('idempotency-key')])).toEqual([
      ['/api/v5/utils/users/answerInBulk', 'Bearer tok-1', item.id],
    ]);
    expect(await db.outbox.get(item.id)).toMatchObject({ state: 'done', sentBy: 'worker' });
    expect((await db.outbox.get(other.id))?.state).toBe('pending');
  });

  it('signed out (no shared session): sends nothing', async () => {
    await queue();
    const seen = mockApi(() => ok({}));
    expect(await drainOutboxFromWorker(db, location.origin)).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('a send to retry rejects, so the browser schedules the sync again; a refusal is kept, not retried', async () => {
    await shareSessionWithWorker({ token: 't', userId: 'u1' }, db);
    const first = await queue();
    mockApi(() => 'network-error');
    await expect(drainOutboxFromWorker(db, location.origin)).rejects.toThrow(/retry/);
    expect((await db.outbox.get(first.id))?.state).toBe('pending');

    mockApi(() => ({ status: 409, body: { status: 409, code: 'MATCH_LOCKED', message: 'The match has started' } }));
    expect(await drainOutboxFromWorker(db, location.origin)).toMatchObject({ rejected: 1 });
    expect(await db.outbox.get(first.id)).toMatchObject({ state: 'rejected', error: { code: 'MATCH_LOCKED' } });
  });
});
