import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpHostWallet, HostWalletUnavailableError } from './wallet';

/** The wallet API client against a scripted HTTP server: answers, retries, timeouts. */
describe('host wallet HTTP client', () => {
  let server: Server | null = null;
  afterEach(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    server = null;
  });

  async function serve(answers: ((body: string, headers: Record<string, unknown>) => { status: number; body: unknown; delayMs?: number })[], timeoutMs = 2000) {
    const seen: { path: string; body: string; headers: Record<string, unknown> }[] = [];
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', body, headers: req.headers });
        const next = answers.shift() ?? ((): { status: number; body: unknown; delayMs?: number } => ({ status: 500, body: {} }));
        const a = next(body, req.headers);
        setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(a.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(a.body));
        }, a.delayMs ?? 0);
      });
    });
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', () => r()));
    const port = (server?.address() as AddressInfo).port;
    return { seen, wallet: createHttpHostWallet({ walletUrl: `http://127.0.0.1:${port}/w`, walletKey: 'k'.repeat(20), walletTimeoutMs: timeoutMs }, { attempts: 3, retryDelayMs: 10 }) };
  }

  it('sends the key and the bearer, and reads a hold', async () => {
    const { seen, wallet } = await serve([() => ({ status: 200, body: { status: 'held', reservation_id: 'r1', balance_paise: 900 } })]);
    expect(await wallet.debit({ key: 'pickxi-join-1', playerId: 'p', amountPaise: 100, description: 'entry' })).toEqual({ status: 'held', hostRef: 'r1', balancePaise: 900 });
    expect(seen[0]?.path).toBe('/w/debit');
    expect(seen[0]?.headers['authorization']).toBe(`Bearer ${'k'.repeat(20)}`);
    expect(seen[0]?.headers['idempotency-key']).toBe('pickxi-join-1');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ idempotency_key: 'pickxi-join-1', player_id: 'p', amount_paise: 100, description: 'entry' });
  });

  it('reads a decline (402) as declined, not as a failure', async () => {
    const { wallet } = await serve([() => ({ status: 402, body: { status: 'declined', reason: 'INSUFFICIENT_FUNDS', balance_paise: 50 } })]);
    expect(await wallet.debit({ key: 'k', playerId: 'p', amountPaise: 100, description: 'x' })).toEqual({ status: 'declined', reason: 'INSUFFICIENT_FUNDS', balancePaise: 50 });
  });

  it('retries a 503 and a late answer with the same key', async () => {
    const { seen, wallet } = await serve([
      () => ({ status: 503, body: {} }),
      () => ({ status: 200, body: { status: 'credited' }, delayMs: 1200 }),
      () => ({ status: 200, body: { status: 'credited' } }),
    ], 400);
    await wallet.credit({ key: 'pickxi-credit-1-1', playerId: 'p', amountPaise: 500, reason: 'prize' });
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual(['pickxi-credit-1-1', 'pickxi-credit-1-1', 'pickxi-credit-1-1']);
  });

  it('gives up with HostWalletUnavailableError after its attempts, and at once on a refused request', async () => {
    const late = await serve([0, 1, 2].map(() => () => ({ status: 200, body: { status: 'captured' }, delayMs: 1200 })), 300);
    await expect(late.wallet.confirm({ key: 'k' })).rejects.toBeInstanceOf(HostWalletUnavailableError);
    expect(late.seen).toHaveLength(3);
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    const refused = await serve([() => ({ status: 401, body: {} })]);
    await expect(refused.wallet.balance('p')).rejects.toThrow(/HTTP 401/);
    expect(refused.seen).toHaveLength(1);
  });
});
