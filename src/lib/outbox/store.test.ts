import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PickxiDb } from '../db';
import { enqueue, itemsOfKind, keepOutboxOnlyFor, pendingCount, pruneSettled, unsentItems } from './store';

let db: PickxiDb;
let n = 0;
let clock = 1_000_000;
const now = () => clock;

beforeEach(() => {
  db = new PickxiDb(`store-test-${++n}`);
});
afterEach(async () => {
  db.close();
  await PickxiDb.delete(db.name);
});

const add = (userId: string, kind = 'k') => enqueue({ kind, method: 'POST', path: '/api/v1/x', body: { a: 1 }, userId }, { db, now });

describe('outbox store', () => {
  it('refuses items that could never be sent correctly', async () => {
    await expect(enqueue({ kind: 'k', method: 'POST', path: '/v1/x', body: null, userId: 'u' }, { db })).rejects.toThrow('/api/');
    await expect(enqueue({ kind: 'k', method: 'POST', path: '/api/v1/x', body: null, userId: '' }, { db })).rejects.toThrow('userId');
    await expect(enqueue({ kind: '', method: 'POST', path: '/api/v1/x', body: null, userId: 'u' }, { db })).rejects.toThrow('kind');
    expect(await db.outbox.count()).toBe(0);
  });

  it('counts and lists unsent items per user in send order', async () => {
    const a = await add('u1');
    const b = await add('u2');
    clock -= 10;
    const c = await add('u1'); // older than a
    await db.outbox.update(a.id, { state: 'inflight' });
    const done = await add('u1');
    await db.outbox.update(done.id, { state: 'done' });
    expect(await pendingCount('u1', db)).toBe(2);
    expect(await pendingCount(undefined, db)).toBe(3);
    expect((await unsentItems('u1', db)).map((i) => i.id)).toEqual([c.id, a.id]);
    expect((await itemsOfKind('k', db)).map((i) => i.id)).toContain(b.id);
  });

  it('on sign-in keeps only that user’s unsent items; on logout keeps every unsent item', async () => {
    const mine = await add('u1');
    const theirs = await add('u2');
    const settled = await add('u1');
    await db.outbox.update(settled.id, { state: 'rejected' });
    await keepOutboxOnlyFor(null, db);
    expect((await db.outbox.toArray()).map((i) => i.id).sort()).toEqual([mine.id, theirs.id].sort());
    await keepOutboxOnlyFor('u1', db);
    expect((await db.outbox.toArray()).map((i) => i.id)).toEqual([mine.id]);
  });

  it('prunes settled items older than the retention, never unsent ones', async () => {
    const oldDone = await add('u1');
    const oldPending = await add('u1');
    await db.outbox.update(oldDone.id, { state: 'done' });
    clock += 8 * 24 * 3600_000;
    const freshDone = await add('u1');
    await db.outbox.update(freshDone.id, { state: 'done' });
    expect(await pruneSettled(clock, undefined, db)).toBe(1);
    expect((await db.outbox.toArray()).map((i) => i.id).sort()).toEqual([oldPending.id, freshDone.id].sort());
  });
});
