import * as z from 'zod/mini';
import { defineBehavior } from '../../../src/core/widget';

/**
 * Sort select, page-size select and display switch (spec 000 §2): enhances the server's
 * fallback form so that any change loads the list's next canonical address through the page
 * shell at once; the form's submit button is then no longer needed and is hidden.
 */
export default defineBehavior({
  props: z.object({}),
  load: () => import('./listControls'),
});
