import { HostWalletUnavailableError, type HostDebitResult, type HostWallet, type HostWalletTransaction } from './wallet';

/**
 * An in-process host wallet for unit tests (the sandbox launcher, scripts/launcher-sandbox, is the one that
 * speaks HTTP). Same idempotency rules as a real host: one entry per key. `failNext` plants one failure:
 * 'lost' applies the call and then fails as a timeout would (the answer never arrives), 'down' fails without
 * applying anything.
 */
export class FakeHostWallet implements HostWallet {
  readonly balances = new Map<string, number>();
  readonly entries = new Map<string, HostWalletTransaction>();
  readonly calls: { op: string; key: string }[] = [];
  private readonly failures: { op: string; mode: 'lost' | 'down' }[] = [];

  setBalance(playerId: string, paise: number): void {
    this.balances.set(playerId, paise);
  }

  failNext(op: 'debit' | 'confirm' | 'release' | 'credit' | 'balance', mode: 'lost' | 'down'): void {
    this.failures.push({ op, mode });
  }

  private async run<T>(op: string, key: string, apply: () => T): Promise<T> {
    this.calls.push({ op, key });
    const i = this.failures.findIndex((f) => f.op === op);
    const failure = i >= 0 ? this.failures.splice(i, 1)[0] : undefined;
    if (failure?.mode === 'down') throw new HostWalletUnavailableError(`${op}: no answer (down)`);
    const result = apply();
    if (failure?.mode === 'lost') throw new HostWalletUnavailableError(`${op}: no answer (timeout)`);
    return Promise.resolve(result);
  }

  debit(input: { key: string; playerId: string; amountPaise: number }): Promise<HostDebitResult> {
    return this.run('debit', input.key, () => {
      const existing = this.entries.get(input.key);
      const balance = this.balances.get(input.playerId) ?? 0;
      if (existing) return { status: 'held' as const, hostRef: input.key, balancePaise: balance };
      if (balance < input.amountPaise) return { status: 'declined' as const, reason: 'INSUFFICIENT_FUNDS', balancePaise: balance };
      this.balances.set(input.playerId, balance - input.amountPaise);
      this.entries.set(input.key, { key: input.key, type: 'debit', playerId: input.playerId, amountPaise: input.amountPaise, status: 'held' });
      return { status: 'held' as const, hostRef: input.key, balancePaise: balance - input.amountPaise };
    });
  }

  confirm(input: { key: string }): Promise<void> {
    return this.run('confirm', input.key, () => {
      const e = this.entries.get(input.key);
      if (!e || e.status === 'released') throw new Error(`confirm of ${input.key} which is ${e?.status ?? 'unknown'}`);
      e.status = 'captured';
    });
  }

  release(input: { key: string }): Promise<void> {
    return this.run('release', input.key, () => {
      const e = this.entries.get(input.key);
      if (!e || e.status !== 'held') return;
      e.status = 'released';
      this.balances.set(e.playerId, (this.balances.get(e.playerId) ?? 0) + e.amountPaise);
    });
  }

  credit(input: { key: string; playerId: string; amountPaise: number }): Promise<void> {
    return this.run('credit', input.key, () => {
      if (this.entries.has(input.key)) return;
      this.entries.set(input.key, { key: input.key, type: 'credit', playerId: input.playerId, amountPaise: input.amountPaise, status: 'credited' });
      this.balances.set(input.playerId, (this.balances.get(input.playerId) ?? 0) + input.amountPaise);
    });
  }

  balance(playerId: string): Promise<number> {
    return this.run('balance', playerId, () => this.balances.get(playerId) ?? 0);
  }

  transactions(): Promise<HostWalletTransaction[]> {
    return Promise.resolve([...this.entries.values()].map((e) => ({ ...e })));
  }
}
