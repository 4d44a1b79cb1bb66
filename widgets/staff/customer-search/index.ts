import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({});

export type Props = WidgetProps<typeof props>;

/**
 * The sales user's customer search and edit form (issue 13; spec 001 §1, §2, §3, §5, §6, §7):
 * from 2 typed characters `GET api/v1/sales/customers?search={text}` answers customers
 * (`CustomerId`, `Email`, and the form's other fields), offered in the shared combobox
 * (src/ui/useCombobox: arrow keys, Enter, Escape, the count announced; debounced, a newer
 * request aborts the older). Choosing one fills the form, which saves with
 * `POST api/v1/sales/customers/{CustomerId}` (422: each message on its field). Only a sales
 * user may use it: the server answers 401 to a visitor and 403 to a shopper.
 */
export default defineWidget({
  props,
  load: () => import('./CustomerSearch'),
});
