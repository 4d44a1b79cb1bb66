import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({});

export type Props = WidgetProps<typeof props>;

/**
 * Language links (spec 001 §2): each `a[hreflang]` inside goes to the current address with its
 * /{culture}/ segment replaced, query and anchor kept, whatever the page shell did to the address
 * since the server rendered the links. A culture change is a full page load: new strings.
 */
export default defineBehavior({
  props,
  load: () => import('./languageLinks'),
});
