import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from './client';

/**
 * A PostgreSQL LISTEN that survives its connection: one dedicated client (outside the pool) LISTENs on a channel,
 * a lost or silent connection is noticed (error, end, a failed ping) and reopened after `retryMs`. The owner hears
 * when it is connected (`onUp`: every NOTIFY from then on arrives) and when it is not (`onDown`: some may be missed,
 * so it must re-read what it caches when `onUp` comes again). Used by the session cache (ADR 007) and the live
 * change log's fan-out.
 */
export interface NotificationListenerOptions {
  newClient: (applicationName: string) => pg.Client;
  applicationName: string;
  channel: string;
  onNotify: (payload: string) => void;
  onUp?: () => void;
  onDown?: (reason: unknown) => void;
  log?: FastifyBaseLogger;
  /** delay before reconnecting after the connection was lost */
  retryMs?: number;
  /** a silent half-open connection is noticed by this ping */
  pingMs?: number;
}

export interface NotificationListener {
  close(): Promise<void>;
}

export function listenForNotifications(options: NotificationListenerOptions): NotificationListener {
  const { channel, log } = options;
  const retryMs = options.retryMs ?? 1000;
  const pingMs = options.pingMs ?? 10_000;
  let client: pg.Client | null = null;
  let up = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const lost = (from: pg.Client, reason: unknown) => {
    if (client !== from && client !== null) return; // an older client's late event
    up = false;
    options.onDown?.(reason);
    client = null;
    from.removeAllListeners('notification');
    void from.end().catch(() => undefined);
    if (closed || retryTimer) return;
    log?.warn({ err: reason, channel }, 'LISTEN connection lost; reconnecting');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
  };

  async function connect(): Promise<void> {
    const c = options.newClient(options.applicationName);
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) options.onNotify(msg.payload);
    });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c, new Error('connection ended')));
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      lost(c, err);
      return;
    }
    if (closed || client !== c) return;
    up = true;
    options.onUp?.();
  }

  const ping = setInterval(() => {
    const c = client;
    if (!c || !up) return;
    c.query('select 1').catch((err: unknown) => lost(c, err));
  }, pingMs);
  ping.unref();

  void connect();

  return {
    async close() {
      closed = true;
      clearInterval(ping);
      if (retryTimer) clearTimeout(retryTimer);
      up = false;
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}

/**
 * LISTEN on the database the app runs on: a reconnecting PostgreSQL listener, or PGlite's own (one process, so
 * it is up from the start and never down).
 */
export function listenOn(
  database: Pick<Database, 'dedicatedClient' | 'listenInProcess'>,
  options: Omit<NotificationListenerOptions, 'newClient'>,
): NotificationListener {
  if (database.dedicatedClient) return listenForNotifications({ ...options, newClient: database.dedicatedClient });
  let unlisten: Promise<() => Promise<void>> | null = null;
  if (database.listenInProcess) {
    unlisten = database.listenInProcess(options.channel, options.onNotify);
    void unlisten.then(() => options.onUp?.());
  }
  return {
    async close() {
      if (unlisten) await (await unlisten)();
    },
  };
}
