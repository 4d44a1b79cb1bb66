import * as z from 'zod/mini';
import { safeAddress } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** youtube or vimeo: the service that plays the video. */
  service: z.enum(['youtube', 'vimeo']),
  /** The video's id at that service (letters, digits, - and _). */
  videoId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  /** The video's title: the dialog's title and the play button's name ("Play: {title}"). */
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  /**
   * The poster image the server shows until the shopper asks to play (a path of this site or an
   * http(s) address); none: a plain panel.
   */
  poster: z.optional(safeAddress()),
});

export type Props = WidgetProps<typeof props>;

/**
 * A video modal (spec 001 §2, §9; issue 15): a facade (the server's poster and a play button)
 * until the shopper asks; then a dialog (src/ui/Modal) with the YouTube or Vimeo player, whose
 * API script loads once per page and only then, polled every 100 ms until ready. Closing stops
 * the video and returns focus to the button. The services' addresses come from the page
 * settings' `videoServices` (decision 043). Without JS the server's link opens the service's
 * page.
 */
export default defineWidget({
  props,
  load: () => import('./VideoModal'),
});
