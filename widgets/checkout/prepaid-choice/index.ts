import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({});

export type Props = WidgetProps<typeof props>;

/**
 * The checkout's prepaid account (spec 001 §3 `PrepaidAccountId`): enhances the server's
 * radios ("don't use" and each account with its balance). A choice is saved at once, so the
 * totals follow (`vitrine:checkout-changed` with reason `prepaid`); a failure says why in a
 * toast and puts the saved choice back. Without script the radio posts with the form.
 */
export default defineBehavior({
  props,
  load: () => import('./prepaidChoice'),
});
