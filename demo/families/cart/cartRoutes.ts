/**
 * The cart family of the demo CMS: the basket page, its reset link, the basket summary
 * (spec 000 §3) and add to cart (spec 000 §7). The basket lives in the shared session.
 */
import { Hono } from 'hono';
import { localeOf } from '../../../src/core/locale';
import { renderPage, translatorFor } from '../../shared/context';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { orderRefusal } from '../product/public';
import { basketPage } from './basketPage';
import { basketOf, clearBasket } from './basketStore';
import { basketSummary } from './basketSummary';
import { cartLineRoutes } from './cartLineRoutes';
import { optionRoutes } from './optionRoutes';
import { strings } from './strings';

export function cartFamily(): Family {
  const routes = new Hono<Env>();

  routes.get('/:culture/shoppingcarts', (c) => renderPage(c, 'shoppingcarts', basketPage));
  routes.get('/:culture/shoppingcarts/clear', (c) => {
    clearBasket(c.var.session);
    return c.redirect(`${c.var.base}${c.req.param('culture')}/shoppingcarts`);
  });
  routes.route('/', cartLineRoutes());

  routes.get('/api/v1/shoppingcarts', (c) => {
    const { session } = c.var;
    return c.json(
      basketSummary(
        basketOf(session),
        localeOf(session.culture, session.country),
        session.currency,
      ),
    );
  });

  routes.post('/api/v1/catalog/products/addtocart', async (c) => {
    const { session } = c.var;
    const body = (await c.req.json().catch(() => ({}))) as {
      ProductVariantId?: unknown;
      Quantity?: unknown;
    };
    const variantId = Number(body.ProductVariantId);
    const quantity = Number(body.Quantity ?? 1);
    const basket = basketOf(session);
    const line = basket.find((l) => l.productVariantId === variantId);
    // The asking page's culture (another tab may have switched the session's).
    const asked = c.req.query('culture') ?? '';
    const culture = isCulture(asked) ? asked : session.culture;
    const refused = orderRefusal(
      variantId,
      quantity,
      line?.quantity ?? 0,
      translatorFor(c, culture),
    );
    if (refused) return c.json({ Message: refused }, 422);
    if (line) line.quantity += quantity;
    else basket.push({ productVariantId: variantId, quantity });
    return c.json(basketSummary(basket, localeOf(culture, session.country), session.currency));
  });

  optionRoutes(routes);
  return { name: 'cart', routes, strings };
}
