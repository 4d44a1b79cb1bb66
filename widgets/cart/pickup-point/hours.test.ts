import { describe, expect, it } from 'vitest';
import { parseHours } from './hours';

describe('opening hours (spec 001 §3 StandardHoursOfOperation)', () => {
  it('reads one day per line, lines separated by semicolons, the times kept whole', () => {
    expect(parseHours('Lundi: 09:00-12:30, 14:00-19:00; Dimanche: Fermé;')).toEqual([
      { day: 'Lundi', hours: '09:00-12:30, 14:00-19:00' },
      { day: 'Dimanche', hours: 'Fermé' },
    ]);
  });

  it('shows a line without a day as hours of no named day', () => {
    expect(parseHours('24/7;Mo-Fr 08:00-20:00')).toEqual([
      { day: '', hours: '24/7' },
      { day: '', hours: 'Mo-Fr 08:00-20:00' },
    ]);
  });

  it('has no rows when there are no hours', () => {
    expect(parseHours(null)).toEqual([]);
    expect(parseHours(' ; ')).toEqual([]);
  });
});
