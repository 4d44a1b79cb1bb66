/**
 * The server's own check of a crop box (issue 14; spec 000 §4, §7 "the server never trusts the
 * client"): whole pixels, inside the upright image, the crop size's proportions (within a pixel
 * of rounding), and not below the crop size.
 */

export interface CropAsk {
  x: number;
  y: number;
  w: number;
  h: number;
  cropWidth: number;
  cropHeight: number;
}

export type CropRefusal = 'outside' | 'ratio' | 'tooSmall';

const whole = (value: number) => Number.isInteger(value) && value >= 0;

/** Reads the seven numbers of the address; undefined when one is not a whole number. */
export function cropAskOf(parts: Record<string, string>): CropAsk | undefined {
  const [x, y, w, h, cropWidth, cropHeight] = ['x', 'y', 'w', 'h', 'cw', 'ch'].map((key) =>
    /^-?\d{1,6}$/.test(parts[key] ?? '') ? Number(parts[key]) : Number.NaN,
  ) as [number, number, number, number, number, number];
  const ask = { x, y, w, h, cropWidth, cropHeight };
  return Object.values(ask).every(Number.isFinite) ? ask : undefined;
}

/** Why the box may not be cut from an image of this size, or undefined when it may. */
export function cropRefusal(
  ask: CropAsk,
  image: { width: number; height: number },
): CropRefusal | undefined {
  const { x, y, w, h, cropWidth, cropHeight } = ask;
  if (![x, y].every(whole) || ![w, h, cropWidth, cropHeight].every((n) => whole(n) && n > 0))
    return 'outside';
  if (x + w > image.width || y + h > image.height) return 'outside';
  if (w < cropWidth || h < cropHeight) return 'tooSmall';
  if (Math.abs(w * cropHeight - h * cropWidth) > Math.max(cropWidth, cropHeight)) return 'ratio';
  return undefined;
}
