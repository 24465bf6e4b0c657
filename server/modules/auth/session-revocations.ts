import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { SessionCache } from './session-cache';

/**
 * The PostgreSQL half of the session cache (ADR 007): one dedicated connection LISTENs on
 * 'session_revoked' (announced by the sessions trigger of migration 0006 at every revocation,
 * whoever made it) and drops the session from this process's cache.
 *
 * The cache is used only while the listener is known to be connected: it is suspended until the
 * first LISTEN succeeds, suspended again as soon as the connection errors, ends or fails a ping,
 * and resumed from empty after a reconnect (a revocation may have been missed in between).
 */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';
export const LISTENER_APPLICATION_NAME = 'pickxi-session-listener';

export interface RevocationListenerOptions {
  newClient: (applicationName: string) => pg.Client;
  cache: SessionCache;
  log?: FastifyBaseLogger;
  /** delay before reconnecting after the connection was lost */
  retryMs?: number;
  /** a silent half-open connection is noticed by this ping */
  pingMs?: number;
}

export interface RevocationListener {
  close(): Promise<void>;
}

export function listenForSessionRevocations(options: RevocationListenerOptions): RevocationListener {
  const { cache, log } = options;
  const retryMs = options.retryMs ?? 1000;
  const pingMs = options.pingMs ?? 10_000;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let closed = false;
  cache.suspend();

  const lost = (from: pg.Client, reason: unknown) => {
    if (client !== from && client !== null) return; // an older client's late event
    cache.suspend();
    client = null;
    from.removeAllListeners('notification');
    void from.end().catch(() => undefined);
    if (closed || retryTimer) return;
    log?.warn({ err: reason }, 'session revocation listener lost; session cache suspended until it reconnects');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
  };

  async function connect(): Promise<void> {
    const c = options.newClient(LISTENER_APPLICATION_NAME);
    c.on('notification', (msg) => {
      if (msg.channel === SESSION_REVOKED_CHANNEL && msg.payload) cache.revoke(msg.payload);
    });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c, new Error('connection ended')));
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`);
    } catch (err) {
      lost(c, err);
      return;
    }
    if (closed || client !== c) return;
    cache.resume();
  }

  const ping = setInterval(() => {
    const c = client;
    if (!c || !cache.enabled) return;
    c.query('select 1').catch((err: unknown) => lost(c, err));
  }, pingMs);
  ping.unref();

  void connect();

  return {
    async close() {
      closed = true;
      clearInterval(ping);
      if (retryTimer) clearTimeout(retryTimer);
      cache.suspend();
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
