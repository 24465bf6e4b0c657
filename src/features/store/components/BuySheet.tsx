import { useTranslation } from 'react-i18next';
import type { StoreProductDto } from '../../../../core/api/store';
import { rupeesToPaise } from '../../../../core/money';
import { useAmountFormat } from '../../../lib/moneyMode';
import { POWERUP_TYPES } from '../../../../core/rules/powerups';
import { planPurchase, storeSpendable } from '../../../../core/rules/store';
import type { WalletBalances } from '../../../../core/rules/wallet';
import { Modal } from '../../../app/Modal';

export interface BuySheetProps {
  product: StoreProductDto;
  /** the wallet in paise, null while unknown (the server decides anyway) */
  balances: WalletBalances | null;
  busy: boolean;
  error: string | null;
  onBuy: () => void;
  onAddMoney: (shortfallPaise: number) => void;
  onClose: () => void;
}

/**
 * The purchase confirmation: what the product holds, its price, that it is paid from deposit then
 * winnings with what is available, and that bonus cannot be used (docs/product.md §5). When the wallet is known to
 * be short, the button goes to add money (lowBalanceP) instead; the server makes the final decision.
 */
export function BuySheet({ product, balances, busy, error, onBuy, onAddMoney, onClose }: BuySheetProps) {
  const { t } = useTranslation(['store', 'powerups']);
  const money = useAmountFormat();
  const name = t(`products.${product.code}`, { defaultValue: product.name });
  const plan = balances ? planPurchase({ pricePaise: rupeesToPaise(product.price) }, balances) : null;
  const short = plan && !plan.ok ? plan.shortfall : null;
  return (
    <Modal title={t('confirm.title', { name })} onClose={onClose} testId="buy-sheet">
      <ul className="store-card__contents">
        {POWERUP_TYPES.filter((type) => product.powerups[type] > 0).map((type) => (
          <li key={type}>{t('contents', { count: product.powerups[type], name: t(`powerups:names.${type}`) })}</li>
        ))}
      </ul>
      <p>
        <strong>{t('price', { price: money.rupees(product.price) })}</strong>
      </p>
      {balances ? <p data-testid="buy-available">{t('confirm.pays', { available: money.paise(storeSpendable(balances), true) })}</p> : null}
      <p className="muted" data-testid="buy-no-bonus">
        {t('confirm.noBonus')}
      </p>
      {short !== null ? (
        <p className="store-sheet__short" role="status" data-testid="buy-short">
          {t('confirm.short', { amount: money.paise(short, true) })}
        </p>
      ) : null}
      {error ? (
        <p className="store-sheet__error" role="alert" data-testid="buy-error">
          {error}
        </p>
      ) : null}
      {short !== null ? (
        <button type="button" className="btn btn--primary btn--block" onClick={() => onAddMoney(short)} data-testid="buy-add-money">
          {t('confirm.addMoney')}
        </button>
      ) : (
        <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={onBuy} data-testid="buy-confirm">
          {busy ? t('confirm.buying') : t('buyFor', { price: money.rupees(product.price) })}
        </button>
      )}
      <button type="button" className="btn btn--secondary btn--block" onClick={onClose}>
        {t('confirm.cancel')}
      </button>
    </Modal>
  );
}
