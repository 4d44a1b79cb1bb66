/**
 * The keyboard model of the date grid, as a pure function (WAI-ARIA APG date picker dialog,
 * "Date Grid" keys): where focus goes from a day for a key, or undefined when the key is not
 * the grid's. Focus never leaves [min, max], the months the grid may show.
 */
import { addDays, addMonths, clampDay, type IsoDay, weekdayIndex } from './dateGridDates';

export interface GridKey {
  key: string;
  shiftKey?: boolean;
}

export function nextFocus(
  day: IsoDay,
  { key, shiftKey = false }: GridKey,
  min?: IsoDay,
  max?: IsoDay,
) {
  const next = move(day, key, shiftKey);
  return next === undefined ? undefined : clampDay(next, min, max);
}

function move(day: IsoDay, key: string, shift: boolean): IsoDay | undefined {
  switch (key) {
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    // Shift+Page Up/Down: the same day a year away.
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    // The week starts on Monday in the shop's six cultures.
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    default:
      return undefined;
  }
}
