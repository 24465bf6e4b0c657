import { useTranslation } from 'react-i18next';
import type { StoreProductDto } from '../../../../core/api/store';
import { useAmountFormat } from '../../../lib/moneyMode';
import { POWERUP_TYPES } from '../../../../core/rules/powerups';

/**
 * One product: its name, what it puts in the bank, the price (the list price struck through on a bundle) and Buy.
 * Where powerups are not sold (social mode: coins are never bought), only what the product holds: no price, no Buy.
 */
export function ProductCard({ product, selling, onBuy }: { product: StoreProductDto; selling: boolean; onBuy: () => void }) {
  const { t } = useTranslation(['store', 'powerups']);
  const money = useAmountFormat();
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
      {selling ? (
        <>
          <p className="store-card__price">
            <strong>{money.rupees(product.price)}</strong>
            {discounted ? (
              <>
                {' '}
                <s aria-label={t('listPrice', { price: money.rupees(product.product_price) })}>{money.rupees(product.product_price)}</s>{' '}
                <span className="store-card__save">{t('save', { percent: product.saving_percent })}</span>
              </>
            ) : null}
          </p>
          <button type="button" className="btn btn--primary btn--block" onClick={onBuy} data-testid="store-buy" aria-describedby={headingId}>
            {t('buyFor', { price: money.rupees(product.price) })}
          </button>
        </>
      ) : null}
    </li>
  );
}
