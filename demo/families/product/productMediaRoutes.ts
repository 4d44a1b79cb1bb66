/**
 * Issue 5 (product detail): routes of the demo CMS owned by the productMedia work; mounted at the
 * shop root by app.ts, so paths here are full (api/v1/..., widget/catalog/..., :culture/...).
 * Unsafe calls go through the antiForgery middleware.
 */
import { Hono } from 'hono';
import { productById } from '../../data/catalog';
import { hasSpin, SPIN_FRAMES, spinFrameSvg } from '../../data/catalog/spinFrames';
import type { Env } from '../../shared/env';
import { fragmentContext } from '../../shared/fragmentContext';
import { productGalleryFragment } from './media';

const idParam = (raw: string | undefined) => Number.parseInt(raw ?? '', 10);

export function productMediaRoutes(base: string, consentStamp: string) {
  const routes = new Hono<Env>();

  // spec 000 §7: the gallery fragment of one variant, swapped in by variant-fragment.
  routes.get('/widget/catalog/ProductPhotosGallery', (c) => {
    const product = productById(idParam(c.req.query('productId')));
    const asked = c.req.query('productVariantId');
    const variant = asked
      ? product?.variants.find((item) => item.ProductVariantId === idParam(asked))
      : (product?.variants.find((item) => item.available) ?? product?.variants[0]);
    if (!product || !variant) return c.text('Not found', 404);
    const ctx = fragmentContext(c, base, consentStamp);
    return c.html(productGalleryFragment(ctx, product, variant) as string);
  });

  // spec 000 §2: the 360-degree viewer's frames, for the products that have a spin.
  routes.get('/media/product/:id/spin/:frame', (c) => {
    const product = productById(idParam(c.req.param('id')));
    const match = /^(\d+)\.svg$/.exec(c.req.param('frame'));
    const frame = Number(match?.[1] ?? -1);
    if (!product || !hasSpin(product) || !(frame >= 0 && frame < SPIN_FRAMES)) {
      return c.notFound();
    }
    const value = idParam(c.req.query('v'));
    return new Response(spinFrameSvg(product, frame, Number.isNaN(value) ? undefined : value), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      },
    });
  });

  return routes;
}
