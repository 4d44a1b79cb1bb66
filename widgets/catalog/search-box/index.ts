import * as z from 'zod/mini';
import { sitePath } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** Where the search goes; defaults to {culture}/catalog (spec 000 §2). */
  action: z.optional(sitePath()),
});

export type Props = WidgetProps<typeof props>;

/**
 * Search box with suggestions (spec 000 §2, §5, §7, §9; issue 4). Wrap the CMS's plain GET
 * search form: it is the fallback until the widget mounts, and without JavaScript. Put
 * role="search" on the placeholder when the box is the page's search landmark.
 *
 * - From 2 characters, GET {app}api/v1/catalog/search/suggestions?q=&nbrResults=5&accuracy=0.3,
 *   250 ms after the last keystroke; a newer request aborts the older one (core/http abortKey);
 *   answers are cached per normalised term (trimmed, single spaces, lower case) for the page.
 * - An answer for a term the shopper has since changed is dropped (Dawn #2199); while a longer
 *   term loads, the answer of the term it extends stays on screen, any other is hidden.
 * - spec 000 §9 "type-ahead display limit 30": suggestions work on the first 30 characters of
 *   the text. The field has no maxlength: the full search (submit) keeps everything typed, and
 *   a pasted long query is not silently cut.
 * - Choosing a suggestion goes to its ProductUrl (same-origin paths only) through the page
 *   shell; a submit goes to {culture}/catalog?q= and pushes GA4 `search`; an empty one does nothing.
 * - Failures show a message in the popup, never the generic error modal (policy: false).
 */
export default defineWidget({
  props,
  load: () => import('./SearchBox'),
});
