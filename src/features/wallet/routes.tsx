import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The wallet feature's routes (docs/product.md §2 named targets), each screen its own lazy chunk.
 * src/app/routes.tsx registers them inside the auth guard.
 */
const WalletScreen = lazy(() => import('./screens/WalletScreen'));
const AddMoneyScreen = lazy(() => import('./screens/AddMoneyScreen'));
const AddMoneyStatusScreen = lazy(() => import('./screens/AddMoneyStatusScreen'));
const PaymentModeScreen = lazy(() => import('./screens/PaymentModeScreen'));
const WithdrawMoneyScreen = lazy(() => import('./screens/WithdrawMoneyScreen'));
const WithdrawDetailsScreen = lazy(() => import('./screens/WithdrawDetailsScreen'));
const AddOrEditDetailsScreen = lazy(() => import('./screens/AddOrEditDetailsScreen'));
const AddPaytmDetailsScreen = lazy(() => import('./screens/AddPaytmDetailsScreen'));
const AddBankDetailsScreen = lazy(() => import('./screens/AddBankDetailsScreen'));
const UpdateKycScreen = lazy(() => import('./screens/UpdateKycScreen'));
const TranxHistoryScreen = lazy(() => import('./screens/TranxHistoryScreen'));
const LowBalanceScreen = lazy(() => import('./screens/LowBalanceScreen'));

type Screen = LazyExoticComponent<ComponentType<Record<string, never>>> | (() => ReturnType<typeof LowBalanceRoute>);

function LowBalanceRoute() {
  return <LowBalanceScreen variant="LowBalance" />;
}
function LowBalancePRoute() {
  return <LowBalanceScreen variant="lowBalanceP" />;
}

export const WALLET_ROUTES: ReadonlyArray<{ path: string; Screen: Screen }> = [
  { path: '/wallet', Screen: WalletScreen },
  // the payment provider's return page (PAYMENT_PATHS.returnPage); a static segment outranks :amount
  { path: '/addMoney/status', Screen: AddMoneyStatusScreen },
  { path: '/addMoney/:amount?', Screen: AddMoneyScreen },
  { path: '/paymentMode', Screen: PaymentModeScreen },
  { path: '/withdrawMoney', Screen: WithdrawMoneyScreen },
  { path: '/withdrawDetails', Screen: WithdrawDetailsScreen },
  { path: '/addOrEditDetails', Screen: AddOrEditDetailsScreen },
  { path: '/addPaytmDetails', Screen: AddPaytmDetailsScreen },
  { path: '/addBankDetails', Screen: AddBankDetailsScreen },
  { path: '/updateKYC', Screen: UpdateKycScreen },
  { path: '/tranxHistory', Screen: TranxHistoryScreen },
  { path: '/LowBalance', Screen: LowBalanceRoute },
  { path: '/lowBalanceP', Screen: LowBalancePRoute },
];

