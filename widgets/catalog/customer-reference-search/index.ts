import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({});

export type Props = WidgetProps<typeof props>;

/**
 * Customer-reference search (spec 000 §2, §5, §7; issue 4): the shopper types their own
 * reference (at least 2 characters) and picks a product; choosing goes to its ProductLink.
 *
 * GET {app}api/v1/catalog/customerref/search?q=&page= answers
 * `{ Items: [{ CustomerSKU, ProductLink, Name? }], HasMore }`, 10 per page: spec 000 §3 names
 * CustomerSKU and ProductLink only; Name and the paging are ours (src/api/catalog.ts). The
 * combobox, debounce, abort and stale-answer rules are those of search-box; a failure shows a
 * message, never the generic error modal.
 */
export default defineWidget({
  props,
  load: () => import('./CustomerReferenceSearch'),
});
