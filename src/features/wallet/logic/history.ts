import type { TransactionsPage } from '../api';

/**
 * Transaction history paging (GET getUserTransactions?page=1,2,…; 'load more'): pages are
 * appended in order; a transaction already shown (the list moved while paging) is not shown
 * twice; hasMore comes from the last page loaded.
 */
export interface HistoryState {
  items: TransactionsPage['transactions'];
  /** the last page loaded, 0 before the first */
  page: number;
  hasMore: boolean;
}

export const emptyHistory = (): HistoryState => ({ items: [], page: 0, hasMore: true });

export const nextPage = (s: HistoryState) => s.page + 1;

export function appendPage(s: HistoryState, reply: TransactionsPage): HistoryState {
  if (reply.page !== s.page + 1) return s; // a stale or repeated reply
  const seen = new Set(s.items.map((t) => t.id));
  return { items: [...s.items, ...reply.transactions.filter((t) => !seen.has(t.id))], page: reply.page, hasMore: reply.hasMore };
}
