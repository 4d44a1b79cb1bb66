/**
 * The wishlist list page of the demo CMS (issue 11 §3; spec 001 §2, §3, §7; spec 000 §7): the
 * page and its seeded lists, the items fragment, and each call that changes a list, for a
 * signed-in shopper, an anonymous one (401) and bad input.
 */
import { describe, expect, it } from 'vitest';
import {
  deleteListAnswerSchema,
  orderAllAnswerSchema,
  renameAnswerSchema,
  wishlistMessageSchema,
} from '../../../src/api/wishlistPage';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';

const app = await createApp({ ...defaultOptions(), base: '/' });
const shopApp = await createApp({ ...defaultOptions(), base: '/shop/' });

const ids = (html: string, mark: string) =>
  [...html.matchAll(new RegExp(`${mark}="(\\d+)"`, 'g'))].map((m) => m[1] ?? '');

/** A signed-in shopper on the list page; the ids of their lists and of the first list's items. */
async function onListPage(target = app, base = '/') {
  const shopper = await shopperOf(target, base);
  const page = await (await shopper.request('fr/catalog/wishlist/list')).text();
  return {
    ...shopper,
    page,
    lists: ids(page, 'data-wishlist-link'),
    items: ids(page, 'data-wishlist-item'),
  };
}

describe('the wishlist list page', () => {
  it('sends an anonymous shopper to sign in, coming back to the list asked for', async () => {
    const { request, json, post } = await shopperOf(app, '/', false);
    const page = await request('fr/catalog/wishlist/list?Id=5');
    expect(page.status).toBe(401);
    expect(await page.text()).toContain(
      `/fr/security/login?returnUrl=${encodeURIComponent('/fr/catalog/wishlist/list?Id=5')}`,
    );
    expect((await request('fr/catalog/wishlist/list_item?wishlistid=1')).status).toBe(401);
    expect((await post('api/v1/catalog/wishlist/updatename?Id=1&Name=x')).status).toBe(401);
    expect(
      (await json('api/v1/catalog/wishlist/deletefromlist?Id=1', { method: 'DELETE' })).status,
    ).toBe(401);
    expect((await post('api/v1/catalog/products/addwishlisttocart')).status).toBe(401);
  });

  it('seeds two wishlists and a birth list, the first wishlist shown and marked current', async () => {
    const { page, lists, items } = await onListPage();
    expect(lists).toHaveLength(3);
    expect(page).toContain('Idées cadeaux');
    expect(page).toContain('Listes de naissance');
    expect(page).toMatch(new RegExp(`data-wishlist-link="${lists[0]}" aria-current="page"`));
    expect(items.length).toBe(3);
    expect(page).toContain('data-widget="wishlist-page"');
  });

  it('shows the list asked for by Id, and says so when it is unknown (404 for the fragment)', async () => {
    const { request, lists } = await onListPage();
    const second = await (await request(`fr/catalog/wishlist/list?Id=${lists[1]}`)).text();
    expect(second).toMatch(new RegExp(`data-wishlist-link="${lists[1]}" aria-current="page"`));
    expect(second).toContain('Pour la maison');
    const unknown = await (await request('fr/catalog/wishlist/list?Id=999999')).text();
    expect(unknown).toContain('Cette liste est introuvable');
    const fragment = await request(`de/catalog/wishlist/list_item?wishlistid=${lists[2]}`);
    expect(fragment.status).toBe(200);
    expect(await fragment.text()).toContain('Beschreibung speichern');
    expect((await request('fr/catalog/wishlist/list_item?wishlistid=999999')).status).toBe(404);
  });

  it('changes a quantity, refuses a bad one, and removes a product with its Message', async () => {
    const { json, post, items } = await onListPage();
    const quantity = await post(`api/v1/catalog/wishlist/updatequantity?Id=${items[0]}&Quantity=4`);
    expect(quantity.body).toMatchObject({ IsSuccessfull: true, Quantity: 4 });
    expect(quantity.body.Message).toContain('4');
    expect(
      (await post(`api/v1/catalog/wishlist/updatequantity?Id=${items[0]}&Quantity=0`)).status,
    ).toBe(422);
    const removed = await json(`api/v1/catalog/wishlist/deletefromlist?Id=${items[0]}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(wishlistMessageSchema.safeParse(removed.body).success).toBe(true);
    const again = await json(`api/v1/catalog/wishlist/deletefromlist?Id=${items[0]}`, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
    expect(again.body.Message).toBe('Ce produit est introuvable.');
  });

  it('renames and describes a list, validating both', async () => {
    const { request, post, lists } = await onListPage();
    const renamed = await post(
      `api/v1/catalog/wishlist/updatename?Id=${lists[0]}&Name=${encodeURIComponent(' Anniversaire ')}`,
    );
    expect(renameAnswerSchema.parse(renamed.body).Name).toBe('Anniversaire');
    expect(
      (await post(`api/v1/catalog/wishlist/updatename?Id=${lists[0]}&Name=%20`)).body.Message,
    ).toBe('Veuillez donner un nom à votre nouvelle liste.');
    expect(
      (await post(`api/v1/catalog/wishlist/updatename?Id=${lists[0]}&Name=${'x'.repeat(61)}`))
        .status,
    ).toBe(422);
    expect((await post('api/v1/catalog/wishlist/updatename?Id=999999&Name=x')).status).toBe(404);
    const described = await post(
      `api/v1/catalog/wishlist/updatedescription?Id=${lists[0]}&Description=Pour%20Paul`,
    );
    expect(wishlistMessageSchema.parse(described.body).Message).toContain('description');
    expect(
      (
        await post(
          `api/v1/catalog/wishlist/updatedescription?Id=${lists[0]}&Description=${'x'.repeat(501)}`,
        )
      ).status,
    ).toBe(422);
    const page = await (await request('fr/catalog/wishlist/list')).text();
    expect(page).toContain('Anniversaire');
    expect(page).toContain('Pour Paul');
  });

  it('orders every product of a list into the basket, and refuses an empty list', async () => {
    const { request, json, lists } = await onListPage();
    const send = (id: string) =>
      json('api/v1/catalog/products/addwishlisttocart?culture=nl', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Id: Number(id) }),
      });
    const ordered = await send(lists[0] ?? '');
    expect(ordered.status).toBe(200);
    expect(orderAllAnswerSchema.parse(ordered.body).ItemsCount).toBe(3);
    expect(ordered.body.Message).toContain('winkelmandje');
    const summary = await json('api/v1/shoppingcarts');
    expect(summary.body.ItemsCount).toBe(4);
    expect((await send('999999')).status).toBe(404);
    await request(`fr/catalog/wishlist/list_item?wishlistid=${lists[0]}`);
  });

  it('deletes a list and answers where to go (the page under /shop too); then the empty state', async () => {
    const { json, request, lists } = await onListPage(shopApp, '/shop/');
    for (const id of lists) {
      const deleted = await json('api/v1/catalog/wishlist/delete', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Id: Number(id) }),
      });
      expect(deleteListAnswerSchema.parse(deleted.body).Uri).toBe('/shop/fr/catalog/wishlist/list');
    }
    const page = await (await request('fr/catalog/wishlist/list')).text();
    expect(page).toContain('Vous n’avez pas encore de liste.');
    expect(page).toContain('href="/shop/fr/catalog"');
    expect(page).not.toContain('data-widget="wishlist-page"');
  });

  it('deletes a variant from one list, or from every list', async () => {
    const { page, json, lists } = await onListPage();
    const variant = /data-product-variant-id="(\d+)"/.exec(page)?.[1] ?? '';
    const one = await json(`api/v1/catalog/wishlist/deletefromlist/${variant}/${lists[0]}`, {
      method: 'DELETE',
    });
    expect(one.status).toBe(200);
    const everywhere = await json(`api/v1/catalog/wishlist/deletefromalllist/${variant}`, {
      method: 'DELETE',
    });
    expect(everywhere.status).toBe(404);
  });
});
