/**
 * The media family of the demo CMS: generated catalogue images and home-page banners (issue 2
 * §3, issue 4: SVG, never hot-linked), cached for a day.
 */
import { Hono } from 'hono';
import {
  brandLogoSvg,
  brands,
  categories,
  categoryImageSvg,
  productById,
  productImageSvg,
} from '../../data/catalog';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { bannerMediaRoutes } from './bannerMedia';

const svg = (body: string) =>
  new Response(body, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });

function catalogImages() {
  const media = new Hono<Env>();
  media.get('/product/:id/:image', (c) => {
    const product = productById(Number(c.req.param('id')));
    const index = Number.parseInt(c.req.param('image'), 10);
    if (!product || !(index >= 0 && index < product.imageCount)) return c.notFound();
    const value = c.req.query('v');
    return svg(productImageSvg(product, index, value ? Number(value) : undefined));
  });
  media.get('/category/:file', (c) => {
    const category = categories.find((item) => `${item.id}.svg` === c.req.param('file'));
    return category ? svg(categoryImageSvg(category)) : c.notFound();
  });
  media.get('/brand/:file', (c) => {
    const brand = brands.find((item) => `${item.id}.svg` === c.req.param('file'));
    return brand ? svg(brandLogoSvg(brand)) : c.notFound();
  });
  return media;
}

export function mediaFamily(): Family {
  const routes = new Hono<Env>();
  routes.route('/media', catalogImages());
  routes.route('/media/banner', bannerMediaRoutes());
  return { name: 'media', routes };
}
