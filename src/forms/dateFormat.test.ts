import { describe, expect, it } from 'vitest';
import { datePattern, parseDate, parseIsoDate } from './dateFormat';

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

describe('datePattern', () => {
  it.each([
    ['fr', 'dd/mm/yyyy', '/'],
    ['de', 'dd.mm.yyyy', '.'],
    ['nl', 'dd-mm-yyyy', '-'],
    ['es', 'dd/mm/yyyy', '/'],
    ['it', 'dd/mm/yyyy', '/'],
    ['pt', 'dd/mm/yyyy', '/'],
  ])('reads the short-date pattern of %s as %s from Intl', (culture, human, separator) => {
    expect(datePattern(culture)).toEqual({ order: ['day', 'month', 'year'], separator, human });
  });

  it('puts the year first where the culture writes it first', () => {
    expect(datePattern('ja').order).toEqual(['year', 'month', 'day']);
  });
});

describe('parseDate', () => {
  it.each([
    ['fr', '22/11/2026'],
    ['es', '22/11/2026'],
    ['it', '22/11/2026'],
    ['pt', '22/11/2026'],
    ['de', '22.11.2026'],
    ['nl', '22-11-2026'],
  ])('reads a date written the %s way', (culture, text) => {
    expect(parseDate(text, culture)).toEqual(utc(2026, 11, 22));
  });

  it.each([
    ['de', '22/11/2026'],
    ['fr', '22.11.2026'],
    ['fr', '22-11-2026'],
    ['nl', '22/11/2026'],
  ])('refuses in %s a date written with another culture’s separator (%s)', (culture, text) => {
    expect(parseDate(text, culture)).toBeUndefined();
  });

  it('accepts one-digit days and months and surrounding spaces', () => {
    expect(parseDate(' 1/2/2026 ', 'fr')).toEqual(utc(2026, 2, 1));
    expect(parseDate('1.2.2026', 'de')).toEqual(utc(2026, 2, 1));
  });

  it.each([
    ['31/02/2026', 'a 31st of February'],
    ['29/02/2027', 'a 29th of February outside a leap year'],
    ['00/01/2026', 'day zero'],
    ['12/13/2026', 'a thirteenth month'],
    ['22/11/26', 'a two-digit year'],
    ['22/11/02026', 'a five-digit year'],
    ['2026-11-22', 'an ISO date'],
    ['22/11/2026 10:00', 'a time after the date'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (text) => {
    expect(parseDate(text, 'fr')).toBeUndefined();
  });

  it('accepts the 29th of February of a leap year', () => {
    expect(parseDate('29/02/2028', 'fr')).toEqual(utc(2028, 2, 29));
  });
});

describe('parseIsoDate', () => {
  it('reads the yyyy-mm-dd value of an input of type date', () => {
    expect(parseIsoDate('2026-11-22')).toEqual(utc(2026, 11, 22));
  });

  it('refuses an impossible ISO date and a culture date', () => {
    expect(parseIsoDate('2026-02-30')).toBeUndefined();
    expect(parseIsoDate('22/11/2026')).toBeUndefined();
  });
});
