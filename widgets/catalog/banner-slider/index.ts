import * as z from 'zod/mini';
import { safeAddress } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const slide = z.object({
  /** Image address (when the slide is no video): a path of this site or an http(s) address. */
  image: z.optional(safeAddress()),
  /** Video address: played muted (by default), looped and inline (spec 000 §9). */
  video: z.optional(safeAddress()),
  /** Still image shown before the video plays, and instead of it with reduced motion. */
  poster: z.optional(safeAddress()),
  /** Text alternative of the image; empty when the heading says it all. */
  alt: z._default(z.string(), ''),
  heading: z.optional(z.string()),
  text: z.optional(z.string()),
  /** The call to action: its label and address (a page of this site or an http(s) address). */
  cta: z.optional(z.string()),
  href: z.optional(safeAddress()),
  /** GA4 promotion fields (promotion_id, promotion_name, creative_name). */
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  creative: z.optional(z.string()),
});

export type BannerSlide = z.infer<typeof slide>;

const props = z.object({
  slides: z.array(slide),
  /**
   * Autoplay delay in ms, from 1000 (a slide must stay long enough to be read) to 60000;
   * without it the slider never moves by itself (spec 000 §9). A browser runs a delay above
   * 2^31 ms at once, so an unbounded one turned the slides every millisecond.
   */
  interval: z.optional(z.number().check(z.minimum(1000), z.maximum(60_000))),
  /** Cross-fade instead of sliding (spec 000 §9). */
  fade: z._default(z.boolean(), false),
  /** Mute the video slides (spec 000 §9: optional muted; browsers only autoplay muted video). */
  muted: z._default(z.boolean(), true),
});

export type Props = WidgetProps<typeof props>;

/**
 * Banner slider (spec 000 §2, §9): image and video slides, each with a heading and a call to
 * action. It autoplays only when `interval` (ms) is given, never with reduced motion, pauses on
 * hover, stops for good once focus enters it (until Play), and shows a pause/play control
 * whenever something moves (WCAG 2.2.2). `fade` cross-fades instead of sliding. GA4
 * `view_promotion` for each slide shown, `select_promotion` on its call to action. Slides are
 * JSON in a child `<script type="application/json" data-props>`.
 */
export default defineWidget({
  props,
  load: () => import('./BannerSlider'),
});
