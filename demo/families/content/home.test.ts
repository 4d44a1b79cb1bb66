/**
 * The home page (issue 4): the banner slider, the sale countdown and the brand carousel, with
 * their props and server fallbacks, in every culture; generated banners; a sale end that is
 * always ahead of the server's clock.
 */
import { describe, expect, it } from 'vitest';
import { readProps } from '../../../src/core/props';
import bannerSlider from '../../../widgets/catalog/banner-slider/index';
import brandCarousel from '../../../widgets/catalog/brand-carousel/index';
import saleCountdown from '../../../widgets/catalog/sale-countdown/index';
import { cultures } from '../../data/catalog/types';
import { createApp, defaultOptions } from '../../server/app';
import { saleEnd } from './home';
import { strings } from './strings';

const app = await createApp({ ...defaultOptions(), base: '/shop/' });

async function placeholder(culture: string, name: string): Promise<HTMLElement> {
  const html = await (await app.request(`/shop/${culture}/`)).text();
  document.body.innerHTML = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const element = document.querySelector<HTMLElement>(`[data-widget="${name}"]`);
  if (!element) throw new Error(`no ${name} on the ${culture} home page`);
  return element;
}

describe('home page', () => {
  it.each(cultures)(
    '%s: the widgets’ props parse, and links and images use the base path',
    async (culture) => {
      const slider = readProps<{
        slides: {
          heading: string;
          href: string;
          image?: string;
          video?: string;
          poster?: string;
        }[];
        interval: number;
      }>(await placeholder(culture, 'banner-slider'), bannerSlider.props, 'banner-slider');
      expect(slider.ok && slider.props.interval).toBe(6000);
      const slides = slider.ok ? slider.props.slides : [];
      expect(slides.map((slide) => slide.heading)).toEqual(
        strings[culture].pages.promotions.slides.map((s) => s.heading),
      );
      expect(slides[1]?.href).toBe(`/shop/${culture}/catalog/category/bags`);
      // The sale promotions lead to the products on sale, not to the whole catalogue (issue 10 §4).
      expect(slides[0]?.href).toBe(`/shop/${culture}/catalog/tags/sale`);
      expect(document.querySelector('.sale-banner a.button')?.getAttribute('href')).toBe(
        `/shop/${culture}/catalog/tags/sale`,
      );
      expect(slides[0]?.image).toBe('/shop/media/banner/1.svg');
      // The last banner is the generated video, its still as the poster (spec 000 §9).
      expect(slides[2]).toMatchObject({
        video: '/shop/demo/media/promo.webm',
        poster: '/shop/media/banner/3.svg',
      });

      const brands = readProps<{ brands: { logo: string }[] }>(
        await placeholder(culture, 'brand-carousel'),
        brandCarousel.props,
        'brand-carousel',
      );
      expect(brands.ok && brands.props.brands.length).toBe(15);
      expect(document.querySelectorAll('.brand-strip a[href^="/shop/"] img[alt]')).toHaveLength(15);

      const countdown = readProps<{ end: string }>(
        await placeholder(culture, 'sale-countdown'),
        saleCountdown.props,
        'sale-countdown',
      );
      expect(countdown.ok && Date.parse(countdown.props.end)).toBeGreaterThan(Date.now());
    },
  );

  it('ends the sale at a midnight three to four days ahead', () => {
    const now = new Date('2026-11-22T23:59:59Z');
    expect(saleEnd(now).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(saleEnd(new Date('2026-11-22T00:00:00Z')).toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    );
  });

  it('serves the three generated banners and nothing else', async () => {
    for (const n of [1, 2, 3]) {
      const response = await app.request(`/shop/media/banner/${n}.svg`);
      expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg [^>]*viewBox="0 0 1600 600"/);
    }
    expect((await app.request('/shop/media/banner/4.svg')).status).toBe(404);
  });

  it('has real translations of the promotions in every culture', () => {
    const headings = new Set(
      cultures.map((culture) => strings[culture].pages.promotions.slides[0].heading),
    );
    expect(headings.size).toBe(6);
    for (const culture of cultures) {
      expect(JSON.stringify(strings[culture].pages.promotions)).not.toMatch(/'/);
    }
  });
});
