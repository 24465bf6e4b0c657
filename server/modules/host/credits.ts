import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatRupees } from '../../../core/money';
import type { Db } from '../../db/client';
import { HostWalletUnavailableError } from '../../gateways/host';
import { InsufficientFundsError, payToHost } from '../../ledger';
import type { HostMode } from './mode';
import { backoffMs } from './reservations';

/**
 * Prizes and refunds back to the host wallet, exactly once.
 *
 * forward  Settlement (awardPrizes) and refunds (match start, abandoned matches) pay host players into their
 *          PickXI buckets like anyone else. This pass finds every such operation not yet forwarded and, per
 *          (operation, player), in ONE transaction writes the host_credits outbox row (key
 *          pickxi-credit-<operation id>-<user id>, UNIQUE (operation, player)) and posts ledger host_credit
 *          (the player's deposit/winnings → host_clearing, same key as ref). So the money leaves PickXI once.
 *          Bonus (promo) is PickXI's own money and stays with PickXI.
 * drain    Sends every pending credit to POST /credit with its key until the host answers 'credited'; a
 *          credit repeated after a lost answer is counted once by the host.
 * acknowledge  The host's signed callback (any number of times) or the credit's answer: pending → acknowledged
 *          with a guarded UPDATE; a second acknowledgement changes nothing.
 */

export interface CreditDeps {
  db: Db;
  mode: HostMode;
  clock: () => Date;
  log?: FastifyBaseLogger;
}

const BATCH = 100;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export const creditKey = (operationId: number, userId: number) => `pickxi-credit-${operationId}-${userId}`;

interface Owed {
  op_id: number;
  kind: 'settlement' | 'refund';
  ref: string;
  user_id: number;
  host_id: string;
  host_player_id: string;
  deposit: number;
  winnings: number;
}

export async function forwardHostCredits({ db, clock, log }: CreditDeps): Promise<number> {
  const owed = rows<Owed>(
    await db.execute(sql`
      select o.id::bigint as op_id, o.kind, o.ref, hp.user_id::int as user_id, hp.host_id, hp.host_player_id,
             coalesce(sum(p.amount_paise) filter (where a.bucket = 'deposit'), 0)::bigint as deposit,
             coalesce(sum(p.amount_paise) filter (where a.bucket = 'winnings'), 0)::bigint as winnings
      from host_players hp
      join ledger_accounts a on a.user_id = hp.user_id and a.bucket in ('deposit', 'winnings')
      join ledger_postings p on p.account_id = a.id and p.amount_paise > 0
      join ledger_operations o on o.id = p.operation_id and o.kind in ('settlement', 'refund')
      where not exists (select 1 from host_credits c where c.source_operation_id = o.id and c.user_id = hp.user_id)
      group by o.id, o.kind, o.ref, hp.user_id, hp.host_id, hp.host_player_id
      order by o.id limit ${BATCH}`),
  );
  let forwarded = 0;
  for (const raw of owed) {
    const o = { ...raw, op_id: Number(raw.op_id), deposit: Number(raw.deposit), winnings: Number(raw.winnings) };
    const key = creditKey(o.op_id, o.user_id);
    const amount = o.deposit + o.winnings;
    const reason = o.kind === 'settlement' ? 'prize' : 'refund';
    const now = clock();
    try {
      await db.transaction(async (tx) => {
        const inserted = rows<{ key: string }>(
          await tx.execute(sql`
            insert into host_credits (key, host_id, host_player_id, user_id, source_operation_id, reason, amount_paise, state, next_attempt_at, created_at)
            values (${key}, ${o.host_id}, ${o.host_player_id}, ${o.user_id}, ${o.op_id}, ${reason}, ${amount}, 'pending', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
            on conflict do nothing returning key`),
        );
        if (inserted.length === 0) return;
        await payToHost(tx, {
          creditKey: key,
          userId: o.user_id,
          depositPaise: o.deposit,
          winningsPaise: o.winnings,
          at: now,
          description: `${reason === 'prize' ? 'Prize' : 'Refund'} ${formatRupees(amount)} sent to your launcher wallet`,
          meta: { sourceOperationId: o.op_id, reason },
        });
        forwarded += 1;
      });
    } catch (err) {
      // The player's buckets no longer hold it: something spent PickXI money a host player should not have.
      // Nothing is written; reconciliation lists the player, and this pass tries again.
      if (!(err instanceof InsufficientFundsError)) throw err;
      log?.error({ key, userId: o.user_id }, 'host credit: the player no longer holds the prize or refund in PickXI');
    }
  }
  return forwarded;
}

export async function drainHostCredits({ db, clock, mode, log }: CreditDeps): Promise<{ sent: number; failed: number }> {
  const now = clock();
  const pending = rows<{ key: string; host_id: string; host_player_id: string; amount_paise: number; reason: string; attempts: number }>(
    await db.execute(sql`
      select key, host_id, host_player_id, amount_paise::bigint as amount_paise, reason, attempts from host_credits
      where state = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at limit ${BATCH}`),
  );
  let sent = 0;
  let failed = 0;
  for (const c of pending) {
    const gateway = mode.gateways.get(c.host_id);
    try {
      if (!gateway) throw new HostWalletUnavailableError(`host ${c.host_id} is not configured`);
      await gateway.wallet.credit({ key: c.key, playerId: c.host_player_id, amountPaise: Number(c.amount_paise), reason: c.reason });
    } catch (err) {
      if (!(err instanceof HostWalletUnavailableError)) throw err;
      log?.warn({ key: c.key, err: err.message }, 'host credit: no answer; will retry with the same key');
      await db.execute(sql`
        update host_credits set attempts = attempts + 1, last_error = ${err.message.slice(0, 500)},
               next_attempt_at = ${new Date(now.getTime() + backoffMs(c.attempts)).toISOString()}::timestamptz
        where key = ${c.key} and state = 'pending'`);
      failed += 1;
      continue;
    }
    await acknowledgeHostCredit(db, c.key, clock());
    sent += 1;
  }
  return { sent, failed };
}

/** pending → acknowledged once; true when this call did it. */
export async function acknowledgeHostCredit(db: Db, key: string, at: Date): Promise<boolean> {
  const moved = rows<{ key: string }>(
    await db.execute(sql`
      update host_credits set state = 'acknowledged', acknowledged_at = ${at.toISOString()}::timestamptz, last_error = null
      where key = ${key} and state = 'pending' returning key`),
  );
  return moved.length === 1;
}
