import type { ApiFailure } from '../../lib/http';
import { createStore, useStore } from '../../lib/store';
import { fetchDynamicWithdrawal, type DynamicWithdrawal } from './api';

/**
 * The dynamic-withdrawal data (limits, KYC state, payout modes, FY totals for the TDS
 * preview). docs/product.md §4: "on 200 store the data and go to withdrawMoney; navigation happens
 * either way". Stored in memory only, never on the device.
 */
export const dynamicWithdrawalStore = createStore<DynamicWithdrawal | null>(null);
export const useDynamicWithdrawal = () => useStore(dynamicWithdrawalStore);

/** Fetch, keep on 200, and always call `go` afterwards. */
export async function loadDynamicWithdrawalThen(go: () => void): Promise<void> {
  try {
    const res = await fetchDynamicWithdrawal();
    if (res.ok) dynamicWithdrawalStore.set(res.data);
  } finally {
    go();
  }
}

/** Fetch and keep on 200; the failure (shown inline with a retry), or null. */
export async function refreshDynamicWithdrawal(): Promise<ApiFailure | null> {
  const res = await fetchDynamicWithdrawal();
  if (res.ok) dynamicWithdrawalStore.set(res.data);
  return res.ok ? null : res.error;
}
