import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyMatch } from '../../../../core/api/results';
import { cutName } from '../../../../core/text';
import { InlineError } from '../../../app/InlineError';
import { errorText, shownByPopup } from '../../../lib/errorText';
import type { ApiFailure } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { serverNow } from '../../../lib/serverTime';
import { bankRoomOf, createTransfer, fetchBankStats, fetchOpenEnteredChallenges } from '../api';
import type { PowerupTransferStats } from '../../../../core/rules/powerups';
import { PowerupBankOverlay } from './PowerupBankOverlay';

export interface BankTransferProps {
  /** the challenge to choose first when the player entered it (?challenge_id= or the one being played) */
  preferred: number | null;
  /** a transfer went through: the bank's balances changed */
  onTransferred: () => void;
  /** the bank is empty (docs/product.md §5 "When the balance runs out, the player is sent to the store") */
  onStore: () => void;
}

type List = { status: 'loading' } | { status: 'error'; failure: ApiFailure } | { status: 'ready'; challenges: MyMatch[] };
type Open = { challengeId: number; roomId: number; stats: PowerupTransferStats };

/**
 * The powerup bank screen's transfer (docs/product.md §2 powerUpBank, §5 "Powerup transfer"): a picker of the player's
 * open entered challenges, then the bank overlay for the chosen one (its staging, caps and Transfer to Challenge).
 */
export function BankTransfer({ preferred, onTransferred, onStore }: BankTransferProps) {
  const { t } = useTranslation(['powerups', 'errors']);
  const [list, setList] = useState<List>({ status: 'loading' });
  const [chosen, setChosen] = useState<number | null>(null);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [tick, setTick] = useState(0);
  const transfer = useMemo(() => createTransfer(), []);

  useEffect(() => {
    let live = true;
    setList({ status: 'loading' });
    fetchOpenEnteredChallenges(serverNow()).then(
      (challenges) => {
        if (!live) return;
        setList({ status: 'ready', challenges });
        setChosen((c) => {
          const ids = challenges.map((x) => x.challenge_id);
          if (c !== null && ids.includes(c)) return c;
          return preferred !== null && ids.includes(preferred) ? preferred : (ids[0] ?? null);
        });
      },
      (failure: ApiFailure) => live && setList({ status: 'error', failure }),
    );
    return () => {
      live = false;
    };
  }, [preferred, tick]);

  const openBank = useCallback(async () => {
    if (chosen === null) return;
    setOpening(true);
    setError(null);
    try {
      const roomId = await bankRoomOf(chosen);
      const stats = await fetchBankStats(chosen, roomId);
      setOpen({ challengeId: chosen, roomId, stats });
    } catch (e) {
      const failure = e as ApiFailure;
      // opening the room is the player's action: a 5xx was the '500 Error' popup, anything else shows here
      if (!shownByPopup(failure)) setError(errorText(t, failure, { ns: 'powerups' }));
    } finally {
      setOpening(false);
    }
  }, [chosen, t]);

  const close = useCallback(() => setOpen(null), []);
  const transferred = useCallback(() => onTransferred(), [onTransferred]);

  const lang = currentLanguage();
  const dateFmt = useMemo(
    () => new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' }),
    [lang],
  );

  return (
    <section className="bank-screen__section" aria-labelledby="bank-transfer-title" data-testid="bank-transfer-section">
      <h2 id="bank-transfer-title">{t('screen.transferTitle')}</h2>
      <p className="muted">{t('screen.transferIntro')}</p>
      {list.status === 'loading' ? <div className="bank-screen__loading" aria-busy="true" /> : null}
      {list.status === 'error' ? <InlineError error={list.failure} retry={() => setTick((n) => n + 1)} className="" testId="bank-challenges-error" /> : null}
      {list.status === 'ready' && list.challenges.length === 0 ? (
        <p className="bank-screen__empty" data-testid="bank-no-challenges">
          {t('screen.noChallenges')}
        </p>
      ) : null}
      {list.status === 'ready' && list.challenges.length > 0 ? (
        <>
          <label className="bank-screen__picker">
            <span>{t('screen.challenge')}</span>
            <select
              value={chosen ?? ''}
              onChange={(e) => {
                setChosen(Number(e.target.value));
                setError(null);
              }}
              data-testid="bank-challenge-select"
            >
              {list.challenges.map((c) => (
                <option key={c.challenge_id} value={c.challenge_id}>
                  {t('screen.option', { name: cutName(c.challenge_name), date: dateFmt.format(c.start_time) })}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={opening || chosen === null}
            onClick={() => void openBank()}
            data-testid="bank-open-transfer"
          >
            {t('screen.choosePowerups')}
          </button>
          {error ? (
            <p className="form-error" role="alert" data-testid="bank-open-error">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
      {open ? (
        <PowerupBankOverlay
          key={open.challengeId}
          challengeId={open.challengeId}
          roomId={open.roomId}
          stats={open.stats}
          transfer={transfer}
          onTransferred={transferred}
          onStore={onStore}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
