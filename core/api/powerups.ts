import { z } from 'zod';
import { dbId as id, defineRoute } from './route';
import { ROUTES } from './routes';
import { POWERUP_TYPES } from '../rules/powerups';

/**
 * Powerup contracts (docs/product.md §3 "powerup bank", §5 transfer validation, §7 bank calls).
 *
 * Bodies are strict objects without coercion: an unknown key, "5" for an id, 1.5 or -1 are
 * 400 VALIDATION_FAILED before any service runs. The business rules (bank disabled, nothing
 * staged, cap or balance exceeded) are core/rules/powerups.ts validateTransfer → 422 with
 * its TRANSFER_* code.
 */

/** '2x' (Doubler), 'no_negs' (No Negative), 'player_poll' (Audience Poll). */
export const powerupTypeSchema = z.enum(POWERUP_TYPES);

/** Spec gives no bound; 10 000 of one type is far above any bank and stops overflow games. */
export const MAX_POWERUP_COUNT = 10_000;
const count = z.number().int().min(0).max(MAX_POWERUP_COUNT);

/** A count per type, keyed 2x / no_negs / player_poll, every key required. */
export const powerupCountsSchema = z.strictObject({ '2x': count, no_negs: count, player_poll: count });
export type PowerupCountsDto = z.infer<typeof powerupCountsSchema>;

export const powerupTransferStatsSchema = z.object({
  /** per type, the most that may ever be moved into this challenge; all 0 = bank disabled for the contest */
  maxTransferLimit: powerupCountsSchema,
  alreadyTransferred: powerupCountsSchema,
  /** what the player holds in the bank */
  userBalance: powerupCountsSchema,
});
export type PowerupTransferStatsDto = z.infer<typeof powerupTransferStatsSchema>;

/**
 * The bank's numbers for one challenge (and the pseudo room holding the set being made).
 * A POST in the spec, but it changes nothing: not idempotency-keyed.
 */
export const powerupTransferStatsRoute = defineRoute({
  ...ROUTES.powerupTransferStats,
  summary: "Powerup bank numbers for a challenge: max transfer limit, already transferred and the player's balance, per type",
  body: z.strictObject({ challenge_id: id, room_id: id.optional() }),
  data: powerupTransferStatsSchema,
});

export const transferFromBankBodySchema = z.strictObject({
  challenge_id: id,
  /** counts staged in the overlay, per type */
  add_powerups: powerupCountsSchema,
  /** the pseudo room (userRoom.room_id) of the set the powerups go to */
  room_id: id,
});
export type TransferFromBankBody = z.infer<typeof transferFromBankBodySchema>;

/**
 * Moves staged powerups from the bank into the challenge. Idempotent: a replayed key returns the
 * first result and moves nothing twice. Refusals (422): TRANSFER_DISABLED, TRANSFER_NOTHING_STAGED,
 * TRANSFER_LIMIT_EXCEEDED, TRANSFER_BALANCE_EXCEEDED.
 */
export const transferFromBankRoute = defineRoute({
  ...ROUTES.transferFromBank,
  summary: 'Transfer staged powerups from the bank to a challenge',
  body: transferFromBankBodySchema,
  data: z.object({
    /** the bank after the transfer (what the overlay shows next) */
    stats: powerupTransferStatsSchema,
    /** powerups now available to apply in the set (the questions response's `powerups`) */
    powerups: powerupCountsSchema,
  }),
});

export const powerupRoutes = [powerupTransferStatsRoute, transferFromBankRoute] as const;
