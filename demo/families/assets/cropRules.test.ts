/**
 * The server's check of a crop box (issue 14; spec 000 §4, §7): inside the image, the crop
 * size's proportions within a pixel, not below the crop size, whole pixels only.
 */
import { describe, expect, it } from 'vitest';
import { cropAskOf, cropRefusal } from './cropRules';

const image = { width: 1000, height: 800 };
const ask = (x: number, y: number, w: number, h: number, cropWidth = 400, cropHeight = 300) => ({
  x,
  y,
  w,
  h,
  cropWidth,
  cropHeight,
});

describe('a crop box', () => {
  it('is cut when inside the image, in proportion and at least the crop size', () => {
    expect(cropRefusal(ask(0, 0, 800, 600), image)).toBeUndefined();
    expect(cropRefusal(ask(200, 200, 800, 600), image)).toBeUndefined();
    expect(cropRefusal(ask(0, 0, 400, 300), image)).toBeUndefined();
    // A pixel of rounding is tolerated.
    expect(cropRefusal(ask(0, 0, 801, 600), image)).toBeUndefined();
  });

  it('is refused outside the image or with a negative origin', () => {
    expect(cropRefusal(ask(201, 0, 800, 600), image)).toBe('outside');
    expect(cropRefusal(ask(0, 201, 800, 600), image)).toBe('outside');
    expect(cropRefusal(ask(-1, 0, 800, 600), image)).toBe('outside');
    expect(cropRefusal(ask(0, 0, 0, 0), image)).toBe('outside');
  });

  it('is refused below the crop size, or out of proportion', () => {
    expect(cropRefusal(ask(0, 0, 396, 297), image)).toBe('tooSmall');
    expect(cropRefusal(ask(0, 0, 800, 500), image)).toBe('ratio');
    expect(cropRefusal(ask(0, 0, 803, 600), image)).toBe('ratio');
  });

  it('reads whole numbers from the address only', () => {
    const parts = { x: '10', y: '0', w: '800', h: '600', cw: '400', ch: '300' };
    expect(cropAskOf(parts)).toEqual(ask(10, 0, 800, 600));
    expect(cropAskOf({ ...parts, x: '1.5' })).toBeUndefined();
    expect(cropAskOf({ ...parts, w: 'abc' })).toBeUndefined();
    expect(cropAskOf({ ...parts, x: '-4' })?.x).toBe(-4);
  });
});
