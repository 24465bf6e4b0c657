import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { OrderStatusPanel } from '../components/OrderStatusPanel';
import { WalletPage } from '../components/WalletPage';
import { orderFromReturn } from '../pendingOrder';

/**
 * /addMoney/status?order_id=… — where the payment provider sends the browser back
 * (server/gateways/payment/config.ts PAYMENT_PATHS.returnPage). Also accepts orderId / ORDER_ID
 * and an amount; without a usable order id it says so and offers the wallet.
 */
export default function AddMoneyStatusScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { search } = useLocation();
  const order = orderFromReturn(new URLSearchParams(search));
  return (
    <WalletPage target="addMoney" testId="screen-addMoneyStatus">
      {order ? (
        <OrderStatusPanel key={order.orderId} orderId={order.orderId} amountHint={order.amount} />
      ) : (
        <p className="wallet-message wallet-message--error" data-testid="order-missing">
          {t('addMoney.noOrder')}
        </p>
      )}
      <button type="button" className="btn btn--secondary btn--block" data-testid="order-to-wallet" onClick={() => navigate('/wallet')}>
        {t('goToWallet')}
      </button>
    </WalletPage>
  );
}
