import * as z from 'zod/mini';
import { defineBehavior } from '../../../src/core/widget';

/**
 * Language links (spec 001 §2): each `a[hreflang]` inside goes to the current address with its
 * /{culture}/ segment replaced, query and anchor kept, whatever the page shell did to the address
 * since the server rendered the links. A culture change is a full page load: new strings.
 */
export default defineBehavior({
  props: z.object({}),
  load: () => import('./languageLinks'),
});
