/**
 * A child process of the live bench (bench/live.ts): holds its share of the stream subscribers, each one
 * `GET /api/v1/live/stream` read as the PWA reads it (bearer token, parsed with eventsource-parser), and records
 * when each change arrived. Driven over IPC (fork, advanced serialization) by small commands:
 *   open    {streams}                    open them (bounded concurrency), answer how many are open and what failed
 *   mark    {}                           forget what was recorded, restart the event-loop delay histogram
 *   count   {id}                         per label: how many subscribers have seen change id (or a later one)
 *   collect {fromId, toId, expected, stamps?}
 *           per label: the latency of every message with fromId < id ≤ toId (arrival − the payload's written_at, or −
 *           stamps[id] when given), delivered, subscribers holding all `expected`, duplicates; and this process's
 *           event-loop delay (is the client the limit?)
 *   close   {}                           end every stream and exit
 * Arrival is Date.now() when the event is parsed, the same clock the writer stamps with (one machine).
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createParser } from 'eventsource-parser';

export interface ReaderStream {
  url: string;
  token: string;
  label: string;
}

export interface LabelStats {
  latencies: Float64Array;
  delivered: number;
  subscribers: number;
  complete: number;
  duplicates: number;
}

export interface CollectResult {
  byLabel: Record<string, LabelStats>;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

type Command =
  | { cmd: 'open'; streams: ReaderStream[]; concurrency?: number }
  | { cmd: 'mark' }
  | { cmd: 'count'; id: number }
  | { cmd: 'collect'; fromId: number; toId: number; expected: number; stamps?: [number, number][] }
  | { cmd: 'close' };

interface Sub {
  label: string;
  lastId: number;
  req: http.ClientRequest | null;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const subs: Sub[] = [];
// one row per message received since the last mark
let ids: number[] = [];
let arrived: number[] = [];
let written: number[] = [];
let who: number[] = [];
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const WRITTEN_AT = /"written_at":(\d+)/;

function openOne(stream: ReaderStream): Promise<{ ok: true } | { ok: false; why: string }> {
  const index = subs.length;
  const sub: Sub = { label: stream.label, lastId: 0, req: null };
  subs.push(sub);
  return new Promise((resolve) => {
    const req = http.get(stream.url, { agent, headers: { authorization: `Bearer ${stream.token}`, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ ok: false, why: `${res.statusCode} ${body.slice(0, 200)}` }));
        return;
      }
      const parser = createParser({
        onEvent: (m) => {
          if (!m.id) return;
          const id = Number(m.id);
          const now = Date.now();
          const stamp = WRITTEN_AT.exec(m.data);
          ids.push(id);
          arrived.push(now);
          written.push(stamp ? Number(stamp[1]) : NaN);
          who.push(index);
          if (id > sub.lastId) sub.lastId = id;
        },
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => parser.feed(chunk));
      res.on('error', () => {});
      resolve({ ok: true });
    });
    sub.req = req;
    req.on('error', (err) => resolve({ ok: false, why: err.message }));
  });
}

async function open(streams: ReaderStream[], concurrency: number): Promise<{ opened: number; failed: string[] }> {
  let next = 0;
  let opened = 0;
  const failed: string[] = [];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, streams.length) }, async () => {
      while (next < streams.length) {
        const r = await openOne(streams[next++]!);
        if (r.ok) opened++;
        else failed.push(r.why);
      }
    }),
  );
  return { opened, failed: failed.slice(0, 5) };
}

function collect(c: Extract<Command, { cmd: 'collect' }>): CollectResult {
  const stamps = new Map(c.stamps ?? []);
  const byLabel: Record<string, { lat: number[]; delivered: number; perSub: Map<number, Set<number>>; duplicates: number }> = {};
  for (const s of subs) byLabel[s.label] ??= { lat: [], delivered: 0, perSub: new Map(), duplicates: 0 };
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (id <= c.fromId || id > c.toId) continue;
    const sub = who[i]!;
    const l = byLabel[subs[sub]!.label]!;
    let seen = l.perSub.get(sub);
    if (!seen) l.perSub.set(sub, (seen = new Set()));
    if (seen.has(id)) {
      l.duplicates++;
      continue;
    }
    seen.add(id);
    l.delivered++;
    const from = Number.isNaN(written[i]!) ? stamps.get(id) : written[i]!;
    if (from !== undefined) l.lat.push(arrived[i]! - from);
  }
  const out: Record<string, LabelStats> = {};
  for (const [label, l] of Object.entries(byLabel)) {
    const subscribers = subs.filter((s) => s.label === label).length;
    let complete = 0;
    for (const seen of l.perSub.values()) if (seen.size >= c.expected) complete++;
    out[label] = { latencies: Float64Array.from(l.lat), delivered: l.delivered, subscribers, complete, duplicates: l.duplicates };
  }
  return { byLabel: out, loopDelayP99Ms: loop.percentile(99) / 1e6, loopDelayMaxMs: loop.max / 1e6 };
}

function mark(): void {
  ids = [];
  arrived = [];
  written = [];
  who = [];
  loop.reset();
}

process.on('message', (raw: { rid: number } & Command) => {
  const reply = (result: unknown) => process.send!({ rid: raw.rid, result });
  switch (raw.cmd) {
    case 'open':
      void open(raw.streams, raw.concurrency ?? 100).then(reply);
      return;
    case 'mark':
      mark();
      reply(null);
      return;
    case 'count': {
      const seen: Record<string, number> = {};
      for (const s of subs) seen[s.label] = (seen[s.label] ?? 0) + (s.lastId >= raw.id ? 1 : 0);
      reply(seen);
      return;
    }
    case 'collect':
      reply(collect(raw));
      return;
    case 'close':
      for (const s of subs) s.req?.destroy();
      reply(null);
      setTimeout(() => process.exit(0), 50);
      return;
  }
});
// the parent went away: do not linger
process.on('disconnect', () => process.exit(0));
