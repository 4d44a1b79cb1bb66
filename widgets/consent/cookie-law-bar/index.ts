import * as z from 'zod/mini';
import { safeAddress } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The cookie policy page, linked from the bar: a same-site path or an http(s) address. */
  policyUrl: z.optional(safeAddress()),
  /** Fixed at the bottom or top of the screen, or inline where the placeholder is. */
  position: z._default(z.enum(['bottom', 'top', 'inline']), 'bottom'),
});

export type Props = WidgetProps<typeof props>;

/**
 * The simple cookie law bar (spec 001 §4, §9): a notice with one "got it" button, hidden once
 * its own cookie exists. For shops that set no optional cookie; otherwise use cookie-consent.
 */
export default defineWidget({
  props,
  load: () => import('./CookieLawBar'),
});
