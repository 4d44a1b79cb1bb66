import { track } from '../../../src/core/tracking';
import type { BannerSlide } from './index';

/** GA4 promotion item of a slide (anchors/storefront.md §4): slots count from 1. */
export function promotionOf(slide: BannerSlide, index: number) {
  return {
    promotion_id: slide.id ?? `banner-${index + 1}`,
    promotion_name: slide.name ?? slide.heading ?? slide.alt,
    creative_name: slide.creative ?? slide.video ?? slide.image ?? '',
    creative_slot: `slot-${index + 1}`,
  };
}

export const trackPromotion = (
  event: 'view_promotion' | 'select_promotion',
  slide: BannerSlide,
  index: number,
) => track(event, { items: [promotionOf(slide, index)] });
