import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

/**
 * A @fastify/rate-limit store shared through the database (table `rate_limit_hits`), so every API
 * process on one PostgreSQL enforces one per-IP limit and a restart does not hand out a fresh
 * allowance — without a database write per request (ADR 010 has the figures: one upsert per
 * request cut the API to a few hundred requests a second, every request queueing on one IP's row).
 *
 * Windows are fixed and aligned to the epoch (floor(now / window)), so all processes agree on them
 * without talking. Per key and window a process keeps what the database said (`shared`) and what it
 * counted since (`local`):
 * - the first request of a key in a window reads its count (one query per key, window and process);
 * - a request that brings `local` to a tenth of the limit writes the local hits and waits for the new
 *   total, so a burst is shared at once; the rest are written every `syncMs` in one statement.
 * Other processes' hits are therefore seen at most `syncMs` (or a tenth of the limit) late.
 */

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

interface Options {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** how often local hits are written (ms) */
  syncMs?: number;
}

interface Count {
  windowEnd: number;
  shared: number;
  local: number;
  /** the first read of this window's count, while it runs */
  loading: Promise<void> | null;
}

type Row = { key: string; hits: number; window_ends_at: string | Date };
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const iso = (ms: number) => new Date(ms).toISOString();

export function databaseRateLimitStore({ db, clock, log, syncMs = 1000 }: Options) {
  const counts = new Map<string, Count>();
  let flushing: Promise<void> | null = null;
  let lastPrune = 0;

  async function load(key: string, count: Count): Promise<void> {
    const rows = rowsOf(
      await db.execute(sql`select key, hits, window_ends_at from rate_limit_hits where key = ${key} and window_ends_at = ${iso(count.windowEnd)}::timestamptz`),
    );
    count.shared = Math.max(count.shared, Number(rows[0]?.hits ?? 0));
  }

  /** Write every key's local hits in one statement and take the totals back. */
  async function writeLocalHits(): Promise<void> {
    const now = clock().getTime();
    const pending = [...counts.entries()].filter(([, c]) => c.local > 0 && c.windowEnd > now);
    for (const [key, c] of counts) if (c.windowEnd <= now && !c.loading) counts.delete(key);
    if (pending.length === 0) return;
    const sent = new Map(pending.map(([key, c]) => [key, c.local]));
    const values = sql.join(
      pending.map(([key, c]) => sql`(${key}, ${c.local}::int, ${iso(c.windowEnd)}::timestamptz)`),
      sql`, `,
    );
    const rows = rowsOf(
      await db.execute(sql`
        insert into rate_limit_hits as r (key, hits, window_ends_at) values ${values}
        on conflict (key) do update set
          hits = case when r.window_ends_at = excluded.window_ends_at then r.hits + excluded.hits
                      when r.window_ends_at > excluded.window_ends_at then r.hits
                      else excluded.hits end,
          window_ends_at = greatest(r.window_ends_at, excluded.window_ends_at)
        returning key, hits, window_ends_at`),
    );
    for (const row of rows) {
      const c = counts.get(row.key);
      if (!c || new Date(row.window_ends_at).getTime() !== c.windowEnd) continue;
      c.local -= sent.get(row.key) ?? 0;
      c.shared = Number(row.hits);
    }
    if (now - lastPrune > 60_000) {
      lastPrune = now;
      await db.execute(sql`delete from rate_limit_hits where window_ends_at < ${iso(now)}::timestamptz`);
    }
  }

  function flush(): Promise<void> {
    flushing ??= writeLocalHits()
      .catch((err: unknown) => log.warn({ err }, 'sharing rate-limit counts failed'))
      .finally(() => {
        flushing = null;
      });
    return flushing;
  }

  const timer = setInterval(() => void flush(), syncMs);
  timer.unref();

  async function increment(key: string, timeWindow: number, max: number) {
    const now = clock().getTime();
    const windowEnd = (Math.floor(now / timeWindow) + 1) * timeWindow;
    let count = counts.get(key);
    if (!count || count.windowEnd !== windowEnd) {
      count = { windowEnd, shared: 0, local: 0, loading: null };
      const fresh = count;
      fresh.loading = load(key, fresh).finally(() => {
        fresh.loading = null;
      });
      counts.set(key, fresh);
    }
    if (count.loading) await count.loading;
    count.local += 1;
    const current = count.shared + count.local;
    if (count.local >= Math.max(1, Math.floor(max / 10))) await flush();
    return { current: Math.max(current, count.shared + count.local), ttl: windowEnd - now };
  }

  /** The class @fastify/rate-limit instantiates (`store` option); every route shares one count per key. */
  class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      increment(key, timeWindow, max).then(
        (result) => callback(null, result),
        (err: unknown) => {
          log.warn({ err }, 'counting a request for the rate limit failed');
          callback(err instanceof Error ? err : new Error(String(err)));
        },
      );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  }

  return {
    Store: DatabaseRateLimitStore,
    /** stop the timer and write what is left (app close) */
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
