import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credit, debit, planEntryFeeSpend, type BucketSplit, type WalletBalances } from '../core/rules/wallet';
import type { Db } from '../server/db/client';
import { users } from '../server/db/schema';
import {
  awardPrizes,
  completeWithdrawal,
  creditDeposit,
  creditPromo,
  getBalances,
  InsufficientFundsError,
  refundEntryFee,
  requestWithdrawal,
  reverseWithdrawal,
  spendEntryFee,
  sumAllPostings,
} from '../server/ledger';
import { testDrivers, useTestDatabase } from './support/app';

/*
 * Model-based test of server/ledger: a random sequence of add money / entry fee / refund /
 * promo credit / prize / withdraw request / approve / reject (and replays of earlier keys)
 * runs against the database and against a plain in-memory model. After EVERY step:
 * Σ all postings = 0, no player bucket is negative, and every bucket equals the model.
 */

type Cmd =
  | { t: 'add'; user: number; paise: number }
  | { t: 'promo'; user: number; paise: number }
  | { t: 'prize'; user: number; paise: number }
  | { t: 'spend'; user: number; fee: number; limit: number }
  | { t: 'refund'; pick: number }
  | { t: 'withdraw'; user: number; paise: number }
  | { t: 'approve'; pick: number; tdsBp: number }
  | { t: 'reject'; pick: number }
  | { t: 'replay'; pick: number };

const user = fc.integer({ min: 0, max: 1 });
const paise = fc.integer({ min: 1, max: 50_000 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ t: fc.constant('add' as const), user, paise }),
  fc.record({ t: fc.constant('promo' as const), user, paise }),
  fc.record({ t: fc.constant('prize' as const), user, paise }),
  fc.record({ t: fc.constant('spend' as const), user, fee: fc.integer({ min: 1, max: 60_000 }), limit: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ t: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('withdraw' as const), user, paise }),
  fc.record({ t: fc.constant('approve' as const), pick: fc.nat(), tdsBp: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ t: fc.constant('reject' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('replay' as const), pick: fc.nat() }),
);

const at = new Date('2026-11-21T06:00:00Z');
let run = 0;

async function newUser(db: Db): Promise<number> {
  const [row] = await db.insert(users).values({ gaid: `model-${Math.random()}` }).returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

describe.each(testDrivers())('ledger model on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().db;

  it('random operation sequences keep the books balanced and match the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: driver === 'pglite' ? 25 : 40 }), async (cmds) => {
        run += 1;
        const ids = [await newUser(db()), await newUser(db())];
        const model: WalletBalances[] = [
          { deposit: 0, promo: 0, winnings: 0 },
          { deposit: 0, promo: 0, winnings: 0 },
        ];
        const spends: { user: number; joinId: string; split: BucketSplit; refunded: boolean }[] = [];
        const withdrawals: { user: number; id: string; paise: number; done: boolean }[] = [];
        /** every successfully posted call, to replay later: it must change nothing */
        const posted: Array<() => Promise<unknown>> = [];
        let n = 0;
        const key = (p: string) => `${p}-${run}-${(n += 1)}`;

        for (const c of cmds) {
          const uid = 'user' in c ? ids[c.user] : undefined;
          switch (c.t) {
            case 'add': {
              const orderId = key('PXM');
              const call = () => db().transaction((tx) => creditDeposit(tx, { orderId, userId: uid as number, amountPaise: c.paise, at }));
              await call();
              posted.push(call);
              model[c.user] = credit(model[c.user] as WalletBalances, { deposit: c.paise, promo: 0, winnings: 0 });
              break;
            }
            case 'promo': {
              const grantId = key('grant');
              const call = () => db().transaction((tx) => creditPromo(tx, { grantId, userId: uid as number, amountPaise: c.paise, at, description: 'gift' }));
              await call();
              posted.push(call);
              model[c.user] = credit(model[c.user] as WalletBalances, { deposit: 0, promo: c.paise, winnings: 0 });
              break;
            }
            case 'prize': {
              const roomId = key('room');
              const call = () =>
                db().transaction((tx) => awardPrizes(tx, { roomId, escrowPaise: 0, prizes: [{ userId: uid as number, amountPaise: c.paise }], at, description: 'prize' }));
              await call();
              posted.push(call);
              model[c.user] = credit(model[c.user] as WalletBalances, { deposit: 0, promo: 0, winnings: c.paise });
              break;
            }
            case 'spend': {
              const joinId = key('join');
              const expected = planEntryFeeSpend({ fee: c.fee, promoLimitPercent: c.limit, balances: model[c.user] as WalletBalances });
              const call = () =>
                db().transaction((tx) => spendEntryFee(tx, { joinId, userId: uid as number, feePaise: c.fee, promoLimitPercent: c.limit, at, description: 'fee' }));
              const got = await call();
              expect(got.ok).toBe(expected.ok);
              if (expected.ok && got.ok) {
                expect(got.split).toEqual(expected.split);
                model[c.user] = debit(model[c.user] as WalletBalances, expected.split);
                spends.push({ user: c.user, joinId, split: expected.split, refunded: false });
                posted.push(call);
              } else if (!expected.ok && !got.ok) {
                expect(got.shortfall).toBe(expected.shortfall);
              }
              break;
            }
            case 'refund': {
              const open = spends.filter((s) => !s.refunded);
              const s = open[c.pick % Math.max(open.length, 1)];
              if (!s) break;
              const call = () => db().transaction((tx) => refundEntryFee(tx, { joinId: s.joinId, userId: ids[s.user] as number, at, description: 'refund' }));
              await call();
              posted.push(call);
              s.refunded = true;
              model[s.user] = credit(model[s.user] as WalletBalances, s.split);
              break;
            }
            case 'withdraw': {
              const withdrawalId = key('wd');
              const call = () => db().transaction((tx) => requestWithdrawal(tx, { withdrawalId, userId: uid as number, amountPaise: c.paise, at }));
              if (c.paise > (model[c.user] as WalletBalances).winnings) {
                await expect(call()).rejects.toBeInstanceOf(InsufficientFundsError);
              } else {
                await call();
                posted.push(call);
                model[c.user] = debit(model[c.user] as WalletBalances, { deposit: 0, promo: 0, winnings: c.paise });
                withdrawals.push({ user: c.user, id: withdrawalId, paise: c.paise, done: false });
              }
              break;
            }
            case 'approve':
            case 'reject': {
              const open = withdrawals.filter((w) => !w.done);
              const w = open[c.pick % Math.max(open.length, 1)];
              if (!w) break;
              const userId = ids[w.user] as number;
              const call =
                c.t === 'approve'
                  ? () => {
                      const tds = Math.floor((w.paise * c.tdsBp) / 10_000);
                      return db().transaction((tx) =>
                        completeWithdrawal(tx, { withdrawalId: w.id, userId, amountPaise: w.paise, tdsPaise: tds, taxableNetWinningsPaise: w.paise, at }),
                      );
                    }
                  : () => db().transaction((tx) => reverseWithdrawal(tx, { withdrawalId: w.id, userId, amountPaise: w.paise, at }));
              await call();
              posted.push(call);
              w.done = true;
              if (c.t === 'reject') model[w.user] = credit(model[w.user] as WalletBalances, { deposit: 0, promo: 0, winnings: w.paise });
              break;
            }
            case 'replay': {
              const again = posted[c.pick % Math.max(posted.length, 1)];
              if (again) await again();
              break;
            }
          }
          expect(await sumAllPostings(db())).toBe(0);
          for (const [i, id] of ids.entries()) {
            const actual = await getBalances(db(), id);
            expect(actual).toEqual(model[i]);
            expect(Math.min(actual.deposit, actual.promo, actual.winnings)).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: driver === 'pglite' ? 12 : 20 },
    );
  }, 240_000);
});
