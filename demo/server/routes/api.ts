/**
 * The JSON endpoints of the demo CMS (spec 000 §7), answering through the contract types
 * of src/api. Unsafe calls must carry the session's anti-forgery token.
 */
import { Hono } from 'hono';
import { variantById } from '../../data/catalog';
import { type Culture, cultures } from '../../data/catalog/types';
import { stringResources } from '../../data/strings';
import { basketSummary } from '../basketSummary';
import type { Env } from '../env';

export function apiRoutes() {
  const api = new Hono<Env>();

  api.use('*', async (c, next) => {
    if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method)) {
      if (c.req.header('RequestVerificationToken') !== c.var.session.antiForgeryToken) {
        return c.json({ Message: 'The anti-forgery token is missing or invalid.' }, 400);
      }
    }
    return next();
  });

  api.get('/localization/:culture/stringresources', (c) => {
    const culture = c.req.param('culture') as Culture;
    if (!cultures.includes(culture)) return c.json({ Message: 'Unknown culture' }, 404);
    return c.json(stringResources[culture]);
  });

  api.get('/shoppingcarts', (c) => {
    const { session } = c.var;
    return c.json(basketSummary(session.basket, session.culture, session.currency));
  });

  api.get('/catalog/wishlist/products/count', (c) => {
    const ids = new Set(
      c.var.session.wishlists.flatMap((list) => list.Items.map((item) => item.variantId)),
    );
    return c.json(ids.size);
  });

  api.post('/catalog/products/addtocart', async (c) => {
    const { session } = c.var;
    const body = (await c.req.json().catch(() => ({}))) as {
      ProductVariantId?: unknown;
      Quantity?: unknown;
    };
    const variantId = Number(body.ProductVariantId);
    const quantity = Number(body.Quantity ?? 1);
    const found = variantById(variantId);
    if (!found?.variant.available || !Number.isInteger(quantity) || quantity < 1) {
      return c.json({ Message: 'This product cannot be ordered.' }, 422);
    }
    const line = session.basket.find((l) => l.productVariantId === variantId);
    if (line) line.quantity += quantity;
    else session.basket.push({ productVariantId: variantId, quantity });
    return c.json(basketSummary(session.basket, session.culture, session.currency));
  });

  return api;
}
