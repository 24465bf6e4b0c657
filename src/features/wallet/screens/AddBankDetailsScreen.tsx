import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBankDetails } from '../api';
import { FieldError, SocialModeNote, WalletPage } from '../components/WalletPage';
import { bankBody, checkBankDetails, hasError, type BankFlags, type BankInput } from '../logic/payoutForms';
import { useMoneyMode } from '../../../lib/moneyMode';
import { useDetailsSave } from '../useDetailsSave';

const NO_FLAGS: BankFlags = { account: false, accountMismatch: false, ifsc: false, name: false, address: false };

/**
 * addBankDetails (back → addOrEditDetails): account number (twice), IFSC, name and bank/branch,
 * each with its error flag (docs/product.md §5). POST addBankBeneficiary; saved only on the exact reply
 * 'Payment details updated!'; a 400 shows the returned message; 'Bank already exists' (409
 * BANK_ALREADY_EXISTS) shows the server's message. Nothing typed here is stored anywhere.
 */
export default function AddBankDetailsScreen() {
  const { t } = useTranslation('wallet');
  const mode = useMoneyMode();
  const [input, setInput] = useState<BankInput>({ bankAccount: '', confirmAccount: '', ifsc: '', name: '', address1: '' });
  const [flags, setFlags] = useState<BankFlags>(NO_FLAGS);
  const { busy, error, clearError, submit } = useDetailsSave(saveBankDetails);

  if (mode === 'social') {
    return (
      <WalletPage target="addBankDetails">
        <SocialModeNote />
      </WalletPage>
    );
  }

  const set = (k: keyof BankInput) => (e: ChangeEvent<HTMLInputElement>) => setInput((cur) => ({ ...cur, [k]: e.target.value }));

  const save = async () => {
    const next = checkBankDetails(input);
    setFlags(next);
    clearError();
    if (hasError(next)) return;
    await submit(bankBody(input));
  };

  const field = (k: keyof BankInput, flag: keyof BankFlags | null, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <>
      <label className="wallet-field">
        <span>{t(`bank.${k}`)}</span>
        <input autoComplete="off" data-testid={`bank-${k}`} value={input[k]} aria-invalid={flag ? flags[flag] : false} onChange={set(k)} {...extra} />
      </label>
      {flag ? (
        <FieldError id={`bank-${flag}-error`} show={flags[flag]}>
          {t(`bank.errors.${flag}`)}
        </FieldError>
      ) : null}
    </>
  );

  return (
    <WalletPage target="addBankDetails">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {field('bankAccount', 'account', { inputMode: 'numeric', maxLength: 18 })}
        {field('confirmAccount', 'accountMismatch', { inputMode: 'numeric', maxLength: 18 })}
        {field('ifsc', 'ifsc', { maxLength: 11, style: { textTransform: 'uppercase' } })}
        {field('name', 'name', { maxLength: 100 })}
        {field('address1', 'address', { maxLength: 150 })}
        {error ? (
          <p className="wallet-message wallet-message--error" role="alert" data-testid="details-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" data-testid="bank-save" disabled={busy}>
          {t('details.save')}
        </button>
      </form>
    </WalletPage>
  );
}
