import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PickxiDb, type OutboxItem } from '../db';
import type { Send, SendResult } from './drainer';
import { onOutboxSettled } from './events';
import { enqueue } from './store';
import { startOutbox, retryOutbox, type OutboxController } from './start';

let db: PickxiDb;
let n = 0;
let controller: OutboxController | null = null;
const T0 = Date.UTC(2026, 10, 21, 5, 0, 0);

beforeEach(() => {
  // Only timers and Date are faked: fake-indexeddb schedules its work with setImmediate.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(T0);
  db = new PickxiDb(`start-test-${++n}`);
});

afterEach(async () => {
  controller?.stop();
  controller = null;
  vi.useRealTimers();
  db.close();
  await PickxiDb.delete(db.name);
});

const ok: SendResult = { httpStatus: 200, body: { status: 200, data: {} } };

function recorder(...answers: (SendResult | Error)[]) {
  const sent: string[] = [];
  const send: Send = async (item) => {
    sent.push(item.id);
    const next = answers.length > 1 ? answers.shift()! : (answers[0] ?? ok);
    if (next instanceof Error) throw next;
    return next;
  };
  return { send, sent };
}

function harness(send: Send, extra: Partial<Parameters<typeof startOutbox>[0]> = {}) {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const backgroundSync = vi.fn();
  const persistence = vi.fn(async () => true);
  controller = startOutbox({
    send,
    getUserId: () => 'u1',
    db,
    random: () => 0.5,
    locks: null,
    window: win,
    document: doc,
    requestBackgroundSync: backgroundSync,
    requestPersistence: persistence,
    ...extra,
  });
  return { win, doc, backgroundSync, persistence, controller };
}

const put = (kind = 'picks.answer') => enqueue({ kind, method: 'POST', path: '/api/v1/x', body: {}, userId: 'u1' }, { db });
/** An item already in the table (e.g. queued offline before a reload). */
const stored = put;

describe('startOutbox', () => {
  it('drains what was queued before the start', async () => {
    const item = await stored();
    const { send, sent } = recorder();
    const { controller: c } = harness(send);
    await c.whenIdle();
    expect(sent).toEqual([item.id]);
    expect((await db.outbox.get(item.id))!.state).toBe('done');
  });

  it('an enqueue is sent at once', async () => {
    const { send, sent } = recorder();
    const { controller: c } = harness(send);
    await c.whenIdle();
    const item = await put();
    await c.whenIdle();
    expect(sent).toEqual([item.id]);
  });

  it('items the service worker settled while no page listened are told to subscribers once, at start', async () => {
    const item = await stored('picks.saveSet');
    await db.outbox.update(item.id, { state: 'done', sentBy: 'worker', result: { status: 200 } });
    const heard: string[] = [];
    const off = onOutboxSettled('picks.saveSet', (i) => heard.push(`${i.id}:${i.state}`));
    try {
      const { send, sent } = recorder();
      harness(send).controller.stop();
      await vi.waitFor(() => expect(heard).toEqual([`${item.id}:done`]));
      const again = harness(send).controller;
      await again.whenIdle();
      expect(heard).toHaveLength(1);
      expect(sent).toEqual([]);
    } finally {
      off();
    }
  });

  it('the first item that cannot be sent asks for persistent storage, once per page', async () => {
    await stored();
    const { send } = recorder(new TypeError('offline'));
    const { controller: c, persistence } = harness(send);
    await c.whenIdle();
    expect(persistence).toHaveBeenCalledTimes(1);
    await stored();
    await c.whenIdle();
    expect(persistence).toHaveBeenCalledTimes(1);
  });

  it('nothing unsent, no persistence asked', async () => {
    const { send } = recorder();
    await stored();
    const { controller: c, persistence } = harness(send);
    await c.whenIdle();
    expect(persistence).not.toHaveBeenCalled();
  });

  it('after a failure, a timer resends when the item is due and Background Sync is requested', async () => {
    const item = await stored();
    const { send, sent } = recorder(new TypeError('offline'), ok);
    const { controller: c, backgroundSync } = harness(send);
    await c.whenIdle();
    expect(sent).toHaveLength(1);
    expect(backgroundSync).toHaveBeenCalledTimes(1);
    const due = (await db.outbox.get(item.id))!.nextAttemptAt;
    expect(due).toBe(T0 + 500);

    await vi.advanceTimersByTimeAsync(499);
    await c.whenIdle();
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await c.whenIdle();
    expect(sent).toEqual([item.id, item.id]);
    expect((await db.outbox.get(item.id))!.state).toBe('done');
  });

  it("'online' cuts the backoff short", async () => {
    const item = await stored();
    const { send, sent } = recorder({ httpStatus: 503, body: null, retryAfter: '600' }, ok);
    const { controller: c, win } = harness(send);
    await c.whenIdle();
    expect((await db.outbox.get(item.id))!.nextAttemptAt).toBe(T0 + 600_000);
    win.dispatchEvent(new Event('online'));
    await c.whenIdle();
    expect(sent).toEqual([item.id, item.id]);
  });

  it('drains when the tab becomes visible, not when it is hidden', async () => {
    const { send, sent } = recorder();
    let user: string | null = null; // signed out at start: nothing is sent
    const { controller: c, doc } = harness(send, { getUserId: () => user });
    const item = await stored();
    await c.whenIdle();
    expect(sent).toEqual([]);
    user = 'u1';
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    await c.whenIdle();
    expect(sent).toEqual([]);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await c.whenIdle();
    expect(sent).toEqual([item.id]);
  });

  it('onOutboxSettled tells the subscribers of that kind about done and rejected items', async () => {
    const joins: OutboxItem[] = [];
    const all: OutboxItem[] = [];
    const offJoin = onOutboxSettled('contests.join', (i) => joins.push(i));
    const offAll = onOutboxSettled('*', (i) => all.push(i));
    const { send } = recorder(
      { httpStatus: 422, body: { status: 422, code: 'MATCH_LOCKED', message: 'Match Already Started' } },
      ok,
    );
    const rejected = await stored('contests.join');
    const done = await stored('picks.answer');
    const { controller: c } = harness(send);
    await c.whenIdle();
    expect(joins.map((i) => [i.id, i.state, i.error?.code])).toEqual([[rejected.id, 'rejected', 'MATCH_LOCKED']]);
    expect(all.map((i) => i.id)).toEqual([rejected.id, done.id]);
    offJoin();
    offAll();
  });

  it('a 401 asks for a new session; retryOutbox() after sign-in sends the held item', async () => {
    const item = await stored();
    const onAuthRequired = vi.fn();
    const { send, sent } = recorder({ httpStatus: 401, body: { status: 401, code: 'UNAUTHORIZED', message: 'Session expired' } }, ok);
    const { controller: c } = harness(send, { onAuthRequired });
    await c.whenIdle();
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    expect((await db.outbox.get(item.id))!.state).toBe('pending');
    await retryOutbox();
    await c.whenIdle();
    expect(sent).toEqual([item.id, item.id]);
    expect((await db.outbox.get(item.id))!.state).toBe('done');
  });

  it('stop() removes the triggers and the timer', async () => {
    const item = await stored();
    const { send, sent } = recorder(new TypeError('offline'));
    const { controller: c, win } = harness(send);
    await c.whenIdle();
    c.stop();
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await put();
    expect(sent).toEqual([item.id]);
  });
});
