/**
 * The QR code of a text as an SVG path (lean-qr's small build: decision 035). Error correction
 * M (about 15 % of the code may be unreadable: a glare on a screen), the 4-module quiet zone
 * the standard asks around it.
 */
import { correction, generate } from 'lean-qr/nano';

export const QUIET_ZONE = 4;

export interface QrMatrix {
  size: number;
  get: (x: number, y: number) => boolean;
}

export const qrMatrix = (text: string): QrMatrix =>
  generate(text, { minCorrectionLevel: correction.M });

/** One `h1v1h-1z` square per dark module, offset by the quiet zone. */
export function qrPath(matrix: QrMatrix): string {
  let path = '';
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (matrix.get(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return path;
}

/** The key as authenticator apps print it: groups of 4. */
export const groupedKey = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
