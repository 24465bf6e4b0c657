import { systemAccount, userAccount, type OperationInput } from './types';

/**
 * Operations for `npm run bench` (ledger operations/s, batched vs one per transaction):
 * `count` promo credits of 1 paisa spread round-robin over `userIds` (existing users rows),
 * each with its own ref `${prefix}-${i}` so none is a replay. Post them either way:
 *
 *   await db.transaction((tx) => postOperations(tx, ops));                 // one transaction
 *   for (const op of ops) await db.transaction((tx) => postOperation(tx, op)); // one each
 *
 * Both go through the same locking, checks and deferred balance trigger.
 */
export function benchOperations(input: { userIds: readonly number[]; count: number; prefix: string; at: Date }): OperationInput[] {
  if (input.userIds.length === 0) throw new RangeError('benchOperations needs at least one user id');
  return Array.from({ length: input.count }, (_, i) => {
    const userId = input.userIds[i % input.userIds.length] as number;
    return {
      kind: 'promo_credit' as const,
      ref: `${input.prefix}-${i}`,
      userId,
      description: 'Benchmark credit',
      at: input.at,
      postings: [
        { account: systemAccount('promo_expense'), amount: -1 },
        { account: userAccount(userId, 'promo'), amount: 1 },
      ],
    };
  });
}
