import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generatePaytmSignature, paytmDecrypt, paytmParamString, verifyPaytmSignature } from './paytm-checksum';

const KEY = 'Zx9!kQ2#mN4$pL7&';

describe('Paytm checksum', () => {
  // Vectors derived independently with coreutils + OpenSSL:
  //   H=$(printf '%s|%s' "$DATA" "$SALT" | sha256sum | cut -d' ' -f1)$SALT
  //   printf '%s' "$H" | openssl enc -aes-128-cbc -K <hex key> -iv <hex "@@@@&&&&####$$$$"> -base64 -A
  it('matches a vector for a JSON body string', () => {
    const data = '{"mid":"PICKXI00000000000001","orderId":"PX0001"}';
    expect(generatePaytmSignature(data, KEY, 'aB3d')).toBe(
      'nWDKeTqdX9HBSx24nuK0ckhq7CX+XaSS+8ybbIptWPskxo3/GpdKl98F/u9/uZ5sr58037Lu2HNeebD5BT0WGJ+WTSS6ZanW4GmjP9yPbzk=',
    );
    expect(paytmDecrypt(generatePaytmSignature(data, KEY, 'aB3d'), KEY)).toBe(
      '9c242eda7592c199d3985285baa6588ac50a574e8590597ed54cb1e14d67805baB3d',
    );
  });
  it('matches a vector for form params (sorted keys, values joined by |)', () => {
    const params = { TXNAMOUNT: '100.00', ORDERID: 'PX0001', STATUS: 'TXN_SUCCESS', MID: 'PICKXI00000000000001' };
    expect(paytmParamString(params)).toBe('PICKXI00000000000001|PX0001|TXN_SUCCESS|100.00');
    expect(generatePaytmSignature(params, KEY, 'Wx7q')).toBe(
      'Yhnk3OsLEtH/ib1pJY9vWQ3HCpETgukWh3q/Tg51Nd/oTW2JZIFb5K80cvuyTgyCEVm0JdZHqEjEaz7kxL/oX+cmsUa/Dx/pG5QIE/JIEeY=',
    );
  });
  it('treats null and "null" as empty and never signs CHECKSUMHASH', () => {
    expect(paytmParamString({ B: 'null', A: null, C: 'x', CHECKSUMHASH: 'zzz' })).toBe('||x');
  });
  it('round-trips with random salts and rejects tampering', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[A-Z]{1,8}$/), fc.string({ maxLength: 20 })), (params) => {
        const sig = generatePaytmSignature(params, KEY);
        expect(verifyPaytmSignature(params, KEY, sig)).toBe(true);
        expect(verifyPaytmSignature({ ...params, ZZZZZZZZZ: 'extra' }, KEY, sig)).toBe(false);
        expect(verifyPaytmSignature(params, 'AAAAAAAAAAAAAAAA', sig)).toBe(false);
      }),
      { numRuns: 50 },
    );
  });
  it('rejects garbage signatures without throwing', () => {
    expect(verifyPaytmSignature('x', KEY, 'not base64!!')).toBe(false);
    expect(verifyPaytmSignature('x', KEY, '')).toBe(false);
    expect(() => generatePaytmSignature('x', 'short')).toThrow(RangeError);
  });
});
