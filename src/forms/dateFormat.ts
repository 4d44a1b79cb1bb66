/**
 * The culture's short-date format (spec 000 §5: "date: valid in the culture's short-date
 * format"). The order and the separator come from Intl in the page's locale rather than from a
 * table of ours, so they follow the browser's CLDR data: fr-FR 22/11/2026, de-DE 22.11.2026,
 * nl-NL 22-11-2026, nl-BE 22/11/2026 (core/locale, decision 018).
 */
import { NUMERIC_DATE } from '../core/format';

export type DatePart = 'day' | 'month' | 'year';

export interface DatePattern {
  /** The order in which day, month and year are written. */
  order: DatePart[];
  /** What stands between them: '/', '.' or '-'. */
  separator: string;
  /** For messages: 'dd/mm/yyyy', 'dd.mm.yyyy'… */
  human: string;
}

const HUMAN: Record<DatePart, string> = { day: 'dd', month: 'mm', year: 'yyyy' };
const patterns = new Map<string, DatePattern>();

/** The short-date pattern of a locale, read once from Intl.DateTimeFormat. */
export function datePattern(locale: string): DatePattern {
  const known = patterns.get(locale);
  if (known) return known;
  const parts = new Intl.DateTimeFormat(locale, NUMERIC_DATE).formatToParts(new Date(2026, 10, 22));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  // Some CLDR data writes a trailing literal (a final '.' or ' г.'); the first one is the separator.
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '/';
  const pattern: DatePattern = {
    order,
    separator,
    human: order.map((part) => HUMAN[part]).join(separator),
  };
  patterns.set(locale, pattern);
  return pattern;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A real calendar date or undefined: 31/02/2026 is no date (spec 000 §5). */
function calendarDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : undefined;
}

/**
 * Parses a date typed in the locale's short format: 1 or 2 digits for day and month, 4 for the
 * year, the locale's separator only. Returns the date at 00:00 UTC, or undefined.
 */
export function parseDate(value: string, locale: string): Date | undefined {
  const { order, separator } = datePattern(locale);
  const digits = order.map((part) => (part === 'year' ? '(\\d{4})' : '(\\d{1,2})'));
  const match = new RegExp(`^${digits.join(escapeRegExp(separator))}$`).exec(value.trim());
  if (!match) return undefined;
  const at = (part: DatePart) => Number(match[order.indexOf(part) + 1]);
  return calendarDate(at('year'), at('month'), at('day'));
}

/**
 * An `<input type="date">` always gives yyyy-mm-dd whatever the culture (HTML spec), so such a
 * field is checked in that form instead.
 */
export function parseIsoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

/**
 * Writes a date (read as UTC, the date grid's days) in the locale's short format, two-digit day
 * and month: what `parseDate` reads back and the `date` rule accepts (the date pickers, issue 15).
 */
export function writeDate(date: Date, locale: string): string {
  const { order, separator } = datePattern(locale);
  const parts: Record<DatePart, string> = {
    day: String(date.getUTCDate()).padStart(2, '0'),
    month: String(date.getUTCMonth() + 1).padStart(2, '0'),
    year: String(date.getUTCFullYear()),
  };
  return order.map((part) => parts[part]).join(separator);
}
