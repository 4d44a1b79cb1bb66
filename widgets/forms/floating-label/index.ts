import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** Also float the labels of selects inside (a select always shows an option, so its label stays up). */
  selects: z._default(z.boolean(), true),
});

export type Props = WidgetProps<typeof props>;

/**
 * Animated form labels (spec 000 §2): around one field or a whole form, each `<label for>`
 * whose field sits beside it rests inside the field and floats onto its top edge when the field
 * has focus or a value (typed, put back by the browser or filled by autofill). The label stays
 * a real label, never a placeholder; hints and the forms runtime's messages stay below the
 * field, linked to it by aria-describedby (src/forms/messages). A behaviour: no React.
 */
export default defineBehavior({
  props,
  load: () => import('./floatingLabel'),
});
