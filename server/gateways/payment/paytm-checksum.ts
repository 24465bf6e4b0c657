import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { constantTimeEqual } from './signing';

/**
 * Paytm checksum (the algorithm of Paytm's published PaytmChecksum libraries, re-implemented):
 *
 *   salt      = 4 random characters
 *   hash      = hex(SHA-256(params + "|" + salt)) + salt          (68 ASCII chars)
 *   signature = base64(AES-128-CBC(hash, key = merchant key, iv = "@@@@&&&&####$$$$", PKCS#7))
 *
 * Verifying decrypts the signature, takes its last 4 characters as the salt and recomputes.
 * `params` is either a string (the JSON body of the newer APIs: initiateTransaction, order
 * status) or a flat record (the form fields of the browser callback), which is turned into a
 * string by sorting the keys and joining the values with "|" (null and "null" become "").
 */

const IV = Buffer.from('@@@@&&&&####$$$$', 'latin1');

function aesKey(merchantKey: string): Buffer {
  const key = Buffer.from(merchantKey, 'utf8');
  if (key.length !== 16) throw new RangeError('Paytm merchant key must be 16 bytes (AES-128)');
  return key;
}

export function paytmEncrypt(plain: string, merchantKey: string): string {
  const cipher = createCipheriv('aes-128-cbc', aesKey(merchantKey), IV);
  return Buffer.concat([cipher.update(plain, 'latin1'), cipher.final()]).toString('base64');
}

/** null when the text is not a valid ciphertext under this key (bad padding, wrong length). */
export function paytmDecrypt(encrypted: string, merchantKey: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-cbc', aesKey(merchantKey), IV);
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString('latin1');
  } catch {
    return null;
  }
}

export type PaytmParams = Record<string, string | null | undefined>;

/** Sorted keys, values joined by "|"; CHECKSUMHASH itself never signs. */
export function paytmParamString(params: PaytmParams): string {
  return Object.keys(params)
    .filter((k) => k !== 'CHECKSUMHASH')
    .sort()
    .map((k) => {
      const v = params[k];
      return v == null || v.toLowerCase() === 'null' ? '' : v;
    })
    .join('|');
}

function hashWithSalt(data: string, salt: string): string {
  return createHash('sha256').update(`${data}|${salt}`, 'utf8').digest('hex') + salt;
}

/** 4 salt characters from the base64 alphabet (3 random bytes). */
export function randomSalt(): string {
  return randomBytes(3).toString('base64');
}

export function generatePaytmSignature(params: string | PaytmParams, merchantKey: string, salt: string = randomSalt()): string {
  if (salt.length !== 4) throw new RangeError('salt must be 4 characters');
  const data = typeof params === 'string' ? params : paytmParamString(params);
  return paytmEncrypt(hashWithSalt(data, salt), merchantKey);
}

export function verifyPaytmSignature(params: string | PaytmParams, merchantKey: string, signature: string): boolean {
  const decrypted = paytmDecrypt(signature, merchantKey);
  if (decrypted === null || decrypted.length !== 68) return false;
  const salt = decrypted.slice(-4);
  const data = typeof params === 'string' ? params : paytmParamString(params);
  return constantTimeEqual(hashWithSalt(data, salt), decrypted);
}
