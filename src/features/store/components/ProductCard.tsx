import { useTranslation } from 'react-i18next';
import type { StoreProductDto } from '../../../../core/api/store';
import { formatPrize } from '../../../../core/money';
import { POWERUP_TYPES } from '../../../../core/rules/powerups';
import { currentLanguage } from '../../../lib/i18n';

/** One product: its name, what it puts in the bank, the price (the list price struck through on a bundle) and Buy. */
export function ProductCard({ product, disabled, onBuy }: { product: StoreProductDto; disabled: boolean; onBuy: () => void }) {
  const { t } = useTranslation(['store', 'powerups']);
  const lang = currentLanguage();
  const name = t(`products.${product.code}`, { defaultValue: product.name });
  const discounted = product.product_price > product.price;
  const headingId = `product-${product.product_id}`;
  return (
    <li className="store-card" data-testid="store-product" data-product-id={product.product_id} data-kind={product.kind} aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <ul className="store-card__contents">
        {POWERUP_TYPES.filter((type) => product.powerups[type] > 0).map((type) => (
          <li key={type}>{t('contents', { count: product.powerups[type], name: t(`powerups:names.${type}`) })}</li>
        ))}
      </ul>
      <p className="store-card__price">
        <strong>{formatPrize(product.price, lang)}</strong>
        {discounted ? (
          <>
            {' '}
            <s aria-label={t('listPrice', { price: formatPrize(product.product_price, lang) })}>{formatPrize(product.product_price, lang)}</s>{' '}
            <span className="store-card__save">{t('save', { percent: product.saving_percent })}</span>
          </>
        ) : null}
      </p>
      <button type="button" className="btn btn--primary btn--block" disabled={disabled} onClick={onBuy} data-testid="store-buy" aria-describedby={headingId}>
        {t('buyFor', { price: formatPrize(product.price, lang) })}
      </button>
    </li>
  );
}
