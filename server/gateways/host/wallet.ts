import type { HostConfig } from './config';

/**
 * The host wallet API PickXI calls (the protocol is in the ADR "Inside the partner launcher"). Every
 * call names an Idempotency-Key, so a call repeated after a timeout — by this client's retries or by the host
 * job a minute later — changes the host wallet once:
 *
 *   POST {walletUrl}/debit    {idempotency_key, player_id, amount_paise, description}
 *                             → 200 {status: 'held', reservation_id, balance_paise} | 402 {status: 'declined', reason, balance_paise}
 *   POST {walletUrl}/confirm  {idempotency_key} → 200 {status: 'captured'}
 *   POST {walletUrl}/release  {idempotency_key} → 200 {status: 'released' | 'not_found'}
 *   POST {walletUrl}/credit   {idempotency_key, player_id, amount_paise, reason} → 200 {status: 'credited'}
 *   GET  {walletUrl}/balance?player_id=  → 200 {balance_paise}
 *   GET  {walletUrl}/transactions        → 200 {transactions: [{idempotency_key, type, player_id, amount_paise, status}]}
 *
 * Authorization: Bearer <walletKey>. Anything but these answers (timeout, network error, 5xx, a body of the
 * wrong shape) is HostWalletUnavailableError: the caller keeps its state and tries again later.
 */

export type HostDebitResult =
  | { status: 'held'; hostRef: string | null; balancePaise: number | null }
  | { status: 'declined'; reason: string; balancePaise: number | null };

export interface HostWalletTransaction {
  key: string;
  type: 'debit' | 'credit';
  playerId: string;
  amountPaise: number;
  status: 'held' | 'captured' | 'released' | 'credited';
}

export interface HostWallet {
  debit(input: { key: string; playerId: string; amountPaise: number; description: string }): Promise<HostDebitResult>;
  confirm(input: { key: string }): Promise<void>;
  release(input: { key: string }): Promise<void>;
  credit(input: { key: string; playerId: string; amountPaise: number; reason: string }): Promise<void>;
  balance(playerId: string): Promise<number>;
  transactions(): Promise<HostWalletTransaction[]>;
}

export class HostWalletUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HostWalletUnavailableError';
  }
}

export interface HttpHostWalletOptions {
  /** attempts per call (timeouts, network errors and 5xx are retried; the key makes it safe) */
  attempts?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;

const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

export function createHttpHostWallet(host: Pick<HostConfig, 'walletUrl' | 'walletKey' | 'walletTimeoutMs'>, options: HttpHostWalletOptions = {}): HostWallet {
  const attempts = options.attempts ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const doFetch = options.fetch ?? fetch;

  /** One call with retries; returns [http status, body] for 2xx and the 4xx the caller expects. */
  async function call(method: 'GET' | 'POST', path: string, body: Json | null, key: string | null, accept: number[] = []): Promise<[number, Json]> {
    let lastError = 'no attempt';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const res = await doFetch(`${host.walletUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${host.walletKey}`,
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(key ? { 'idempotency-key': key } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(host.walletTimeoutMs),
        });
        const text = await res.text();
        if ((res.status >= 200 && res.status < 300) || accept.includes(res.status)) {
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            throw new HostWalletUnavailableError(`${method} ${path}: answer is not JSON`);
          }
          if (typeof json !== 'object' || json === null) throw new HostWalletUnavailableError(`${method} ${path}: answer is not an object`);
          return [res.status, json as Json];
        }
        lastError = `${method} ${path}: HTTP ${res.status}`;
        // 4xx other than the expected ones: our request is wrong or refused (bad key); retrying will not help now.
        if (res.status < 500 && res.status !== 429) throw new HostWalletUnavailableError(lastError);
      } catch (err) {
        if (err instanceof HostWalletUnavailableError) throw err;
        lastError = `${method} ${path}: ${(err as Error).name === 'TimeoutError' ? `no answer within ${host.walletTimeoutMs} ms` : (err as Error).message}`;
      }
      if (attempt < attempts) await new Promise((r) => setTimeout(r, retryDelayMs * attempt));
    }
    throw new HostWalletUnavailableError(lastError);
  }

  const expect = (ok: boolean, what: string) => {
    if (!ok) throw new HostWalletUnavailableError(`unexpected answer to ${what}`);
  };

  return {
    async debit({ key, playerId, amountPaise, description }) {
      const [status, body] = await call('POST', '/debit', { idempotency_key: key, player_id: playerId, amount_paise: amountPaise, description }, key, [402]);
      if (status === 402 || body['status'] === 'declined') {
        return { status: 'declined', reason: typeof body['reason'] === 'string' ? body['reason'] : 'DECLINED', balancePaise: int(body['balance_paise']) };
      }
      expect(body['status'] === 'held' || body['status'] === 'captured', 'debit');
      return { status: 'held', hostRef: typeof body['reservation_id'] === 'string' ? body['reservation_id'] : null, balancePaise: int(body['balance_paise']) };
    },
    async confirm({ key }) {
      const [, body] = await call('POST', '/confirm', { idempotency_key: key }, key);
      expect(body['status'] === 'captured', 'confirm');
    },
    async release({ key }) {
      const [, body] = await call('POST', '/release', { idempotency_key: key }, key);
      expect(body['status'] === 'released' || body['status'] === 'not_found', 'release');
    },
    async credit({ key, playerId, amountPaise, reason }) {
      const [, body] = await call('POST', '/credit', { idempotency_key: key, player_id: playerId, amount_paise: amountPaise, reason }, key);
      expect(body['status'] === 'credited', 'credit');
    },
    async balance(playerId) {
      const [, body] = await call('GET', `/balance?player_id=${encodeURIComponent(playerId)}`, null, null);
      const paise = int(body['balance_paise']);
      expect(paise !== null && paise >= 0, 'balance');
      return paise as number;
    },
    async transactions() {
      const [, body] = await call('GET', '/transactions', null, null);
      const list = body['transactions'];
      expect(Array.isArray(list), 'transactions');
      return (list as Json[]).flatMap((t): HostWalletTransaction[] => {
        const amount = int(t['amount_paise']);
        const type = t['type'];
        const status = t['status'];
        if (typeof t['idempotency_key'] !== 'string' || typeof t['player_id'] !== 'string' || amount === null) return [];
        if (type !== 'debit' && type !== 'credit') return [];
        if (status !== 'held' && status !== 'captured' && status !== 'released' && status !== 'credited') return [];
        return [{ key: t['idempotency_key'], type, playerId: t['player_id'], amountPaise: amount, status }];
      });
    },
  };
}
