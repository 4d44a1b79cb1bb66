import { describe, expect, it } from 'vitest';
import { ALL_SLOTS, availabilityOf, dayStatus, slotsOf } from './availability';

// Tuesday 24 November 2026.
const today = new Date(2026, 10, 24, 10, 0);

describe('the demo tyre planning', () => {
  it('lists days from today on, Sundays closed, some OutOfStock, always the same', () => {
    const { Dates } = availabilityOf([{ year: 2026, month: 11 }], today) as {
      Dates: Record<string, string[]>;
    };
    const all = [...(Dates.Available ?? []), ...(Dates.OutOfStock ?? [])];
    expect(all.every((day) => day >= '20261124')).toBe(true);
    expect(all).not.toContain('20261129');
    expect(availabilityOf([{ year: 2026, month: 11 }], today)).toEqual({ Dates });
    const spring = availabilityOf(
      [
        { year: 2026, month: 12 },
        { year: 2027, month: 1 },
      ],
      today,
    ) as { Dates: Record<string, string[]> };
    expect(spring.Dates.OutOfStock?.length).toBeGreaterThan(2);
    expect(spring.Dates.Available?.length).toBeGreaterThan(30);
  });

  it('stops 6 months ahead', () => {
    const { Dates } = availabilityOf([{ year: 2027, month: 5 }], today) as {
      Dates: Record<string, string[]>;
    };
    const days = [...(Dates.Available ?? []), ...(Dates.OutOfStock ?? [])].sort();
    expect(days.at(-1)).toBe('20270524');
    expect(availabilityOf([{ year: 2027, month: 6 }], today)).toEqual({
      Dates: { Available: [], OutOfStock: [] },
    });
  });

  it('offers 08:30 to 17:00 every 30 minutes, some taken, none booked twice', () => {
    expect(ALL_SLOTS[0]).toEqual({ Name: '08:30', Value: '0830' });
    expect(ALL_SLOTS.at(-1)).toEqual({ Name: '17:00', Value: '1700' });
    const open = ['20261201', '20261202', '20261203', '20261204'].find(
      (day) => dayStatus(day) === 'Available',
    ) as string;
    const free = slotsOf(open, new Set()).Slots;
    expect(free.length).toBeLessThan(ALL_SLOTS.length);
    expect(free.length).toBeGreaterThan(6);
    const first = free[0]?.Value;
    expect(slotsOf(open, new Set([`${open}-${first}`])).Slots.map((s) => s.Value)).not.toContain(
      first,
    );
  });
});
