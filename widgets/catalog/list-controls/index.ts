import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({});

export type Props = WidgetProps<typeof props>;

/**
 * Sort select, page-size select and display switch (spec 000 §2): enhances the server's
 * fallback form so that a change loads the list's next canonical address through the page
 * shell: a click at once, a keyboard choice made with the arrows on Enter (Space in the display
 * radios) or on leaving the control (WCAG 3.2.2). Focus stays on the control (decision 019).
 * The form's submit button is then no longer needed and is hidden.
 */
export default defineBehavior({
  props,
  load: () => import('./listControls'),
});
