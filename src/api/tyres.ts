/**
 * The tyre-fitting appointment calls (issue 13; spec 001 §3, §7, §8, §9): the availability of
 * whole months, and the time slots of one day. Failures are the widget's (`policy: false`).
 */
import * as z from 'zod/mini';
import { request } from '../core/http';
import { getJson, parseAnswer } from './parse';

export const TYRE_AVAILABILITY_PATH = 'api/v1/tyrestream/availability';

/** spec 001 §7: GET …/availability/{yyyymmdd}. */
export const tyreSlotsPath = (yyyymmdd: string) => `${TYRE_AVAILABILITY_PATH}/${yyyymmdd}`;

/** spec 001 §9: the calendar asks for at most 6 months unless told otherwise. */
export const MONTHS_LIMIT = 6;

/** The abort key: a new availability call aborts the one in flight (spec 001 §4). */
export const AVAILABILITY_ABORT_KEY = 'tyre-availability';

const yyyymmdd = z.string().check(z.regex(/^\d{8}$/));

/** spec 001 §3 request: `{dates: [{year, month}]}`, month 1-12. */
export interface MonthRef {
  year: number;
  month: number;
}

/**
 * spec 001 §3 "lists of dates by status (including OutOfStock)"; the shape is our contract
 * (docs/decisions/037-date-grid.md): `Dates` maps a status to its days as yyyymmdd. A day
 * listed under OutOfStock is disabled; under any other status (Available, FewLeft…) it can be
 * chosen; a day listed nowhere has no fitting (closed) and is disabled too.
 */
export const availabilityDatesSchema = z.object({
  Dates: z.record(z.string(), z.array(yyyymmdd)),
});

/**
 * spec 001 §3, §8: the other answer, `{Error: true, ErrorMessage}`: an alert replaces the
 * calendar. (`z.boolean`, not `z.literal(true)`: no other call needs literal, and the shared
 * zod chunk that every page loads would grow by 0.1 kB for it.)
 */
export const availabilityErrorSchema = z.object({
  Error: z.boolean(),
  ErrorMessage: z.string().check(z.minLength(1)),
});

export const availabilitySchema = z.union([availabilityErrorSchema, availabilityDatesSchema]);
export type Availability = z.infer<typeof availabilitySchema>;

/** spec 001 §3: the day answer, Slots of Name (shown) and Value (posted). */
export const slotsSchema = z.object({
  Slots: z.array(z.object({ Name: z.string(), Value: z.string() })),
});
export type Slot = z.infer<typeof slotsSchema>['Slots'][number];

/** The payload of spec 001 §3 for the months [first, first + count). */
export function availabilityRequest(first: MonthRef, count = 1): { dates: MonthRef[] } {
  const dates: MonthRef[] = [];
  for (let i = 0; i < count; i += 1) {
    const index = first.month - 1 + i;
    dates.push({ year: first.year + Math.floor(index / 12), month: (index % 12) + 1 });
  }
  return { dates };
}

/** POST the months; a newer call aborts this one (it then rejects with an AbortError). */
export async function fetchAvailability(
  payload: { dates: MonthRef[] },
  signal?: AbortSignal,
): Promise<Availability> {
  const data = await request<unknown>(TYRE_AVAILABILITY_PATH, {
    method: 'POST',
    data: payload,
    policy: false,
    abortKey: AVAILABILITY_ABORT_KEY,
    ...(signal ? { signal } : {}),
  });
  return parseAnswer(availabilitySchema, data, TYRE_AVAILABILITY_PATH);
}

export function fetchSlots(day: string, signal?: AbortSignal) {
  return getJson(slotsSchema, tyreSlotsPath(day), {
    policy: false,
    abortKey: 'tyre-slots',
    ...(signal ? { signal } : {}),
  });
}
