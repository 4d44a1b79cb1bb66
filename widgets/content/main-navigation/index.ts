import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';
import mainNavigation from './mainNavigation';

const props = z.object({
  /**
   * Width in px from which the header is the desktop one (spec 001 §9: "desktop hover menus
   * apply at the large breakpoint"): sub-menus open on hover and categories that do not fit
   * go under "more"; below it, the menu button opens the drawer. The theme's CSS uses the same.
   * At most 10000.
   */
  largeFrom: z._default(z.number().check(z.int(), z.positive(), z.maximum(10_000)), 992),
});

export type Props = WidgetProps<typeof props>;

/**
 * Main navigation (spec 001 §2 "main navigation with mobile nav and active-link marking";
 * issue 10 §1): enhances the server's header navigation without React. Below the large
 * breakpoint the `[data-nav-open]` button opens `[data-nav-drawer]` (its value: the id of its
 * title) as a modal dialog (focus
 * kept inside, Esc or `[data-nav-close]` closes it and gives focus back to the button, the rest
 * of the page inert); at and above it, each category's disclosure button opens its sub-menu on
 * click, Enter or hover (Esc closes), and the categories that do not fit on one line move into
 * `[data-nav-more]`, recomputed on resize. The current page's link is marked
 * `aria-current="page"`, again after each page swap. Every text is the server's.
 */
export default defineBehavior({
  props,
  // In the definition's own chunk: the header mounts it on every page at once, so a second
  // chunk would only cost a request and its overhead (about 0.15 kB).
  load: async () => ({ default: mainNavigation }),
});
