import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PAYMENT_TYPES, type PaymentType } from '../../../../core/api/wallet-constants';
import { formatRupees } from '../../../../core/money';
import { refusalText } from '../../../lib/errorText';
import { isDeclarationRefusal } from '../../../../core/rules/responsiblePlay';
import { currentLanguage } from '../../../lib/i18n';
import { uuidv7 } from '../../../lib/outbox/uuid';
import { showSnackbar } from '../../../lib/snackbar';
import { createAddMoneyOrder } from '../api';
import { SocialModeNote, WalletPage } from '../components/WalletPage';
import { checkAddMoneyAmount } from '../logic/amount';
import { useMoneyMode } from '../../../lib/moneyMode';
import { savePendingOrder, safeReturnPath } from '../pendingOrder';
import { followPaymentRedirect } from '../redirect';
import { PlayDetailsSheet, playRefusalText } from '../../profile/index';

/** Payment methods the provider page can be opened on (passed as paymentModes, e.g. "upi,card"). */
const METHODS = ['upi', 'card', 'netbanking'] as const;

/**
 * paymentMode?amount=…&from=… — choose Cashfree or Paytm, then POST addMoneyToWallet with an
 * Idempotency-Key and follow the returned redirect to the provider's page. The key is made once
 * per attempt and reused when the same attempt is retried after a network failure, so a retry
 * can never create a second order; any change of amount or method starts a new attempt.
 *
 * A player who has not declared their state yet (responsible play, STATE_REQUIRED) is asked for it in a sheet right
 * here, and the deposit then goes on by itself with the same amount and method. It goes on under a NEW key: the
 * server stores a refusal under its key like any answer (server/http/idempotency.ts), so the refused key would only
 * replay the refusal; nothing was created under it, so the new key cannot make a second order.
 */
export default function PaymentModeScreen() {
  const { t } = useTranslation('wallet');
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const amountCheck = checkAddMoneyAmount(params.get('amount') ?? '');
  const from = safeReturnPath(params.get('from'));
  const mode = useMoneyMode();
  const lang = currentLanguage();
  const [type, setType] = useState<PaymentType>('cashfree');
  const [methods, setMethods] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [declaring, setDeclaring] = useState(false);
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  const back = amountCheck.ok ? `/addMoney/${amountCheck.amount}${from ? `?from=${encodeURIComponent(from)}` : ''}` : '/addMoney';

  if (mode === 'social') {
    return (
      <WalletPage target="paymentMode" back="/wallet">
        <SocialModeNote />
      </WalletPage>
    );
  }
  if (!amountCheck.ok) {
    return (
      <WalletPage target="paymentMode" back="/addMoney">
        <p className="wallet-message wallet-message--error">{t('paymentMode.noAmount')}</p>
      </WalletPage>
    );
  }
  const amount = amountCheck.amount;

  const pay = async () => {
    const paymentModes = type === 'cashfree' && methods.length ? methods.join(',') : undefined;
    const signature = `${amount}|${type}|${paymentModes ?? ''}`;
    if (attempt.current?.signature !== signature) attempt.current = { key: uuidv7(), signature };
    setBusy(true);
    setError(null);
    const res = await createAddMoneyOrder({ type, amount, paymentModes }, attempt.current.key);
    if (!res.ok) {
      // A refusal is final for this attempt; a network failure keeps the key for the retry.
      if (res.error.kind === 'http') attempt.current = null;
      if (res.error.kind === 'http' && isDeclarationRefusal(res.error.code)) {
        setBusy(false);
        setDeclaring(true);
        return;
      }
      // responsible play refusals in the player's language; other refusals carry the server's text; a 5xx was the popup
      const message = playRefusalText(t, res.error.code) ?? refusalText(t, res.error, { serverWords: true });
      setError(message);
      if (message) showSnackbar(message, 'error');
      setBusy(false);
      return;
    }
    savePendingOrder({ orderId: res.data.orderId, amount: res.data.orderAmount, returnTo: from });
    try {
      await followPaymentRedirect(res.data.redirect);
    } catch {
      setError(t('paymentMode.redirectFailed'));
      setBusy(false);
    }
  };

  return (
    <WalletPage target="paymentMode" back={back}>
      <p className="wallet-total">
        <span>{t('paymentMode.amount')}</span>
        <strong data-testid="payment-amount">{formatRupees(amount * 100, lang)}</strong>
      </p>
      <fieldset className="radio-list">
        <legend>{t('paymentMode.choose')}</legend>
        {PAYMENT_TYPES.map((p) => (
          <label key={p} className="radio-row" data-testid={`payment-type-${p}`}>
            <input type="radio" name="payment-type" value={p} checked={type === p} onChange={() => setType(p)} />
            <span>{t(`paymentMode.types.${p}`)}</span>
          </label>
        ))}
      </fieldset>
      {type === 'cashfree' ? (
        <div className="wallet-chips" role="group" aria-label={t('paymentMode.methods')}>
          {METHODS.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={methods.includes(m)}
              onClick={() => setMethods((cur) => (cur.includes(m) ? cur.filter((x) => x !== m) : [...cur, m]))}
            >
              {t(`paymentMode.method.${m}`)}
            </button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p className="wallet-message wallet-message--error" role="alert" data-testid="payment-error">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn--primary btn--block" data-testid="payment-pay" disabled={busy} onClick={() => void pay()}>
        {t('paymentMode.pay', { amount: formatRupees(amount * 100, lang) })}
      </button>
      {declaring ? (
        <PlayDetailsSheet
          purpose="deposit"
          onDone={() => {
            setDeclaring(false);
            void pay();
          }}
          onClose={() => setDeclaring(false)}
        />
      ) : null}
    </WalletPage>
  );
}
