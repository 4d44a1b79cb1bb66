/**
 * Issue 5 (product detail): routes of the demo CMS owned by the wishlist work; mounted at the
 * shop root by app.ts, so paths here are full (api/v1/..., widget/catalog/..., :culture/...).
 * Unsafe calls go through the antiForgery middleware. Wishlists need a signed-in shopper
 * (spec 000 §6): anonymous calls answer 401, which opens the login modal (spec 000 §8).
 */
import { type Context, Hono } from 'hono';
import { productById, variantById } from '../../data/catalog';
import type { Culture } from '../../data/catalog/types';
import { isCulture } from '../../server/pages';
import { antiForgery } from '../../shared/antiForgery';
import type { PageContext } from '../../shared/context';
import type { Env } from '../../shared/env';
import { fragmentContext } from '../../shared/fragmentContext';
import { html } from '../../shared/html';
import { translator } from '../../shared/t';
import { customerReferenceFragment, wishlistPopup } from './wishlistBlocks';
import {
  addToList,
  createList,
  isKind,
  itemById,
  itemOf,
  listById,
  positiveInteger,
  REFERENCE_MAX_LENGTH,
  setReference,
  trackingItem,
} from './wishlistStore';

const API = '/api/v1/catalog/wishlist';
const id = (raw: string | undefined) => Number.parseInt(raw ?? '', 10);

export function wishlistRoutes(base: string, consentStamp: string) {
  const routes = new Hono<Env>();
  const context = (c: Context<Env>, culture: Culture): PageContext =>
    fragmentContext(c, base, consentStamp, culture);
  const t = (c: Context<Env>) => translator(c.var.session.culture);

  routes.use(`${API}/*`, antiForgery);
  routes.use('/api/v1/catalog/customerref/update', antiForgery);
  // spec 000 §6: only a signed-in shopper has lists; the count stays open to everyone (api.ts).
  routes.use(`${API}/*`, async (c, next) => {
    if (c.req.path.endsWith('/products/count') || c.var.session.user) return next();
    return c.json({ Message: t(c)('Security.LoginRequired') }, 401);
  });

  // spec 000 §2, §7: the add-to-list popup, as an HTML fragment for the dialog.
  routes.get('/:culture/catalog/wishlist/popup', (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    const tr = translator(culture);
    if (!c.var.session.user) return c.html(html`<p>${tr('Security.LoginRequired')}</p>`, 401);
    const found = variantById(id(c.req.query('productVariantId')));
    if (!found) return c.html(html`<p>${tr('Catalog.WishlistUnknownProduct')}</p>`, 404);
    const kind = c.req.query('kind') ?? 'wishlist';
    const ctx = context(c, culture);
    return c.html(
      wishlistPopup(ctx, found.product, found.variant, isKind(kind) ? kind : 'wishlist'),
    );
  });

  // spec 000 §7, spec 001 §4: is the variant already in the chosen list?
  routes.get(`${API}/isinthelist`, (c) => {
    const list = listById(c.var.session, id(c.req.query('listId')));
    if (!list) return c.json({ Message: t(c)('Catalog.WishlistUnknownList') }, 404);
    const item = itemOf(list, id(c.req.query('productVariantId')));
    return c.json({
      IsInList: Boolean(item),
      WishlistProductId: item?.WishlistProductId ?? null,
      Quantity: item?.qty ?? 0,
    });
  });

  // spec 001 §3: List, productVariantId, Quantity (and a new list's name) in the query.
  routes.post(`${API}/addproductvariant`, (c) => {
    const { session } = c.var;
    const tr = t(c);
    const found = variantById(id(c.req.query('productVariantId')));
    if (!found) return c.json({ Message: tr('Catalog.WishlistUnknownProduct') }, 422);
    const quantity = positiveInteger(c.req.query('Quantity') ?? '1');
    if (!quantity) return c.json({ Message: tr('Catalog.WishlistQuantityInvalid') }, 422);
    const listId = id(c.req.query('List'));
    const kind = c.req.query('kind');
    let list = listById(session, listId);
    let created = false;
    if (!listId) {
      const name = (c.req.query('NewListName') ?? '').trim().slice(0, 60);
      if (!name) return c.json({ Message: tr('Catalog.WishlistNameRequired') }, 422);
      list = createList(session, isKind(kind) ? kind : 'wishlist', name);
      created = true;
    }
    if (!list) return c.json({ Message: tr('Catalog.WishlistUnknownList') }, 422);
    addToList(list, found.variant.ProductVariantId, quantity);
    const item = trackingItem(
      found.product,
      found.variant,
      session.culture,
      session.currency,
      quantity,
    );
    return c.json({
      Message: tr(created ? 'Catalog.WishlistCreatedAndAdded' : 'Catalog.WishlistAdded', {
        name: list.Name,
      }),
      DataLayer: {
        event: 'add_to_wishlist',
        ecommerce: {
          currency: session.currency,
          value: Math.round(item.price * quantity * 100) / 100,
          items: [item],
        },
      },
      WishlistId: list.WishlistId,
    });
  });

  // spec 000 §3, §8: Id (wishlist product id) and Quantity in the query.
  routes.post(`${API}/updatequantity`, (c) => {
    const item = itemById(c.var.session, id(c.req.query('Id')));
    const quantity = positiveInteger(c.req.query('Quantity'));
    if (!item) return c.json({ Message: t(c)('Catalog.WishlistUnknownProduct') }, 404);
    if (!quantity) return c.json({ Message: t(c)('Catalog.WishlistQuantityInvalid') }, 422);
    item.qty = quantity;
    return c.json({
      IsSuccessfull: true,
      WishlistProductId: item.WishlistProductId,
      Quantity: quantity,
    });
  });

  // spec 000 §7: the customer reference block of one variant (inner HTML of its region).
  routes.get('/widget/catalog/CustomerReferenceUpdate', (c) => {
    const found = variantById(id(c.req.query('productVariantId')));
    const product = productById(id(c.req.query('productId')));
    if (!found || (product && product.id !== found.product.id)) return c.notFound();
    const asked = c.req.query('culture') ?? '';
    const ctx = context(c, isCulture(asked) ? asked : c.var.session.culture);
    return c.html(customerReferenceFragment(ctx, found.product, found.variant));
  });

  // spec 000 §3, §8: {ProductId, ProductVariantId, CustomerReference} -> {Status, Message}.
  routes.post('/api/v1/catalog/customerref/update', async (c) => {
    const { session } = c.var;
    const tr = t(c);
    if (!session.user) return c.json({ Message: tr('Security.LoginRequired') }, 401);
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const found = variantById(Number(body.ProductVariantId));
    const reference =
      typeof body.CustomerReference === 'string' ? body.CustomerReference.trim() : '';
    if (!found || found.product.id !== Number(body.ProductId)) {
      return c.json({ Status: 'Error', Message: tr('Catalog.WishlistUnknownProduct') });
    }
    if (reference.length > REFERENCE_MAX_LENGTH) {
      const message = tr('Catalog.CustomerReferenceTooLong', { max: REFERENCE_MAX_LENGTH });
      return c.json({ Status: 'Error', Message: message });
    }
    setReference(session, found.variant.ProductVariantId, reference);
    const key = reference ? 'Catalog.CustomerReferenceSaved' : 'Catalog.CustomerReferenceRemoved';
    return c.json({ Status: 'Success', Message: tr(key), CustomerReference: reference });
  });

  return routes;
}
