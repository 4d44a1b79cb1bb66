/**
 * The product family of the demo CMS (issue 5): the product page, the variation answer, the
 * stock and degressive-price fragments, back-in-stock notifications, and the media routes.
 * Paths are full from the shop root (api/v1/..., widget/catalog/..., :culture/...).
 */
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { productById, productBySlug, variantById } from '../../data/catalog';
import type { Culture, Product, ProductVariant } from '../../data/catalog/types';
import { antiForgery } from '../../shared/antiForgery';
import { fragmentContext, type PageContext, renderPage } from '../../shared/context';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { productMediaRoutes } from './productMediaRoutes';
import { productPage } from './productPage';
import { degressiveFragment, stockFragment, stockTable } from './stock';
import { notificationDone, notificationForm, notificationPopup } from './stockNotification';
import { strings } from './strings';
import { variationAnswer } from './variation';
import { readVariationQuery } from './variationQuery';

export interface StockSubscription {
  productId: number;
  productVariantId: number;
  email: string;
  culture: Culture;
  createdAt: string;
}

/** Back-in-stock subscriptions per session id (the session module stays untouched). */
const subscriptions = new Map<string, StockSubscription[]>();

export const stockSubscriptions = (sessionId: string): readonly StockSubscription[] =>
  subscriptions.get(sessionId) ?? [];

const idParam = (raw: string | undefined) => (/^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN);

/** A product and one of its variants, from ids that must agree (productId is optional). */
function lookup(productId: string | undefined, variantId: string | undefined) {
  const found = variantById(idParam(variantId));
  if (!found) return undefined;
  if (productId !== undefined && productId !== '' && idParam(productId) !== found.product.id) {
    return undefined;
  }
  return found;
}

export function productFamily(): Family {
  const routes = new Hono<Env>();

  routes.get('/:culture/catalog/product/:slug', (c) => {
    const product = productBySlug(c.req.param('slug'));
    if (!product) return c.notFound();
    return renderPage(c, `catalog/product/${product.slug}`, (ctx) => productPage(ctx, product));
  });
  routes.route('/', productMediaRoutes());

  const context = (c: Context<Env>, culture?: Culture): PageContext => fragmentContext(c, culture);
  const fragment = (c: Context<Env>, markup: unknown, status = 200) =>
    c.html(markup as string, status as 200);

  // spec 000 §7 + decision 012: the variation answer for the non-empty choices and a quantity.
  routes.get('/api/v1/catalog/products/:productId/productvariants', (c) => {
    const product = productById(idParam(c.req.param('productId')));
    if (!product) return c.json({ Message: 'Unknown product.' }, 404);
    const asked = readVariationQuery(product, c.req.query());
    if (!asked.ok) return c.json({ Message: asked.message }, 422);
    const { culture, session, base } = context(c);
    return c.json(
      variationAnswer(product, asked.chosen, asked.quantity, {
        culture,
        currency: session.currency,
        base,
      }),
    );
  });

  // spec 000 §2, §7: compact block in the page, every warehouse in the dialog.
  routes.get('/widget/catalog/StockByWarehouse', (c) => {
    const found = lookup(c.req.query('productId'), c.req.query('productVariantId'));
    if (!found) return c.text('Not found', 404);
    const all = c.req.query('displayAllActiveWarehouses')?.toLowerCase() === 'true';
    const view = all ? stockTable : stockFragment;
    return fragment(c, view(context(c), found.product, found.variant));
  });

  // spec 000 §7: the degressive price table of the variant (empty without degressive prices).
  routes.get('/widget/catalog/DegressivePrice', (c) => {
    const found = lookup(c.req.query('productId'), c.req.query('productVariantId'));
    if (!found) return c.text('Not found', 404);
    return fragment(c, degressiveFragment(context(c), found.product, found.variant));
  });

  const notifiable = (c: Context<Env>, productId?: string, variantId?: string) => {
    const culture = c.req.param('culture') ?? '';
    const found = lookup(productId ?? '', variantId);
    // A combination that does not exist never comes back in stock.
    if (!isCulture(culture) || !found?.variant.available) return undefined;
    return { ctx: context(c, culture), ...found };
  };

  // spec 000 §2: the back-in-stock popup.
  routes.get('/:culture/catalog/stocknotification/subscribe', (c) => {
    const asked = notifiable(c, c.req.query('ProductId'), c.req.query('ProductVariantId'));
    if (!asked) return c.text('Not found', 404);
    return fragment(c, notificationPopup(asked.ctx, asked.product, asked.variant));
  });

  routes.post('/:culture/catalog/stocknotification/subscribe', antiForgery, async (c) => {
    const body = await c.req.parseBody();
    const text = (name: string) => (typeof body[name] === 'string' ? String(body[name]) : '');
    const asked = notifiable(c, text('ProductId'), text('ProductVariantId'));
    if (!asked) return c.text('Not found', 404);
    const { ctx, product, variant } = asked;
    const email = text('Email').trim();
    // spec 000 §5 email rule, checked again on the server.
    const error = !email
      ? ctx.t('Validation.Required')
      : !z.regexes.email.test(email)
        ? ctx.t('Validation.Email')
        : undefined;
    // 200 with the form and its message: an ajax form inserts only successful answers (a
    // failure status opens the generic error modal, spec 000 §8), and the shopper must see why.
    if (error) return fragment(c, notificationForm(ctx, product, variant, { email, error }));
    subscribe(c.var.session.id, ctx.culture, product, variant, email);
    return fragment(c, notificationDone(ctx, product, variant, email));
  });

  return { name: 'product', routes, strings };
}

function subscribe(
  sessionId: string,
  culture: Culture,
  product: Product,
  variant: ProductVariant,
  email: string,
) {
  const list = subscriptions.get(sessionId) ?? [];
  const same = (s: StockSubscription) =>
    s.productVariantId === variant.ProductVariantId &&
    s.email.toLowerCase() === email.toLowerCase();
  if (!list.some(same)) {
    list.push({
      productId: product.id,
      productVariantId: variant.ProductVariantId,
      email,
      culture,
      createdAt: new Date().toISOString(),
    });
  }
  subscriptions.set(sessionId, list);
}
