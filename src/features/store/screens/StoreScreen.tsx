import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BuyPowerUpData, PowerupsV2Data, StoreProductDto } from '../../../../core/api/store';
import { rupeesToPaise } from '../../../../core/money';
import { POWERUP_TYPES, sumCounts } from '../../../../core/rules/powerups';
import type { WalletBalances } from '../../../../core/rules/wallet';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import type { ApiFailure } from '../../../lib/http';
import { showSnackbar } from '../../../lib/snackbar';
import { refreshWallet, useWallet, walletStore } from '../../wallet';
import { fetchPowerups, fetchProducts, fetchStoreEnabled } from '../api';
import { BuySheet } from '../components/BuySheet';
import { ProductCard } from '../components/ProductCard';
import { usePurchase } from '../usePurchase';
import '../store.css';

type Load = { status: 'loading' } | { status: 'error'; error: ApiFailure } | { status: 'ready'; products: StoreProductDto[] };

/**
 * /store (docs/product.md §1 "a powerup store with products and bundles", §2 store → back to powerUpBank, §5):
 * the player's bank, single powerups and bundles with their prices in rupees, and a purchase paid from
 * deposit then winnings (never bonus). A bought product's powerups show in the bank at once.
 */
export default function StoreScreen() {
  const { t } = useTranslation(['store', 'powerups', 'common']);
  const wallet = useWallet();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [bank, setBank] = useState<PowerupsV2Data | null>(null);
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const title = t('title');

  const reload = useCallback(async () => {
    setLoad({ status: 'loading' });
    const [products, powerups, storeOn] = await Promise.all([fetchProducts(), fetchPowerups(), fetchStoreEnabled()]);
    setLoad(products.ok ? { status: 'ready', products: products.data.products } : { status: 'error', error: products.error });
    if (powerups.ok) setBank(powerups.data);
    setEnabled(storeOn);
  }, []);

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    void reload();
    void refreshWallet();
  }, [reload]);

  const onBought = useCallback(
    (data: BuyPowerUpData, product: StoreProductDto) => {
      setBank((b) => (b ? { ...b, bank: data.bank } : { bank: data.bank, in_challenges: { '2x': 0, no_negs: 0, player_poll: 0 }, challenges: [] }));
      const w = walletStore.get();
      if (w) walletStore.set({ ...w, ...data.wallet });
      void refreshWallet();
      showSnackbar(t('bought', { name: t(`products.${product.code}`, { defaultValue: product.name }) }), 'success');
    },
    [t],
  );
  const purchase = usePurchase(onBought);

  const balances: WalletBalances | null = useMemo(
    () =>
      wallet
        ? { deposit: rupeesToPaise(wallet.deposit_money), promo: rupeesToPaise(wallet.promo_money), winnings: rupeesToPaise(wallet.winnings_money) }
        : null,
    [wallet],
  );
  const products = load.status === 'ready' ? load.products : [];
  const singles = products.filter((p) => p.kind === 'single');
  const bundles = products.filter((p) => p.kind === 'bundle');
  // prices and Buy only once the store is known to sell (social mode never does: coins are not bought)
  const selling = enabled === true;

  return (
    <Page className="store" data-testid="store-screen">
      <AppHeader title={title} back={backPath('store')} wallet />
      <div className="page__content">
        <p className="muted">{t(enabled === false ? 'introNotSold' : 'intro')}</p>
        <section className="store-bank" aria-labelledby="store-bank-title" data-testid="store-bank">
          <h2 id="store-bank-title">{t('bank.title')}</h2>
          <ul>
            {POWERUP_TYPES.map((type) => (
              <li key={type} data-testid={`bank-count-${type}`} data-count={bank?.bank[type] ?? ''}>
                {t('bank.count', { name: t(`powerups:names.${type}`), count: bank?.bank[type] ?? 0 })}
              </li>
            ))}
          </ul>
          {bank && sumCounts(bank.in_challenges) > 0 ? <p className="muted">{t('bank.inChallenges', { count: sumCounts(bank.in_challenges) })}</p> : null}
          <nav className="store-links">
            <Link to="/PowerupsV2">{t('links.powerups')}</Link>
            <Link to="/PowerupHistory" data-testid="store-history-link">
              {t('links.history')}
            </Link>
            <Link to="/howToUse">{t('links.howToUse')}</Link>
          </nav>
        </section>
        {!selling ? (
          <p className="store-note" role="status" data-testid="store-disabled">
            {t('errors.MONEY_MODE_DISABLED')}
          </p>
        ) : null}
        {load.status === 'loading' ? <div className="page-loading" aria-busy="true" /> : null}
        {load.status === 'error' ? (
          <InlineError error={load.error} retry={() => void reload()} testId="store-load-error" />
        ) : null}
        {(['singles', 'bundles'] as const).map((section) => {
          const list = section === 'singles' ? singles : bundles;
          return list.length > 0 ? (
            <section key={section} aria-labelledby={`store-${section}`}>
              <h2 id={`store-${section}`} className="section-title">
                {t(`sections.${section}`)}
              </h2>
              <ul className="store-grid">
                {list.map((p) => (
                  <ProductCard key={p.product_id} product={p} selling={selling} onBuy={() => purchase.open(p)} />
                ))}
              </ul>
            </section>
          ) : null;
        })}
      </div>
      {purchase.state ? (
        <BuySheet
          product={purchase.state.product}
          balances={balances}
          busy={purchase.state.busy}
          error={purchase.state.error}
          onBuy={() => void purchase.buy()}
          onAddMoney={purchase.toLowBalance}
          onClose={purchase.close}
        />
      ) : null}
    </Page>
  );
}
