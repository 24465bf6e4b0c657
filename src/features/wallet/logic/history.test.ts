import { describe, expect, it } from 'vitest';
import type { TransactionsPage } from '../api';
import { appendPage, emptyHistory, nextPage } from './history';

const tx = (id: string) => ({
  id,
  type: 'add_money' as const,
  amount: 100,
  buckets: { deposit: 100, promo: 0, winnings: 0 },
  status: 'completed' as const,
  description: 'Money added',
  createdAt: 1,
});
const page = (n: number, ids: string[], hasMore: boolean): TransactionsPage => ({ page: n, pageSize: 20, hasMore, transactions: ids.map(tx) });

describe('transaction history paging (page=1,2,…; load more)', () => {
  it('asks for page 1, then the page after the last loaded', () => {
    let s = emptyHistory();
    expect(nextPage(s)).toBe(1);
    s = appendPage(s, page(1, ['a', 'b'], true));
    expect(nextPage(s)).toBe(2);
    s = appendPage(s, page(2, ['c'], false));
    expect(s.items.map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(s.hasMore).toBe(false);
  });

  it('ignores a stale or repeated page and does not show a transaction twice', () => {
    let s = appendPage(emptyHistory(), page(1, ['a', 'b'], true));
    expect(appendPage(s, page(1, ['a', 'b'], true))).toBe(s);
    s = appendPage(s, page(2, ['b', 'c'], true));
    expect(s.items.map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });
});
