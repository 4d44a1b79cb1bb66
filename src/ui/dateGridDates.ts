/**
 * Calendar arithmetic of the date grid (src/ui/DateGrid), on ISO days ('2026-11-24') read as
 * UTC dates, so no time zone or daylight-saving change ever moves a day. Weeks start on
 * Monday in the six cultures of the shop (fr, nl, es, de, it, pt).
 */

/** A day as 'YYYY-MM-DD'. */
export type IsoDay = string;
/** A month as 'YYYY-MM'. */
export type IsoMonth = string;

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

export const dayOf = (date: Date): IsoDay =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The UTC date of an ISO day. */
export const dateOf = (day: IsoDay): Date => new Date(`${day}T00:00:00Z`);

/** Today in the shopper's own calendar (the local date), as an ISO day. */
export function today(now = new Date()): IsoDay {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const monthOf = (day: IsoDay): IsoMonth => day.slice(0, 7);

export function addDays(day: IsoDay, count: number): IsoDay {
  const date = dateOf(day);
  date.setUTCDate(date.getUTCDate() + count);
  return dayOf(date);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `count` months later (or earlier), kept in the month: 31 Jan + 1 → 28/29 Feb. */
export function addMonths(day: IsoDay, count: number): IsoDay {
  const date = dateOf(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1));
  const last = daysInMonth(target.getUTCFullYear(), target.getUTCMonth() + 1);
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return dayOf(target);
}

export const addMonthsToMonth = (month: IsoMonth, count: number): IsoMonth =>
  monthOf(addMonths(`${month}-01`, count));

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (day: IsoDay): number => (dateOf(day).getUTCDay() + 6) % 7;

/** The weeks of a month, Monday first; days of the neighbouring months are null. */
export function monthWeeks(month: IsoMonth): (IsoDay | null)[][] {
  const first = `${month}-01`;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const cells: (IsoDay | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let d = 1; d <= daysInMonth(year, monthNumber); d += 1) cells.push(`${month}-${pad(d)}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (IsoDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export const clampDay = (day: IsoDay, min?: IsoDay, max?: IsoDay): IsoDay =>
  min && day < min ? min : max && day > max ? max : day;
