/**
 * Issue 5 (product detail): the product family's media routes: the gallery fragment of a
 * variant and the 360-degree viewer's frames. Paths are full from the shop root.
 */
import { Hono } from 'hono';
import { defaultVariant, productById } from '../../data/catalog';
import { hasSpin, SPIN_FRAMES, spinFrameSvg } from '../../data/catalog/spinFrames';
import { fragmentContext } from '../../shared/context';
import type { Env } from '../../shared/env';
import { idParam } from '../../shared/params';
import { productGalleryFragment } from './media';

export function productMediaRoutes() {
  const routes = new Hono<Env>();

  // spec 000 §7: the gallery fragment of one variant, swapped in by variant-fragment.
  routes.get('/widget/catalog/ProductPhotosGallery', (c) => {
    const product = productById(idParam(c.req.query('productId')));
    const asked = c.req.query('productVariantId');
    const variant = asked
      ? product?.variants.find((item) => item.ProductVariantId === idParam(asked))
      : product && defaultVariant(product);
    if (!product || !variant) return c.text('Not found', 404);
    const ctx = fragmentContext(c);
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
