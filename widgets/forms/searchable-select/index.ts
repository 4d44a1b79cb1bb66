import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The id of the server `<select>` this widget stands in for: it keeps the posted name and value. */
  for: z.string().check(z.minLength(1)),
  /**
   * Where to search instead of the select's own options: `GET {url}?q={term}` answering
   * `[{value, label}]` (decision 045). Empty: the select's options are filtered as one types.
   */
  searchUrl: z._default(z.string(), ''),
  /** How many characters a remote search waits for. */
  minChars: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(10)), 2),
});

export type Props = WidgetProps<typeof props>;

/**
 * Searchable select (spec 000 §2 "select2 dropdowns"; issue 15): the shared APG combobox
 * (src/ui/useCombobox) over a server `<select>`'s options or a remote search. The select stays in
 * the form, hidden, with its name, its value and its validation rules (data-val-always), so the
 * form posts what it posted without JavaScript; its messages stay linked to the combobox field.
 */
export default defineWidget({
  props,
  load: () => import('./SearchableSelect'),
});
