import { lazy } from 'react';

/**
 * The store's routes (docs/product.md §2: /store and the named targets PowerupHistory, PowerupsV2, howToUse), each
 * a lazy chunk. lowBalanceP is the wallet's low-balance modal (src/features/wallet).
 */
export const STORE_ROUTES = [
  { path: '/store', Screen: lazy(() => import('./screens/StoreScreen')) },
  { path: '/PowerupHistory', Screen: lazy(() => import('./screens/PowerupHistoryScreen')) },
  { path: '/PowerupsV2', Screen: lazy(() => import('./screens/PowerupsV2Screen')) },
  { path: '/howToUse', Screen: lazy(() => import('./screens/HowToUseScreen')) },
] as const;

