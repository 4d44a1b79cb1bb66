/**
 * The days the tyre e2e tests use, from the demo's own planning (demo/families/tyres). Today is
 * the page's, read from the grid: a day taken from the machine's clock when the spec loads is
 * yesterday for a test that runs past midnight (a CI run that crossed it failed so).
 */
import type { Page } from '@playwright/test';
import { dayStatus, slotsOf } from '../../demo/families/tyres/availability';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const compact = (day: string) => day.replaceAll('-', '');

/**
 * The page's today: the grid's one tab stop before anything is chosen (DateGrid, APG). Call it
 * once the grid of the current month is shown.
 */
export async function pageToday(page: Page): Promise<Date> {
  const day =
    (await page.getByRole('grid').locator('[tabindex="0"]').getAttribute('data-day')) ?? '';
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) throw new Error(`the grid's tab stop has no day: "${day}"`);
  return new Date(year, month - 1, date);
}

/** The same day next month (kept in the month), as the grid's Page Down. */
export function nextMonthDay(from: Date): Date {
  const last = new Date(from.getFullYear(), from.getMonth() + 2, 0).getDate();
  return new Date(from.getFullYear(), from.getMonth() + 1, Math.min(from.getDate(), last));
}

/** The first day on or after `from` with free slots, and how many days later it is. */
export function firstOpenDay(from: Date): { day: string; steps: number } {
  for (let steps = 0; steps < 60; steps += 1) {
    const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + steps);
    const day = iso(date);
    if (dayStatus(compact(day)) === 'Available' && slotsOf(compact(day), new Set()).Slots.length)
      return { day, steps };
  }
  throw new Error('no open day in the demo planning');
}

/** An OutOfStock day from tomorrow to the end of next month (one Next click away at most). */
export function outOfStockDay(today: Date): string {
  const end = iso(new Date(today.getFullYear(), today.getMonth() + 2, 0));
  for (let steps = 1; steps < 62; steps += 1) {
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + steps);
    if (iso(date) > end) break;
    if (dayStatus(compact(iso(date))) === 'OutOfStock') return iso(date);
  }
  throw new Error('no OutOfStock day in the demo planning');
}

/** The grid's full name of a day, as DateGrid says it (Intl, in UTC). */
export function dayName(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export function monthTitle(date: Date, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
