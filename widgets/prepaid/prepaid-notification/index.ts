import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  prepaidAccountId: z.number().check(z.int(), z.positive()),
  /** What the server has saved (the checkbox the server rendered says the same). */
  isActivated: z._default(z.boolean(), false),
});

export type Props = WidgetProps<typeof props>;

/**
 * The usage notification of a prepaid account (issue 13; spec 001 §2, §7): enhances the
 * server's form (a checkbox and a Save button). Each change is saved at once with POST
 * api/v1/sales/prepaidaccounts/setnotification `{IsActivated, PrepaidAccountId}`, the last
 * change winning, and confirmed by a toast (the polite live region); a failure puts the box
 * back to what the server has and says so; a 401 opens the login modal. Without script the
 * form posts.
 */
export default defineBehavior({
  props,
  load: () => import('./prepaidNotification'),
});
