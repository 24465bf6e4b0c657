import type { PowerupTransferStatsDto, TransferFromBankBody } from '../../../core/api/powerups';
import { ApiError } from '../../../core/errors';
import { applyTransfer, validateTransfer, zeroCounts, type PowerupCounts, type PowerupTransferStats } from '../../../core/rules/powerups';
import type { Db } from '../../db/client';
import { addCounts, assertOpen, ContextCache, notFound, type ChallengeContext } from '../picks/context';
import * as picksRepo from '../picks/repository';
import * as repo from './repository';

/**
 * The powerup bank (docs/product.md §3, §5): powerupTransferStats and transferFromBank.
 *
 * maxTransferLimit comes from the challenge's picks settings (picks_challenge_settings.max_transfer_limit,
 * default 3 of each); bank_enabled = false there makes it all 0, so every transfer is refused with
 * TRANSFER_DISABLED (the contests feature will own room-level bank config later). Transfers go into the
 * player's pseudo room for the challenge: its allotment and remaining counts grow by what was moved.
 */

/**
 * What a new player's bank holds (spec gives no number). A constant here rather than server config:
 * config.ts belongs to the lead; move it there if operators need to change it.
 */
export const STARTING_BANK_BALANCE: Readonly<PowerupCounts> = Object.freeze({ '2x': 2, no_negs: 2, player_poll: 2 });

export interface PowerupsServiceOptions {
  clock: () => Date;
  contexts?: ContextCache;
}

function maxLimit(ctx: ChallengeContext): PowerupCounts {
  return ctx.bankEnabled ? { ...ctx.maxTransferLimit } : zeroCounts();
}

export function createPowerupsService({ clock, contexts = new ContextCache() }: PowerupsServiceOptions) {
  const loadContext = (db: Db, challengeId: number) => contexts.get(db, challengeId);
  return {
    async stats(db: Db, userId: number, body: { challenge_id: number; room_id?: number | undefined }): Promise<PowerupTransferStatsDto> {
      const ctx = await loadContext(db, body.challenge_id);
      if (body.room_id !== undefined) {
        const room = await picksRepo.findRoomById(db, userId, body.room_id);
        if (!room || room.challengeId !== body.challenge_id) throw notFound('Room');
      }
      return {
        maxTransferLimit: maxLimit(ctx),
        alreadyTransferred: (await repo.findTransferred(db, userId, body.challenge_id)) ?? zeroCounts(),
        userBalance: (await repo.findBalance(db, userId)) ?? { ...STARTING_BANK_BALANCE },
      };
    },

    /** Validated by core/rules/powerups.ts validateTransfer (422 TRANSFER_*); rows locked, so no double spend. */
    async transfer(db: Db, userId: number, body: TransferFromBankBody) {
      const ctx = await loadContext(db, body.challenge_id);
      const now = clock();
      assertOpen(ctx, now);
      const room = await picksRepo.findRoomById(db, userId, body.room_id, true);
      if (!room || room.challengeId !== body.challenge_id) throw notFound('Room');
      const stats: PowerupTransferStats = {
        maxTransferLimit: maxLimit(ctx),
        alreadyTransferred: (await repo.findTransferred(db, userId, body.challenge_id, true)) ?? zeroCounts(),
        userBalance: await repo.lockBalance(db, userId, STARTING_BANK_BALANCE),
      };
      const check = validateTransfer(stats, body.add_powerups);
      if (!check.ok) {
        const { code, message, type, limit } = check.error;
        throw new ApiError(422, code, message, { key: `powerups:errors.${code}`, ...(type ? { type, limit } : {}) });
      }
      const after = applyTransfer(stats, body.add_powerups);
      await repo.setBalance(db, userId, after.userBalance);
      await repo.setTransferred(db, userId, body.challenge_id, after.alreadyTransferred);
      await repo.insertBankEvent(db, { userId, kind: 'transfer', counts: body.add_powerups, challengeId: body.challenge_id, at: now });
      const remaining = addCounts(room.remaining, body.add_powerups);
      await picksRepo.updateRoom(db, room.roomId, {
        remaining,
        allotted: addCounts(room.allotted, body.add_powerups),
        bankAdded: addCounts(room.bankAdded, body.add_powerups),
        updatedAt: now,
      });
      return { stats: after, powerups: remaining };
    },
  };
}

export type PowerupsService = ReturnType<typeof createPowerupsService>;
