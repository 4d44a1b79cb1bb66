import { describe, expect, it } from 'vitest';
import {
  CROP_BOX,
  canRotate,
  cropBoxOf,
  cropDecision,
  fullSelection,
  minimumSizeMessage,
  parseCropSize,
  stepZoom,
  zoomBounds,
} from './cropBox';

const crop = { width: 800, height: 600 };

describe('the crop attribute (spec 000 §3)', () => {
  it("reads 'width,height'", () => {
    expect(parseCropSize('800,600')).toEqual(crop);
    expect(parseCropSize(' 400 , 400 ')).toEqual({ width: 400, height: 400 });
  });
  it('gives no crop for anything else', () => {
    for (const value of [undefined, '', '800', '800x600', '0,600', '-1,5', 'a,b'])
      expect(parseCropSize(value)).toBeUndefined();
  });
});

describe('the image flow (spec 000 §4)', () => {
  it('adds when there is no crop size', () => {
    expect(cropDecision({ width: 10, height: 10 }, undefined)).toEqual({ kind: 'add' });
  });
  it('adds when the size matches', () => {
    expect(cropDecision({ width: 800, height: 600 }, crop)).toEqual({ kind: 'add' });
  });
  it('refuses an image smaller than the crop size in either direction', () => {
    expect(cropDecision({ width: 799, height: 1000 }, crop).kind).toBe('too-small');
    expect(cropDecision({ width: 2000, height: 599 }, crop)).toEqual({
      kind: 'too-small',
      minimum: crop,
    });
  });
  it('opens the dialog otherwise, and for an image of unknown size', () => {
    expect(cropDecision({ width: 801, height: 600 }, crop)).toEqual({ kind: 'crop', crop });
    expect(cropDecision({}, crop)).toEqual({ kind: 'crop', crop });
  });
  it('writes the minimum size message (spec 000 §5)', () => {
    expect(minimumSizeMessage('Taille minimale :', crop)).toBe('Taille minimale : 800px x 600px');
  });
});

describe('zoom bounds (the selection never below the crop size)', () => {
  it('zooms until the selection is the crop size', () => {
    expect(zoomBounds({ width: 1600, height: 1200 }, crop)).toEqual({ minZoom: 1, maxZoom: 2 });
    // A wide image: the height limits the selection (1200 high → 1600 wide, 2× the crop).
    expect(zoomBounds({ width: 4000, height: 1200 }, crop).maxZoom).toBe(2);
    expect(fullSelection({ width: 4000, height: 1200 }, crop)).toEqual({
      width: 1600,
      height: 1200,
    });
  });
  it('never zooms below 1', () => {
    expect(zoomBounds({ width: 800, height: 600 }, crop)).toEqual({ minZoom: 1, maxZoom: 1 });
  });
  it('steps within the bounds', () => {
    const bounds = { minZoom: 1, maxZoom: 1.6 };
    expect(stepZoom(1, 1, bounds)).toBe(1.25);
    expect(stepZoom(1.5, 1, bounds)).toBe(1.6);
    expect(stepZoom(1.1, -1, bounds)).toBe(1);
  });
});

describe('the box sent to the crop call (spec 000 §5, §7)', () => {
  const image = { width: 2000, height: 1500 };
  it('keeps a valid box as it is, in whole pixels', () => {
    expect(cropBoxOf({ x: 100.4, y: 50.6, width: 1000, height: 750 }, image, crop)).toEqual({
      x: 100,
      y: 51,
      width: 1000,
      height: 750,
    });
  });
  it('clamps a negative origin to 0', () => {
    expect(cropBoxOf({ x: -3, y: -0.5, width: 800, height: 600 }, image, crop)).toMatchObject({
      x: 0,
      y: 0,
    });
  });
  it('grows a selection smaller than the crop size to it', () => {
    expect(cropBoxOf({ x: 10, y: 10, width: 799, height: 599 }, image, crop)).toEqual({
      x: 10,
      y: 10,
      width: 800,
      height: 600,
    });
  });
  it('fixes the ratio of the crop size', () => {
    const box = cropBoxOf({ x: 0, y: 0, width: 1200, height: 700 }, image, crop);
    expect(box.width / box.height).toBeCloseTo(4 / 3, 2);
    expect(box.width).toBe(1200);
  });
  it('keeps the box inside the image', () => {
    const box = cropBoxOf({ x: 1500, y: 1200, width: 1000, height: 750 }, image, crop);
    expect(box).toEqual({ x: 1000, y: 750, width: 1000, height: 750 });
    const large = cropBoxOf({ x: 0, y: 0, width: 3000, height: 2250 }, image, crop);
    expect(large).toEqual({ x: 0, y: 0, width: 2000, height: 1500 });
  });
});

describe('the dialog box (spec 000 §9)', () => {
  it('is 568×400', () => {
    expect(CROP_BOX).toEqual({ width: 568, height: 400 });
  });
});

describe('rotation (spec 000 §2)', () => {
  it('is for square images only', () => {
    expect(canRotate({ width: 500, height: 500 })).toBe(true);
    expect(canRotate({ width: 500, height: 400 })).toBe(false);
    expect(canRotate({})).toBe(false);
  });
});
