import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { rupeesToPaise } from '../../../../core/money';
import { setPopup, useAppState } from '../../../lib/appState';
import { openHostWallet, useHostMode } from '../../../lib/hostMode';
import { Modal } from '../../../app/Modal';
import { useAmountFormat, useMoneyMode } from '../../../lib/moneyMode';
import { useWallet, walletTotalPaise } from '../store';

/**
 * docs/product.md §2: the total and expandable components (title, value, desc; titles localized by key); §4: the
 * wallet modal's actions lead to /wallet, /contests, /choosePicks and /store (besides adding money).
 */
export function WalletPopup() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const wallet = useWallet();
  const [open, setOpen] = useState<string | null>(null);
  const close = useCallback(() => setPopup('wallet', false), []);
  const mode = useMoneyMode();
  const money = useAmountFormat();
  const host = useHostMode();
  const challengeId = useAppState((s) => s.challengeId);
  const go = (to: string) => () => {
    close();
    navigate(to);
  };
  // Contests and picks belong to a challenge: the one entered last, as every other link to them carries it
  // (?challenge_id=…); before any challenge has been entered, the challenge list, where one is picked.
  const inChallenge = (path: '/contests' | '/choosePicks') => (challengeId === null ? '/new' : `${path}?challenge_id=${challengeId}`);
  return (
    <Modal title={t('title')} onClose={close} testId="wallet-popup">
      {wallet ? (
        <>
          <p className="wallet-total">
            <span>{t('total')}</span>
            <strong data-testid="wallet-total">{money.paise(walletTotalPaise(wallet), true)}</strong>
          </p>
          <ul className="wallet-components">
            {wallet.components.map((c) => {
              const expanded = open === c.key;
              return (
                <li key={c.key}>
                  <button type="button" className="wallet-component" aria-expanded={expanded} onClick={() => setOpen(expanded ? null : c.key)}>
                    <span>{t(`components.${c.key}.title`, { defaultValue: c.title })}</span>
                    <span>
                      {money.paise(rupeesToPaise(c.value), true)} <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
                    </span>
                  </button>
                  {expanded ? <p className="wallet-component__desc">{t(`components.${c.key}.desc`, { defaultValue: c.desc })}</p> : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p>{t('unavailable')}</p>
      )}
      <button type="button" className="btn btn--primary btn--block" data-testid="wallet-popup-wallet" onClick={go('/wallet')}>
        {t('goToWallet')}
      </button>
      {host ? (
        // Inside a launcher, money is added in the launcher's wallet.
        <button
          type="button"
          className="btn btn--secondary btn--block"
          data-testid="wallet-popup-host-topup"
          onClick={() => {
            close();
            openHostWallet();
          }}
        >
          {t('host.topUp', { name: host.name ?? t('host.launcher') })}
        </button>
      ) : mode === 'real' ? (
        // docs/product.md §4 wallet modal actions; no money actions in social mode.
        <button
          type="button"
          className="btn btn--secondary btn--block"
          data-testid="wallet-popup-add-money"
          onClick={() => {
            close();
            navigate('/addMoney');
          }}
        >
          {t('wallet.addMoney')}
        </button>
      ) : null}
      <div className="wallet-popup__actions">
        <button type="button" className="btn btn--secondary btn--block" data-testid="wallet-popup-contests" onClick={go(inChallenge('/contests'))}>
          {t('goToContests')}
        </button>
        <button type="button" className="btn btn--secondary btn--block" data-testid="wallet-popup-picks" onClick={go(inChallenge('/choosePicks'))}>
          {t('goToPicks')}
        </button>
        <button type="button" className="btn btn--secondary btn--block" data-testid="wallet-popup-store" onClick={go('/store')}>
          {t('goToStore')}
        </button>
      </div>
    </Modal>
  );
}
