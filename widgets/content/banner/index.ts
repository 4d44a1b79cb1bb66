import * as z from 'zod/mini';
import { globalFunctionName, isoDateTime } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The banner's Id (spec 001 §3): closing it remembers this id, so it is not shown again. */
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The banner's heading, which also names its region for screen readers. */
  title: z.string().check(z.minLength(1)),
  /** EndDatetime (spec 001 §3), ISO 8601: not shown after it; a countdown runs until it. */
  endDatetime: z.optional(isoDateTime()),
  /** How the end date is written: tokens DD, MM, YYYY, HH, mm (DD/MM/YYYY in the locale's order). */
  format: z.optional(z.string()),
  /** Name of a global function to call when the countdown ends, instead of reloading the page. */
  onEnd: z.optional(globalFunctionName()),
});

export type Props = WidgetProps<typeof props>;

/**
 * Banner (spec 001 §3, §4, §9; decision 044): shown at once where the placeholder is (the top of
 * the page region), a named region rather than a dialog, with the placeholder's content, a
 * countdown to `end-datetime` and a close button. Closing it remembers its id in the popup memory
 * cookie (9999 days); after its end it is not shown.
 */
export default defineWidget({
  props,
  load: () => import('./Banner'),
});
