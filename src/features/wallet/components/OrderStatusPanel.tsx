import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ORDER_STATUS_CODE } from '../../../../core/api/wallet-constants';
import { showSnackbar } from '../../../lib/snackbar';
import { fetchOrderStatus, type OrderStatusData } from '../api';
import { ADD_MONEY_STATUS_TEXT, addMoneyStatusMachine } from '../machines/addMoneyStatus.machine';
import { clearPendingOrder, readPendingOrder } from '../pendingOrder';
import { refreshWallet } from '../store';

/** The poll actor over the real call: a failed call rejects (and counts as an attempt). */
export const orderStatusActor = fromPromise<OrderStatusData, { order_id: string }>(async ({ input }) => {
  const res = await fetchOrderStatus(input.order_id);
  if (!res.ok) throw res.error;
  return res.data;
});

/**
 * After the payment page (docs/product.md §4): 'Awaiting confirmation for order {id} for Rs. {amount}',
 * then the addMoneyStatus machine polls getOrderStatus (15 × 4000 ms while status_code is 0).
 * The first non-zero status_code ends it and the final data is the message — green when paid,
 * red otherwise (localized by status; the server's English text is the fallback). Balances are
 * refreshed when it ends. The remembered screen (low balance) is offered to go back to.
 */
export function OrderStatusPanel({ orderId, amountHint }: { orderId: string; amountHint: number | null }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const pending = useMemo(() => readPendingOrder(orderId), [orderId]);
  const machine = useMemo(() => addMoneyStatusMachine.provide({ actors: { fetchOrderStatus: orderStatusActor } }), []);
  // useMachine stops the actor (and its pending 4 s timer) when the screen unmounts.
  const [snapshot] = useMachine(machine, { input: { orderId, amount: amountHint ?? pending?.amount ?? 0 } });
  const announced = useRef(false);

  const awaiting = snapshot.hasTag('awaiting');
  const last = snapshot.context.last;
  const amount = amountHint ?? pending?.amount ?? last?.data.orderAmount ?? null;
  const outcome = snapshot.context.outcome;

  let message: string | null = null;
  let paid = false;
  if (outcome === 'settled' && last) {
    paid = last.status_code === ORDER_STATUS_CODE.paid;
    message = t(`addMoney.result.${last.data.status}`, { amount: last.data.orderAmount, defaultValue: last.data.message });
  } else if (outcome === 'timedOut') {
    message = t(ADD_MONEY_STATUS_TEXT.timedOut);
  }

  useEffect(() => {
    if (!outcome || outcome === 'cancelled' || announced.current) return;
    announced.current = true;
    void refreshWallet();
    if (message) showSnackbar(message, paid ? 'success' : 'error');
    clearPendingOrder();
  }, [outcome, message, paid]);

  return (
    <section className="order-status" data-testid="order-status" aria-live="polite">
      {awaiting ? (
        <p className="wallet-message wallet-message--info" data-testid="order-awaiting">
          <span className="spinner" aria-hidden="true" />{' '}
          {amount !== null ? t(ADD_MONEY_STATUS_TEXT.awaiting, { id: orderId, amount }) : t('addMoney.awaitingNoAmount', { id: orderId })}
        </p>
      ) : null}
      {message ? (
        <p
          className={`wallet-message ${paid ? 'wallet-message--success' : 'wallet-message--error'}`}
          data-testid="order-result"
          data-paid={paid ? 'true' : 'false'}
        >
          {message}
        </p>
      ) : null}
      {!awaiting && pending?.returnTo ? (
        <button type="button" className="btn btn--primary btn--block" data-testid="order-return" onClick={() => navigate(pending.returnTo!)}>
          {t('addMoney.backToPrevious')}
        </button>
      ) : null}
    </section>
  );
}
