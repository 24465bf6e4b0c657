import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { POWERUP_TYPES, type PowerupCounts } from '../../../../core/rules/powerups';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { backPath, targetPath } from '../../../app/targets';
import { Page } from '../../../app/Page';
import { useAppState } from '../../../lib/appState';
import type { ApiFailure } from '../../../lib/http';
import { fetchBankBalance } from '../api';
import { BankTransfer } from '../components/BankTransfer';
import '../powerups.css';

/** The screens whose back leads here (docs/product.md §2), linked from the bank; labelled with their screen titles. */
const LINKS = [
  { target: 'store', label: 'common:screens.store' },
  { target: 'howToUse', label: 'common:screens.howToUse' },
  { target: 'PowerupHistory', label: 'common:screens.powerupHistory' },
  { target: 'referral', label: 'common:screens.referral' },
] as const;

/**
 * powerUpBank (docs/product.md §2, back → profile; the parent of howToUse, referral, PowerupHistory, store and
 * lowBalanceP): the bank's own screen. The three balances, links to the store, how to use, powerup history and
 * referral, and the transfer into a chosen open challenge the player has entered (BankTransfer → the bank overlay).
 * ?challenge_id= (or the challenge being played) is chosen first when it is one of them.
 */
export default function PowerUpBankScreen() {
  const { t } = useTranslation(['powerups', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const entered = useAppState((s) => s.challengeId);
  const raw = params.get('challenge_id');
  const preferred = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : entered;
  const [balance, setBalance] = useState<PowerupCounts | 'loading' | { failure: ApiFailure }>('loading');
  const title = t('title');

  const reload = useCallback(() => {
    // a failed refresh keeps the balances shown; only a first load that fails says so
    fetchBankBalance().then(setBalance, (failure: ApiFailure) => setBalance((b) => (b === 'loading' || 'failure' in b ? { failure } : b)));
  }, []);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => reload(), [reload]);

  const toStore = useCallback(() => navigate(targetPath('store')), [navigate]);
  const counts = typeof balance === 'object' && !('failure' in balance) ? balance : null;

  return (
    <Page className="bank-screen" data-testid="powerup-bank-screen">
      <AppHeader title={title} back={backPath('powerUpBank')} />
      <div className="page__content">
        <section className="bank-screen__section" aria-labelledby="bank-balances-title">
          <h2 id="bank-balances-title">{t('screen.balances')}</h2>
          <ul className="bank__cards" aria-busy={balance === 'loading'}>
            {POWERUP_TYPES.map((type) => (
              <li key={type} className="bank__card" data-testid={`bank-screen-${type}`} data-count={counts?.[type] ?? ''}>
                <h3>{t(`names.${type}`)}</h3>
                <p className="bank-screen__count">{counts ? t('balance', { count: counts[type] }) : '–'}</p>
              </li>
            ))}
          </ul>
          {typeof balance === 'object' && 'failure' in balance ? <InlineError error={balance.failure} retry={reload} className="" testId="bank-balance-error" /> : null}
        </section>
        <nav aria-labelledby="bank-links-title">
          <h2 id="bank-links-title" className="visually-hidden">
            {t('screen.links')}
          </h2>
          <ul className="bank-screen__links">
            {LINKS.map((l) => (
              <li key={l.target}>
                <Link to={targetPath(l.target)} data-testid={`bank-link-${l.target}`}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <BankTransfer preferred={preferred} onTransferred={reload} onStore={toStore} />
      </div>
    </Page>
  );
}
