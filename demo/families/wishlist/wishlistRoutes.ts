/**
 * The wishlist family of the demo CMS (issue 5): the add-to-list popup and the list calls of
 * spec 000 §7; the wishlist list page (issue 11) in wishlistPageRoutes.ts. Paths are full from the shop root; the app checks the anti-forgery token of
 * every unsafe api/v1 call. Wishlists need a signed-in shopper
 * (spec 000 §6): anonymous calls answer 401, which opens the login modal (spec 000 §8).
 */
import { type Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import type {
  addAnswerSchema,
  inListSchema,
  quantityAnswerSchema,
  wishlistCountSchema,
} from '../../../src/api/wishlist';
import { variantById } from '../../data/catalog';
import { fragmentContext, translatorFor } from '../../shared/context';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { html } from '../../shared/html';
import { idParam } from '../../shared/params';
import { strings } from './strings';
import { wishlistPopup } from './wishlistBlocks';
import { wishlistPageRoutes } from './wishlistPageRoutes';
import {
  addToList,
  createList,
  isKind,
  itemById,
  itemOf,
  listById,
  positiveInteger,
  trackingItem,
  wishlistsOf,
} from './wishlistStore';

/** The answers are the contract's own types (issue 9 §5): what src/api/wishlist.ts parses. */
type CountAnswer = z.infer<typeof wishlistCountSchema>;
type InListAnswer = z.infer<typeof inListSchema>;
type AddAnswer = z.infer<typeof addAnswerSchema>;
type QuantityAnswer = z.infer<typeof quantityAnswerSchema>;

const API = '/api/v1/catalog/wishlist';

export function wishlistFamily(): Family {
  const routes = new Hono<Env>();
  const t = (c: Context<Env>) => translatorFor(c, c.var.session.culture);

  // spec 000 §6: only a signed-in shopper has lists; the count stays open to everyone.
  routes.use(`${API}/*`, async (c, next) => {
    if (c.req.path.endsWith('/products/count') || c.var.session.user) return next();
    return c.json({ Message: t(c)('Security.LoginRequired') }, 401);
  });

  // Issue 11: the wishlist list page, its items fragment and the calls that change a list.
  wishlistPageRoutes(routes);

  routes.get(`${API}/products/count`, (c) => {
    const ids = new Set(
      wishlistsOf(c.var.session).flatMap((list) => list.Items.map((item) => item.variantId)),
    );
    const count: CountAnswer = ids.size;
    return c.json(count);
  });

  // spec 000 §2, §7: the add-to-list popup, as an HTML fragment for the dialog.
  routes.get('/:culture/catalog/wishlist/popup', (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    const tr = translatorFor(c, culture);
    if (!c.var.session.user) return c.html(html`<p>${tr('Security.LoginRequired')}</p>`, 401);
    const found = variantById(idParam(c.req.query('productVariantId')));
    if (!found) return c.html(html`<p>${tr('Catalog.WishlistUnknownProduct')}</p>`, 404);
    const kind = c.req.query('kind') ?? 'wishlist';
    const ctx = fragmentContext(c, culture);
    return c.html(
      wishlistPopup(ctx, found.product, found.variant, isKind(kind) ? kind : 'wishlist'),
    );
  });

  // spec 000 §7, spec 001 §4: is the variant already in the chosen list?
  routes.get(`${API}/isinthelist`, (c) => {
    const list = listById(c.var.session, idParam(c.req.query('listId')));
    if (!list) return c.json({ Message: t(c)('Catalog.WishlistUnknownList') }, 404);
    const item = itemOf(list, idParam(c.req.query('productVariantId')));
    const answer: InListAnswer = {
      IsInList: Boolean(item),
      WishlistProductId: item?.WishlistProductId ?? null,
      Quantity: item?.qty ?? 0,
    };
    return c.json(answer);
  });

  // spec 001 §3: List, productVariantId, Quantity (and a new list's name) in the query.
  routes.post(`${API}/addproductvariant`, (c) => {
    const { session } = c.var;
    const tr = t(c);
    const found = variantById(idParam(c.req.query('productVariantId')));
    if (!found) return c.json({ Message: tr('Catalog.WishlistUnknownProduct') }, 422);
    const quantity = positiveInteger(c.req.query('Quantity') ?? '1');
    if (!quantity) return c.json({ Message: tr('Catalog.WishlistQuantityInvalid') }, 422);
    const listId = idParam(c.req.query('List'));
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
    const answer: AddAnswer = {
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
    };
    return c.json(answer);
  });

  // spec 000 §3, §8: Id (wishlist product id) and Quantity in the query.
  routes.post(`${API}/updatequantity`, (c) => {
    const item = itemById(c.var.session, idParam(c.req.query('Id')));
    const quantity = positiveInteger(c.req.query('Quantity'));
    if (!item) return c.json({ Message: t(c)('Catalog.WishlistUnknownProduct') }, 404);
    if (!quantity) return c.json({ Message: t(c)('Catalog.WishlistQuantityInvalid') }, 422);
    item.qty = quantity;
    const answer: QuantityAnswer = {
      IsSuccessfull: true,
      WishlistProductId: item.WishlistProductId,
      Quantity: quantity,
      Message: t(c)('Catalog.WishlistQuantityUpdated', { count: quantity }),
    };
    return c.json(answer);
  });

  return { name: 'wishlist', routes, strings };
}
