/**
 * The pure parts of a countdown (the sale countdown, the popups and banners): time left, the
 * end date's pattern and the end action (what is announced: CountdownAnnouncer).
 */
import { formatDate, NUMERIC_DATE } from '../core/format';
import { type GlobalFunction, globalFunction } from '../core/globalFunction';

/** spec 000 §9, spec 001 §9: a countdown ticks every 1000 ms. */
export const TICK_MS = 1000;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function timeLeft(ms: number): TimeLeft {
  // Whole seconds rounded up: the display reaches 00 exactly at the end, not a second early.
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The end date as the editor's pattern says, in local time; the tokens are the CMS's (moment
 * style). spec 000 §9's default DD/MM/YYYY is two-digit day and month and a four-digit year: with
 * no pattern they come in the order and with the separator of the page's locale (decision 018),
 * 27.11.2026 in German, 27-11-2026 in the Netherlands, rather than French slashes everywhere.
 */
export function formatEnd(date: Date, pattern: string | undefined): string {
  if (!pattern) return formatDate(date, NUMERIC_DATE);
  const tokens: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm/g, (token) => tokens[token] ?? token);
}

/**
 * spec 000 §4, spec 001 §4: at the end the page reloads, or the named global function runs,
 * found through core/globalFunction (own properties only, never evaluated).
 */
export function endCountdown(callbackName: string | undefined): void {
  const callback: GlobalFunction | undefined = callbackName
    ? globalFunction(callbackName)
    : undefined;
  if (callback) {
    callback();
    return;
  }
  if (callbackName) console.warn(`[vitrine] countdown: no global function "${callbackName}"`);
  window.location.reload();
}
