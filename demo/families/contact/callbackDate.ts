/**
 * The preferred callback date of the contact form (issue 15): typed or picked in the culture's
 * short format (decision 045), from today to 60 days on.
 */
export const CALLBACK_DAYS = 60;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The first and last days a callback can be asked for, as yyyy-mm-dd. */
export function callbackWindow(now = new Date()) {
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
  const last = new Date(first);
  last.setUTCDate(last.getUTCDate() + CALLBACK_DAYS);
  return { first: iso(first), last: iso(last) };
}

/** Reads `value` written as `pattern` (dd/mm/yyyy, dd.mm.yyyy, dd-mm-yyyy): yyyy-mm-dd or undefined. */
export function readDate(value: string, pattern: string): string | undefined {
  const separator = pattern.replace(/[dmy]/g, '').charAt(0);
  const parts = value.trim().split(separator);
  const names = pattern.split(separator);
  if (parts.length !== 3 || names.length !== 3) return undefined;
  const at = (name: string) => parts[names.findIndex((part) => part.startsWith(name))] ?? '';
  const [day, month, year] = [at('d'), at('m'), at('y')];
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCDate() === Number(day) && date.getUTCMonth() === Number(month) - 1
    ? iso(date)
    : undefined;
}

/** Writes yyyy-mm-dd as `pattern`. */
export function writeDate(day: string, pattern: string): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return pattern.replace('dd', date).replace('mm', month).replace('yyyy', year);
}
