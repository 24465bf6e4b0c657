import { checkKycFields, KYC_MAX_FILE_BYTES, normalizePan, type KycFieldError } from '../../../../core/rules/kyc';
import type { ApiFailure } from '../../../lib/http';

/**
 * The updateKYC form (docs/product.md §3, §5, §7 V3_GAME_UPLOAD): panFile, panNumber, fullName,
 * dateOfBirth as multipart. The image-size error flag is checked here before anything is
 * sent (KYC_MAX_FILE_BYTES, the server's own limit) and raised again when the server answers
 * with its size error; with no file chosen panFile goes as an empty value (docs/product.md §5), which
 * the server refuses with its own "choose a file" message.
 */
export interface KycInput {
  file: File | null;
  panNumber: string;
  fullName: string;
  dateOfBirth: string;
}

export interface KycFlags {
  imageSize: boolean;
  pan: boolean;
  name: boolean;
  dob: boolean;
  underAge: boolean;
}

export const fileTooLarge = (file: File | null) => file !== null && file.size > KYC_MAX_FILE_BYTES;

export function checkKycForm(input: KycInput, today: string): KycFlags {
  const errors = new Set<KycFieldError>(
    checkKycFields({ panNumber: input.panNumber, fullName: input.fullName, dateOfBirth: input.dateOfBirth, today }),
  );
  return {
    imageSize: fileTooLarge(input.file),
    pan: errors.has('PAN_INVALID'),
    name: errors.has('NAME_INVALID'),
    dob: errors.has('DOB_INVALID'),
    underAge: errors.has('UNDER_AGE'),
  };
}

export function kycFormData(input: KycInput): FormData {
  const form = new FormData();
  // Text fields first: the server's multipart parser reads them before the file part.
  form.append('panNumber', normalizePan(input.panNumber));
  form.append('fullName', input.fullName.trim());
  form.append('dateOfBirth', input.dateOfBirth);
  if (input.file) form.append('panFile', input.file, input.file.name);
  else form.append('panFile', '');
  return form;
}

/** The server's per-field codes of a refused upload (400 data.fields). */
export function serverKycFields(error: ApiFailure): Record<string, string> {
  const data = error.data as { fields?: unknown } | undefined;
  const fields = data && typeof data === 'object' ? data.fields : undefined;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}

/** The server's size error (data.fields.panFile TOO_LARGE, or a bare 413 from a proxy). */
export function isServerSizeError(error: ApiFailure): boolean {
  return error.httpStatus === 413 || serverKycFields(error)['panFile'] === 'TOO_LARGE';
}
