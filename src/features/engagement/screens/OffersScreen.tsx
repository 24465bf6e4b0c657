import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Offer } from '../../../../core/api/engagement';
import { useAmountFormat } from '../../../lib/moneyMode';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { Page } from '../../../app/Page';
import { targetPath } from '../../../app/targets';
import type { ApiFailure } from '../../../lib/http';
import { fetchOffers } from '../api';
import { useClaimGift } from '../useClaimGift';
import '../engagement.css';

/** offers (docs/product.md §2 named target): the promotions running now — sign-up bonus, the daily gift (claim here), store bundles. */
export default function OffersScreen() {
  const { t } = useTranslation(['engagement', 'store']);
  const money = useAmountFormat();
  const [offers, setOffers] = useState<Offer[] | null | { error: ApiFailure }>(null);
  const { claim, busy } = useClaimGift();
  const title = t('offers.title');

  const load = useCallback(async () => {
    const res = await fetchOffers();
    setOffers(res.ok ? res.data.offers : { error: res.error });
  }, []);
  useEffect(() => {
    document.title = title;
    void load();
  }, [load, title]);

  return (
    <Page data-testid="offers-screen">
      <AppHeader title={title} back="/new" wallet />
      <div className="page__content">
        {offers === null ? <div className="page-loading" aria-busy="true" /> : null}
        {offers && 'error' in offers ? <InlineError error={offers.error} retry={() => void load()} testId="offers-error" /> : null}
        {Array.isArray(offers) && offers.length === 0 ? <p className="empty">{t('offers.empty')}</p> : null}
        <ul className="offer-list">
          {Array.isArray(offers)
            ? offers.map((o) => (
                <li key={o.id} className="offer" data-testid="offer" data-kind={o.kind}>
                  {o.kind === 'signup_bonus' ? (
                    <>
                      <h2>{t('offers.signupBonus.title')}</h2>
                      <p>{t('offers.signupBonus.body', { amount: money.rupees(o.amount ?? 0) })}</p>
                      {o.received ? <p className="offer__done">{t('offers.signupBonus.received')}</p> : null}
                      <Link to={targetPath('wallet')}>{t('offers.toWallet')}</Link>
                    </>
                  ) : o.kind === 'daily_gift' ? (
                    <>
                      <h2>{t('offers.dailyGift.title')}</h2>
                      <p>{t('offers.dailyGift.body', { amount: money.rupees(o.amount ?? 0) })}</p>
                      {o.claimable ? (
                        <button
                          type="button"
                          className="btn btn--primary"
                          disabled={busy}
                          data-testid="offer-claim"
                          onClick={() => void claim().then(() => load())}
                        >
                          {t('offers.dailyGift.claim')}
                        </button>
                      ) : (
                        <p className="offer__done">{t('offers.dailyGift.claimed')}</p>
                      )}
                    </>
                  ) : o.product ? (
                    <>
                      <h2>{t('offers.bundle.title', { name: t(`store:products.${o.product.code}`, { defaultValue: o.product.name }) })}</h2>
                      <p>
                        {t('offers.bundle.body', {
                          percent: o.product.saving_percent,
                          price: money.rupees(o.product.price),
                          listPrice: money.rupees(o.product.product_price),
                        })}
                      </p>
                      <Link className="btn btn--secondary" to={targetPath('store')}>
                        {t('offers.bundle.open')}
                      </Link>
                    </>
                  ) : null}
                </li>
              ))
            : null}
        </ul>
      </div>
    </Page>
  );
}
