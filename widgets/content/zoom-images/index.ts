import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The dialog's title (the story's or the gallery's name). */
  title: z.string().check(z.minLength(1)),
});

export type Props = WidgetProps<typeof props>;

/**
 * Zoomable images (spec 001 §2: the gallery, the detail page with zoomable images; spec 000 §2
 * the product gallery's zoom): every link around an image inside (`<a href="large"><img></a>`,
 * a caption in the enclosing `figure`) opens the gallery dialog on a click or Enter, with all
 * the images of the placeholder in order, thumbnails, previous/next and the zoom of
 * src/ui/zoom (wheel, pinch, keys, buttons). A behaviour: the page loads no React until the
 * first click; the links go to the large images without JavaScript.
 */
export default defineBehavior({
  props,
  load: () => import('./zoomImages'),
});
