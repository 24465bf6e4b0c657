import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { listenOn, type NotificationListener } from '../../db/notifications';
import type { LiveChangeRow } from '../../db/schema/live';
import { changesAfter, LIVE_CHANNEL, logBounds } from './log';

/**
 * One process's fan-out of the live change log (ADR 017). The process LISTENs for the ids writers announce, reads
 * the new rows once and forwards each to the stream subscribers of its topic:
 * - a match's changes (feed events, status and score, resolved questions) as they are, in id order: they are deltas,
 *   and a subscriber that reconnects with Last-Event-ID gets exactly the ones it missed;
 * - a room's "ranks moved" markers are coalesced: at most one message per room per `coalesceMs`, built once for the
 *   room from the database (its first leaderboard page and each subscriber's own entries with what they would win);
 *   it is a state, not a delta, and carries no id (a reconnect is sent the current state of every room it follows).
 * After the LISTEN connection was lost the process reads everything it missed from the log when it is back.
 */

export interface LiveMessage {
  /** the change id (SSE id), absent for state messages */
  id?: number;
  event: string;
  data: unknown;
}

export interface LiveSubscriber {
  userId: number;
  topics: ReadonlySet<string>;
  send(message: LiveMessage): void;
}

/** Builds the room message for each listed player (their view of the room right now). */
export type RoomStates = (db: Db, roomId: number, userIds: readonly number[], now: Date) => Promise<Map<number, unknown>>;

export interface LiveHubDeps {
  db: Db;
  clock: () => Date;
  roomStates: RoomStates;
  log?: FastifyBaseLogger;
  /** at most one room message per room this often */
  coalesceMs?: number;
}

const ROOM_TOPIC = /^room:(\d+)$/;

/** A room's state for one subscriber, named by its topic like every message. */
const roomMessage = (topic: string, state: unknown): LiveMessage => ({ event: 'room', data: { topic, ...(state as object) } });
const PAGE = 500;

class Subscription {
  lastId: number;
  private ready = false;
  private queued: LiveMessage[] = [];

  constructor(
    readonly sub: LiveSubscriber,
    afterId: number,
  ) {
    this.lastId = afterId;
  }

  /** A change (with id) goes out once and in order; state messages always. Until the replay is done, live ones wait. */
  deliver(message: LiveMessage): void {
    if (!this.ready) {
      this.queued.push(message);
      return;
    }
    if (message.id !== undefined) {
      if (message.id <= this.lastId) return;
      this.lastId = message.id;
    }
    this.sub.send(message);
  }

  open(): void {
    this.ready = true;
    const queued = this.queued;
    this.queued = [];
    for (const m of queued) this.deliver(m);
  }
}

export class LiveHub {
  private lastSeen = 0;
  private pulling: Promise<void> | null = null;
  private again = false;
  private listener: NotificationListener | null = null;
  private readonly byTopic = new Map<string, Set<Subscription>>();
  private readonly roomTimers = new Map<number, NodeJS.Timeout>();
  private readonly roomSentAt = new Map<number, number>();
  private readonly coalesceMs: number;

  constructor(private readonly deps: LiveHubDeps) {
    this.coalesceMs = deps.coalesceMs ?? 1000;
  }

  async start(database: Pick<Database, 'dedicatedClient' | 'listenInProcess'>): Promise<void> {
    try {
      this.lastSeen = (await logBounds(this.deps.db)).latest;
    } catch (err) {
      // the database is not there yet (or not migrated): the first pull reads what the log holds then
      this.deps.log?.warn({ err }, 'live change log not readable at start');
    }
    this.listener = listenOn(database, {
      channel: LIVE_CHANNEL,
      applicationName: 'pickxi-live-listener',
      onNotify: (payload) => {
        if (Number(payload) > this.lastSeen) void this.pull();
      },
      // back after an outage (or first up): read whatever was written meanwhile
      onUp: () => void this.pull(),
      ...(this.deps.log ? { log: this.deps.log } : {}),
    });
  }

  async stop(): Promise<void> {
    for (const t of this.roomTimers.values()) clearTimeout(t);
    this.roomTimers.clear();
    await this.listener?.close();
    await this.pulling;
  }

  /** Subscribers connected to this process now. */
  get subscribers(): number {
    const all = new Set<Subscription>();
    for (const set of this.byTopic.values()) for (const s of set) all.add(s);
    return all.size;
  }

  /**
   * Registers a subscriber, sends what it missed after `afterId` on its topics (deltas, in order; null: nothing to
   * replay) and the current state of its rooms, then live changes. Returns the unsubscribe function.
   */
  async subscribe(sub: LiveSubscriber, afterId: number | null): Promise<() => void> {
    const s = new Subscription(sub, afterId ?? this.lastSeen);
    for (const topic of sub.topics) {
      if (!this.byTopic.has(topic)) this.byTopic.set(topic, new Set());
      this.byTopic.get(topic)!.add(s);
    }
    const unsubscribe = () => {
      for (const topic of sub.topics) {
        const set = this.byTopic.get(topic);
        set?.delete(s);
        if (set?.size === 0) this.byTopic.delete(topic);
      }
    };
    try {
      const deltas = [...sub.topics].filter((t) => !ROOM_TOPIC.test(t));
      if (afterId !== null && deltas.length > 0) {
        for (let from = afterId; ; ) {
          const rows = await changesAfter(this.deps.db, from, deltas, PAGE);
          for (const row of rows) s.sub.send(this.messageOf(row));
          if (rows.length > 0) s.lastId = Math.max(s.lastId, rows.at(-1)!.id);
          if (rows.length < PAGE) break;
          from = rows.at(-1)!.id;
        }
      }
      s.open();
      const now = this.deps.clock();
      for (const topic of sub.topics) {
        const room = ROOM_TOPIC.exec(topic);
        if (!room) continue;
        const states = await this.deps.roomStates(this.deps.db, Number(room[1]), [sub.userId], now);
        if (states.has(sub.userId)) s.deliver(roomMessage(topic, states.get(sub.userId)));
      }
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  private messageOf(row: LiveChangeRow): LiveMessage {
    return { id: row.id, event: row.kind, data: { topic: row.topic, ...(row.payload as object) } };
  }

  /** Reads the log after the last id seen and routes it; one reader at a time, re-run when asked meanwhile. */
  pull(): Promise<void> {
    if (this.pulling) {
      this.again = true;
      return this.pulling;
    }
    this.pulling = (async () => {
      try {
        do {
          this.again = false;
          for (;;) {
            const rows = await changesAfter(this.deps.db, this.lastSeen, null, PAGE);
            for (const row of rows) this.route(row);
            if (rows.length > 0) this.lastSeen = rows.at(-1)!.id;
            if (rows.length < PAGE) break;
          }
        } while (this.again);
      } catch (err) {
        this.deps.log?.warn({ err }, 'live change log could not be read; the next announcement retries');
      } finally {
        this.pulling = null;
      }
    })();
    return this.pulling;
  }

  private route(row: LiveChangeRow): void {
    const subs = this.byTopic.get(row.topic);
    if (!subs || subs.size === 0) return;
    const room = ROOM_TOPIC.exec(row.topic);
    if (room) {
      this.roomMoved(Number(room[1]));
      return;
    }
    const message = this.messageOf(row);
    for (const s of subs) s.deliver(message);
  }

  /** A room's ranks moved: its message goes out now, or one coalescing interval after the last one. */
  private roomMoved(roomId: number): void {
    if (this.roomTimers.has(roomId)) return;
    const wait = Math.max(0, (this.roomSentAt.get(roomId) ?? 0) + this.coalesceMs - Date.now());
    const timer = setTimeout(() => {
      this.roomTimers.delete(roomId);
      this.roomSentAt.set(roomId, Date.now());
      void this.sendRoom(roomId);
    }, wait);
    timer.unref();
    this.roomTimers.set(roomId, timer);
  }

  private async sendRoom(roomId: number): Promise<void> {
    const subs = [...(this.byTopic.get(`room:${roomId}`) ?? [])];
    if (subs.length === 0) return;
    try {
      const states = await this.deps.roomStates(this.deps.db, roomId, [...new Set(subs.map((s) => s.sub.userId))], this.deps.clock());
      for (const s of subs) {
        const data = states.get(s.sub.userId);
        if (data !== undefined) s.deliver(roomMessage(`room:${roomId}`, data));
      }
    } catch (err) {
      this.deps.log?.warn({ err, roomId }, 'live room state could not be built');
    }
  }
}
