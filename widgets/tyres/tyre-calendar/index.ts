import * as z from 'zod/mini';
import { MONTHS_LIMIT } from '../../../src/api/tyres';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const name = z.string().check(z.minLength(1));

const props = z.object({
  /** How many months the calendar may show, from this month on (spec 001 §9: 6). */
  monthsLimit: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(12)), MONTHS_LIMIT),
  /** The name the chosen day (yyyy-mm-dd) is posted under. */
  dateName: z._default(name, 'Date'),
  /** The name the chosen slot's Value is posted under. */
  slotName: z._default(name, 'Slot'),
});

export type Props = WidgetProps<typeof props>;

/**
 * The tyre-fitting appointment calendar (issue 13; spec 001 §2, §3, §4, §5, §7, §8, §9), inside
 * the appointment form: loading, then an accessible date grid (src/ui/DateGrid) of the month
 * shown, its availability asked with POST api/v1/tyrestream/availability (a newer call aborts
 * the one in flight); days from today to 3 months ahead can be chosen, OutOfStock days are
 * disabled and said so; a chosen day loads its slots (GET …/availability/{yyyymmdd}) into a
 * select; clearing the date hides and empties it. An `Error` answer hides the calendar and
 * shows its ErrorMessage in an alert. The server fallback is a date input and a time select.
 */
export default defineWidget({
  props,
  load: () => import('./TyreCalendar'),
});
