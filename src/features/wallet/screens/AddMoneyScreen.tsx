import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ADD_MONEY_MAX_RUPEES, ADD_MONEY_MIN_RUPEES } from '../../../../core/rules/wallet';
import { formatRupees } from '../../../../core/money';
import { currentLanguage } from '../../../lib/i18n';
import { FieldError, SocialModeNote, WalletPage } from '../components/WalletPage';
import { checkAddMoneyAmount, initialAddMoneyAmount, parseShortfallPaise } from '../logic/amount';
import { paymentModePath } from '../lowBalance';
import { useMoneyMode } from '../../../lib/moneyMode';
import { safeReturnPath } from '../pendingOrder';
import { declarationNeeded, PlayDetailsSheet } from '../../profile/index';

const QUICK_AMOUNTS = [100, 250, 500, 1000];

/** How long Continue waits for the declaration check still under way before going on without it. */
const DECLARATION_CHECK_WAIT_MS = 2000;

/** The check's answer, or null (not known) once `ms` have passed. */
function answerWithin(check: Promise<boolean | null>, ms: number): Promise<boolean | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

/**
 * addMoney/{amount} — the amount to add: the URL's amount, else the shortfall rounded up
 * (?shortfall= in paise), else 100 (docs/product.md §9). Whole rupees only (docs/product.md §5). Continue goes to
 * paymentMode with the amount, keeping ?from= (the screen to return to).
 *
 * A player who has not declared their state yet (responsible play) is asked for it up front, in a sheet on Continue,
 * before choosing how to pay: the screen asks the server on opening (GET playLimits). When that answer is not known
 * (offline, slow), Continue goes on and the deposit's own refusal (STATE_REQUIRED) opens the same sheet on paymentMode.
 */
export default function AddMoneyScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { amount: routeAmount } = useParams();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const from = safeReturnPath(params.get('from'));
  const mode = useMoneyMode();
  const [text, setText] = useState(() => String(initialAddMoneyAmount(routeAmount, parseShortfallPaise(params.get('shortfall')))));
  const [touched, setTouched] = useState(false);
  const [declaring, setDeclaring] = useState<number | null>(null);
  const declaration = useRef<Promise<boolean | null> | null>(null);
  useEffect(() => {
    declaration.current ??= declarationNeeded('deposit');
  }, []);
  const check = checkAddMoneyAmount(text);
  const lang = currentLanguage();

  if (mode === 'social') {
    return (
      <WalletPage target="addMoney">
        <SocialModeNote />
      </WalletPage>
    );
  }

  const submit = async () => {
    setTouched(true);
    if (!check.ok) return;
    const needed = declaration.current ? await answerWithin(declaration.current, DECLARATION_CHECK_WAIT_MS) : null;
    if (needed) setDeclaring(check.amount);
    else navigate(paymentModePath(check.amount, from));
  };

  return (
    <WalletPage target="addMoney">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="wallet-field">
          <span>{t('addMoney.amountLabel')}</span>
          <input
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            data-testid="add-money-amount"
            value={text}
            aria-invalid={touched && !check.ok}
            aria-describedby="add-money-error"
            onChange={(e) => {
              setText(e.target.value);
              setTouched(true);
            }}
          />
        </label>
        <FieldError id="add-money-error" show={touched && !check.ok}>
          {!check.ok
            ? t(`amount.errors.${check.error}`, {
                min: formatRupees(ADD_MONEY_MIN_RUPEES * 100, lang),
                max: formatRupees(ADD_MONEY_MAX_RUPEES * 100, lang),
              })
            : null}
        </FieldError>
        <div className="wallet-chips">
          {QUICK_AMOUNTS.map((a) => (
            <button key={a} type="button" aria-pressed={check.ok && check.amount === a} onClick={() => setText(String(a))}>
              {formatRupees(a * 100, lang)}
            </button>
          ))}
        </div>
        <button type="submit" className="btn btn--primary btn--block" data-testid="add-money-continue" disabled={!check.ok}>
          {check.ok ? t('addMoney.continue', { amount: formatRupees(check.amount * 100, lang) }) : t('addMoney.continuePlain')}
        </button>
      </form>
      {declaring !== null ? (
        <PlayDetailsSheet
          purpose="deposit"
          onDone={() => {
            declaration.current = Promise.resolve(false);
            navigate(paymentModePath(declaring, from));
          }}
          onClose={() => setDeclaring(null)}
        />
      ) : null}
    </WalletPage>
  );
}
