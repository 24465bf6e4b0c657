import { lazy } from 'react';

/** The referral feature's routes (docs/product.md §2 referral, referralTransactions), each its own lazy chunk. */
const ReferralScreen = lazy(() => import('./screens/ReferralScreen'));
const ReferralTransactionsScreen = lazy(() => import('./screens/ReferralTransactionsScreen'));

export const REFERRAL_ROUTES = [
  { path: '/referral', Screen: ReferralScreen },
  { path: '/referralTransactions', Screen: ReferralTransactionsScreen },
] as const;

