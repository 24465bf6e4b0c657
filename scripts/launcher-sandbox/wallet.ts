/**
 * The sandbox launcher's host wallet: play money per host player, kept in memory, with the wallet API
 * semantics PickXI expects (server/gateways/host/wallet.ts): one entry per Idempotency-Key, a debit is a hold
 * until confirmed (captured) or released, credits are counted once per key.
 */
export interface WalletEntry {
  key: string;
  type: 'debit' | 'credit';
  playerId: string;
  amountPaise: number;
  status: 'held' | 'captured' | 'released' | 'credited';
  reason: string;
  at: string;
}

export type DebitAnswer =
  | { http: 200; body: { status: 'held' | 'captured'; reservation_id: string; balance_paise: number } }
  | { http: 402; body: { status: 'declined'; reason: string; balance_paise: number } };

export class SandboxWallet {
  readonly balances = new Map<string, number>();
  readonly entries = new Map<string, WalletEntry>();
  /** new players start with this much play money */
  startingPaise = 50_000;

  balance(playerId: string): number {
    if (!this.balances.has(playerId)) this.balances.set(playerId, this.startingPaise);
    return this.balances.get(playerId) as number;
  }

  setBalance(playerId: string, paise: number): void {
    this.balances.set(playerId, paise);
  }

  debit(input: { key: string; playerId: string; amountPaise: number; reason: string }, decline: boolean): DebitAnswer {
    const existing = this.entries.get(input.key);
    if (existing && existing.type === 'debit' && existing.status !== 'released') {
      return { http: 200, body: { status: existing.status === 'captured' ? 'captured' : 'held', reservation_id: existing.key, balance_paise: this.balance(input.playerId) } };
    }
    const balance = this.balance(input.playerId);
    if (decline || balance < input.amountPaise) {
      return { http: 402, body: { status: 'declined', reason: decline ? 'DECLINED_BY_HOST' : 'INSUFFICIENT_FUNDS', balance_paise: balance } };
    }
    this.balances.set(input.playerId, balance - input.amountPaise);
    this.entries.set(input.key, { key: input.key, type: 'debit', playerId: input.playerId, amountPaise: input.amountPaise, status: 'held', reason: input.reason, at: new Date().toISOString() });
    return { http: 200, body: { status: 'held', reservation_id: input.key, balance_paise: balance - input.amountPaise } };
  }

  confirm(key: string): { http: number; body: Record<string, unknown> } {
    const e = this.entries.get(key);
    if (!e || e.type !== 'debit') return { http: 404, body: { status: 'not_found' } };
    if (e.status === 'released') return { http: 409, body: { status: 'released' } };
    e.status = 'captured';
    return { http: 200, body: { status: 'captured' } };
  }

  release(key: string): { http: number; body: Record<string, unknown> } {
    const e = this.entries.get(key);
    if (!e || e.type !== 'debit') return { http: 200, body: { status: 'not_found' } };
    if (e.status === 'captured') return { http: 409, body: { status: 'captured' } };
    if (e.status === 'held') {
      e.status = 'released';
      this.balances.set(e.playerId, this.balance(e.playerId) + e.amountPaise);
    }
    return { http: 200, body: { status: 'released' } };
  }

  /** true when this call credited (a repeated key credits nothing) */
  credit(input: { key: string; playerId: string; amountPaise: number; reason: string }): boolean {
    if (this.entries.has(input.key)) return false;
    this.entries.set(input.key, { key: input.key, type: 'credit', playerId: input.playerId, amountPaise: input.amountPaise, status: 'credited', reason: input.reason, at: new Date().toISOString() });
    this.balances.set(input.playerId, this.balance(input.playerId) + input.amountPaise);
    return true;
  }

  transactions(): { idempotency_key: string; type: string; player_id: string; amount_paise: number; status: string }[] {
    return [...this.entries.values()].map((e) => ({ idempotency_key: e.key, type: e.type, player_id: e.playerId, amount_paise: e.amountPaise, status: e.status }));
  }
}
