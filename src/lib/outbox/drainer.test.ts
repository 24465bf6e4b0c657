import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PickxiDb, type OutboxItem } from '../db';
import { backoffCeiling, BACKOFF_CAP_MS } from './backoff';
import { createDrainer, type Send, type SendResult } from './drainer';
import { enqueue } from './store';
import { seededRandom } from './test-helpers';

let db: PickxiDb;
let clock: number;
const now = () => clock;
let dbCounter = 0;

beforeEach(() => {
  db = new PickxiDb(`drainer-test-${++dbCounter}`);
  clock = Date.UTC(2026, 10, 21, 5, 0, 0);
});
afterEach(async () => {
  db.close();
  await PickxiDb.delete(db.name);
});

const ok = (data: unknown = { ok: true }): SendResult => ({ httpStatus: 200, body: { status: 200, data } });
const fail = (httpStatus: number, code = 'X', retryAfter?: string): SendResult => ({
  httpStatus,
  body: { status: httpStatus, code, message: `failed ${code}` },
  retryAfter: retryAfter ?? null,
});

/** A scripted `send`: answers from a queue (Error = network failure) and logs the Idempotency-Key of every call. */
function scriptedSend(...answers: (SendResult | Error)[]) {
  const keys: string[] = [];
  const send: Send = async (item) => {
    keys.push(item.id);
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return next;
  };
  return { send, keys };
}

const add = (kind = 'picks.answer', userId = 'u1') =>
  enqueue({ kind, method: 'POST', path: '/api/v1/test', body: { kind }, userId }, { db, now });

const get = async (id: string) => (await db.outbox.get(id))!;

describe('createDrainer', () => {
  it('stores the item with a UUIDv7 id before any send', async () => {
    const item = await add();
    expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(await get(item.id)).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: clock, error: null });
  });

  it('network error: back to pending with attempts+1 and a jittered 1 s backoff, then sent again with the same key', async () => {
    const item = await add();
    const { send, keys } = scriptedSend(new TypeError('Failed to fetch'), ok({ n: 1 }));
    const drainer = createDrainer({ db, send, now, random: () => 0.5, locks: null });

    const r1 = await drainer.drain();
    expect(r1).toMatchObject({ sent: 1, retried: 1, done: 0 });
    const after = await get(item.id);
    expect(after).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: clock + 500 });
    expect(after.error).toEqual({ code: 'NETWORK_ERROR', message: 'Failed to fetch' });

    // not due yet: nothing is sent
    clock += 499;
    expect((await drainer.drain()).sent).toBe(0);
    clock += 1;
    expect(await drainer.drain()).toMatchObject({ sent: 1, done: 1 });
    expect(await get(item.id)).toMatchObject({ state: 'done', attempts: 2, error: null, result: { status: 200, data: { n: 1 } } });
    expect(keys).toEqual([item.id, item.id]);
  });

  it('5xx: delays grow exponentially, stay within full-jitter bounds, and cap at 5 minutes', async () => {
    const item = await add();
    const { send } = scriptedSend(fail(503, 'UNAVAILABLE'));
    const random = seededRandom(1234);
    const drainer = createDrainer({ db, send, now, random, locks: null });
    for (let attempt = 1; attempt <= 14; attempt++) {
      await drainer.drain();
      const stored = await get(item.id);
      expect(stored.attempts).toBe(attempt);
      const delay = stored.nextAttemptAt - clock;
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(backoffCeiling(attempt));
      expect(stored.error).toEqual({ code: 'UNAVAILABLE', message: 'failed UNAVAILABLE', httpStatus: 503 });
      clock = stored.nextAttemptAt;
    }

    // with the jitter pinned near 1 the delays double, then flatten at the cap
    const db2Item = await add('other');
    await db.outbox.delete(item.id);
    const pinned = createDrainer({ db, send, now, random: () => 0.999, locks: null });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      await pinned.drain();
      const stored = await get(db2Item.id);
      delays.push(stored.nextAttemptAt - clock);
      clock = stored.nextAttemptAt;
    }
    expect(delays.slice(0, 9)).toEqual([999, 1998, 3996, 7992, 15984, 31968, 63936, 127872, 255744]);
    expect(delays.slice(9)).toEqual(Array(3).fill(Math.floor(0.999 * BACKOFF_CAP_MS)));
  });

  it('429 honours Retry-After (seconds and HTTP-date); without it, backoff applies', async () => {
    const item = await add();
    const { send } = scriptedSend(
      fail(429, 'RATE_LIMITED', '30'),
      fail(429, 'RATE_LIMITED', new Date(clock + 120_000).toUTCString()),
      fail(429, 'RATE_LIMITED'),
      ok(),
    );
    const drainer = createDrainer({ db, send, now, random: () => 0.25, locks: null });

    await drainer.drain();
    let stored = await get(item.id);
    expect(stored).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: clock + 30_000 });
    clock = stored.nextAttemptAt;
    const dateBase = Date.UTC(2026, 10, 21, 5, 0, 0);
    await drainer.drain();
    stored = await get(item.id);
    expect(stored.nextAttemptAt).toBe(dateBase + 120_000);
    clock = stored.nextAttemptAt;
    await drainer.drain();
    stored = await get(item.id);
    expect(stored.nextAttemptAt).toBe(clock + 0.25 * backoffCeiling(3));
    clock = stored.nextAttemptAt;
    await drainer.drain();
    expect((await get(item.id)).state).toBe('done');
  });

  it('business 4xx is final: rejected with the envelope error, reported once, never retried; later items still go', async () => {
    const settled: OutboxItem[] = [];
    const first = await add('contests.join');
    const second = await add('picks.answer');
    const { send, keys } = scriptedSend(fail(409, 'ROOM_FULL'), ok());
    const drainer = createDrainer({ db, send, now, locks: null, onSettled: (i) => settled.push(i) });

    expect(await drainer.drain()).toMatchObject({ sent: 2, rejected: 1, done: 1 });
    expect(await get(first.id)).toMatchObject({
      state: 'rejected',
      attempts: 1,
      error: { code: 'ROOM_FULL', message: 'failed ROOM_FULL', httpStatus: 409 },
    });
    expect(settled.map((i) => [i.kind, i.state])).toEqual([
      ['contests.join', 'rejected'],
      ['picks.answer', 'done'],
    ]);

    clock += 24 * 3600_000;
    await drainer.retryNow();
    await drainer.drain();
    expect(keys).toEqual([first.id, second.id]);
    expect(settled).toHaveLength(2);
  });

  it.each([400, 403, 404, 422])('%i is rejected without retry', async (status) => {
    const item = await add();
    const { send, keys } = scriptedSend(fail(status, 'MATCH_LOCKED'));
    const drainer = createDrainer({ db, send, now, locks: null });
    await drainer.drain();
    clock += 3600_000;
    await drainer.drain();
    expect(keys).toEqual([item.id]);
    expect((await get(item.id)).state).toBe('rejected');
  });

  it('401 keeps the item pending for the same user, stops the pass and asks for a new session', async () => {
    const onAuthRequired = vi.fn();
    const onSettled = vi.fn();
    const first = await add();
    const second = await add();
    const { send, keys } = scriptedSend(fail(401, 'UNAUTHORIZED'), ok());
    const drainer = createDrainer({ db, send, now, random: () => 0.5, locks: null, onAuthRequired, onSettled, getUserId: () => 'u1' });

    const report = await drainer.drain();
    expect(report).toMatchObject({ sent: 1, authRequired: true, rejected: 0 });
    expect(await get(first.id)).toMatchObject({ state: 'pending', attempts: 1, error: { code: 'UNAUTHORIZED', httpStatus: 401 } });
    expect((await get(first.id)).nextAttemptAt).toBeGreaterThan(clock); // no hot loop on a dead session
    expect(await get(second.id)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    expect(onSettled).not.toHaveBeenCalled();

    // signed in again: retryNow sends both, in order, with their original keys
    await drainer.retryNow();
    expect(keys).toEqual([first.id, first.id, second.id]);
    expect((await get(first.id)).state).toBe('done');
    expect((await get(second.id)).state).toBe('done');
  });

  it('exactly-once: the item id is the Idempotency-Key on every attempt, and a done item is never sent again', async () => {
    const item = await add();
    const seenKeys: string[] = [];
    const answers: (SendResult | Error)[] = [new TypeError('offline'), fail(500), fail(502), ok()];
    const send: Send = async (i) => {
      const headers = { 'Idempotency-Key': i.id };
      seenKeys.push(headers['Idempotency-Key']);
      const next = answers.shift();
      if (!next) throw new Error('sent after done');
      if (next instanceof Error) throw next;
      return next;
    };
    const drainer = createDrainer({ db, send, now, random: () => 0, locks: null });
    for (let i = 0; i < 10; i++) await drainer.drain();
    expect(seenKeys).toEqual([item.id, item.id, item.id, item.id]);
    expect(await get(item.id)).toMatchObject({ state: 'done', attempts: 4 });
  });

  it('crash recovery: an item left inflight is returned to pending and resent with the same key', async () => {
    const item = await add();
    // a previous page died between "inflight" and the response
    await db.outbox.update(item.id, { state: 'inflight', attempts: 1, nextAttemptAt: clock + 60_000 });
    const { send, keys } = scriptedSend(ok());
    const drainer = createDrainer({ db, send, now, locks: null });
    expect(await drainer.nextDueAt()).toBeNull(); // inflight is not waiting
    await drainer.drain();
    expect(keys).toEqual([item.id]);
    expect(await get(item.id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('sends in createdAt order (ties by id) and a failing head blocks the items behind it', async () => {
    const c = await add('c');
    clock -= 1000;
    const a = await add('a'); // older createdAt than c
    clock += 1000;
    const d = await add('d'); // same createdAt as c, later id
    const sentKinds: string[] = [];
    let failFirst = true;
    const send: Send = async (i) => {
      sentKinds.push(i.kind);
      if (failFirst) {
        failFirst = false;
        throw new TypeError('offline');
      }
      return ok();
    };
    const drainer = createDrainer({ db, send, now, random: () => 0.5, locks: null });
    await drainer.drain();
    expect(sentKinds).toEqual(['a']); // c and d wait behind a
    expect(await drainer.nextDueAt()).toBe(clock + 500);
    clock += 500;
    await drainer.drain();
    expect(sentKinds).toEqual(['a', 'a', 'c', 'd']);
    for (const i of [a, c, d]) expect((await get(i.id)).state).toBe('done');
  });

  it('single flight: concurrent drain() calls send each item once', async () => {
    const items = [await add(), await add(), await add()];
    const keys: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const send: Send = async (i) => {
      keys.push(i.id);
      await gate;
      return ok();
    };
    const drainer = createDrainer({ db, send, now, locks: null });
    const p1 = drainer.drain();
    const p2 = drainer.drain();
    const p3 = drainer.drain();
    expect(p2).toBe(p1);
    release();
    await Promise.all([p1, p2, p3]);
    expect(keys).toEqual(items.map((i) => i.id));
  });

  it('single flight across tabs: two drainers sharing a lock manager send each item once', async () => {
    const items = [await add(), await add()];
    const held = new Set<string>();
    const locks = {
      request: (async (name: string, _opts: LockOptions, cb: (lock: Lock | null) => Promise<unknown>) => {
        if (held.has(name)) return cb(null);
        held.add(name);
        try {
          return await cb({ name, mode: 'exclusive' } as Lock);
        } finally {
          held.delete(name);
        }
      }) as unknown as LockManager['request'],
    };
    const keys: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const send: Send = async (i) => {
      keys.push(i.id);
      await gate;
      return ok();
    };
    const tabA = createDrainer({ db, send, now, locks });
    const tabB = createDrainer({ db, send, now, locks });
    const pa = tabA.drain();
    await vi.waitFor(() => expect(keys).toHaveLength(1));
    const rb = await tabB.drain();
    expect(rb.skipped).toBe(true);
    release();
    await pa;
    expect(keys).toEqual(items.map((i) => i.id));
  });

  it("sends only the signed-in user's items and nothing when signed out", async () => {
    const mine = await add('x', 'u1');
    const theirs = await add('x', 'u2');
    let user: string | null = null;
    const { send, keys } = scriptedSend(ok());
    const drainer = createDrainer({ db, send, now, locks: null, getUserId: () => user });
    expect((await drainer.drain()).sent).toBe(0);
    expect(await drainer.nextDueAt()).toBeNull();
    user = 'u1';
    await drainer.drain();
    expect(keys).toEqual([mine.id]);
    expect((await get(theirs.id)).state).toBe('pending');
  });

  describe('one sender between the pages and the service worker', () => {
    /** Web Locks semantics for one origin: exclusive, FIFO for waiters, ifAvailable gets null when held. */
    function lockManager() {
      let tail: Promise<unknown> = Promise.resolve();
      let held = false;
      return {
        request: (async (name: string, optsOrCb: LockOptions | ((l: Lock | null) => Promise<unknown>), maybeCb?: (l: Lock | null) => Promise<unknown>) => {
          const opts = typeof optsOrCb === 'function' ? {} : optsOrCb;
          const cb = (typeof optsOrCb === 'function' ? optsOrCb : maybeCb)!;
          if (opts.ifAvailable && held) return cb(null);
          const run = tail.then(async () => {
            held = true;
            try {
              return await cb({ name, mode: 'exclusive' } as Lock);
            } finally {
              held = false;
            }
          });
          tail = run.catch(() => undefined);
          return run;
        }) as unknown as LockManager['request'],
      };
    }

    it('a page that finds the worker sending skips; the worker waits for a page; every item goes once, labelled by its sender', async () => {
      const items = [await add(), await add(), await add()];
      const locks = lockManager();
      const sent: Array<[string, string | undefined]> = [];
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const send: Send = async (i) => {
        sent.push([i.id, i.sentBy]);
        await gate;
        return ok();
      };
      const worker = createDrainer({ db, send, now, locks, whenLocked: 'wait', sender: 'worker' });
      const page = createDrainer({ db, send, now, locks, sender: 'page' });

      const fromWorker = worker.drain();
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect((await page.drain()).skipped).toBe(true);
      // a second worker wake-up (another sync event) queues behind the first instead of sending in parallel
      const again = worker.drain();
      release();
      await Promise.all([fromWorker, again]);

      expect(sent).toEqual(items.map((i) => [i.id, 'worker']));
      expect((await db.outbox.toArray()).map((i) => [i.state, i.sentBy])).toEqual(items.map(() => ['done', 'worker']));
    });

    it('the worker waits while a page is sending, then finds nothing left to send', async () => {
      const item = await add();
      const locks = lockManager();
      const { send, keys } = scriptedSend(ok());
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const slowSend: Send = async (i) => {
        await gate;
        return send(i);
      };
      const page = createDrainer({ db, send: slowSend, now, locks, sender: 'page' });
      const worker = createDrainer({ db, send: slowSend, now, locks, whenLocked: 'wait', sender: 'worker' });
      const fromPage = page.drain();
      await vi.waitFor(async () => expect((await get(item.id)).state).toBe('inflight'));
      const fromWorker = worker.drain();
      release();
      const [p, w] = await Promise.all([fromPage, fromWorker]);
      expect([p.sent, w.sent, w.skipped]).toEqual([1, 0, false]);
      expect(keys).toEqual([item.id]);
      expect((await get(item.id)).sentBy).toBe('page');
    });

    it('without Web Locks, the atomic pending → inflight claim keeps a second sender off an item being sent', async () => {
      const first = await add();
      const keys: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const send: Send = async (i) => {
        keys.push(i.id);
        if (i.id === first.id) await gate;
        return ok();
      };
      const worker = createDrainer({ db, send, now, locks: null, sender: 'worker' });
      const page = createDrainer({ db, send, now, locks: null, sender: 'page' });
      const fromWorker = worker.drain();
      await vi.waitFor(() => expect(keys).toHaveLength(1));
      const second = await add();
      // the page's pass starts while the worker's request is out: it leaves the worker's claim alone
      await page.drain();
      release();
      await fromWorker;
      expect(keys.filter((k) => k === first.id)).toHaveLength(1);
      expect(keys).toContain(second.id);
      expect((await get(first.id)).sentBy).toBe('worker');
    });
  });
});
