import { execFileSync, execSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { sports } from '../server/db/schema/challenges';
import { buildDemoSeed } from '../server/db/seed';
import { issueAccessToken, secretKey } from '../server/modules/auth/tokens';
import { appendChanges, currentLiveId } from '../server/modules/live';
import { upsertQuestionResult } from '../server/modules/matches/repository';
import { rescoreChallenge, rescoreMatch } from '../server/modules/results';
import { roomLeaderboard } from '../server/modules/results/leaderboard';
import { fixture as resultsFixture } from './results';
import type { CollectResult, LabelStats, ReaderStream } from './support/live-readers';
import { PG_ADMIN_URL, withFreshPgDatabase } from './support/pg';
import { median, timed } from './support/timing';

/**
 * The live stream (ADR 017) on PostgreSQL (a scratch database), in one run:
 *   1. fan-out latency: two real API processes (`node --import tsx server/index.ts`, FEED=replay of one Cricsheet
 *      T20) on the same database; 5,000 stream subscribers on A and 200 on B, all on the match's topic, read by two
 *      reader child processes (bench/support/live-readers.ts). Latency = arrival at the subscriber − ingestion:
 *        - steady writer: this process writes the changes with appendChanges at a fixed rate, each stamped with
 *          `written_at` (Date.now() just before the write); reference: the write itself (stamp → COMMIT), and one
 *          subscriber per process before the crowd connects;
 *        - lifecycle replay: the processes' own match lifecycle plays the T20 at FEED_SPEED; ingestion = the
 *          pass's time (live_changes.at, taken when the pass starts, before it stores, resolves and rescores).
 *      Goal p95 ≤ 1 s, every change delivered to every subscriber.
 *   2. CPU per 1,000 subscribers: each server's utime+stime (/proc/<pid>/stat) over the steady writer's window
 *      with the subscribers, beside the same process over the same window and change rate with 0 subscribers.
 *   3. event → new ranks, one room of 100,000 entries (bench/results.ts's fixture): a question resolved
 *      (upsertQuestionResult, as the lifecycle does) → rescoreMatch → roomLeaderboard (first page + my rank), 5 times,
 *      beside a bare SQL rank() over the same rows. Goal p95 ≤ 2 s.
 */

const REPO = path.resolve(import.meta.dirname, '..');
const CRICSHEET = path.join(REPO, 'tests/fixtures/cricsheet/1216517.json'); // MI v KXIP, 269 deliveries (a super over)
const SUBS_A = 5_000;
const SUBS_B = 200;
const USERS = 1_000; // MAX_STREAMS_PER_USER is 6 per process: 5 each on A, 1 each on the first 200 on B
const RATE = 5; // steady writer: changes a second, one appendChanges each
const STEADY = 100; // changes per steady window (20 s)
const PROBE = 20; // changes with one subscriber per process (the unloaded reference)
const FEED_SPEED = 300; // the ADR's "3½-hour T20 in about 40 s"
const GOAL_MS = 1000;
const RANK_RUNS = 5;
const RANK_GOAL_MS = 2000;
const CLK_TCK = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number) => Math.round(n).toLocaleString('en');
const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/** utime + stime of a process, ms */
function cpuMs(pid: number): number {
  const c = cpuOf(pid);
  return c.user + c.sys;
}

/** A process's CPU (ms, all threads: user, system) and its main thread's (the event loop's) time waiting for a core. */
function cpuOf(pid: number): { user: number; sys: number; waitMs: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [, waitNs] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
  return { user: (Number(f[11]) * 1000) / CLK_TCK, sys: (Number(f[12]) * 1000) / CLK_TCK, waitMs: (waitNs ?? 0) / 1e6 };
}

/** The whole machine's busy time, ms of CPU (all cores: /proc/stat less idle and iowait). */
function machineBusyMs(): number {
  const v = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  return ((v.reduce((x, y) => x + y, 0) - v[3]! - v[4]!) * 1000) / CLK_TCK;
}

/** CPU of the machine and of this process over a window, for "who used the cores" lines. */
function machineWindow(): () => { machine: number; self: number } {
  const m0 = machineBusyMs();
  const s0 = process.cpuUsage();
  return () => {
    const s = process.cpuUsage(s0);
    return { machine: machineBusyMs() - m0, self: (s.user + s.system) / 1000 };
  };
}

const cpuDelta = (a: ReturnType<typeof cpuOf>, b: ReturnType<typeof cpuOf>) => ({ user: b.user - a.user, sys: b.sys - a.sys, waitMs: b.waitMs - a.waitMs });

function quantile(sorted: Float64Array | number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Every child this section starts, killed on the way out (and on Ctrl-C, with the scratch database dropped). */
class Children {
  private readonly all = new Set<ChildProcess>();
  private dbName: string | null = null;
  private readonly onSignal = () => {
    this.killAll('SIGKILL');
    if (this.dbName) {
      try {
        execFileSync('psql', [PG_ADMIN_URL, '-qc', `DROP DATABASE IF EXISTS ${this.dbName} WITH (FORCE)`], { stdio: 'ignore' });
      } catch {
        // best effort
      }
    }
    process.exit(130);
  };
  private readonly onExit = () => this.killAll('SIGKILL');

  constructor(databaseUrl: string) {
    this.dbName = new URL(databaseUrl).pathname.slice(1);
    process.once('SIGINT', this.onSignal);
    process.once('SIGTERM', this.onSignal);
    process.once('exit', this.onExit);
  }

  add<T extends ChildProcess>(child: T): T {
    this.all.add(child);
    child.once('exit', () => this.all.delete(child));
    return child;
  }

  private killAll(signal: NodeJS.Signals): void {
    for (const c of this.all) c.kill(signal);
  }

  /** SIGTERM, then SIGKILL after 10 s */
  async stop(): Promise<void> {
    await Promise.all(
      [...this.all].map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            const hard = setTimeout(() => c.kill('SIGKILL'), 10_000);
            c.once('exit', () => {
              clearTimeout(hard);
              resolve();
            });
            c.kill('SIGTERM');
          }),
      ),
    );
    process.off('SIGINT', this.onSignal);
    process.off('SIGTERM', this.onSignal);
    process.off('exit', this.onExit);
  }
}

interface Server {
  name: string;
  pid: number;
  base: string;
}

async function startServer(children: Children, name: string, env: Record<string, string>): Promise<Server> {
  const child = children.add(
    spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const prefix = (line: string) => process.stderr.write(`  [${name}] ${line}\n`);
  createInterface({ input: child.stderr! }).on('line', prefix);
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server ${name} did not start in 90 s`)), 90_000);
    lines.on('line', (line) => {
      const m = /PickXI is running at http:\/\/localhost:(\d+)/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      } else if (!line.startsWith('  ')) prefix(line);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server ${name} exited with ${code}`));
    });
  });
  return { name, pid: child.pid!, base: `http://127.0.0.1:${port}` };
}

/** One reader child process and its request/reply channel. */
class Readers {
  private rid = 0;
  private readonly pending = new Map<number, (v: unknown) => void>();
  readonly child: ChildProcess;

  constructor(children: Children) {
    this.child = children.add(
      fork(path.join(REPO, 'bench/support/live-readers.ts'), [], {
        cwd: REPO,
        execArgv: ['--import', 'tsx'],
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    this.child.on('message', (m: { rid: number; result: unknown }) => {
      this.pending.get(m.rid)?.(m.result);
      this.pending.delete(m.rid);
    });
  }

  call<T>(command: Record<string, unknown>): Promise<T> {
    const rid = ++this.rid;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(rid, resolve as (v: unknown) => void);
      this.child.send({ rid, ...command }, (err) => err && reject(err));
    });
  }
}

/** bulk players: users, sessions, one token each (signed with the servers' JWT_SECRET) */
async function players(db: Db, n: number, jwtSecret: string): Promise<string[]> {
  const run = randomUUID();
  const users = rowsOf<{ id: number }>(
    await db.execute(sql`insert into users (gaid) select 'bench-live-' || g || '-' || ${run} from generate_series(1, ${n}) g returning id::int as id`),
  );
  const now = new Date();
  const ttl = 86_400;
  const expires = new Date(now.getTime() + ttl * 1000).toISOString();
  const sessions = users.map((u) => ({ userId: Number(u.id), sessionId: randomUUID() }));
  await db.execute(sql`insert into sessions (id, user_id, expires_at)
    select v.id, v.user_id, ${expires}::timestamptz from jsonb_to_recordset(${JSON.stringify(sessions.map((s) => ({ id: s.sessionId, user_id: s.userId })))}::jsonb) as v(id uuid, user_id bigint)`);
  const key = secretKey(jwtSecret);
  return Promise.all(sessions.map((s) => issueAccessToken(key, s, now, ttl)));
}

/** A ball as the lifecycle's `events` change carries it, stamped with when it was written. */
function ballChange(topic: string, seq: number, at: number) {
  return {
    topic,
    kind: 'events',
    payload: {
      events: [
        {
          seq,
          at,
          kind: 'ball',
          payload: { innings: 1, over: Math.floor(seq / 6), ball: (seq % 6) + 1, batter: 'RG Sharma', bowler: 'Mohammed Shami', nonStriker: 'Q de Kock', runs: { batter: seq % 5, extras: 0, total: seq % 5 } },
        },
      ],
      written_at: at,
    },
  };
}

/** `count` changes at `RATE` a second, each its own appendChanges; returns the id range and each write's stamp → COMMIT. */
async function steadyWriter(db: Db, topic: string, count: number, seqBase: number): Promise<{ fromId: number; toId: number; commitMs: number[]; seconds: number }> {
  const fromId = await currentLiveId(db);
  const commitMs: number[] = [];
  const t0 = performance.now();
  for (let n = 0; n < count; n++) {
    const wait = t0 + (n * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    const at = Date.now();
    await appendChanges(db, [ballChange(topic, seqBase + n, at)], new Date(at));
    commitMs.push(Date.now() - at);
  }
  return { fromId, toId: await currentLiveId(db), commitMs, seconds: (performance.now() - t0) / 1000 };
}

async function changesOn(db: Db, topic: string, fromId: number, toId: number): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from live_changes where topic = ${topic} and id > ${fromId} and id <= ${toId}`));
  return Number(r?.n ?? 0);
}

/** Waits until every subscriber has seen `id`; false after the timeout. */
async function allSeen(readers: Readers[], id: number, total: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const counts = await Promise.all(readers.map((r) => r.call<Record<string, number>>({ cmd: 'count', id })));
    const seen = counts.reduce((s, c) => s + Object.values(c).reduce((a, b) => a + b, 0), 0);
    if (seen >= total) return true;
    if (Date.now() > until) return false;
    await sleep(100);
  }
}

interface Merged {
  sorted: Float64Array;
  delivered: number;
  subscribers: number;
  complete: number;
  duplicates: number;
}

async function collect(readers: Readers[], fromId: number, toId: number, expected: number, stamps?: [number, number][]) {
  const results = await Promise.all(readers.map((r) => r.call<CollectResult>({ cmd: 'collect', fromId, toId, expected, ...(stamps ? { stamps } : {}) })));
  const byLabel: Record<string, Merged> = {};
  for (const label of ['A', 'B']) {
    const parts = results.map((r) => r.byLabel[label]).filter((x): x is LabelStats => x !== undefined);
    const n = parts.reduce((s, p) => s + p.latencies.length, 0);
    const all = new Float64Array(n);
    let at = 0;
    for (const p of parts) {
      all.set(p.latencies, at);
      at += p.latencies.length;
    }
    all.sort();
    byLabel[label] = {
      sorted: all,
      delivered: parts.reduce((s, p) => s + p.delivered, 0),
      subscribers: parts.reduce((s, p) => s + p.subscribers, 0),
      complete: parts.reduce((s, p) => s + p.complete, 0),
      duplicates: parts.reduce((s, p) => s + p.duplicates, 0),
    };
  }
  return { byLabel, loop: results.map((r) => `p99 ${r.loopDelayP99Ms.toFixed(0)} ms, max ${r.loopDelayMaxMs.toFixed(0)} ms`) };
}

function latencyLine(what: string, m: Merged, changes: number): string {
  const p95 = quantile(m.sorted, 0.95);
  const expected = m.subscribers * changes;
  return (
    `  live fan-out ${what}: ${fmt(m.subscribers)} subscribers, ${fmt(changes)} changes: p50 ${quantile(m.sorted, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ` +
    `p99 ${quantile(m.sorted, 0.99).toFixed(0)} ms, max ${quantile(m.sorted, 1).toFixed(0)} ms; delivered ${fmt(m.delivered)}/${fmt(expected)}` +
    `${m.duplicates ? `, ${fmt(m.duplicates)} duplicates` : ''} (goal p95 ≤ ${GOAL_MS} ms${m.delivered === expected ? '' : ', all delivered'}: ${p95 <= GOAL_MS && m.delivered === expected ? 'met' : 'NOT met'})`
  );
}

async function fanOut(db: Db, databaseUrl: string): Promise<void> {
  const children = new Children(databaseUrl);
  const scratch = mkdtempSync(path.join(tmpdir(), 'pickxi-bench-live-'));
  let listener: pg.Client | null = null;
  try {
    // the replayed match's sport (SEED_DEMO=false seeds nothing) and a directory with the one Cricsheet file
    await db.insert(sports).values(buildDemoSeed(new Date()).sports).onConflictDoNothing();
    const replayDir = path.join(scratch, 'replay');
    execFileSync('mkdir', ['-p', replayDir, path.join(scratch, 'data-a'), path.join(scratch, 'data-b')]);
    symlinkSync(CRICSHEET, path.join(replayDir, path.basename(CRICSHEET)));
    const jwtSecret = randomBytes(32).toString('hex');
    const env = (name: string): Record<string, string> => ({
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? scratch,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      // the catalogue is made at once, the match a day away: it is played when the bench moves its start (part 1b)
      FEED: `replay:${replayDir}`,
      FEED_FIRST_START_S: '86400',
      FEED_SPEED: String(FEED_SPEED),
      MATCH_TICK_MS: '250',
      POINTS_FINAL_AFTER_S: '3600',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      JWT_SECRET: jwtSecret,
      DATA_DIR: path.join(scratch, `data-${name}`),
      STATIC_DIR: path.join(scratch, 'no-static'),
    });
    const started = await timed(() => Promise.all([startServer(children, 'A', env('a')), startServer(children, 'B', env('b'))]));
    const [a, b] = started.value;
    const readers = [new Readers(children), new Readers(children)];

    let matchId = 0;
    for (let i = 0; i < 300 && !matchId; i++) {
      const [m] = rowsOf<{ match_id: number }>(await db.execute(sql`select match_id::int as match_id from matches where feed = 'replay' limit 1`));
      if (m) matchId = Number(m.match_id);
      else await sleep(100);
    }
    if (!matchId) throw new Error('the replay catalogue was not made');
    const topic = `match:${matchId}`;
    // when each write COMMITs: this (lightly loaded) process LISTENs as the servers do and notes each announced id
    listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    const notified: [number, number][] = [];
    listener.on('notification', (n) => notified.push([Number(n.payload), Date.now()]));
    await listener.query('LISTEN live_changes');
    const tokens = await players(db, USERS, jwtSecret);
    console.info(
      `  2 API processes (node --import tsx server/index.ts: A pid ${a.pid}, B pid ${b.pid}) up in ${(started.ms / 1000).toFixed(1)} s on one PostgreSQL database; ` +
        `replay match ${matchId}; ${fmt(USERS)} players; readers: 2 child processes (node http + eventsource-parser)`,
    );

    // 2, reference: 0 subscribers, the steady writer's rate and window
    const idleReaders0 = readers.map((r) => cpuMs(r.child.pid!));
    const idleMachine = machineWindow();
    const idle = await measureCpu([a, b], () => steadyWriter(db, topic, STEADY, 0));
    const idleUse = idleMachine();
    const idleReaders = readers.map((r, i) => cpuMs(r.child.pid!) - idleReaders0[i]!);

    // subscribers: A = users × 5, B = the first 200 users × 1; the first of each opens alone (the unloaded probe)
    const url = (s: Server) => `${s.base}/api/v1/live/stream?topics=${encodeURIComponent(topic)}`;
    const streams: ReaderStream[] = [];
    for (let k = 0; k < SUBS_A; k++) streams.push({ url: url(a), token: tokens[k % USERS]!, label: 'A' });
    for (let k = 0; k < SUBS_B; k++) streams.push({ url: url(b), token: tokens[k]!, label: 'B' });
    const [probeA, probeB] = [streams[0]!, streams[SUBS_A]!];
    const rest = streams.filter((s) => s !== probeA && s !== probeB);
    const probeOpen = await readers[0]!.call<{ opened: number; failed: string[] }>({ cmd: 'open', streams: [probeA, probeB] });
    if (probeOpen.opened !== 2) throw new Error(`probe streams: ${probeOpen.failed.join('; ')}`);
    await sleep(300);
    await readers[0]!.call({ cmd: 'mark' });
    const probe = await steadyWriter(db, topic, PROBE, 10_000);
    await allSeen(readers, probe.toId, 2, 10_000);
    const probeStats = await collect(readers, probe.fromId, probe.toId, PROBE);

    const opened = await timed(() =>
      Promise.all(readers.map((r, i) => r.call<{ opened: number; failed: string[] }>({ cmd: 'open', streams: rest.filter((_, k) => k % 2 === i), concurrency: 200 }))),
    );
    const open = opened.value.reduce((s, o) => s + o.opened, 0) + 2;
    const failed = opened.value.flatMap((o) => o.failed);
    console.info(`  opened ${fmt(open)}/${fmt(SUBS_A + SUBS_B)} streams in ${(opened.ms / 1000).toFixed(1)} s${failed.length ? `; failures, e.g. ${failed.slice(0, 3).join(' | ')}` : ''}`);
    if (open !== SUBS_A + SUBS_B) throw new Error('not every stream opened');
    // warm-up: every subscriber sees a few changes before the window
    const warm = await steadyWriter(db, topic, 5, 20_000);
    if (!(await allSeen(readers, warm.toId, open, 30_000))) throw new Error('the warm-up changes did not reach every subscriber in 30 s');
    await Promise.all(readers.map((r) => r.call({ cmd: 'mark' })));

    // 1a + 2: the steady writer with 5,200 subscribers
    const readerCpu0 = readers.map((r) => cpuMs(r.child.pid!));
    const busyMachine = machineWindow();
    let drainedIn = 0;
    const busy = await measureCpu([a, b], async () => {
      const w = await steadyWriter(db, topic, STEADY, 30_000);
      const t = performance.now();
      await allSeen(readers, w.toId, open, 60_000);
      drainedIn = performance.now() - t;
      return w;
    });
    const busyUse = busyMachine();
    const readerCpu = readers.map((r, i) => cpuMs(r.child.pid!) - readerCpu0[i]!);
    const steadyChanges = await changesOn(db, topic, busy.value.fromId, busy.value.toId);
    const steady = await collect(readers, busy.value.fromId, busy.value.toId, steadyChanges);

    // 1b: the lifecycle plays the T20 (both processes run it; each ball is stored and announced by one of them)
    await Promise.all(readers.map((r) => r.call({ cmd: 'mark' })));
    const lifeFrom = await currentLiveId(db);
    const lifeCpu0 = [a, b].map((s) => cpuOf(s.pid));
    const lifeReaderCpu0 = readers.map((r) => cpuMs(r.child.pid!));
    const lifeMachine = machineWindow();
    const lifeT0 = performance.now();
    const played = await timed(async () => {
      await db.execute(sql`update matches set start_time = now() + interval '2 seconds' where match_id = ${matchId}`);
      await db.execute(sql`update challenges set start_time = now() + interval '2 seconds' where challenge_id in (select challenge_id from challenge_matches where match_id = ${matchId})`);
      for (let i = 0; i < 1200; i++) {
        const [m] = rowsOf<{ status: string }>(await db.execute(sql`select status from matches where match_id = ${matchId}`));
        if (m && ['completed', 'points_final', 'settled', 'abandoned'].includes(m.status)) return m.status;
        await sleep(100);
      }
      throw new Error('the replayed match did not complete in 120 s');
    });
    await sleep(1000);
    const lifeTo = await currentLiveId(db);
    const lifeDelivered = await allSeen(readers, lifeTo, open, 60_000);
    const lifeUse = lifeMachine();
    const lifeCpu = [a, b].map((s, i) => cpuDelta(lifeCpu0[i]!, cpuOf(s.pid)));
    const lifeReaderCpu = readers.map((r, i) => cpuMs(r.child.pid!) - lifeReaderCpu0[i]!);
    const lifeWindowMs = performance.now() - lifeT0;
    const stamps = rowsOf<{ id: number; ms: number }>(
      await db.execute(sql`select id::float8 as id, (extract(epoch from at) * 1000)::float8 as ms from live_changes where topic = ${topic} and id > ${lifeFrom} and id <= ${lifeTo}`),
    ).map((r): [number, number] => [Number(r.id), Number(r.ms)]);
    const life = await collect(readers, lifeFrom, lifeTo, stamps.length, stamps);
    // the same messages from their COMMIT: the first announcement of an id at or after theirs
    const announced = [...notified].sort((x, y) => x[0] - y[0]);
    const commitStamps: [number, number][] = [];
    const passToCommit: number[] = [];
    for (const [id, at] of stamps) {
      const n = announced.find(([nid]) => nid >= id);
      if (!n) continue;
      commitStamps.push([id, n[1]]);
      passToCommit.push(n[1] - at);
    }
    const fromCommit = await collect(readers, lifeFrom, lifeTo, stamps.length, commitStamps);
    const bytes = async (fromId: number, toId: number) =>
      Number(
        rowsOf<{ n: number }>(
          await db.execute(sql`select coalesce(avg(length(payload::text)), 0)::float8 as n from live_changes where topic = ${topic} and id > ${fromId} and id <= ${toId}`),
        )[0]?.n ?? 0,
      );
    const steadyBytes = await bytes(busy.value.fromId, busy.value.toId);
    const lifeBytes = await bytes(lifeFrom, lifeTo);
    const [notifies] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(distinct at)::int as n from live_changes where topic = ${topic} and id > ${lifeFrom} and id <= ${lifeTo}`),
    );

    // ---- report
    const commits = Float64Array.from(busy.value.commitMs).sort();
    const probeA1 = probeStats.byLabel['A']!;
    const probeB1 = probeStats.byLabel['B']!;
    console.info(`  1. fan-out latency, arrival at the subscriber − the change's ingestion:`);
    console.info(`   steady writer: ${RATE} changes/s (one appendChanges each, written_at = Date.now() just before the write), ${fmt(steadyChanges)} changes of ${fmt(steadyBytes)} bytes (JSON payload)`);
    console.info(latencyLine('A', steady.byLabel['A']!, steadyChanges));
    console.info(latencyLine('B', steady.byLabel['B']!, steadyChanges));
    console.info(
      `    reference, same run: the write itself (stamp → COMMIT) p50 ${quantile(commits, 0.5).toFixed(0)} ms, p95 ${quantile(commits, 0.95).toFixed(0)} ms; ` +
        `one subscriber per process before the crowd (${PROBE} changes): A p50 ${quantile(probeA1.sorted, 0.5).toFixed(0)} ms, p95 ${quantile(probeA1.sorted, 0.95).toFixed(0)} ms, ` +
        `B p50 ${quantile(probeB1.sorted, 0.5).toFixed(0)} ms, p95 ${quantile(probeB1.sorted, 0.95).toFixed(0)} ms`,
    );
    console.info(`    every subscriber had the last change ${(drainedIn / 1000).toFixed(2)} s after it was written`);
    const lifeChanges = stamps.length;
    console.info(
      `   lifecycle replay: the T20 at FEED_SPEED ${FEED_SPEED}, MATCH_TICK_MS 250, both processes passing (${played.value} after ${(played.ms / 1000).toFixed(1)} s), ` +
        `${fmt(lifeChanges)} changes on ${topic} from ${fmt(Number(notifies?.n ?? 0))} passes with news, ${fmt(lifeBytes)} bytes each on average; ingestion = the pass's time (live_changes.at, taken before the pass reads the feed)`,
    );
    console.info(latencyLine('A', life.byLabel['A']!, lifeChanges));
    console.info(latencyLine('B', life.byLabel['B']!, lifeChanges));
    const p2c = Float64Array.from(passToCommit).sort();
    const fa = fromCommit.byLabel['A']!.sorted;
    const fb = fromCommit.byLabel['B']!.sorted;
    console.info(
      `    of which: pass start → COMMIT (the NOTIFY as this process received it) p50 ${quantile(p2c, 0.5).toFixed(0)} ms, p95 ${quantile(p2c, 0.95).toFixed(0)} ms; ` +
        `COMMIT → subscriber: A p50 ${quantile(fa, 0.5).toFixed(0)} ms, p95 ${quantile(fa, 0.95).toFixed(0)} ms, p99 ${quantile(fa, 0.99).toFixed(0)} ms; ` +
        `B p50 ${quantile(fb, 0.5).toFixed(0)} ms, p95 ${quantile(fb, 0.95).toFixed(0)} ms, p99 ${quantile(fb, 0.99).toFixed(0)} ms`,
    );
    if (!lifeDelivered) console.info(`    (not every subscriber had the last change 60 s after the match completed)`);

    console.info(`  2. CPU per 1,000 subscribers (utime+stime from /proc, the steady writer's ${RATE} changes/s):`);
    for (const [i, s] of [a, b].entries()) {
      const subs = s === a ? SUBS_A : SUBS_B;
      const cpu = busy.cpu[i]!;
      const d = busy.detail[i]!;
      const ref = idle.cpu[i]!;
      const perSecond = cpu / busy.seconds;
      const refPerSecond = ref / idle.seconds;
      console.info(
        `   process ${s.name}: ${fmt(subs)} subscribers: ${fmt(cpu)} ms CPU (user ${fmt(d.user)}, system ${fmt(d.sys)}) in ${busy.seconds.toFixed(1)} s (${((100 * perSecond) / 1000).toFixed(1)}% of a core; its event loop waited ${fmt(d.waitMs)} ms for a core) = ` +
          `${fmt((cpu / subs) * 1000)} ms per 1,000 subscribers; reference 0 subscribers: ${fmt(ref)} ms in ${idle.seconds.toFixed(1)} s (${((100 * refPerSecond) / 1000).toFixed(1)}% of a core); ` +
          `subscribers' share ${fmt((((perSecond - refPerSecond) * busy.seconds) / subs) * 1000)} ms per 1,000 ` +
          `(${(((perSecond - refPerSecond) / subs / (steadyChanges / busy.seconds)) * 1000).toFixed(1)} µs per subscriber per change)`,
      );
    }
    console.info(
      `   lifecycle replay window (${(lifeWindowMs / 1000).toFixed(1)} s, until every subscriber had the last change): ` +
        lifeCpu.map((d, i) => `${i ? 'B' : 'A'} ${fmt(d.user + d.sys)} ms CPU (${((100 * (d.user + d.sys)) / lifeWindowMs).toFixed(0)}% of a core; event loop waited ${fmt(d.waitMs)} ms for a core)`).join(', '),
    );
    console.info(
      `   client side, steady window: the 2 readers ${readerCpu.map((c) => `${fmt(c)} ms (${((100 * c) / 1000 / busy.seconds).toFixed(0)}% of a core)`).join(', ')}; ` +
        `reader event-loop delay ${steady.loop.join(' / ')} (lifecycle window: ${life.loop.join(' / ')})`,
    );
    const cores = cpus().length;
    const share = (ms: number, windowMs: number) => `${((100 * ms) / windowMs).toFixed(0)}%`;
    const who = (label: string, windowMs: number, use: { machine: number; self: number }, servers: number[], readersMs: number[]) => {
      const known = servers.reduce((x, y) => x + y, 0) + readersMs.reduce((x, y) => x + y, 0) + use.self;
      console.info(
        `   who used the ${cores} cores, ${label} (${(windowMs / 1000).toFixed(1)} s): the machine ${(use.machine / windowMs).toFixed(2)} of ${cores} cores busy = ` +
          `A ${share(servers[0]!, windowMs)} + B ${share(servers[1]!, windowMs)} + readers ${readersMs.map((r) => share(r, windowMs)).join(' + ')} + this process ${share(use.self, windowMs)} ` +
          `+ the rest (PostgreSQL, anything else running) ${share(Math.max(0, use.machine - known), windowMs)} of a core`,
      );
    };
    who('0 subscribers, steady writer', idle.seconds * 1000, idleUse, idle.cpu, idleReaders);
    who('5,200 subscribers, steady writer', busy.seconds * 1000, busyUse, busy.cpu, readerCpu);
    who('5,200 subscribers, lifecycle replay', lifeWindowMs, lifeUse, lifeCpu.map((d) => d.user + d.sys), lifeReaderCpu);
    await Promise.all(readers.map((r) => r.call({ cmd: 'close' }).catch(() => undefined)));
  } finally {
    await listener?.end().catch(() => undefined);
    await children.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function measureCpu<T extends { seconds: number }>(
  servers: Server[],
  fn: () => Promise<T>,
): Promise<{ value: T; cpu: number[]; detail: ReturnType<typeof cpuDelta>[]; seconds: number }> {
  const before = servers.map((s) => cpuOf(s.pid));
  const t = performance.now();
  const value = await fn();
  // the window closes 1 s after the last write at the earliest (the same for the reference)
  const minimum = value.seconds * 1000 + 1000;
  const elapsed = performance.now() - t;
  if (elapsed < minimum) await sleep(minimum - elapsed);
  const detail = servers.map((s, i) => cpuDelta(before[i]!, cpuOf(s.pid)));
  return { value, cpu: detail.map((d) => d.user + d.sys), detail, seconds: (performance.now() - t) / 1000 };
}

/** Event → new ranks on one room of `entries` (the mega bench runs it on 1,000,000 with fewer runs and its own goal). */
export async function eventToRanks(db: Db, entries = 100_000, runCount = RANK_RUNS, goalMs = RANK_GOAL_MS): Promise<{ roomId: number }> {
  const built = await timed(() => resultsFixture(db, entries));
  const { roomId, someone } = built.value;
  const [room] = rowsOf<{ challenge_id: number; match_id: number }>(
    await db.execute(sql`select c.challenge_id::int as challenge_id, m.match_id::int as match_id from contest_rooms r
      join contest_configs c on c.config_id = r.config_id join challenge_matches m on m.challenge_id = c.challenge_id where r.room_id = ${roomId}`),
  );
  const challengeId = Number(room!.challenge_id);
  const matchId = Number(room!.match_id);
  // the last RANK_RUNS questions are still open; each run resolves one of them, as the lifecycle does
  const open = rowsOf<{ question_id: number }>(
    await db.execute(sql`select question_id::int as question_id from questions where match_id = ${matchId} order by position desc limit ${runCount}`),
  ).map((q) => Number(q.question_id));
  await db.execute(sql`delete from question_results where question_id in (${sql.join(open.map((q) => sql`${q}`), sql`, `)})`);
  await rescoreChallenge(db, challengeId, new Date());
  // The first rescore rewrote every entry: production's autovacuum (entry_scores: 2% scale factors, migration 0018)
  // would vacuum and analyse it now; the bench's PostgreSQL may run without autovacuum, so the bench does it once.
  const vacuumed = await timed(() => db.execute(sql`vacuum analyze entry_scores`));
  const seated = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from room_entries where room_id = ${roomId}`))[0]!.n;
  console.info(
    `  3. event → new ranks: one room of ${fmt(seated)} entries (bench/results.ts fixture, ${(built.ms / 1000).toFixed(1)} s), ${runCount} questions left open; ` +
      `entry_scores vacuumed and analysed after the first rescore (${(vacuumed.ms / 1000).toFixed(1)} s, as autovacuum would), not between events`,
  );

  const before = await roomLeaderboard(db, someone, { room_id: roomId, challenge_id: challengeId, page_number: 1 }, new Date());
  const runs: number[] = [];
  const parts: { resolve: number; rescore: number; board: number }[] = [];
  let after = before;
  for (const questionId of open.reverse()) {
    const now = new Date();
    const run = await timed(async () => {
      const resolved = await timed(() => upsertQuestionResult(db, questionId, { status: 'settled', correct: 'a' }, 'feed', now));
      const rescored = await timed(() => rescoreMatch(db, matchId, now));
      const board = await timed(() => roomLeaderboard(db, someone, { room_id: roomId, challenge_id: challengeId, page_number: 1 }, now));
      parts.push({ resolve: resolved.ms, rescore: rescored.ms, board: board.ms });
      return board.value;
    });
    after = run.value;
    runs.push(run.ms);
  }
  const bare: number[] = [];
  for (let i = 0; i < runCount; i++) {
    bare.push((await timed(() => db.execute(sql`select room_id, rank() over (partition by room_id order by points desc) from entry_scores where room_id = ${roomId}`))).ms);
  }
  const sorted = [...runs].sort((x, y) => x - y);
  const p95 = quantile(sorted, 0.95);
  const ref = median(bare);
  console.info(
    `   question resolved (upsertQuestionResult) → rescoreMatch → roomLeaderboard (first page of ${after.users.length} + my rank, ${before.my_entries[0]?.rank} → ${after.my_entries[0]?.rank}): ` +
      `p50 ${fmt(median(runs))} ms, p95 ${fmt(p95)} ms (${runCount} runs: ${runs.map((r) => fmt(r)).join(', ')} ms) = ${(median(runs) / ref).toFixed(1)}× bare ` +
      `(goal p95 ≤ ${fmt(goalMs)} ms: ${p95 <= goalMs ? 'met' : 'NOT met'})`,
  );
  console.info(
    `   of which (medians): the question_results write ${median(parts.map((p) => p.resolve)).toFixed(0)} ms, rescoreMatch (the resolved question's worth added to every entry's live points, one statement) ` +
      `${fmt(median(parts.map((p) => p.rescore)))} ms, roomLeaderboard ${fmt(median(parts.map((p) => p.board)))} ms`,
  );
  console.info(`   reference, same rows: bare SQL rank() over (partition by room_id order by points desc): p50 ${ref.toFixed(0)} ms, p95 ${quantile([...bare].sort((x, y) => x - y), 0.95).toFixed(0)} ms`);
  return { roomId };
}

/** bench/run.ts section `live`: a scratch database of the local PostgreSQL, dropped afterwards. */
export async function benchLive(): Promise<void> {
  await withFreshPgDatabase(async (url) => {
    const database = await openDatabase({ databaseUrl: url, dataDir: undefined });
    try {
      await migrateDatabase(database);
      await fanOut(database.db, url);
      await eventToRanks(database.db);
      const [load] = loadavg();
      console.info(`  (machine: ${cpus().length} cores shared by the 2 API processes, the 2 reader processes, this one and PostgreSQL; load average ${load?.toFixed(1)} during this run)`);
    } finally {
      await database.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLive();
