import * as z from 'zod/mini';
import { safeAddress } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  brands: z.array(z.object({ slug: z.string(), name: z.string(), logo: safeAddress() })),
});

export type Props = WidgetProps<typeof props>;

/**
 * Brand carousel (spec 000 §2, §9): the brands' logos, each linking to
 * `{culture}/catalog/brand/{slug}`; 6 per page, 3 below 1024 px, 2 below 600 px, 1 below
 * 480 px. A scroll-snap track (swipe, scroll, Tab into view) with previous/next buttons;
 * smooth scrolling only without reduced motion. Brands are JSON in a child
 * `<script type="application/json" data-props>`; the server list of links is the fallback.
 */
export default defineWidget({
  props,
  load: () => import('./BrandCarousel'),
});
