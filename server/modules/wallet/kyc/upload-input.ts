import { kycUploadFieldsSchema } from '../../../../core/api/wallet-ops';
import { ApiError } from '../../../../core/errors';
import { checkKycFields, checkKycFile, KYC_MAX_FILE_BYTES, type KycFileType } from '../../../../core/rules/kyc';

/**
 * The KYC upload's input, checked all at once so the form can flag every bad field. A failure is
 * a 400 envelope whose data carries
 *   issues: [{ path, message }]                (like every validation error)
 *   fields: { panNumber?, fullName?, dateOfBirth?, panFile? }  a stable code per bad field;
 *           panFile: 'TOO_LARGE' is the spec's "KYC image size" error flag.
 */
export type KycUploadFieldCode =
  | 'PAN_INVALID'
  | 'NAME_INVALID'
  | 'DOB_INVALID'
  | 'UNDER_AGE'
  | 'MISSING'
  | 'EMPTY'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_TYPE';

export interface KycUploadInput {
  panNumber: string;
  fullName: string;
  dateOfBirth: string;
  file: { type: KycFileType; bytes: Uint8Array };
}

const MESSAGES: Record<KycUploadFieldCode, string> = {
  PAN_INVALID: 'PAN is 5 letters, 4 digits, 1 letter',
  NAME_INVALID: 'Enter your name as on the PAN card',
  DOB_INVALID: 'Enter a valid date of birth (YYYY-MM-DD)',
  UNDER_AGE: 'You must be 18 or older to complete KYC',
  MISSING: 'Choose a photo or PDF of your PAN card',
  EMPTY: 'The chosen file is empty',
  TOO_LARGE: `The PAN document must be at most ${KYC_MAX_FILE_BYTES / (1024 * 1024)} MB`,
  UNSUPPORTED_TYPE: 'The PAN document must be a JPEG, PNG or PDF file',
};

type Field = 'panNumber' | 'fullName' | 'dateOfBirth' | 'panFile';

/**
 * `body` is what @fastify/multipart (attachFieldsToBody 'keyValues') made of the form: strings for
 * fields, a Buffer for the file part, or '' when the PWA sent an empty value for "no file".
 */
export function parseKycUpload(body: Record<string, unknown>, fileBytes: Uint8Array | null, today: string): KycUploadInput {
  const fields: Partial<Record<Field, KycUploadFieldCode>> = {};
  const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');

  const parsed = kycUploadFieldsSchema.safeParse({
    panNumber: text('panNumber'),
    fullName: text('fullName'),
    dateOfBirth: text('dateOfBirth'),
  });
  const rules = checkKycFields({
    panNumber: text('panNumber'),
    fullName: text('fullName'),
    dateOfBirth: text('dateOfBirth'),
    today,
  });
  for (const r of rules) {
    if (r === 'PAN_INVALID') fields.panNumber = r;
    else if (r === 'NAME_INVALID') fields.fullName = r;
    else fields.dateOfBirth = r;
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === 'panNumber' && !fields.panNumber) fields.panNumber = 'PAN_INVALID';
      if (key === 'fullName' && !fields.fullName) fields.fullName = 'NAME_INVALID';
      if (key === 'dateOfBirth' && !fields.dateOfBirth) fields.dateOfBirth = 'DOB_INVALID';
    }
  }

  let file: KycUploadInput['file'] | null = null;
  if (fileBytes === null) fields.panFile = 'MISSING';
  else {
    const check = checkKycFile(fileBytes);
    if (check.ok) file = { type: check.type, bytes: fileBytes };
    else fields.panFile = check.reason;
  }

  const entries = Object.entries(fields) as Array<[Field, KycUploadFieldCode]>;
  if (entries.length > 0 || !parsed.success || !file) {
    const issues = entries.map(([path, code]) => ({ path: `body.${path}`, message: MESSAGES[code] }));
    const first = issues[0];
    throw new ApiError(400, 'VALIDATION_FAILED', first ? first.message : 'Invalid KYC details', {
      issues,
      fields: Object.fromEntries(entries),
    });
  }
  return { ...parsed.data, file };
}
