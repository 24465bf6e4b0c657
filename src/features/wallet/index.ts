/**
 * The wallet feature's public entry: what other features may use. Everything else under
 * src/features/wallet is internal (lint: import-x/no-restricted-paths).
 */
export { WalletBalance } from './components/WalletBalance';
export { lowBalancePath } from './lowBalance';
export { refreshWallet, useWallet, walletStore } from './store';
