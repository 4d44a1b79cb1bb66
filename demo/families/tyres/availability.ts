/**
 * The demo's tyre-fitting planning (issue 13 "The demo CMS"; spec 001 §3, §9): the next 6
 * months, deterministic from the date so tests can rely on it. Sundays are closed (listed
 * nowhere), about one day in eight is OutOfStock, the others Available. A day's slots run
 * from 08:30 to 17:00 every 30 minutes, some taken by others (from the date), and those this
 * session booked (bookings.ts) are gone.
 */
import type * as z from 'zod/mini';
import type { availabilitySchema, MonthRef, slotsSchema } from '../../../src/api/tyres';

export const PLANNING_MONTHS = 6;

const pad = (n: number) => String(n).padStart(2, '0');
export const yyyymmdd = (date: Date) =>
  `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;

/** A stable number for a day: the same day always gets the same status and taken slots. */
const seed = (day: string) =>
  [...day].reduce((sum, c, i) => sum * 31 + c.charCodeAt(0) * (i + 1), 7);

export function dayStatus(day: string): 'Available' | 'OutOfStock' | undefined {
  const date = new Date(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6)));
  if (date.getDay() === 0) return undefined;
  return seed(day) % 8 === 3 ? 'OutOfStock' : 'Available';
}

/** The last day of the planning: today + 6 months. */
function planningEnd(today: Date): string {
  const end = new Date(today.getFullYear(), today.getMonth() + PLANNING_MONTHS, today.getDate());
  return yyyymmdd(end);
}

/** The days of the months asked, by status, from today to the end of the planning. */
export function availabilityOf(
  dates: MonthRef[],
  today = new Date(),
): z.infer<typeof availabilitySchema> {
  const lists: Record<string, string[]> = { Available: [], OutOfStock: [] };
  const first = yyyymmdd(today);
  const last = planningEnd(today);
  for (const { year, month } of dates) {
    const length = new Date(year, month, 0).getDate();
    for (let d = 1; d <= length; d += 1) {
      const day = `${year}${pad(month)}${pad(d)}`;
      const status = day >= first && day <= last ? dayStatus(day) : undefined;
      if (status) lists[status]?.push(day);
    }
  }
  return { Dates: lists };
}

/** 08:30 … 17:00, every 30 minutes. */
export const ALL_SLOTS = Array.from({ length: 18 }, (_, i) => {
  const minutes = 8 * 60 + 30 + i * 30;
  const name = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  return { Name: name, Value: name.replace(':', '') };
});

/** The free slots of a day: none on a closed or OutOfStock day. */
export function slotsOf(day: string, booked: ReadonlySet<string>): z.infer<typeof slotsSchema> {
  if (dayStatus(day) !== 'Available') return { Slots: [] };
  const base = seed(day);
  return {
    Slots: ALL_SLOTS.filter(
      (slot, i) => (base + i * 5) % 4 !== 0 && !booked.has(`${day}-${slot.Value}`),
    ),
  };
}
