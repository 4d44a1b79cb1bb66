/**
 * The cart page's lines (spec 001 §2, §3, §7): the cart items fragment, and the two changes a
 * line takes. Their paths are not in the specification (our contract, docs/endpoints.md):
 * `PUT api/v1/shoppingcarts/items/{productVariantId}` with `{Quantity}` and
 * `DELETE api/v1/shoppingcarts/items/{productVariantId}`, both answering the basket summary
 * (spec 000 §3). An unknown line is a 404, a quantity outside the rules of spec 000 §5 (min,
 * step, max, stock) a 422, each with a translated `Message`.
 */
import { type Context, Hono } from 'hono';
import { localeOf } from '../../../src/core/locale';
import { fragmentContext, translatorFor } from '../../shared/context';
import { type Culture, isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import { orderRefusal } from '../product/public';
import { basketOf } from './basketStore';
import { basketSummary } from './basketSummary';
import { cartItemsFragment } from './cartItems';

/** The asking page's culture (another tab may have switched the session's). */
function askedCulture(c: Context<Env>): Culture {
  const asked = c.req.query('culture') ?? '';
  return isCulture(asked) ? asked : c.var.session.culture;
}

function lineOf(c: Context<Env>) {
  const id = Number(c.req.param('variantId'));
  return basketOf(c.var.session).find((line) => line.productVariantId === id);
}

const summary = (c: Context<Env>, culture: Culture) =>
  c.json(
    basketSummary(
      basketOf(c.var.session),
      localeOf(culture, c.var.session.country),
      c.var.session.currency,
    ),
  );

export function cartLineRoutes() {
  const routes = new Hono<Env>();

  routes.get('/:culture/widget/shoppingcartitems', (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    return c.html(cartItemsFragment(fragmentContext(c, culture)));
  });

  routes.put('/api/v1/shoppingcarts/items/:variantId', async (c) => {
    const culture = askedCulture(c);
    const t = translatorFor(c, culture);
    const line = lineOf(c);
    if (!line) return c.json({ Message: t('ShoppingCarts.UnknownLine') }, 404);
    const body = (await c.req.json().catch(() => undefined)) as { Quantity?: unknown } | undefined;
    const quantity = typeof body?.Quantity === 'number' ? body.Quantity : Number.NaN;
    const refused = orderRefusal(line.productVariantId, quantity, 0, t);
    if (refused) return c.json({ Message: refused }, 422);
    line.quantity = quantity;
    return summary(c, culture);
  });

  routes.delete('/api/v1/shoppingcarts/items/:variantId', (c) => {
    const culture = askedCulture(c);
    const line = lineOf(c);
    if (!line)
      return c.json({ Message: translatorFor(c, culture)('ShoppingCarts.UnknownLine') }, 404);
    const basket = basketOf(c.var.session);
    basket.splice(basket.indexOf(line), 1);
    return summary(c, culture);
  });

  return routes;
}
