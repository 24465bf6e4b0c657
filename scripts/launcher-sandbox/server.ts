import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { SANDBOX_LAUNCHER_WALLET_KEY } from '../../server/gateways/host/config';
import { SandboxWallet } from './wallet';

/**
 * The sandbox launcher: a small partner host on its own origin, to run PickXI the way a launcher's
 * WebView does. `npm run launcher-sandbox` starts it (README "Inside the partner launcher").
 *
 *   GET  /                         the launcher page: PickXI in a phone-sized frame, the player, the wallet, the
 *                                  failure switches and every message the app sends
 *   GET  /.well-known/jwks.json    its public key (ES256), with which PickXI checks host tokens and callbacks
 *   POST /launcher/token           a host token for a player {playerId, name?, lang?} (what the launcher's own
 *                                  backend would hand its WebView)
 *   GET  /launcher/state           balances, wallet entries, failure switches, callbacks sent
 *   POST /launcher/balance         {playerId, rupees}: set a player's balance
 *   POST /launcher/failures        {timeout?, decline?, duplicateCallback?}: switch failures on or off
 *   GET  /launcher/foreign         a page that posts messages to PickXI from ANOTHER origin (use the other host
 *                                  name: 127.0.0.1 ↔ localhost); PickXI must ignore them
 *   /wallet-api/*                  the host wallet API PickXI calls (Bearer SANDBOX_LAUNCHER_WALLET_KEY)
 *
 * Failures: `timeout` — every wallet call is applied, then answered only after `timeoutMs` (longer than PickXI
 * waits), as if the answer were lost; `decline` — every debit is declined; `duplicateCallback` — each credit's
 * signed callback is delivered three times instead of once.
 */

export interface LauncherOptions {
  port: number;
  /** listen address (default: every interface, so both localhost and 127.0.0.1 reach it: two origins) */
  hostname?: string;
  /** where PickXI runs (its origin is framed and receives callbacks) */
  pickxiUrl: string;
  /** the id PickXI knows this launcher by (PARTNER_HOSTS) */
  hostId?: string;
  /** the audience PickXI expects in tokens */
  audience?: string;
  /** how long a "timed out" wallet call waits before answering */
  timeoutMs?: number;
  /** deliver a callback to PickXI (default: POST to pickxiUrl); tests hand it to app.inject */
  deliverCallback?: (body: { host: string; token: string }) => Promise<void>;
  /** the origin the launcher is reached at (default http://localhost:<port>); tokens are issued by it */
  publicOrigin?: string;
}

export interface Failures {
  timeout: boolean;
  decline: boolean;
  duplicateCallback: boolean;
}

export interface Launcher {
  origin: string;
  port: number;
  wallet: SandboxWallet;
  failures: Failures;
  callbacks: { key: string; deliveries: number }[];
  issueToken(playerId: string, options?: { name?: string; lang?: 'en' | 'hi'; expiresInS?: number; audience?: string; jti?: string }): Promise<string>;
  /** a token signed with a key the launcher never published (tests: a forged token) */
  forgeToken(playerId: string): Promise<string>;
  close(): Promise<void>;
}

const PAGE = readFileSync(new URL('./page.html', import.meta.url), 'utf8');
const FOREIGN = readFileSync(new URL('./foreign.html', import.meta.url), 'utf8');

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  if (chunks.length === 0) return {};
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

const str = (v: unknown, max = 200): string | null => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);
const paise = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);

export async function startLauncherSandbox(options: LauncherOptions): Promise<Launcher> {
  const hostId = options.hostId ?? 'sandbox';
  const audience = options.audience ?? 'pickxi';
  const pickxiOrigin = new URL(options.pickxiUrl).origin;
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = `sandbox-${randomUUID().slice(0, 8)}`;
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const stranger = await generateKeyPair('ES256');
  const wallet = new SandboxWallet();
  const failures: Failures = { timeout: false, decline: false, duplicateCallback: false };
  const callbacks: { key: string; deliveries: number }[] = [];
  const timeoutMs = options.timeoutMs ?? 5000;
  let origin = '';

  const sign = (key: CryptoKey, keyId: string, claims: Record<string, unknown>, subject: string | null, expiresInS: number, aud = audience) => {
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: keyId }).setIssuer(origin).setAudience(aud).setIssuedAt(now).setExpirationTime(now + expiresInS);
    if (subject !== null) jwt.setSubject(subject);
    return jwt.sign(key);
  };

  const issueToken: Launcher['issueToken'] = (playerId, o = {}) =>
    sign(privateKey, kid, { jti: o.jti ?? randomUUID(), ...(o.name ? { name: o.name } : {}), ...(o.lang ? { lang: o.lang } : {}) }, playerId, o.expiresInS ?? 120, o.audience);

  const deliver =
    options.deliverCallback ??
    (async (body: { host: string; token: string }) => {
      await fetch(`${options.pickxiUrl.replace(/\/$/, '')}/api/v1/host/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
    });

  /** The signed acknowledgement of a credit, once (or three times with duplicateCallback on). */
  async function acknowledge(key: string): Promise<void> {
    const token = await sign(privateKey, kid, { event: 'credit.acknowledged', idempotency_key: key, status: 'credited' }, null, 300);
    const times = failures.duplicateCallback ? 3 : 1;
    const record = { key, deliveries: 0 };
    callbacks.push(record);
    for (let i = 0; i < times; i++) {
      try {
        await deliver({ host: hostId, token });
        record.deliveries += 1;
      } catch {
        // PickXI not reachable: its credit job will ask again, and the answer of that call acknowledges too
      }
    }
  }

  async function walletApi(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    if (req.headers.authorization !== `Bearer ${SANDBOX_LAUNCHER_WALLET_KEY}`) return send(res, 401, { error: 'bad wallet key' });
    const late = failures.timeout;
    const answer = async (status: number, body: unknown) => {
      // Applied already; the answer is what gets lost.
      if (late) await new Promise((r) => setTimeout(r, timeoutMs));
      if (!res.destroyed) send(res, status, body);
    };
    if (req.method === 'GET' && path === '/balance') {
      const player = str(url.searchParams.get('player_id'));
      if (!player) return send(res, 400, { error: 'player_id' });
      return answer(200, { balance_paise: wallet.balance(player) });
    }
    if (req.method === 'GET' && path === '/transactions') return answer(200, { transactions: wallet.transactions() });
    if (req.method !== 'POST') return send(res, 405, { error: 'method' });
    const body = await readJson(req);
    const key = str(body['idempotency_key']);
    if (!key) return send(res, 400, { error: 'idempotency_key' });
    if (path === '/debit') {
      const player = str(body['player_id']);
      const amount = paise(body['amount_paise']);
      if (!player || amount === null) return send(res, 400, { error: 'player_id, amount_paise' });
      const a = wallet.debit({ key, playerId: player, amountPaise: amount, reason: str(body['description']) ?? 'PickXI' }, failures.decline);
      return answer(a.http, a.body);
    }
    if (path === '/confirm') {
      const a = wallet.confirm(key);
      return answer(a.http, a.body);
    }
    if (path === '/release') {
      const a = wallet.release(key);
      return answer(a.http, a.body);
    }
    if (path === '/credit') {
      const player = str(body['player_id']);
      const amount = paise(body['amount_paise']);
      if (!player || amount === null) return send(res, 400, { error: 'player_id, amount_paise' });
      const fresh = wallet.credit({ key, playerId: player, amountPaise: amount, reason: str(body['reason']) ?? 'credit' });
      if (fresh) void acknowledge(key);
      return answer(200, { status: 'credited' });
    }
    return send(res, 404, { error: 'not found' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://launcher');
    const path = url.pathname;
    const handle = async () => {
      if (path.startsWith('/wallet-api/')) return walletApi(req, res, path.slice('/wallet-api'.length), url);
      if (req.method === 'GET' && (path === '/' || path === '/index.html')) {
        const page = PAGE.replaceAll('__PICKXI_ORIGIN__', pickxiOrigin).replaceAll('__HOST_ID__', hostId);
        return send(res, 200, page, 'text/html');
      }
      if (req.method === 'GET' && path === '/launcher/foreign') return send(res, 200, FOREIGN.replaceAll('__PICKXI_ORIGIN__', pickxiOrigin), 'text/html');
      if (req.method === 'GET' && path === '/.well-known/jwks.json') return send(res, 200, { keys: [jwk] });
      if (req.method === 'GET' && path === '/launcher/state') {
        return send(res, 200, {
          hostId,
          pickxiOrigin,
          partnerHosts: `${hostId}=${origin}`,
          failures,
          balances: Object.fromEntries(wallet.balances),
          entries: [...wallet.entries.values()],
          callbacks,
        });
      }
      if (req.method === 'POST' && path === '/launcher/token') {
        const body = await readJson(req);
        const player = str(body['playerId'], 64);
        if (!player || !/^[\w.:@-]+$/.test(player)) return send(res, 400, { error: 'playerId' });
        wallet.balance(player);
        const lang = body['lang'] === 'hi' ? 'hi' : 'en';
        const name = str(body['name'], 40) ?? undefined;
        return send(res, 200, { token: await issueToken(player, { lang, ...(name ? { name } : {}) }) });
      }
      if (req.method === 'POST' && path === '/launcher/balance') {
        const body = await readJson(req);
        const player = str(body['playerId'], 64);
        const rupees = body['rupees'];
        if (!player || typeof rupees !== 'number' || !Number.isFinite(rupees) || rupees < 0 || rupees > 1e7) return send(res, 400, { error: 'playerId, rupees' });
        wallet.setBalance(player, Math.round(rupees * 100));
        return send(res, 200, { balance_paise: wallet.balance(player) });
      }
      if (req.method === 'POST' && path === '/launcher/failures') {
        const body = await readJson(req);
        for (const k of ['timeout', 'decline', 'duplicateCallback'] as const) if (typeof body[k] === 'boolean') failures[k] = body[k];
        return send(res, 200, failures);
      }
      return send(res, 404, { error: 'not found' });
    };
    handle().catch((err: unknown) => {
      if (!res.headersSent) send(res, 400, { error: (err as Error).message });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (options.hostname) server.listen(options.port, options.hostname, () => resolve());
    else server.listen(options.port, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = options.publicOrigin ?? `http://localhost:${port}`;

  return {
    origin,
    port,
    wallet,
    failures,
    callbacks,
    issueToken,
    forgeToken: (playerId) => sign(stranger.privateKey, kid, { jti: randomUUID() }, playerId, 120),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
