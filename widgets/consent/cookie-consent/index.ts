import * as z from 'zod/mini';
import { globalFunctionName, safeAddress } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The privacy or cookie policy page, linked from the banner and the dialog. */
  policyUrl: z.optional(safeAddress()),
  /** Global function called with the settings when at least one category is allowed. */
  onAccept: z.optional(globalFunctionName()),
  /** Global function called with the settings when every category is denied. */
  onDecline: z.optional(globalFunctionName()),
  /** Fixed at the bottom or top of the screen, or inline where the placeholder is. */
  position: z._default(z.enum(['bottom', 'top', 'inline']), 'bottom'),
});

export type Props = WidgetProps<typeof props>;

/**
 * Cookie consent banner and preferences dialog (spec 000 §2, §4; spec 001 §4): a non-blocking
 * banner while undecided, the dialog from its Preferences button or any `[data-consent-open]`
 * element. The decision itself is core/consent's (cookie, Consent Mode, gated scripts). A banner
 * fixed at an edge comes first in the tab order (after the page's skip links), the page keeps
 * room for it so that no focused control hides behind it, and a choice gives focus back where
 * it was (issue 10 §2; WCAG 2.4.3, 2.4.11).
 */
export default defineWidget({
  props,
  load: () => import('./CookieConsent'),
});
