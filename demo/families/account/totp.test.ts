import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, newSecret, otpauthUri, totp, verifyTotp } from './totp';

// RFC 6238 appendix B, SHA1 column: the ASCII secret "12345678901234567890", 8 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('the demo TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('gives the RFC 6238 SHA1 code at %i s', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('gives the RFC 4226 appendix D HOTP values for the first counters', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('encodes the RFC secret in base32 as authenticator apps expect, and back', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv-gy3t qojq gezd gnbv gy3t qojq').toString('ascii')).toBe(
      '12345678901234567890',
    );
  });

  it('accepts the code of now and of one step either side, nothing further', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now - 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now + 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now - 60_000), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, '12345', now)).toBe(false);
  });

  it('makes a new random 160-bit secret each time', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(newSecret()).not.toBe(a);
  });

  it('writes the otpauth URI with the issuer, the account and the secret', () => {
    expect(otpauthUri('Vitrine', 'demo@vitrine.shop', 'ABC')).toBe(
      'otpauth://totp/Vitrine:demo%40vitrine.shop?secret=ABC&issuer=Vitrine&algorithm=SHA1&digits=6&period=30',
    );
  });
});
