import { describe, expect, it } from 'vitest';
import { monthWeeks } from './dateGridDates';
import { nextFocus } from './dateGridKeys';

// Tuesday 24 November 2026.
const DAY = '2026-11-24';

describe('the date grid keyboard model (WAI-ARIA APG date picker)', () => {
  it.each([
    ['ArrowRight', false, DAY, '2026-11-25'],
    ['ArrowLeft', false, DAY, '2026-11-23'],
    ['ArrowDown', false, DAY, '2026-12-01'],
    ['ArrowUp', false, DAY, '2026-11-17'],
    ['ArrowRight', false, '2026-11-30', '2026-12-01'],
    ['ArrowLeft', false, '2026-11-01', '2026-10-31'],
    ['ArrowDown', false, '2026-12-28', '2027-01-04'],
    ['PageDown', false, DAY, '2026-12-24'],
    ['PageUp', false, DAY, '2026-10-24'],
    ['PageDown', false, '2027-01-31', '2027-02-28'],
    ['PageDown', false, '2028-01-31', '2028-02-29'],
    ['PageUp', false, '2026-03-31', '2026-02-28'],
    ['PageDown', true, DAY, '2027-11-24'],
    ['PageUp', true, '2028-02-29', '2027-02-28'],
    ['Home', false, DAY, '2026-11-23'],
    ['End', false, DAY, '2026-11-29'],
    ['Home', false, '2026-11-23', '2026-11-23'],
    ['End', false, '2026-11-29', '2026-11-29'],
    ['Home', false, '2026-12-02', '2026-11-30'],
  ])('%s (shift %s) from %s goes to %s', (key, shiftKey, from, to) => {
    expect(nextFocus(from, { key, shiftKey })).toBe(to);
  });

  it.each(['Enter', ' ', 'Tab', 'a', 'Escape'])('leaves %j to others', (key) => {
    expect(nextFocus(DAY, { key })).toBeUndefined();
  });

  it.each([
    ['PageUp', '2026-11-01'],
    ['ArrowUp', '2026-11-01'],
    ['PageDown', '2027-04-30'],
    ['End', '2026-11-29'],
  ])('keeps %s inside the months shown', (key, to) => {
    const from = key === 'PageDown' ? '2027-04-10' : key === 'End' ? '2026-11-24' : '2026-11-03';
    expect(nextFocus(from, { key }, '2026-11-01', '2027-04-30')).toBe(to);
  });
});

describe('the weeks of a month', () => {
  it('starts on Monday and pads with empty days', () => {
    const weeks = monthWeeks('2026-11');
    // 1 November 2026 is a Sunday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
  });
  it('has four full weeks for February 2027, which starts on a Monday', () => {
    const weeks = monthWeeks('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01');
  });
});
