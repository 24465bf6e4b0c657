/**
 * KYC input rules shared by the PWA (checks before upload, so the player sees the
 * error at once) and the server (the checks that count). Pure: bytes arrive as a Uint8Array.
 */

/**
 * PAN: 5 letters, 4 digits, 1 letter (AAAAA9999A). The 4th character is the holder's
 * entity type (P person, C company, H HUF, F firm, A AOP, T trust, B BOI, L local authority,
 * J artificial juridical person, G government). Players are people, but the format check
 * accepts every valid type; `isIndividualPan` says whether it is a personal PAN.
 */
export const PAN_ENTITY_TYPES = ['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G'] as const;
export const PAN_REGEX = /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/;

/** Upper-cases and trims, so "abcpe1234f " is read as typed on a phone keyboard. */
export function normalizePan(input: string): string {
  return input.trim().toUpperCase();
}

export function isValidPan(input: string): boolean {
  return PAN_REGEX.test(normalizePan(input));
}

export function isIndividualPan(input: string): boolean {
  const pan = normalizePan(input);
  return PAN_REGEX.test(pan) && pan[3] === 'P';
}

/** Minimum age to play for money in India. */
export const KYC_MIN_AGE = 18;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD strictly (rejects 2001-02-30). Returns [y, m (1-12), d] or null. */
export function parseIsoDate(input: string): [number, number, number] | null {
  const m = ISO_DATE.exec(input);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return [y, mo, d];
}

/**
 * Whole years between a date of birth and `on` (both YYYY-MM-DD calendar dates, no time zone
 * games: the birthday counts from its own day). Returns null for an unparseable date.
 */
export function ageOn(dateOfBirth: string, on: string): number | null {
  const dob = parseIsoDate(dateOfBirth);
  const ref = parseIsoDate(on);
  if (!dob || !ref) return null;
  let age = ref[0] - dob[0];
  if (ref[1] < dob[1] || (ref[1] === dob[1] && ref[2] < dob[2])) age -= 1;
  return age;
}

/** True when the person is at least 18 on `on`. A person born 29 Feb turns 18 on 1 Mar in a common year. */
export function isAdultOn(dateOfBirth: string, on: string): boolean {
  const age = ageOn(dateOfBirth, on);
  return age !== null && age >= KYC_MIN_AGE;
}

/** The calendar date in India (IST) at an instant, YYYY-MM-DD — the "today" for the age check. */
export function istDate(epochMs: number): string {
  return new Date(epochMs + 330 * 60_000).toISOString().slice(0, 10);
}

/** The largest PAN document we accept: 2 MiB fits a clear phone photo or one-page PDF. */
export const KYC_MAX_FILE_BYTES = 2 * 1024 * 1024;

export type KycFileType = 'image/jpeg' | 'image/png' | 'application/pdf';

const SIGNATURES: ReadonlyArray<{ type: KycFileType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/**
 * The file type from its first bytes. The browser's file name and Content-Type are chosen by
 * the sender and mean nothing; the magic bytes are what a viewer will actually parse.
 */
export function sniffKycFileType(bytes: Uint8Array): KycFileType | null {
  for (const sig of SIGNATURES) {
    if (bytes.length >= sig.bytes.length && sig.bytes.every((b, i) => bytes[i] === b)) return sig.type;
  }
  return null;
}

export type KycFileCheck =
  | { ok: true; type: KycFileType }
  | { ok: false; reason: 'EMPTY' | 'TOO_LARGE' | 'UNSUPPORTED_TYPE' };

export function checkKycFile(bytes: Uint8Array): KycFileCheck {
  if (bytes.length === 0) return { ok: false, reason: 'EMPTY' };
  if (bytes.length > KYC_MAX_FILE_BYTES) return { ok: false, reason: 'TOO_LARGE' };
  const type = sniffKycFileType(bytes);
  if (!type) return { ok: false, reason: 'UNSUPPORTED_TYPE' };
  return { ok: true, type };
}

/** Name as on the PAN card: letters, spaces, dots, apostrophes; 2..100 characters. */
export const KYC_NAME_REGEX = /^[A-Za-z][A-Za-z .']{0,98}[A-Za-z.]$/;

export type KycFieldError = 'PAN_INVALID' | 'NAME_INVALID' | 'DOB_INVALID' | 'UNDER_AGE';

/** All field checks of the upload form at once, so the form can flag every bad field. */
export function checkKycFields(input: { panNumber: string; fullName: string; dateOfBirth: string; today: string }): KycFieldError[] {
  const errors: KycFieldError[] = [];
  if (!isValidPan(input.panNumber)) errors.push('PAN_INVALID');
  if (!KYC_NAME_REGEX.test(input.fullName.trim())) errors.push('NAME_INVALID');
  const age = ageOn(input.dateOfBirth, input.today);
  if (age === null || age > 120) errors.push('DOB_INVALID');
  else if (age < KYC_MIN_AGE) errors.push('UNDER_AGE');
  return errors;
}
