import type { KyInstance } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveStream, type LiveEvent } from './stream';

/**
 * The page's one stream: subscriptions share it, a dropped stream reopens with the last id received, and no
 * subscription sees a change twice. The ky client is replaced by one that answers with streams the test writes.
 */
interface Opened {
  topics: string;
  lastEventId: string | undefined;
  push(text: string): void;
  end(): void;
}

function fakeClient() {
  const opened: Opened[] = [];
  const client = vi.fn((_path: string, init: { searchParams: { topics: string }; headers: Record<string, string>; signal: AbortSignal }) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
    init.signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    opened.push({
      topics: init.searchParams.topics,
      lastEventId: init.headers['last-event-id'],
      push: (text) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
    });
    return Promise.resolve(new Response(body, { status: 200 }));
  });
  return { client: client as unknown as KyInstance, opened };
}

const sse = (id: number | null, event: string, data: object) => `${id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

describe('LiveStream', () => {
  afterEach(() => vi.useRealTimers());

  it('one stream for every subscription; each gets its own topics once, in order', async () => {
    const { client, opened } = fakeClient();
    const stream = new LiveStream({ client });
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    stream.subscribe(['match:1'], 10, (e) => a.push(e));
    await vi.waitFor(() => expect(stream.state).toBe('open'));
    stream.subscribe(['room:5'], 10, (e) => b.push(e));
    // the topics changed: the stream reopened with both, from the oldest id still needed
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]).toMatchObject({ topics: 'match:1,room:5', lastEventId: '10' });
    const s = opened[1]!;
    s.push(sse(11, 'events', { topic: 'match:1', events: [{ seq: 3 }] }));
    s.push(sse(11, 'events', { topic: 'match:1', events: [{ seq: 3 }] })); // a repeat is dropped
    s.push(sse(null, 'room', { topic: 'room:5', room_id: 5 }));
    s.push(sse(12, 'status', { topic: 'match:1', status: 'completed' }));
    await vi.waitFor(() => expect(a).toHaveLength(2));
    expect(a.map((e) => [e.id, e.event])).toEqual([
      [11, 'events'],
      [12, 'status'],
    ]);
    expect(b.map((e) => e.event)).toEqual(['room']);
  });

  it('a dropped stream reopens after a delay with the last id it received', async () => {
    vi.useFakeTimers();
    const { client, opened } = fakeClient();
    const stream = new LiveStream({ client, retryMs: 1000 });
    const got: LiveEvent[] = [];
    stream.subscribe(['match:1'], 0, (e) => got.push(e));
    await vi.waitFor(() => expect(stream.state).toBe('open'));
    opened[0]!.push(sse(41, 'events', { topic: 'match:1', events: [] }));
    await vi.waitFor(() => expect(got).toHaveLength(1));
    opened[0]!.end(); // the server restarted
    await vi.waitFor(() => expect(stream.state).toBe('connecting'));
    expect(opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1500);
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]!.lastEventId).toBe('41');
    await vi.waitFor(() => expect(stream.state).toBe('open'));
  });

  it('a silent stream (no heartbeat) is reopened', async () => {
    vi.useFakeTimers();
    const { client, opened } = fakeClient();
    const stream = new LiveStream({ client, retryMs: 10, staleMs: 40_000 });
    stream.subscribe(['match:1'], 0, () => undefined);
    await vi.waitFor(() => expect(stream.state).toBe('open'));
    await vi.advanceTimersByTimeAsync(30_000);
    opened[0]!.push(': ping\n\n');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.waitFor(() => expect(opened).toHaveLength(2));
  });

  it('the last subscription gone closes the stream', async () => {
    const { client, opened } = fakeClient();
    const stream = new LiveStream({ client });
    const off = stream.subscribe(['match:1'], 0, () => undefined);
    await vi.waitFor(() => expect(stream.state).toBe('open'));
    off();
    expect(stream.state).toBe('closed');
    expect(opened).toHaveLength(1);
  });

  it('going offline drops the stream at once (the screens show their stored copy); online reopens it at once', async () => {
    const { client, opened } = fakeClient();
    const stream = new LiveStream({ client, retryMs: 60_000 });
    stream.subscribe(['match:1'], 5, () => undefined);
    await vi.waitFor(() => expect(stream.state).toBe('open'));
    globalThis.dispatchEvent(new Event('offline'));
    expect(stream.state).toBe('connecting');
    globalThis.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]!.lastEventId).toBe('5');
    await vi.waitFor(() => expect(stream.state).toBe('open'));
  });
});
