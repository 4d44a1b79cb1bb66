/**
 * The demo's time-based one-time passwords (RFC 6238 over RFC 4226: HMAC-SHA1, 30 s steps,
 * 6 digits), so a real authenticator app works with the two-factor flow (issue 13, spec 001
 * §2). The secret travels as base32 (RFC 4648, no padding), as otpauth:// URIs carry it.
 */
import { createHmac, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted on either side of now: a phone's clock a little off still works. */
export const TOTP_WINDOW = 1;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new random secret: 20 bytes (160 bits, RFC 4226 §4's recommendation), in base32. */
export const newSecret = (): string => base32Encode(randomBytes(20));

/** RFC 4226 HOTP of a counter, `digits` long. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 TOTP of a base32 secret at a time in milliseconds. */
export const totp = (secret: string, nowMs = Date.now(), digits = TOTP_DIGITS): string =>
  hotp(base32Decode(secret), Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS), digits);

/** Is `code` the secret's code now, one step before or one after? */
export function verifyTotp(secret: string, code: string, nowMs = Date.now()): boolean {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return false;
  const key = base32Decode(secret);
  const step = Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
  for (let delta = -TOTP_WINDOW; delta <= TOTP_WINDOW; delta++) {
    if (hotp(key, step + delta) === typed) return true;
  }
  return false;
}

/** The key URI an authenticator app reads from the QR code (Google Authenticator's format). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = `secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
  return `otpauth://totp/${label}?${query}`;
}
