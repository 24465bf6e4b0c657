import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { PaymentType } from '../../../../core/api/wallet-constants';
import { formatRupees, rupeesToPaise } from '../../../../core/money';
import { InlineError } from '../../../app/InlineError';
import { Modal } from '../../../app/Modal';
import type { ApiFailure } from '../../../lib/http';
import { errorText } from '../../../lib/errorText';
import { currentLanguage } from '../../../lib/i18n';
import { uuidv7 } from '../../../lib/outbox/uuid';
import { requestWithdrawal } from '../api';
import { FieldError, SocialModeNote, WalletPage } from '../components/WalletPage';
import { checkWithdrawForm, tdsPreview, WITHDRAW_REFUSAL_CODES, type WithdrawFormError } from '../logic/withdraw';
import { withdrawMachine, type WithdrawReply, type WithdrawRequest } from '../machines/withdraw.machine';
import { useMoneyMode } from '../../../lib/moneyMode';
import { refreshWallet } from '../store';
import { refreshDynamicWithdrawal, useDynamicWithdrawal } from '../withdrawData';

/** A refusal the modal explains in the player's language: code + the message to show. */
class WithdrawRefusal extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * withdrawMoney — amount, payout method and the live TDS preview from the dynamic-withdrawal
 * data; POST withdraw with an Idempotency-Key. Code 1 opens the success modal (payout and
 * message), anything else withdrawFail (docs/product.md §4, §8). Missing KYC is refused with a clear
 * message and a way to updateKYC, before sending (the shared rule) and when the server says so.
 */
export default function WithdrawMoneyScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const data = useDynamicWithdrawal();
  const mode = useMoneyMode();
  const lang = currentLanguage();
  const [amountText, setAmountText] = useState('');
  const [payout, setPayout] = useState<PaymentType | null>(null);
  const [formError, setFormError] = useState<WithdrawFormError | null>(null);
  const [loadFailed, setLoadFailed] = useState<ApiFailure | null>(null);
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  const machine = useMemo(
    () =>
      withdrawMachine.provide({
        actors: {
          withdraw: fromPromise<WithdrawReply, WithdrawRequest>(async ({ input }) => {
            const signature = `${input.amount}|${input.payout}`;
            if (attempt.current?.signature !== signature) attempt.current = { key: uuidv7(), signature };
            const res = await requestWithdrawal(input, attempt.current.key);
            if (res.ok) {
              attempt.current = null;
              return res.data;
            }
            if (res.error.kind === 'network') throw new WithdrawRefusal(errorText(t, res.error), 'NETWORK');
            attempt.current = null;
            const code = res.error.code;
            const known = (WITHDRAW_REFUSAL_CODES as readonly string[]).includes(code ?? '');
            throw new WithdrawRefusal(known ? t(`withdraw.refusal.${code}`) : res.error.message || t('withdraw.failGeneric'), code);
          }),
        },
      }),
    [t],
  );
  const [snapshot, send] = useMachine(machine);
  const [failCode, setFailCode] = useState<string | null>(null);

  useEffect(() => {
    if (!data) void refreshDynamicWithdrawal().then(setLoadFailed);
  }, [data]);

  const configured = useMemo(() => data?.payoutModes.filter((m) => m.configured) ?? [], [data]);
  const chosen = payout ?? configured[0]?.payout ?? null;

  useEffect(() => {
    if (snapshot.matches('succeeded')) {
      void refreshWallet();
      void refreshDynamicWithdrawal();
    }
  }, [snapshot]);

  if (mode === 'social') {
    return (
      <WalletPage target="withdrawMoney">
        <SocialModeNote />
      </WalletPage>
    );
  }
  if (!data) {
    return (
      <WalletPage target="withdrawMoney">
        {loadFailed ? (
          <InlineError error={loadFailed} retry={() => void refreshDynamicWithdrawal().then(setLoadFailed)} className="wallet-note" testId="withdraw-load-error" />
        ) : (
          <p className="wallet-note">{t('loading')}</p>
        )}
      </WalletPage>
    );
  }

  const check = checkWithdrawForm({ amountText, payoutConfigured: chosen !== null }, data);
  const amount = check.ok ? check.amount : null;
  const tds = amount !== null && data.tdsRateBp > 0 ? tdsPreview(amount, data) : null;
  const money = (rupees: number) => formatRupees(rupeesToPaise(rupees), lang);

  const submit = () => {
    if (!check.ok) {
      setFormError(check.error);
      // Missing KYC or payout details: the same refusal modal the server's answer would open.
      if (check.error === 'kyc' || check.error === 'payout') {
        setFailCode(check.error === 'kyc' ? 'KYC_REQUIRED' : 'PAYOUT_DETAILS_REQUIRED');
      }
      return;
    }
    setFormError(null);
    setFailCode(null);
    send({ type: 'SUBMIT', request: { amount: check.amount, payout: chosen! } });
  };

  const localFail = failCode === 'KYC_REQUIRED' || failCode === 'PAYOUT_DETAILS_REQUIRED' ? failCode : null;
  const machineFail = snapshot.matches('failed');
  const failError = machineFail ? snapshot.context.failMessage : null;
  const serverCode = machineFail ? snapshot.context.failCode : null;
  const refusalCode = localFail ?? serverCode;
  const showFail = localFail !== null || machineFail;
  const reply = snapshot.context.reply;

  const closeFail = () => {
    setFailCode(null);
    send({ type: 'CLOSE' });
  };

  return (
    <WalletPage target="withdrawMoney">
      {data.kycStatus !== 'verified' ? (
        <p className="wallet-note" data-testid="withdraw-kyc-note">
          {t(`withdraw.kycNote.${data.kycStatus}`)}{' '}
          <button type="button" className="btn btn--small btn--secondary" onClick={() => navigate('/updateKYC')}>
            {t('withdraw.updateKyc')}
          </button>
        </p>
      ) : null}
      <dl className="wallet-rows">
        <dt>{t('withdraw.available')}</dt>
        <dd data-testid="withdrawable">{money(data.withdrawableBalance)}</dd>
        <dt>{t('withdraw.limits')}</dt>
        <dd>
          {money(data.minAmount)} – {money(data.maxAmount)}
        </dd>
      </dl>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="wallet-field">
          <span>{t('withdraw.amountLabel')}</span>
          <input
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            data-testid="withdraw-amount"
            value={amountText}
            aria-invalid={formError !== null && formError !== 'kyc'}
            onChange={(e) => {
              setAmountText(e.target.value);
              setFormError(null);
            }}
          />
        </label>
        <FieldError id="withdraw-error" show={formError !== null && formError !== 'kyc' && formError !== 'payout'}>
          {formError ? t(`withdraw.errors.${formError}`, { min: money(data.minAmount), max: money(data.maxAmount), amount: money(data.withdrawableBalance) }) : null}
        </FieldError>
        <fieldset className="radio-list">
          <legend>{t('withdraw.payoutMethod')}</legend>
          {data.payoutModes.map((m) => (
            <label key={m.payout} className="radio-row" data-testid={`payout-${m.payout}`}>
              <input
                type="radio"
                name="payout"
                value={m.payout}
                disabled={!m.configured}
                checked={chosen === m.payout}
                onChange={() => setPayout(m.payout)}
              />
              <span>
                {t(`paymentMode.types.${m.payout}`)} {m.configured ? <span className="muted">{m.destination}</span> : <span className="muted">{t('details.notAdded')}</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <button type="button" className="btn btn--small btn--secondary" onClick={() => navigate('/addOrEditDetails')}>
          {t('withdraw.editDetails')}
        </button>
        {tds ? (
          <dl className="wallet-rows" data-testid="tds-preview">
            <dt>{t('withdraw.tds', { rate: data.tdsRateBp / 100 })}</dt>
            <dd data-testid="tds-amount">{formatRupees(tds.tds, lang)}</dd>
            <dt>{t('withdraw.youGet')}</dt>
            <dd data-testid="tds-payout">{formatRupees(tds.payout, lang)}</dd>
          </dl>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" data-testid="withdraw-submit" disabled={snapshot.hasTag('busy')}>
          {t('withdraw.submit')}
        </button>
      </form>
      <button type="button" className="btn btn--secondary btn--block" data-testid="withdraw-details" onClick={() => navigate('/withdrawDetails')}>
        {t('withdraw.details')}
      </button>

      {snapshot.matches('succeeded') && reply ? (
        <Modal title={t('withdraw.successTitle')} onClose={() => send({ type: 'CLOSE' })} testId="withdraw-success">
          <p className="wallet-message wallet-message--success">{reply.msg}</p>
          {reply.payout ? (
            <dl className="wallet-rows">
              <dt>{t('withdraw.payout.amount')}</dt>
              <dd>{money(reply.payout.amount)}</dd>
              <dt>{t('withdraw.payout.tds')}</dt>
              <dd>{money(reply.payout.tds)}</dd>
              <dt>{t('withdraw.payout.net')}</dt>
              <dd>{money(reply.payout.netAmount)}</dd>
              <dt>{t('withdraw.payout.to')}</dt>
              <dd>
                {t(`paymentMode.types.${reply.payout.mode}`)} {reply.payout.destination}
              </dd>
              <dt>{t('withdraw.payout.status')}</dt>
              <dd>{t(`withdraw.payoutStatus.${reply.payout.status}`)}</dd>
            </dl>
          ) : null}
          <button type="button" className="btn btn--primary btn--block" onClick={() => navigate('/wallet')}>
            {t('goToWallet')}
          </button>
        </Modal>
      ) : null}

      {showFail ? (
        <Modal title={t('withdraw.failTitle')} onClose={closeFail} testId="withdraw-fail">
          <p className="wallet-message wallet-message--error" data-testid="withdraw-fail-message">
            {localFail ? t(`withdraw.refusal.${localFail}`) : failError || t('withdraw.failGeneric')}
          </p>
          {refusalCode === 'KYC_REQUIRED' ? (
            <button type="button" className="btn btn--primary btn--block" data-testid="withdraw-fail-kyc" onClick={() => navigate('/updateKYC')}>
              {t('withdraw.updateKyc')}
            </button>
          ) : refusalCode === 'PAYOUT_DETAILS_REQUIRED' ? (
            <button type="button" className="btn btn--primary btn--block" onClick={() => navigate('/addOrEditDetails')}>
              {t('withdraw.editDetails')}
            </button>
          ) : null}
          <button type="button" className="btn btn--secondary btn--block" onClick={closeFail}>
            {t('ok')}
          </button>
        </Modal>
      ) : null}
    </WalletPage>
  );
}
