import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { liveStreamRoute } from '../../../core/api/live';
import { ApiError } from '../../../core/errors';
import type { AppDeps } from '../../http/deps';
import { registerStreamRoute, requireUser } from '../../http/route';
import type { LiveHub, LiveMessage } from './hub';
import { logBounds, missedPruned } from './log';

/**
 * GET /api/v1/live/stream (core/api/live.ts, ADR 017): one Server-Sent-Events response per open page. The
 * Last-Event-ID header says the last change the page holds: it gets exactly the changes after it (or `reset` when
 * the log no longer has them), the current state of its rooms, then everything live. A comment every 15 s keeps
 * proxies from closing an idle stream and lets the page notice a dead one. The streams of a closing process are
 * ended, and the pages reconnect (to another process, or to this one after a restart).
 */

const HEARTBEAT_MS = 15_000;
/** Streams one player may hold on one process (a page holds one; a few tabs, not a flood). */
export const MAX_STREAMS_PER_USER = 6;

export function formatSse(m: LiveMessage): string {
  return `${m.id !== undefined ? `id: ${m.id}\n` : ''}event: ${m.event}\ndata: ${JSON.stringify(m.data)}\n\n`;
}

/** One change goes to every subscriber of its topic as the same object: it is turned into text once. */
const texts = new WeakMap<LiveMessage, string>();
function sseText(m: LiveMessage): string {
  let text = texts.get(m);
  if (text === undefined) {
    text = formatSse(m);
    texts.set(m, text);
  }
  return text;
}

/** Last-Event-ID as a change id; anything else (absent, garbage) replays nothing. */
export function lastEventId(header: string | string[] | undefined): number | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

export function registerLiveRoutes(app: FastifyInstance, deps: AppDeps, hub: LiveHub): void {
  const open = new Set<ServerResponse>();
  const perUser = new Map<number, number>();
  // a closing process ends its streams, or closing the server would wait for them forever
  app.addHook('preClose', (done) => {
    for (const raw of open) raw.end();
    done();
  });

  registerStreamRoute(app, deps, liveStreamRoute, async (ctx) => {
    const user = requireUser(ctx);
    if ((perUser.get(user.id) ?? 0) >= MAX_STREAMS_PER_USER) throw new ApiError(429, 'RATE_LIMITED', 'Too many live streams open. Close a tab and try again.');
    let afterId = lastEventId(ctx.request.headers['last-event-id']);
    let reset: number | null = null;
    if (afterId !== null) {
      const bounds = await logBounds(deps.db);
      if (missedPruned(afterId, bounds)) {
        reset = bounds.latest;
        afterId = null;
      }
    }

    const { reply } = ctx;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    open.add(raw);
    perUser.set(user.id, (perUser.get(user.id) ?? 0) + 1);
    const send = (m: LiveMessage) => {
      if (!raw.writableEnded) raw.write(sseText(m));
    };
    // the browser's reconnection delay (fetch readers use their own), then anything the page must refetch
    raw.write('retry: 2000\n\n');
    if (reset !== null) send({ id: reset, event: 'reset', data: { live_id: reset } });

    let unsubscribe: (() => void) | null = null;
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe?.();
      unsubscribe = null;
      if (open.delete(raw)) {
        const n = (perUser.get(user.id) ?? 1) - 1;
        if (n > 0) perUser.set(user.id, n);
        else perUser.delete(user.id);
      }
    };
    raw.on('close', end);
    try {
      const off = await hub.subscribe({ userId: user.id, topics: new Set(ctx.query.topics), send }, afterId);
      if (raw.destroyed || raw.writableEnded) off();
      else unsubscribe = off;
    } catch (err) {
      ctx.request.log.warn({ err }, 'live stream could not start');
      raw.end();
    }
  });
}
