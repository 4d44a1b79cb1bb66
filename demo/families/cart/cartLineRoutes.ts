/**
 * The cart page's lines (spec 001 §2, §3, §7): the cart items fragment, and the two changes a
 * line takes. Their paths are not in the specification (our contract, docs/endpoints.md):
 * `PUT api/v1/shoppingcarts/items/{productVariantId}` with `{Quantity}` and
 * `DELETE api/v1/shoppingcarts/items/{productVariantId}`, both answering the basket summary
 * (spec 000 §3). An unknown line is a 404, a quantity outside the rules of spec 000 §5 (min,
 * step, max, stock) a 422, each with a translated `Message`. The fragment's forms post the
 * same changes to page routes when there is no script.
 */
import { type Context, Hono } from 'hono';
import { localeOf } from '../../../src/core/locale';
import { fragmentContext, translatorFor } from '../../shared/context';
import { type Culture, isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import { postedForm, tokenOk } from '../../shared/formPost';
import { orderRefusal } from '../product/public';
import { basketOf } from './basketStore';
import { basketSummary } from './basketSummary';
import { cartItemsFragment } from './cartItems';
import { addCartMessage, cartLinesOf } from './cartLines';

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

  // Without script (the fragment's forms): the same changes, then back to the basket page; a
  // refused quantity is said there by a cart info message.
  const backToBasket = (c: Context<Env>, culture: Culture) =>
    c.redirect(`${c.var.base}${culture}/shoppingcarts`, 303);

  routes.post('/:culture/shoppingcarts/items/:variantId', async (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    const fields = await postedForm(c);
    if (!tokenOk(c, fields)) return c.text('The anti-forgery token is missing or invalid.', 400);
    const line = lineOf(c);
    const shown = cartLinesOf(c.var.session, culture).find((l) => l.line === line);
    if (!line || !shown) return backToBasket(c, culture);
    // A typed quantity wins; otherwise the stepper's step, kept within the line's rule.
    const typed = Number((fields.Quantity ?? '').trim() || Number.NaN);
    const step = Number(fields.Step ?? 0) * shown.rule.step;
    const quantity = typed !== line.quantity || step === 0 ? typed : line.quantity + step;
    if (step !== 0 && typed === line.quantity) {
      if (quantity < shown.rule.min || quantity > shown.rule.max) return backToBasket(c, culture);
    }
    const refused = orderRefusal(line.productVariantId, quantity, 0, translatorFor(c, culture));
    if (refused) {
      addCartMessage(c.var.session, {
        ItemOriginAndKey: shown.itemOriginAndKey,
        ItemName: shown.product.name[culture],
        kind: 'refused',
        text: refused,
      });
    } else line.quantity = quantity;
    return backToBasket(c, culture);
  });

  routes.post('/:culture/shoppingcarts/items/:variantId/delete', async (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    if (!tokenOk(c, await postedForm(c))) {
      return c.text('The anti-forgery token is missing or invalid.', 400);
    }
    const line = lineOf(c);
    const basket = basketOf(c.var.session);
    if (line) basket.splice(basket.indexOf(line), 1);
    return backToBasket(c, culture);
  });

  return routes;
}
