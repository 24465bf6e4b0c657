/**
 * Powerup bank calls (the route table through core/api/paths.ts; contracts in core/api/powerups.ts).
 * transferFromBank moves powerups: it carries an Idempotency-Key that is kept while the same counts are
 * retried (a transfer whose reply was lost is not moved twice) and dropped after a success.
 * Errors (docs/architecture.md, "Errors the player sees"): opening the bank and a transfer are actions the player
 * took; a refusal or no reply is shown where they are (the overlay, a snackbar), a 5xx is the '500 Error' popup.
 */
import type { PowerupTransferStatsDto } from '../../../core/api/powerups';
import type { MyMatch } from '../../../core/api/results';
import { API, inPlayPath, joinPseudoContestPath, powerupsV2Path, powerupTransferStatsPath, transferFromBankPath } from '../../../core/api/paths';
import { hasStarted } from '../../../core/rules/challenges';
import type { PowerupCounts } from '../../../core/rules/powerups';
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

/** What the bank holds now, per type (the store's PowerupsV2 numbers, `bank`). Rejects with the ApiFailure. */
export async function fetchBankBalance(): Promise<PowerupCounts> {
  const res = await call(powerupsV2Path, { handleErrors: true, silent: true });
  if (!res.ok) throw res.error;
  return res.data.bank;
}

/**
 * The challenges a transfer can go to: the player's entered challenges (a contest joined) that have not started,
 * in prediction mode (powerups are applied to pick sets), soonest first. From the in-play call's `upcoming`.
 */
export async function fetchOpenEnteredChallenges(nowMs: number): Promise<MyMatch[]> {
  const res = await call(inPlayPath, { handleErrors: true });
  if (!res.ok) throw res.error;
  return res.data.upcoming.filter((c) => c.game_mode === 'prediction' && !hasStarted(c.start_time, nowMs));
}

/**
 * The pseudo room a challenge's transfers go into (powerups moved there reach every set of the challenge). Read
 * first (getUserPseudoAnswers changes nothing); only a player without one gets it opened (joinPseudoContestv2).
 */
export async function bankRoomOf(challengeId: number): Promise<number> {
  const read = await call(API.userPseudoAnswers, { query: { challenge_id: challengeId }, handleErrors: true, silent: true });
  if (read.ok && read.data.room_id !== null) return read.data.room_id;
  if (!read.ok && read.error.kind === 'network') throw read.error;
  const opened = await call(joinPseudoContestPath, { body: { challenge_id: challengeId }, idempotencyKey: uuidv7(), handleErrors: 'refusals' });
  if (!opened.ok) throw opened.error;
  return opened.data.userRoom.room_id;
}
