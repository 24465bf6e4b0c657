import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { KyInstance } from 'ky';
import { liveStreamPath } from '../../../core/api/paths';

/**
 * The page's one live stream (ADR 017). A browser's EventSource cannot send the bearer token, and one connection
 * per screen would soon use up the six a browser keeps per origin, so every subscription of the page shares one
 * fetch-based Server-Sent-Events response (the ky client, so the token goes with it), parsed by eventsource-parser.
 *
 * Subscriptions name topics and the change id they start after (the live_id their HTTP data came with). When the
 * set of topics changes the stream reopens from the oldest id a subscription still needs; each subscription drops
 * what it has already seen, so nothing is applied twice. A dropped stream (network, server restart) reopens with
 * a growing delay and the last id received: the server replays exactly the changes in between.
 */

export interface LiveEvent {
  /** the change id; absent for state messages (a room's leaderboard) */
  id?: number;
  event: string;
  data: { topic?: string } & Record<string, unknown>;
}

export type LiveState = 'connecting' | 'open' | 'closed';

interface Subscription {
  topics: readonly string[];
  lastId: number;
  onEvent: (e: LiveEvent) => void;
}

export interface LiveStreamOptions {
  client: KyInstance;
  /** reconnect delays: first, then doubled up to max (jittered) */
  retryMs?: number;
  maxRetryMs?: number;
  /** a silent stream (no byte, not even the 15 s heartbeat) is reopened after this long */
  staleMs?: number;
}

export class LiveStream {
  private readonly subs = new Set<Subscription>();
  private readonly listeners = new Set<(s: LiveState) => void>();
  private controller: AbortController | null = null;
  private topicsKey = '';
  private lastId = 0;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private staleTimer: ReturnType<typeof setTimeout> | null = null;
  private current: LiveState = 'closed';

  constructor(private readonly options: LiveStreamOptions) {
    // The browser knows before the socket does: offline, a stream may stay "open" and silent until its heartbeat is
    // overdue; drop it at once (the screens fall back to their stored copy and its age), and reopen at once online.
    globalThis.addEventListener?.('offline', () => {
      if (!this.controller) return;
      this.controller.abort();
      this.controller = null;
      this.setState('connecting');
    });
    globalThis.addEventListener?.('online', () => {
      if (this.controller || !this.topicsKey) return;
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = null;
      this.attempt = 0;
      this.open();
    });
  }

  get state(): LiveState {
    return this.current;
  }

  onState(listener: (s: LiveState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Follows `topics` from change `afterId` on (0: nothing to replay, e.g. a room, whose messages are states);
   * returns the unsubscribe function.
   */
  subscribe(topics: readonly string[], afterId: number, onEvent: (e: LiveEvent) => void): () => void {
    const sub: Subscription = { topics, lastId: afterId, onEvent };
    this.subs.add(sub);
    this.reopenIfTopicsChanged(afterId);
    return () => {
      this.subs.delete(sub);
      this.reopenIfTopicsChanged(null);
    };
  }

  private setState(s: LiveState): void {
    if (s === this.current) return;
    this.current = s;
    for (const l of this.listeners) l(s);
  }

  private topics(): string[] {
    return [...new Set([...this.subs].flatMap((s) => s.topics))].sort();
  }

  private reopenIfTopicsChanged(newFrom: number | null): void {
    const key = this.topics().join(',');
    if (key === this.topicsKey) return;
    this.topicsKey = key;
    // a new subscription may need changes the open stream skipped (it did not carry its topic)
    if (newFrom !== null && newFrom > 0) this.lastId = this.lastId > 0 ? Math.min(this.lastId, newFrom) : newFrom;
    this.close();
    if (key) this.open();
  }

  private close(): void {
    this.controller?.abort();
    this.controller = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.staleTimer) clearTimeout(this.staleTimer);
    this.retryTimer = null;
    this.staleTimer = null;
    this.setState('closed');
  }

  private open(): void {
    const controller = new AbortController();
    this.controller = controller;
    this.setState('connecting');
    void this.run(controller).then(
      () => this.dropped(controller),
      () => this.dropped(controller),
    );
  }

  private dropped(controller: AbortController): void {
    if (this.controller !== controller) return; // closed on purpose, or replaced
    this.controller = null;
    this.setState('connecting');
    const base = this.options.retryMs ?? 1000;
    const delay = Math.min(this.options.maxRetryMs ?? 15_000, base * 2 ** this.attempt) * (0.75 + Math.random() / 2);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.topicsKey) this.open();
    }, delay);
  }

  private touch(controller: AbortController): void {
    if (this.staleTimer) clearTimeout(this.staleTimer);
    this.staleTimer = setTimeout(() => controller.abort(), this.options.staleMs ?? 40_000);
  }

  private async run(controller: AbortController): Promise<void> {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (this.lastId > 0) headers['last-event-id'] = String(this.lastId);
    this.touch(controller);
    const response = await this.options.client(liveStreamPath.path.slice('/api/'.length), {
      searchParams: { topics: this.topicsKey },
      headers,
      signal: controller.signal,
      timeout: false,
      retry: 0,
    });
    if (!response.body) throw new Error('no stream body');
    this.attempt = 0;
    this.setState('open');
    const parser = createParser({ onEvent: (m) => this.dispatch(m) });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      this.touch(controller);
      parser.feed(value);
    }
  }

  private dispatch(message: EventSourceMessage): void {
    const id = message.id ? Number(message.id) : undefined;
    if (id !== undefined) this.lastId = Math.max(this.lastId, id);
    let data: LiveEvent['data'];
    try {
      data = JSON.parse(message.data) as LiveEvent['data'];
    } catch {
      return;
    }
    const event: LiveEvent = { ...(id !== undefined ? { id } : {}), event: message.event ?? 'message', data };
    for (const sub of this.subs) {
      if (event.event !== 'reset' && (data.topic === undefined || !sub.topics.includes(data.topic))) continue;
      if (id !== undefined) {
        if (id <= sub.lastId) continue;
        sub.lastId = id;
      }
      sub.onEvent(event);
    }
  }
}
