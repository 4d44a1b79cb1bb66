/**
 * The QR code of the two-factor setup (issue 13 "QR generation … compare with a known
 * vector"): the matrix's fixed patterns and its format information, read back as a scanner
 * does (ISO/IEC 18004 §7.9: BCH(15,5), XOR mask 101010000010010), and the path drawing it.
 */
import { describe, expect, it } from 'vitest';
import { groupedKey, QUIET_ZONE, qrMatrix, qrPath } from './qrMatrix';

const URI =
  'otpauth://totp/Vitrine:demo%40vitrine.shop?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Vitrine&algorithm=SHA1&digits=6&period=30';

/** The 15 format bits around the top-left finder, most significant first (ISO 18004 fig. 25). */
function formatBits(get: (x: number, y: number) => boolean): number {
  const cells: Array<[number, number]> = [
    [0, 8],
    [1, 8],
    [2, 8],
    [3, 8],
    [4, 8],
    [5, 8],
    [7, 8],
    [8, 8],
    [8, 7],
    [8, 5],
    [8, 4],
    [8, 3],
    [8, 2],
    [8, 1],
    [8, 0],
  ];
  return cells.reduce((bits, [x, y]) => (bits << 1) | (get(x, y) ? 1 : 0), 0);
}

/** The remainder of a 15-bit word by the format generator x^10+x^8+x^5+x^4+x^2+x+1. */
function bchRemainder(word: number): number {
  let value = word;
  for (let bit = 14; bit >= 10; bit--) {
    if (value & (1 << bit)) value ^= 0b10100110111 << (bit - 10);
  }
  return value;
}

describe('the two-factor QR code', () => {
  const matrix = qrMatrix(URI);

  it('has a standard size, 4 × version + 17 modules', () => {
    expect((matrix.size - 17) % 4).toBe(0);
    expect(matrix.size).toBeGreaterThanOrEqual(21);
  });

  it('has the three finder patterns and the timing patterns', () => {
    const finder = (ox: number, oy: number) => {
      for (let y = 0; y < 7; y++) {
        for (let x = 0; x < 7; x++) {
          const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
          expect(matrix.get(ox + x, oy + y)).toBe(ring !== 2);
        }
      }
    };
    finder(0, 0);
    finder(matrix.size - 7, 0);
    finder(0, matrix.size - 7);
    for (let i = 8; i < matrix.size - 8; i++) {
      expect(matrix.get(i, 6)).toBe(i % 2 === 0);
      expect(matrix.get(6, i)).toBe(i % 2 === 0);
    }
  });

  it('carries valid format information for error correction level M', () => {
    const word = formatBits(matrix.get) ^ 0b101010000010010;
    expect(bchRemainder(word)).toBe(0);
    // The two level bits: M is 00 (L 01, Q 11, H 10).
    expect(word >> 13).toBe(0b00);
  });

  it('draws one square per dark module, inside the quiet zone', () => {
    const path = qrPath(matrix);
    let dark = 0;
    for (let y = 0; y < matrix.size; y++) {
      for (let x = 0; x < matrix.size; x++) if (matrix.get(x, y)) dark++;
    }
    expect(path.match(/M/g)).toHaveLength(dark);
    expect(path.startsWith(`M${QUIET_ZONE} ${QUIET_ZONE}h1v1h-1z`)).toBe(true);
  });

  it('draws a different code for a different key', () => {
    expect(qrPath(qrMatrix(URI.replace('GEZD', 'ABCD')))).not.toBe(qrPath(matrix));
  });

  it('groups the key by 4 for manual entry', () => {
    expect(groupedKey('GEZDGNBVGY3TQOJQGE')).toBe('GEZD GNBV GY3T QOJQ GE');
  });
});
