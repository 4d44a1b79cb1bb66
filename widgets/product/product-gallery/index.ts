import * as z from 'zod/mini';
import { safeAddress } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const image = z.object({
  /** Address of the photo (the same file serves the thumbnail, the main and the large view). */
  src: safeAddress(),
  /** Text alternative of the photo. */
  alt: z.string(),
});

export type GalleryImage = z.infer<typeof image>;

const props = z.object({
  /** The product (and colour) name: the dialog's title. */
  title: z.string().check(z.minLength(1)),
  images: z.array(image).check(z.minLength(1)),
  /** Intrinsic size of the photos in px, so nothing moves while they load: at most 10000. */
  width: z._default(z.number().check(z.int(), z.positive(), z.maximum(10_000)), 600),
  height: z._default(z.number().check(z.int(), z.positive(), z.maximum(10_000)), 600),
});

export type Props = WidgetProps<typeof props>;

/**
 * Product photo gallery (spec 000 §2, §9): the main photo with a strip of thumbnail buttons
 * (3 visible, 2 below the small breakpoint of 576 px; arrow keys move between them), a zoom that
 * follows the pointer on the main photo at or above 576 px only, and a gallery dialog (Enter or
 * a click on the main photo) with the large photo, previous/next, ←/→ keys and its own strip
 * (5 visible, 1 on small screens). Enhances the server's main image and thumbnail links; the
 * photos are JSON in a child `<script type="application/json" data-props>`. The product page
 * puts it inside the gallery `variant-fragment`, which swaps it when the variant changes.
 */
export default defineWidget({
  props,
  load: () => import('./ProductGallery'),
});
