import type { FastifyInstance } from 'fastify';
import { createParser } from 'eventsource-parser';
import { expect, vi } from 'vitest';

/** A live stream read the way the PWA reads it: fetch with the bearer token, parsed as Server-Sent Events. */

export interface StreamMessage {
  id: number | undefined;
  event: string;
  data: Record<string, unknown>;
  receivedAt: number;
}

export interface OpenStream {
  status: number;
  messages: StreamMessage[];
  /** waits until a message matching `pred` has arrived (beyond those already taken) and returns it */
  next(pred?: (m: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  close(): void;
}

export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

export async function openStream(base: string, token: string, topics: string[], lastEventId?: number): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/live/stream?topics=${encodeURIComponent(topics.join(','))}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}) },
    signal: controller.signal,
  });
  const messages: StreamMessage[] = [];
  let taken = 0;
  if (res.ok && res.body) {
    const parser = createParser({
      onEvent: (m) => messages.push({ id: m.id ? Number(m.id) : undefined, event: m.event ?? 'message', data: JSON.parse(m.data) as Record<string, unknown>, receivedAt: Date.now() }),
    });
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          parser.feed(value);
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: res.status,
    messages,
    async next(pred = () => true, timeoutMs = 10_000) {
      let found: StreamMessage | undefined;
      await vi.waitFor(
        () => {
          const i = messages.findIndex((m, k) => k >= taken && pred(m));
          expect(i, 'a matching stream message').toBeGreaterThanOrEqual(0);
          found = messages[i];
          taken = i + 1;
        },
        { timeout: timeoutMs, interval: 10 },
      );
      return found!;
    },
    close: () => controller.abort(),
  };
}
