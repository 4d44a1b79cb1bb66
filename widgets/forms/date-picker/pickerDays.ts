import { parseDate, parseIsoDate } from '../../../src/forms/dateFormat';
import { addMonths, dayOf, type IsoDay, monthOf, today } from '../../../src/ui/dateGridDates';

/** `today` or yyyy-mm-dd to a day; undefined for none or an impossible date. */
export function resolveDay(value: string | undefined, now = new Date()): IsoDay | undefined {
  if (value === undefined) return undefined;
  if (value === 'today') return today(now);
  const date = parseIsoDate(value);
  return date ? dayOf(date) : undefined;
}

/** The day the field holds, read in the culture's short format (or yyyy-mm-dd for a date input). */
export function fieldDay(field: HTMLInputElement, locale: string): IsoDay | undefined {
  const date = field.type === 'date' ? parseIsoDate(field.value) : parseDate(field.value, locale);
  return date ? dayOf(date) : undefined;
}

/**
 * The months the grid may show: from min (or ten years back) to max (or ten years on), so a
 * birth date or a far delivery date can still be reached month by month.
 */
export function monthRange(min: IsoDay | undefined, max: IsoDay | undefined, now = new Date()) {
  const start = today(now);
  return {
    minMonth: monthOf(min ?? addMonths(start, -120)),
    maxMonth: monthOf(max ?? addMonths(start, 120)),
  };
}

/** Outside [min, max]: the grid disables it. */
export const outside = (day: IsoDay, min?: IsoDay, max?: IsoDay): boolean =>
  (min !== undefined && day < min) || (max !== undefined && day > max);
