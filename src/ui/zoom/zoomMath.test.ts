import { describe, expect, it } from 'vitest';
import {
  clampScale,
  clampZoom,
  KEY_STEP,
  MAX_SCALE,
  NO_ZOOM,
  PAN_STEP,
  panBy,
  panLimits,
  wheelFactor,
  zoomAt,
  zoomKey,
  zoomPercent,
} from './zoomMath';

// A 400 × 300 photo fitted in a 500 × 300 stage.
const sizes = { content: { width: 400, height: 300 }, stage: { width: 500, height: 300 } };

describe('zoom math', () => {
  it('keeps the scale between the fitted photo and four times it', () => {
    expect(clampScale(0.4)).toBe(1);
    expect(clampScale(2.5)).toBe(2.5);
    expect(clampScale(9)).toBe(MAX_SCALE);
    expect(clampScale(Number.NaN)).toBe(1);
  });

  it('lets the photo move only as far as what overflows the stage', () => {
    expect(panLimits(1, sizes)).toEqual({ x: 0, y: 0 });
    // 800 × 600 in 500 × 300: 150 px each side across, 150 px up and down.
    expect(panLimits(2, sizes)).toEqual({ x: 150, y: 150 });
    expect(clampZoom({ scale: 2, x: 400, y: -400 }, sizes)).toEqual({ scale: 2, x: 150, y: -150 });
    expect(panBy({ scale: 1, x: 0, y: 0 }, 60, 60, sizes)).toEqual(NO_ZOOM);
  });

  it('zooms about the pointer: the point under it stays put', () => {
    // The pointer 100 px right of the centre; at ×2 the photo moves 100 px left.
    expect(zoomAt(NO_ZOOM, 2, sizes, { x: 100, y: 0 })).toEqual({ scale: 2, x: -100, y: 0 });
    // Back to the fitted size, the pan is gone.
    expect(zoomAt({ scale: 2, x: -100, y: 40 }, 1, sizes, { x: 100, y: 0 })).toEqual(NO_ZOOM);
  });

  it('turns a wheel notch into about 20 %, up zooming in, and never more than ×2 per event', () => {
    expect(wheelFactor(-100)).toBeCloseTo(1.197, 3);
    expect(wheelFactor(100)).toBeCloseTo(0.835, 3);
    expect(wheelFactor(-3, 1)).toBeCloseTo(wheelFactor(-48), 6);
    expect(wheelFactor(-10_000)).toBe(2);
    expect(wheelFactor(10_000)).toBe(0.5);
  });

  it('reads + and - as steps, 0 as fitting, and arrows as pans of a zoomed photo only', () => {
    expect(zoomKey('+', NO_ZOOM, sizes)?.scale).toBe(KEY_STEP);
    expect(zoomKey('-', { scale: KEY_STEP, x: 0, y: 0 }, sizes)?.scale).toBe(1);
    expect(zoomKey('0', { scale: 3, x: 20, y: 10 }, sizes)).toEqual(NO_ZOOM);
    expect(zoomKey('ArrowRight', NO_ZOOM, sizes)).toBeUndefined();
    expect(zoomKey('ArrowRight', { scale: 2, x: 0, y: 0 }, sizes)).toEqual({
      scale: 2,
      x: -PAN_STEP,
      y: 0,
    });
    expect(zoomKey('ArrowUp', { scale: 2, x: 0, y: 140 }, sizes)?.y).toBe(150);
    expect(zoomKey('a', { scale: 2, x: 0, y: 0 }, sizes)).toBeUndefined();
  });

  it('says the level as a whole percentage', () => {
    expect(zoomPercent(1)).toBe(100);
    expect(zoomPercent(2.25)).toBe(225);
    expect(zoomPercent(1.4999)).toBe(150);
  });
});
