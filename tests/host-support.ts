import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../server/config';
import type { Database } from '../server/db/client';
import { sandboxLauncherHost } from '../server/gateways/host/config';
import { startLauncherSandbox, type Launcher } from '../scripts/launcher-sandbox/server';
import { createChallenge, createConfig, createSet, q, type Fixture } from './contests-support';
import { bearer, createTestApp } from './support/app';

/**
 * Host mode fixtures: PickXI (app.inject) with the sandbox launcher running in-process over real HTTP on a
 * free port as its partner host (the launcher's wallet API, JWKS and signed callbacks, delivered to the app).
 */
export interface HostWorld {
  app: FastifyInstance;
  /** unique per world: the tests of a file share one database */
  hostId: string;
  launcher: Launcher;
  now: { value: Date };
  close(): Promise<void>;
}

export async function createHostWorld(database: Database, options: { walletTimeoutMs?: number; launcherTimeoutMs?: number; config?: Partial<Config> } = {}): Promise<HostWorld> {
  let app: FastifyInstance | null = null;
  const hostId = `sb-${randomUUID().slice(0, 8)}`;
  const launcher = await startLauncherSandbox({
    hostId,
    port: 0,
    hostname: '127.0.0.1',
    pickxiUrl: 'http://pickxi.test',
    timeoutMs: options.launcherTimeoutMs ?? 700,
    deliverCallback: async (body) => {
      if (!app) return;
      await app.inject({ method: 'POST', url: '/api/v1/host/callback', payload: body });
    },
  });
  // The launcher listens on 127.0.0.1 only here; its tokens name http://localhost:<port> as issuer.
  const host = { ...sandboxLauncherHost(hostId, launcher.origin), walletUrl: `http://127.0.0.1:${launcher.port}/wallet-api`, keys: { jwksUrl: `http://127.0.0.1:${launcher.port}/.well-known/jwks.json` }, walletTimeoutMs: options.walletTimeoutMs ?? 2000 };
  const now = { value: new Date() };
  app = await createTestApp(database, { config: { hosts: [host], ...options.config }, clock: () => now.value });
  return {
    app,
    hostId,
    launcher,
    now,
    close: () => launcher.close(),
  };
}

export interface HostPlayerSession {
  userId: number;
  playerId: string;
  token: string;
  headers: Record<string, string>;
}

export async function signInHostPlayer(world: HostWorld, playerId = `p-${randomUUID().slice(0, 8)}`, balanceRupees = 500): Promise<HostPlayerSession> {
  world.launcher.wallet.setBalance(playerId, balanceRupees * 100);
  const mplToken = await world.launcher.issueToken(playerId, { name: 'Host Player' });
  const res = await world.app.inject({ method: 'POST', url: '/api/v1/host/session', payload: { host: world.hostId, mplToken } });
  if (res.statusCode !== 200) throw new Error(`host session: ${res.statusCode} ${res.body}`);
  const token = (res.json() as { data: { token: string } }).data.token;
  const [row] = await q<{ user_id: number }>(world.app.pickxi.db, sql`select user_id::int as user_id from host_players where host_player_id = ${playerId}`);
  return { userId: Number(row?.user_id), playerId, token, headers: bearer(token) };
}

export async function paidContest(db: Database['db'], options: { feePaise?: number; roomSize?: number; maxRooms?: number } = {}): Promise<{ fixture: Fixture; configId: number; feePaise: number }> {
  const fixture = await createChallenge(db, new Date(Date.now() + 3_600_000));
  const feePaise = options.feePaise ?? 1000;
  const configId = await createConfig(db, { challengeId: fixture.challengeId, feePaise, roomSize: options.roomSize ?? 10, maxRooms: options.maxRooms ?? 2 });
  return { fixture, configId, feePaise };
}

export async function withSet(db: Database['db'], fixture: Fixture, userId: number, draftNum = 1): Promise<void> {
  await createSet(db, fixture, userId, draftNum);
}

export async function hostBalancePaise(world: HostWorld, playerId: string): Promise<number> {
  return world.launcher.wallet.balance(playerId);
}

/** Everything the host jobs and the join engine have to do, until nothing moves. */
export async function settleHostWork(world: HostWorld, passes = 3): Promise<void> {
  const jobs = world.app.host?.jobs;
  if (!jobs) throw new Error('host mode is off');
  for (let i = 0; i < passes; i++) {
    await jobs.tick();
    await world.app.contests.engine.idle();
  }
}

export async function reservationOf(db: Database['db'], orderId: string) {
  const [row] = await q<{ state: string; funded: boolean; attempts: number }>(db, sql`select state, funded, attempts from host_reservations where ref = ${orderId}`);
  return row;
}

export async function ledgerKinds(db: Database['db'], userId: number): Promise<string[]> {
  return (await q<{ kind: string }>(db, sql`select kind from ledger_operations where user_id = ${userId} order by id`)).map((r) => r.kind);
}

export async function pickxiBalances(db: Database['db'], userId: number): Promise<number> {
  const [row] = await q<{ total: number | null }>(db, sql`select sum(balance_paise)::bigint as total from ledger_accounts where user_id = ${userId}`);
  return Number(row?.total ?? 0);
}
