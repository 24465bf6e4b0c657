/**
 * Powerup bank calls (the route table through core/api/paths.ts; contracts in core/api/powerups.ts).
 * transferFromBank moves powerups: it carries an Idempotency-Key that is kept while the same counts are
 * retried (a transfer whose reply was lost is not moved twice) and dropped after a success.
 * Errors (docs/architecture.md, "Errors the player sees"): opening the bank and a transfer are actions the player
 * took; a refusal or no reply is shown where they are (the overlay, a snackbar), a 5xx is the '500 Error' popup.
 */
import type { PowerupTransferStatsDto } from '../../../core/api/powerups';
import { powerupTransferStatsPath, transferFromBankPath } from '../../../core/api/paths';
import { call } from '../../lib/http';
import { uuidv7 } from '../../lib/outbox/uuid';
import type { TransferReply, TransferRequest } from './machines/powerupBank.machine';

export async function fetchBankStats(challengeId: number, roomId?: number): Promise<PowerupTransferStatsDto> {
  const res = await call(powerupTransferStatsPath, {
    body: { challenge_id: challengeId, ...(roomId !== undefined ? { room_id: roomId } : {}) },
    handleErrors: 'refusals',
  });
  if (!res.ok) throw res.error;
  return res.data;
}

/** A transfer function for the bank machine's `transfer` actor; one per overlay. */
export function createTransfer(newKey: () => string = uuidv7): (req: TransferRequest) => Promise<TransferReply> {
  let pending: { body: string; key: string } | null = null;
  return async (req) => {
    const body = JSON.stringify(req);
    if (!pending || pending.body !== body) pending = { body, key: newKey() };
    const res = await call(transferFromBankPath, { body: req, idempotencyKey: pending.key, handleErrors: 'refusals' });
    if (!res.ok) {
      // a refusal is final for this key; only a lost reply (network) keeps it for the retry
      if (res.error.kind !== 'network') pending = null;
      throw res.error;
    }
    pending = null;
    return res.data;
  };
}
