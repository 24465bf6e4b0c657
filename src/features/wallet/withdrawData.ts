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

export async function refreshDynamicWithdrawal(): Promise<boolean> {
  const res = await fetchDynamicWithdrawal();
  if (res.ok) dynamicWithdrawalStore.set(res.data);
  return res.ok;
}
