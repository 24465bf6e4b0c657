import { Redis } from 'ioredis';
import pg from 'pg';
import { withFreshPgDatabase } from './support/pg';

/**
 * The scale-out trial of issue 22 M4 (ADR 021), `npm run bench -- mega`: what the parts that run on this machine do with
 * one room of 1,000,000 entries, beside each other in one run.
 * - PostgreSQL, one table: bulk load, the bare `rank() OVER (PARTITION BY room_id …)` over every row, one scoring
 *   event (a third of the entries gain points: one UPDATE), "my rank" (an index range count) and the first page.
 * - PostgreSQL, the same rows hash-partitioned 8 ways by entry: the event as 8 statements on 4 connections at once
 *   (what shards would do side by side), the same reads over the partitioned table.
 * - Redis (127.0.0.1:6379, REDIS_URL): one sorted set of the room; the event as ZINCRBY of a third of the members
 *   (pipelined), ZREVRANK for "my rank", ZREVRANGE for the first page, and the memory the set takes.
 */
const ENTRIES = 1_000_000;
const PARTITIONS = 8;
const PARALLEL = 4;
const RANK_PROBES = 100;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t];
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const msText = (ms: number) => `${ms.toFixed(1)} ms`;

async function pgTrial(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: PARALLEL, options: '-c jit=off' });
  try {
    const q = (text: string) => pool.query(text);
    await q(`create table trial_plain (order_id bigint primary key, room_id int not null, points int not null, joined_at timestamptz not null)`);
    await q(`create table trial_hashed (order_id bigint not null, room_id int not null, points int not null, joined_at timestamptz not null,
      primary key (order_id)) partition by hash (order_id)`);
    for (let i = 0; i < PARTITIONS; i++) {
      await q(`create table trial_hashed_${i} partition of trial_hashed for values with (modulus ${PARTITIONS}, remainder ${i})`);
    }
    const results: string[] = [];
    for (const table of ['trial_plain', 'trial_hashed']) {
      const [, loadMs] = await timed(async () => {
        await q(`insert into ${table} select g, 1, (random() * 100)::int, now() - (g || ' ms')::interval from generate_series(1, ${ENTRIES}) g`);
        await q(`create index on ${table} (room_id, points desc, joined_at, order_id)`);
        await q(`vacuum analyze ${table}`);
      });
      const [, rankMs] = await timed(() => q(`select max(r) from (select rank() over (partition by room_id order by points desc) as r from ${table}) t`));
      // a scoring event: a third of the entries answered right
      const [, eventMs] =
        table === 'trial_plain'
          ? await timed(() => q(`update ${table} set points = points + 10 where order_id % 3 = 0`))
          : await timed(() => Promise.all(Array.from({ length: PARTITIONS }, (_, i) => q(`update trial_hashed_${i} set points = points + 10 where order_id % 3 = 0`))));
      const probes = Array.from({ length: RANK_PROBES }, () => Math.floor(Math.random() * 110));
      const [, myRankMs] = await timed(async () => {
        for (const p of probes) await pool.query(`select count(*) + 1 as rank from ${table} where room_id = 1 and points > $1`, [p]);
      });
      const [, pageMs] = await timed(() => q(`select order_id, points, rank() over (order by points desc) from ${table} where room_id = 1 order by points desc, joined_at, order_id limit 50`));
      results.push(
        `  PostgreSQL ${table === 'trial_plain' ? 'one table          ' : `hash × ${PARTITIONS} partitions`}: load + index ${s(loadMs)}, bare rank() over all ${s(rankMs)}, ` +
          `event (⅓ gain points) ${s(eventMs)}${table === 'trial_hashed' ? ` (${PARTITIONS} updates on ${PARALLEL} connections)` : ''}, ` +
          `my rank ${msText(myRankMs / RANK_PROBES)} each, first page ${msText(pageMs)}`,
      );
    }
    for (const r of results) console.info(r);
  } finally {
    await pool.end();
  }
}

async function redisTrial(): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
  } catch (err) {
    console.info(`  Redis: not reachable (${(err as Error).message}); skipped`);
    redis.disconnect();
    return;
  }
  const key = `pickxi:trial:room:${process.pid}`;
  try {
    const memory = async () => Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? 0);
    const before = await memory();
    const CHUNK = 10_000;
    const [, loadMs] = await timed(async () => {
      for (let i = 1; i <= ENTRIES; i += CHUNK) {
        const args: (string | number)[] = [];
        for (let j = i; j < i + CHUNK && j <= ENTRIES; j++) args.push(Math.floor(Math.random() * 100), j);
        await redis.zadd(key, ...args);
      }
    });
    const usedMiB = ((await memory()) - before) / 1024 / 1024;
    const [, eventMs] = await timed(async () => {
      for (let i = 3; i <= ENTRIES; i += 3 * CHUNK) {
        const pipeline = redis.pipeline();
        for (let j = i; j < i + 3 * CHUNK && j <= ENTRIES; j += 3) pipeline.zincrby(key, 10, String(j));
        await pipeline.exec();
      }
    });
    const [, myRankMs] = await timed(async () => {
      for (let i = 0; i < RANK_PROBES; i++) await redis.zrevrank(key, String(1 + Math.floor(Math.random() * ENTRIES)));
    });
    const [, pageMs] = await timed(() => redis.zrevrange(key, 0, 49, 'WITHSCORES'));
    console.info(
      `  Redis sorted set               : load ${s(loadMs)} (${usedMiB.toFixed(0)} MiB), event (⅓ ZINCRBY, pipelined) ${s(eventMs)}, ` +
        `my rank ${msText(myRankMs / RANK_PROBES)} each, first page ${msText(pageMs)}`,
    );
  } finally {
    await redis.del(key);
    redis.disconnect();
  }
}

export async function benchScaleOutTrial(): Promise<void> {
  console.info(`scale-out trial: one room of ${ENTRIES.toLocaleString('en')} entries`);
  await withFreshPgDatabase((url) => pgTrial(url));
  await redisTrial();
}
