import { describe, expect, it } from 'vitest';
import {
  correctQuantity,
  isValidQuantity,
  parseQuantity,
  quantityRule,
  stepperBounds,
  stepQuantity,
} from './quantity';

const plain = quantityRule();
const step3 = quantityRule({ step: 3 });
const min2 = quantityRule({ min: 2 });
const max10 = quantityRule({ max: 10 });

describe('quantityRule (spec 000 §5 defaults)', () => {
  it.each([
    [{}, { min: 1, step: 1, max: 0 }],
    [
      { min: 0, step: 0, max: 0 },
      { min: 1, step: 1, max: 0 },
    ],
    [
      { min: 2, step: 3, max: 10 },
      { min: 2, step: 3, max: 10 },
    ],
    [
      { min: -4, step: Number.NaN, max: -1 },
      { min: 1, step: 1, max: 0 },
    ],
  ])('%j becomes %j', (partial, expected) => {
    expect(quantityRule(partial)).toEqual(expected);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['4', 4],
    [' 12 ', 12],
    ['2.7', 2],
    ['2,7', 2],
    ['', undefined],
    ['abc', undefined],
    ['-3', undefined],
    ['1e3', undefined],
    ['3x', undefined],
  ])('%j reads as %j', (raw, expected) => {
    expect(parseQuantity(raw)).toBe(expected);
  });
});

describe('correctQuantity (spec 000 §5)', () => {
  it.each([
    // [case, raw, rule, previous, expected]
    ['non-numeric becomes empty', 'abc', plain, undefined, ''],
    ['empty stays empty', '', plain, undefined, ''],
    ['a valid value is kept', '7', plain, undefined, '7'],
    ['below min becomes min', '0', plain, undefined, '1'],
    ['below a min of 2 becomes 2', '1', min2, undefined, '2'],
    ['above max becomes max', '25', max10, undefined, '10'],
    ['no max when max is 0', '250', plain, undefined, '250'],
    ['step snaps down to the lower multiple', '7', step3, undefined, '6'],
    ['step snaps down when decreasing', '5', step3, 6, '3'],
    ['step goes one step up when increasing', '7', step3, 6, '9'],
    ['a multiple of the step is kept', '9', step3, 6, '9'],
    [
      'a snapped value below min becomes the first multiple of the step',
      '2',
      step3,
      undefined,
      '3',
    ],
    ['decimals are cut before snapping', '7.9', step3, undefined, '6'],
    [
      'max is lowered to a multiple of the step',
      '25',
      quantityRule({ step: 3, max: 10 }),
      undefined,
      '9',
    ],
    ['no max still has a ceiling', '12345678', plain, undefined, '999999'],
  ])('%s', (_case, raw, rule, previous, expected) => {
    expect(correctQuantity(raw, rule, previous)).toBe(expected);
  });
});

describe('isValidQuantity (spec 000 §5: refresh only for valid quantities)', () => {
  it.each([
    ['3', plain, true],
    ['', plain, false],
    ['x', plain, false],
    ['0', plain, false],
    ['1', min2, false],
    ['2', min2, true],
    ['10', max10, true],
    ['11', max10, false],
    ['999', plain, true],
    ['1000000', plain, false],
    ['2.5', plain, false],
  ])('%j is %s', (raw, rule, expected) => {
    expect(isValidQuantity(raw, rule)).toBe(expected);
  });
});

describe('stepQuantity (the stepper: other changes apply at once)', () => {
  it.each([
    ['plus adds one step', '1', plain, 1, '2'],
    ['minus removes one step', '3', plain, -1, '2'],
    ['minus stops at min', '1', plain, -1, '1'],
    ['plus stops at max', '10', max10, 1, '10'],
    ['plus with step 3 goes to the next multiple', '3', step3, 1, '6'],
    ['plus from an off-step value goes one step up', '4', step3, 1, '9'],
    ['minus with step 3', '6', step3, -1, '3'],
    ['plus from empty starts at min + step', '', plain, 1, '2'],
    ['minus from empty stays at min', '', min2, -1, '2'],
    ['plus with step 3 and max 10 stops at 9', '9', quantityRule({ step: 3, max: 10 }), 1, '9'],
  ])('%s', (_case, raw, rule, direction, expected) => {
    expect(stepQuantity(raw, rule, direction as 1 | -1)).toBe(expected);
  });
});

describe('stepperBounds', () => {
  it('disables minus at min and plus at max', () => {
    expect(stepperBounds('1', max10)).toEqual({ atMin: true, atMax: false });
    expect(stepperBounds('10', max10)).toEqual({ atMin: false, atMax: true });
    expect(stepperBounds('5', plain)).toEqual({ atMin: false, atMax: false });
    expect(stepperBounds('', plain)).toEqual({ atMin: false, atMax: false });
  });
});
