import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({});

export type Props = WidgetProps<typeof props>;

/**
 * Sort select, page-size select and display switch (spec 000 §2): enhances the server's
 * fallback form so that any change loads the list's next canonical address through the page
 * shell at once; the form's submit button is then no longer needed and is hidden.
 */
export default defineBehavior({
  props,
  load: () => import('./listControls'),
});
