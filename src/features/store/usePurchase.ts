import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BuyPowerUpData, StoreProductDto } from '../../../core/api/store';
import { errorText, shownByPopup } from '../../lib/errorText';
import { uuidv7 } from '../../lib/outbox/uuid';
import { lowBalancePath } from '../wallet';
import { buyProduct } from './api';

export interface PurchaseState {
  product: StoreProductDto;
  /** this purchase's Idempotency-Key: made when the confirmation opens, reused on every retry */
  key: string;
  busy: boolean;
  error: string | null;
}

/**
 * One purchase from confirmation to outcome. Bought → onBought; short of deposit + winnings → the
 * powerup low-balance modal (lowBalanceP, back to powerUpBank per docs/product.md §2) with the shortfall, coming back
 * to the store; a network failure keeps the same key, so "try again" cannot charge twice.
 */
export function usePurchase(onBought: (data: BuyPowerUpData, product: StoreProductDto) => void) {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const [state, setState] = useState<PurchaseState | null>(null);
  const current = useRef(state);
  current.current = state;

  const open = useCallback((product: StoreProductDto) => setState({ product, key: uuidv7(), busy: false, error: null }), []);
  const close = useCallback(() => setState((s) => (s?.busy ? s : null)), []);
  const toLowBalance = useCallback(
    (shortfallPaise: number) => navigate(lowBalancePath({ shortfallPaise, from: '/store', powerup: true })),
    [navigate],
  );

  const buy = useCallback(async () => {
    const s = current.current;
    if (!s || s.busy) return;
    setState({ ...s, busy: true, error: null });
    const outcome = await buyProduct(s.product.product_id, s.key);
    if (outcome.kind === 'bought') {
      setState(null);
      onBought(outcome.data, s.product);
    } else if (outcome.kind === 'short') {
      setState(null);
      toLowBalance(outcome.shortfallPaise);
    } else {
      // the store's own words for a product gone or a store switched off (store:errors.<CODE>), else the app's
      setState(shownByPopup(outcome.error) ? null : { ...s, busy: false, error: errorText(t, outcome.error, { ns: 'store' }) });
    }
  }, [onBought, t, toLowBalance]);

  return { state, open, close, buy, toLowBalance };
}
