import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { bankCards, transferCaps, validateTransfer, type PowerupCounts, type PowerupTransferStats } from '../../../../core/rules/powerups';
import { errorText } from '../../../lib/errorText';
import { showSnackbar } from '../../../lib/snackbar';
import { maxAddedTypes, powerupBankMachine, type TransferReply, type TransferRequest } from '../machines/powerupBank.machine';
import '../powerups.css';

export interface PowerupBankOverlayProps {
  challengeId: number;
  roomId: number;
  stats: PowerupTransferStats;
  transfer: (req: TransferRequest) => Promise<TransferReply>;
  /** the bank's transfer went through: add these to the set's remaining powerups */
  onTransferred: (add: PowerupCounts, powerups: PowerupCounts) => void;
  onStore: () => void;
  onClose: () => void;
}

/**
 * docs/product.md §2 "Powerup bank overlay": title Powerup Bank, three cards (Doubler, No Negative, Audience Poll) with
 * the balance and an Add button; staged counts show a remaining counter per type or red 'Max Added';
 * Transfer to Challenge, Reset, the maximum-limit line, closed with an X. Driven by powerupBankMachine.
 */
export function PowerupBankOverlay({ challengeId, roomId, stats, transfer, onTransferred, onStore, onClose }: PowerupBankOverlayProps) {
  const { t } = useTranslation('powerups');
  const machine = useMemo(
    () => powerupBankMachine.provide({ actors: { transfer: fromPromise<TransferReply, TransferRequest>(({ input }) => transfer(input)) } }),
    [transfer],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { challenge_id: challengeId, room_id: roomId, stats } });

  useEffect(() => {
    const sub = actor.on('transferred', (e) => {
      showSnackbar(t('transferred'), 'success');
      onTransferred(e.add_powerups, e.powerups);
    });
    return () => sub.unsubscribe();
  }, [actor, onTransferred, t]);

  // Final states: 'store' (balance exhausted, possibly right on opening, before any listener) or closed/transferred.
  useEffect(() => {
    if (snapshot.status !== 'done') return;
    if (snapshot.output?.outcome === 'store') onStore();
    else onClose();
  }, [snapshot.status, snapshot.output, onClose, onStore]);

  const ctx = snapshot.context;
  const cards = bankCards(ctx.stats, ctx.staged);
  const maxed = snapshot.matches('staging') ? maxAddedTypes(snapshot) : null;
  const caps = transferCaps(ctx.stats);
  const busy = snapshot.matches('transferring');
  const canTransfer = !busy && validateTransfer(ctx.stats, ctx.staged).ok;
  const limit = ctx.stats.maxTransferLimit;

  return (
    <div className="modal-backdrop" data-testid="powerup-bank-backdrop">
      <div className="modal bank" role="dialog" aria-modal="true" aria-labelledby="bank-title" data-testid="powerup-bank">
        <header className="modal__header">
          <h2 id="bank-title">{t('title')}</h2>
          <button type="button" className="icon-btn" onClick={() => send({ type: 'CLOSE' })} aria-label={t('close')} data-testid="bank-close">
            ×
          </button>
        </header>
        <div className="modal__body">
          <ul className="bank__cards">
            {cards.map((card) => (
              <li key={card.type} className="bank__card" data-testid={`bank-card-${card.type}`}>
                <h3>{t(`names.${card.type}`)}</h3>
                <p data-testid="bank-balance">{t('balance', { count: card.balance })}</p>
                {card.staged > 0 ? <p className="bank__staged" data-testid="bank-staged">+{card.staged}</p> : null}
                {(maxed ? maxed[card.type] : card.maxAdded) ? (
                  <p className="bank__max" style={{ color: '#f9645f' }} data-testid="bank-max-added">
                    {t('maxAdded')}
                  </p>
                ) : (
                  <p data-testid="bank-remaining">{t('remaining', { count: card.remaining })}</p>
                )}
                <button
                  type="button"
                  className="btn btn--small btn--secondary"
                  disabled={busy || (card.balance > 0 && card.remaining <= 0)}
                  onClick={() => send({ type: 'ADD', powerup: card.type })}
                  data-testid={`bank-add-${card.type}`}
                >
                  {t('add')}
                </button>
              </li>
            ))}
          </ul>
          <p className="bank__limit" data-testid="bank-limit">
            {t('maxLimit', { doubler: limit['2x'], noNegative: limit.no_negs, audiencePoll: limit.player_poll })}
          </p>
          {ctx.error ? (
            <p className="bank__error" role="alert" style={{ color: '#f9645f' }} data-testid="bank-error">
              {errorText(t, ctx.error.code === 'UNKNOWN' ? {} : ctx.error, { ns: 'powerups' })}
            </p>
          ) : null}
          <div className="bank__actions">
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => send({ type: 'RESET' })} data-testid="bank-reset">
              {t('reset')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={!canTransfer}
              onClick={() => send({ type: 'TRANSFER' })}
              data-testid="bank-transfer"
              data-caps={`${caps['2x']},${caps.no_negs},${caps.player_poll}`}
            >
              {t('transfer')}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
