/**
 * The wishlist list page's routes (issue 11 §3; spec 001 §2, §3, §7, §8; spec 000 §7): the
 * page, the items fragment and the calls that change a list. Every call validates its input
 * and answers a translated `Message` (spec 001 §8: the page shows it in a toast); the family's
 * guard already answers 401 to anonymous api/v1/catalog/wishlist calls.
 */
import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import type {
  deleteListAnswerSchema,
  orderAllAnswerSchema,
  renameAnswerSchema,
  wishlistMessageSchema,
} from '../../../src/api/wishlistPage';
import { variantById } from '../../data/catalog';
import { fragmentContext, renderPage, translatorFor } from '../../shared/context';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import { html } from '../../shared/html';
import { idParam } from '../../shared/params';
import {
  DESCRIPTION_MAX,
  deleteList,
  itemWithList,
  NAME_MAX,
  removeItem,
  removeVariantEverywhere,
} from './wishlistEdit';
import { wishlistItems } from './wishlistItems';
import { orderWholeList } from './wishlistOrder';
import { wishlistLoginPage, wishlistPage } from './wishlistPage';
import { seedWishlists } from './wishlistSeed';
import { listById, wishlistsOf } from './wishlistStore';

type MessageAnswer = z.infer<typeof wishlistMessageSchema>;
type RenameAnswer = z.infer<typeof renameAnswerSchema>;
type DeleteListAnswer = z.infer<typeof deleteListAnswerSchema>;
type OrderAllAnswer = z.infer<typeof orderAllAnswerSchema>;

const API = '/api/v1/catalog/wishlist';

/** The page's culture (`?culture=`, the asking page's), else the session's. */
function askedCulture(c: Context<Env>) {
  const asked = c.req.query('culture') ?? '';
  return isCulture(asked) ? asked : c.var.session.culture;
}

/** An Id from a JSON body or a form body. */
async function bodyId(c: Context<Env>): Promise<number> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const body = (await c.req.json().catch(() => ({}))) as { Id?: unknown };
    return typeof body.Id === 'number' || typeof body.Id === 'string'
      ? idParam(String(body.Id))
      : NaN;
  }
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return typeof form.Id === 'string' ? idParam(form.Id) : NaN;
}

export function wishlistPageRoutes(routes: Hono<Env>): void {
  const t = (c: Context<Env>) => translatorFor(c, askedCulture(c));
  const unknownList = (c: Context<Env>) =>
    c.json({ Message: t(c)('Catalog.WishlistUnknownList') }, 404);

  routes.get('/:culture/catalog/wishlist/list', (c) => {
    const { session } = c.var;
    if (!session.user) {
      const here = new URL(c.req.url);
      return renderPage(
        c,
        'catalog/wishlist/list',
        (ctx) => wishlistLoginPage(ctx, here.pathname + here.search),
        401,
      );
    }
    return renderPage(c, 'catalog/wishlist/list', (ctx) => {
      seedWishlists(session, ctx.t);
      const asked = c.req.query('Id');
      const lists = wishlistsOf(session);
      // The first list of the navigation: wishlists come before birth lists.
      const first = lists.find((l) => l.Kind === 'wishlist') ?? lists[0];
      const shown = asked === undefined ? first : listById(session, idParam(asked));
      return wishlistPage(ctx, shown, asked !== undefined && !shown);
    });
  });

  // spec 001 §2: the items of one list, for the table wrapper.
  routes.get('/:culture/catalog/wishlist/list_item', (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    const tr = translatorFor(c, culture);
    if (!c.var.session.user) return c.html(html`<p>${tr('Security.LoginRequired')}</p>`, 401);
    const list = listById(c.var.session, idParam(c.req.query('wishlistid')));
    if (!list) return c.html(html`<p>${tr('Catalog.WishlistUnknownList')}</p>`, 404);
    return c.html(wishlistItems(fragmentContext(c, culture), list));
  });

  routes.delete(`${API}/deletefromlist`, (c) => {
    const found = itemWithList(c.var.session, idParam(c.req.query('Id')));
    if (!found) return c.json({ Message: t(c)('Catalog.WishlistUnknownProduct') }, 404);
    removeItem(found.list, found.item);
    const name = variantById(found.item.variantId)?.product.name[askedCulture(c)] ?? '';
    const answer: MessageAnswer = { Message: t(c)('Catalog.WishlistItemRemoved', { name }) };
    return c.json(answer);
  });

  // spec 000 §7: delete from every list, or from one list, by variant.
  routes.delete(`${API}/deletefromalllist/:productVariantId`, (c) => {
    const removed = removeVariantEverywhere(
      c.var.session,
      idParam(c.req.param('productVariantId')),
    );
    if (!removed) return c.json({ Message: t(c)('Catalog.WishlistUnknownProduct') }, 404);
    const answer: MessageAnswer = { Message: t(c)('Catalog.WishlistRemovedEverywhere') };
    return c.json(answer);
  });
  routes.delete(`${API}/deletefromlist/:productVariantId/:listId`, (c) => {
    const list = listById(c.var.session, idParam(c.req.param('listId')));
    if (!list) return unknownList(c);
    const variantId = idParam(c.req.param('productVariantId'));
    const item = list.Items.find((i) => i.variantId === variantId);
    if (!item) return c.json({ Message: t(c)('Catalog.WishlistUnknownProduct') }, 404);
    removeItem(list, item);
    const name = variantById(variantId)?.product.name[askedCulture(c)] ?? '';
    const answer: MessageAnswer = { Message: t(c)('Catalog.WishlistItemRemoved', { name }) };
    return c.json(answer);
  });

  routes.post(`${API}/updatename`, (c) => {
    const list = listById(c.var.session, idParam(c.req.query('Id')));
    if (!list) return unknownList(c);
    const name = (c.req.query('Name') ?? '').trim();
    if (!name) return c.json({ Message: t(c)('Catalog.WishlistNameRequired') }, 422);
    if (name.length > NAME_MAX)
      return c.json({ Message: t(c)('Catalog.WishlistNameTooLong', { max: NAME_MAX }) }, 422);
    list.Name = name;
    const answer: RenameAnswer = { Message: t(c)('Catalog.WishlistRenamed', { name }), Name: name };
    return c.json(answer);
  });

  routes.post(`${API}/updatedescription`, (c) => {
    const list = listById(c.var.session, idParam(c.req.query('Id')));
    if (!list) return unknownList(c);
    const description = (c.req.query('Description') ?? '').trim();
    if (description.length > DESCRIPTION_MAX) {
      const Message = t(c)('Catalog.WishlistDescriptionTooLong', { max: DESCRIPTION_MAX });
      return c.json({ Message }, 422);
    }
    list.Description = description;
    const answer: MessageAnswer = { Message: t(c)('Catalog.WishlistDescriptionSaved') };
    return c.json(answer);
  });

  // spec 001 §3: the answer carries the address to go to (the page, its first list shown).
  routes.post(`${API}/delete`, async (c) => {
    const list = listById(c.var.session, await bodyId(c));
    if (!list) return unknownList(c);
    deleteList(c.var.session, list);
    const answer: DeleteListAnswer = {
      Message: t(c)('Catalog.WishlistDeleted', { name: list.Name }),
      Uri: `${c.var.base}${askedCulture(c)}/catalog/wishlist/list`,
    };
    return c.json(answer);
  });

  // spec 000 §7: every product of a list into the basket, with the product family's order rules.
  routes.post('/api/v1/catalog/products/addwishlisttocart', async (c) => {
    if (!c.var.session.user) return c.json({ Message: t(c)('Security.LoginRequired') }, 401);
    const list = listById(c.var.session, await bodyId(c));
    if (!list) return unknownList(c);
    const result = orderWholeList(c.var.session, list, t(c));
    if (!result.added) return c.json({ Message: result.message }, 422);
    const answer: OrderAllAnswer = { Message: result.message, ItemsCount: result.added };
    return c.json(answer);
  });
}
