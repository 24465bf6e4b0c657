import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { listenForNotifications } from '../../db/notifications';
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
  const { cache } = options;
  cache.suspend();
  const listener = listenForNotifications({
    newClient: options.newClient,
    applicationName: LISTENER_APPLICATION_NAME,
    channel: SESSION_REVOKED_CHANNEL,
    onNotify: (sessionId) => {
      if (sessionId) cache.revoke(sessionId);
    },
    // from empty: a revocation may have been missed while the connection was down
    onUp: () => cache.resume(),
    onDown: () => cache.suspend(),
    ...(options.log ? { log: options.log } : {}),
    ...(options.retryMs !== undefined ? { retryMs: options.retryMs } : {}),
    ...(options.pingMs !== undefined ? { pingMs: options.pingMs } : {}),
  });
  return {
    async close() {
      cache.suspend();
      await listener.close();
    },
  };
}
