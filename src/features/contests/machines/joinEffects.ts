/**
 * What the join machines ask the app to do. The machines never touch the UI,
 * the router, Dexie or analytics themselves: they `emit` these effects and the
 * screen (or a provider) subscribes with `actor.on(type, handler)`. That keeps
 * the machines pure and testable with fake clocks.
 *
 * Texts: every snackbar carries an i18next key and the spec's English text as
 * the fallback (`t(messageKey, { defaultValue: message })`).
 */
import { JOIN_MESSAGES, JOIN_REFUSAL_CODES, type JoinRefusalCode } from '../../../../core/rules/contests';
import { defaultAddMoneyRupees } from '../../../../core/rules/wallet';
import { rupeesToPaise } from '../../../../core/money';
import type { JoinVerify } from '../../../../core/api/contests';
import type { DeclarationRefusalCode } from '../../../../core/rules/responsiblePlay';

export type SnackbarTone = 'success' | 'error';

/** Colours of docs/product.md §4: green for success, red for errors. */
export const SNACKBAR_COLOURS: Record<SnackbarTone, string> = { success: '#47b3aa', error: '#f9645f' };

export const SOMETHING_WENT_WRONG = 'Something went wrong!!!';
export const JOINED_SUCCESSFULLY = 'Contest Joined Successfully! Keep joining to win more prizes';

/** What gets reloaded after a join (docs/product.md §4). */
export type ReloadTarget = 'challengeMatches' | 'inPlayChallenges' | 'contests' | 'userStats' | 'wallet';

/** The room a join was seated in (verify reply, money already in paise). */
export interface SeatedRoom {
  roomId: number;
  roomName: string;
  configId: number;
  challengeId: number;
  draftNum: number;
  feePaise: number;
}

export type JoinEffect =
  | { type: 'snackbar'; tone: SnackbarTone; messageKey: string; message: string }
  /** timesUp: the match already began; roomsFull: 'Oops! All rooms are full.' */
  | { type: 'modal'; modal: 'timesUp' | 'roomsFull' }
  /** low balance: open add money pre-filled with the shortfall rounded up, then come back to `returnTo` */
  | { type: 'openAddMoney'; amountRupees: number; shortfallPaise: number; returnTo: string }
  | { type: 'recordJoin'; orderId: string; room: SeatedRoom }
  | { type: 'reload'; targets: ReloadTarget[] }
  | { type: 'closeModal' }
  /** analytics purchase event, value in rupees */
  | { type: 'purchase'; currency: 'INR'; value: number; orderId: string }
  | { type: 'loading'; loading: boolean }
  | { type: 'navigateBack'; to: string }
  /** docs/product.md §8 "other response error": the generic uncaught-error state */
  | { type: 'uncaughtError'; info: 'Error' }
  /**
   * responsible play: the server refused the paid join until the player declares their state or date of birth
   * (STATE_REQUIRED / DOB_REQUIRED); the screen asks for it and runs the same join again
   */
  | { type: 'declarationNeeded'; code: DeclarationRefusalCode };

/** A refusal in the machine's terms: a stable code, the English text, and paise missing for low balance. */
export interface JoinRefusal {
  code: string;
  message: string;
  shortfallPaise?: number;
}

const knownCodes: readonly string[] = JOIN_REFUSAL_CODES;
export function isJoinRefusalCode(code: string): code is JoinRefusalCode {
  return knownCodes.includes(code);
}

/** Slots full and cutoff passed keep the prediction flow polling (docs/product.md §4, §8). */
export function isTransientRefusal(code: string): boolean {
  return code === 'SLOTS_FULL' || code === 'CUTOFF_PASSED';
}

const snackbarKeys: Partial<Record<JoinRefusalCode, string>> = {
  SLOTS_FULL: 'contests:join.slotsFull',
  CUTOFF_PASSED: 'contests:join.cutoffPassed',
  SET_INCOMPLETE: 'contests:join.setIncomplete',
  ALREADY_JOINED: 'contests:join.alreadyJoined',
};

/** The red snackbar for a refusal: our key for join codes, the errors namespace for any other stable code. */
export function refusalSnackbar(refusal: JoinRefusal): JoinEffect {
  const key = isJoinRefusalCode(refusal.code) ? snackbarKeys[refusal.code] : undefined;
  const message = isJoinRefusalCode(refusal.code) && !refusal.message ? JOIN_MESSAGES[refusal.code] : refusal.message;
  return { type: 'snackbar', tone: 'error', messageKey: key ?? `errors:${refusal.code}`, message };
}

export function somethingWentWrong(): JoinEffect {
  return { type: 'snackbar', tone: 'error', messageKey: 'contests:join.somethingWrong', message: SOMETHING_WENT_WRONG };
}

/** The low-balance effect: amount = shortfall rounded up to whole rupees (docs/product.md §9). */
export function openAddMoney(shortfallPaise: number, returnTo: string): JoinEffect {
  return { type: 'openAddMoney', amountRupees: defaultAddMoneyRupees(shortfallPaise), shortfallPaise, returnTo };
}

/** Reads the refusal out of a verify reply's error (rupees → paise at this edge). */
export function refusalFromReply(error: NonNullable<JoinVerify['error']>): JoinRefusal {
  return {
    code: error.code,
    message: error.message,
    ...(error.shortfall !== undefined ? { shortfallPaise: rupeesToPaise(error.shortfall) } : {}),
  };
}

/**
 * Reads a refusal out of a thrown call error. The injected actors throw what the
 * http layer throws for a 4xx envelope: an object with a string `code`, a
 * `message` and optional `data.shortfall` (rupees), like core/errors ApiError.
 * Anything else (network, 5xx without a code) is not a refusal: null.
 */
export function refusalFromError(error: unknown): JoinRefusal | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; message?: unknown; data?: unknown };
  if (typeof e.code !== 'string' || e.code.length === 0) return null;
  const data = (typeof e.data === 'object' && e.data !== null ? e.data : {}) as { shortfall?: unknown };
  const shortfall = typeof data.shortfall === 'number' && Number.isFinite(data.shortfall) && data.shortfall > 0 ? data.shortfall : undefined;
  return {
    code: e.code,
    message: typeof e.message === 'string' ? e.message : '',
    ...(shortfall !== undefined ? { shortfallPaise: rupeesToPaise(shortfall) } : {}),
  };
}

export function seatedRoom(room: NonNullable<JoinVerify['room']>): SeatedRoom {
  return {
    roomId: room.room_id,
    roomName: room.room_name,
    configId: room.config_id,
    challengeId: room.challenge_id,
    draftNum: room.draft_num,
    feePaise: rupeesToPaise(room.fee),
  };
}
