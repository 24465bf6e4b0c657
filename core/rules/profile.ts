/**
 * Profile rules shared by the PWA and the server: nickname, email, avatars and photo uploads
 * (docs/product.md §4 profile update statuses, §5 validation texts).
 */

/** updateProfile replies (docs/product.md §4): 41 the nickname was accepted, 42 it was not. */
export const PROFILE_STATUS = { accepted: 41, failed: 42 } as const;

/** Nicknames: 3..20 letters, digits or underscores (the suggestions are 'SwiftStriker482'). */
export const NICK_MIN = 3;
export const NICK_MAX = 20;
const NICK_REGEX = /^[A-Za-z0-9_]+$/;

export const PROFILE_ERROR_CODES = [
  'NICK_EMPTY',
  'NICK_INVALID',
  'NICK_TAKEN',
  'EMAIL_EMPTY',
  'EMAIL_INVALID',
  'EMAIL_TAKEN',
  'WRONG_OLD_PASSWORD',
  'PASSWORD_MISMATCH',
  'NO_PASSWORD',
  'PHOTO_INVALID',
  'PHOTO_TOO_LARGE',
] as const;
export type ProfileErrorCode = (typeof PROFILE_ERROR_CODES)[number];

/** English texts: the spec's where it has one (docs/product.md §5), ours otherwise. The PWA shows profile:errors.<code>. */
export const PROFILE_MESSAGES: Record<ProfileErrorCode, string> = {
  NICK_EMPTY: 'Nick cannot be empty!',
  NICK_INVALID: `Use ${NICK_MIN} to ${NICK_MAX} letters, numbers or _ for your nickname.`,
  NICK_TAKEN: 'Nick already exists!',
  EMAIL_EMPTY: 'Email cannot be empty!',
  EMAIL_INVALID: 'Please enter a valid email address.',
  EMAIL_TAKEN: 'Email is already registered!',
  WRONG_OLD_PASSWORD: 'Your current password is not correct.',
  PASSWORD_MISMATCH: 'The new password and its confirmation do not match.',
  NO_PASSWORD: 'Create an account with your phone number first.',
  PHOTO_INVALID: 'Please choose a JPEG, PNG or WebP picture.',
  PHOTO_TOO_LARGE: 'The picture is too large (at most 5 MB).',
};

export function normalizeNick(input: string): string {
  return input.trim();
}

/** The first problem with a nickname, or null. Uniqueness (NICK_TAKEN) is the server's. */
export function nickProblem(input: string): 'NICK_EMPTY' | 'NICK_INVALID' | null {
  const nick = normalizeNick(input);
  if (nick.length === 0) return 'NICK_EMPTY';
  if (nick.length < NICK_MIN || nick.length > NICK_MAX || !NICK_REGEX.test(nick)) return 'NICK_INVALID';
  return null;
}

/**
 * The name other players see (leaderboards, compare, team preview, the player's own profile): the nickname, or for
 * a player without one (every guest) a stable handle made from the user id, 'Player 4821'. Built on the server
 * and on the PWA by this one rule, so it is the same on every screen and every visit. Language-neutral on purpose
 * (nicknames are Latin script in Hindi too), and it cannot clash with a real nickname: nicknames have no spaces.
 */
export const GUEST_NAME_PREFIX = 'Player';

export function displayName(userId: number, nick: string | null | undefined): string {
  const shown = nick?.trim();
  return shown ? shown : `${GUEST_NAME_PREFIX} ${guestHandle(userId)}`;
}

/** Spread (golden ratio of 9000) and offset for the handle; odd and not a multiple of 3 or 5, so a bijection. */
const HANDLE_STEP = 5563n;
const HANDLE_OFFSET = 2718n;

/**
 * A guest's number: ids 0..8999 get the 4-digit numbers 1000..9999, the next 90,000 ids the 5-digit ones, and so
 * on, each block shuffled by index × 5563 + 2718 mod the block's size (coprime to 9 × 10^k, so one to one). Distinct
 * ids always get distinct handles, and neighbouring ids do not look like neighbours (9281, 5844, 2407, 7970).
 */
export function guestHandle(userId: number): number {
  let index = BigInt(Math.max(0, Math.trunc(userId)));
  let low = 1000n;
  let size = 9000n;
  while (index >= size) {
    index -= size;
    low *= 10n;
    size *= 10n;
  }
  return Number(low + ((index * HANDLE_STEP + HANDLE_OFFSET) % size));
}

/** The hue (0..359) of a player's initial disc when they have no picture: stable per user id, golden-angle spread. */
export function avatarHue(userId: number): number {
  return Math.round((Math.max(0, Math.trunc(userId)) * 137.508) % 360) % 360;
}

export const EMAIL_MAX = 254;
// Deliberately simple: one @, a dot in the domain, no spaces. The mailbox is proven by use, not by regex.
const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(input: string): string {
  return input.trim();
}

export function emailProblem(input: string): 'EMAIL_EMPTY' | 'EMAIL_INVALID' | null {
  const email = normalizeEmail(input);
  if (email.length === 0) return 'EMAIL_EMPTY';
  if (email.length > EMAIL_MAX || !EMAIL_REGEX.test(email)) return 'EMAIL_INVALID';
  return null;
}

/** Built-in avatars (public/avatars/avatar-NN.svg), chosen in the choose-avatar popup. */
export const AVATAR_IDS = ['avatar-01', 'avatar-02', 'avatar-03', 'avatar-04', 'avatar-05', 'avatar-06', 'avatar-07', 'avatar-08'] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

export function isAvatarId(value: string): value is AvatarId {
  return (AVATAR_IDS as readonly string[]).includes(value);
}

export function avatarUrl(id: AvatarId): string {
  return `/avatars/${id}.svg`;
}

/** Uploaded photos: at most 5 MB in, stored as a 256×256 WebP. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_SIZE_PX = 256;

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * The picture type from its first bytes; what the browser says about the file means nothing.
 * WebP is RIFF....WEBP.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (sig: readonly number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export function photoProblem(bytes: Uint8Array): 'PHOTO_INVALID' | 'PHOTO_TOO_LARGE' | null {
  if (bytes.length > PHOTO_MAX_BYTES) return 'PHOTO_TOO_LARGE';
  if (bytes.length === 0 || !sniffPhotoType(bytes)) return 'PHOTO_INVALID';
  return null;
}
