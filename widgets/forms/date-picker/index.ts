import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

/** A day as yyyy-mm-dd, or `today` (the shopper's date). */
const day = z.string().check(z.regex(/^(today|\d{4}-\d{2}-\d{2})$/));

const props = z.object({
  /** The id of the text field the picker fills (its `data-val-date` rule checks what is typed). */
  for: z.string().check(z.minLength(1)),
  /** The first day that may be chosen: yyyy-mm-dd, or `today`. */
  min: z.optional(day),
  /** The last day that may be chosen: yyyy-mm-dd, or `today`. */
  max: z.optional(day),
});

export type Props = WidgetProps<typeof props>;

/**
 * Date picker (spec 000 §2 and §5; decision 045): beside a server text field, a button opens
 * the shared date grid (src/ui/DateGrid) in a dialog; the day chosen is written into the field
 * in the culture's short format (fr 24/11/2026, de 24.11.2026, nl-NL 24-11-2026), the format the
 * `date` rule checks and the form posts. Shoppers may still type the date. Esc closes the
 * dialog and focus goes back to the button.
 */
export default defineWidget({
  props,
  load: () => import('./DatePicker'),
});
