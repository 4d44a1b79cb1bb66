/**
 * The month and day names of the date grid, from Intl.DateTimeFormat in the page's full locale
 * (decision 018): "novembre 2026", the weekdays Monday first ("lun." / "lundi"), and a day's
 * full name ("mardi 24 novembre 2026") for screen readers. Computed in UTC, as the grid's days.
 */
import { dateOf, type IsoDay, type IsoMonth } from './dateGridDates';

export interface DateNames {
  month: (month: IsoMonth) => string;
  day: (day: IsoDay) => string;
  weekdays: { short: string; long: string }[];
}

// 2024-01-01 was a Monday.
const MONDAY = Date.UTC(2024, 0, 1);

export function dateNames(locale: string): DateNames {
  const monthFormat = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const date = new Date(MONDAY + i * 86_400_000);
    return { short: short.format(date), long: long.format(date) };
  });
  return {
    month: (month) => capitalise(monthFormat.format(dateOf(`${month}-01`)), locale),
    day: (day) => dayFormat.format(dateOf(day)),
    weekdays,
  };
}

/** "novembre 2026" → "Novembre 2026" as a title (Intl writes month names in lower case in fr, es, it, pt, nl). */
const capitalise = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
