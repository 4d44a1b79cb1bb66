import * as z from 'zod/mini';
import { globalFunctionName, isoDateTime } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The end, an ISO 8601 date-time: 2026-12-24T18:00:00+01:00. */
  end: isoDateTime(),
  /**
   * How the end date is written: tokens DD, MM, YYYY, HH, mm. Without it, DD/MM/YYYY in the order
   * and with the separator of the page's locale: 27/11/2026, 27.11.2026, 27-11-2026.
   */
  format: z.optional(z.string()),
  /** Name of a global function to call at the end instead of reloading (`Shop.saleEnded`). */
  onEnd: z.optional(globalFunctionName()),
});

export type Props = WidgetProps<typeof props>;

/**
 * Sale countdown (spec 000 §4, §9; spec 001 §4): days, hours, minutes and seconds left until
 * `end`, ticking every 1000 ms, with the end date (DD/MM/YYYY by default, in the culture's
 * order and separator). Shown only while the end is in the future; reaching it reloads the page,
 * or calls the global function named by `on-end` instead (looked up by name, never evaluated).
 */
export default defineWidget({
  props,
  load: () => import('./SaleCountdown'),
});
