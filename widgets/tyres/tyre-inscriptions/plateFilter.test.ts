import { describe, expect, it } from 'vitest';
import { filterPlate, installPlateFilter } from './plateFilter';

describe('plate filtering (spec 001 §5: letters and digits only)', () => {
  it.each([
    // value typed, caret, value kept, caret after
    ['1-ABC-234', 9, '1ABC234', 7],
    ['1-AB', 4, '1AB', 3],
    ['AB 12', 3, 'AB12', 2],
    ['AB-12', 3, 'AB12', 2],
    ['AB12', 2, 'AB12', 2],
    ['ÉTÉ 2026', 8, 'ÉTÉ2026', 7],
    ['a_b.c/d', 4, 'abcd', 2],
    ['--', 2, '', 0],
    ['', 0, '', 0],
    ['12 34', 0, '1234', 0],
  ])('%j with the caret at %i keeps %j, caret at %i', (typed, caret, value, after) => {
    expect(filterPlate(typed, caret)).toEqual({ value, caret: after });
  });

  it('cleans the input as the shopper types, the caret kept in place', () => {
    const form = document.createElement('form');
    const input = document.createElement('input');
    input.setAttribute('data-plate', '');
    const other = document.createElement('input');
    form.append(input, other);
    document.body.append(form);
    const stop = installPlateFilter(form);
    input.value = '1A-B2';
    input.setSelectionRange(3, 3);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(input.value).toBe('1AB2');
    expect(input.selectionStart).toBe(2);
    other.value = 'a-b';
    other.dispatchEvent(new Event('input', { bubbles: true }));
    expect(other.value).toBe('a-b');
    stop();
    input.value = 'x-y';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(input.value).toBe('x-y');
  });
});
