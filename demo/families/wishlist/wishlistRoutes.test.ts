/**
 * The wishlist routes of the demo CMS (issue 5): the popup fragment, isinthelist,
 * addproductvariant, updatequantity, each for a signed-in shopper, an anonymous one (401) and
 * bad input; at the root and under /shop.
 */
import { describe, expect, it } from 'vitest';
import { wishlistCountSchema } from '../../../src/api/wishlist';
import { products } from '../../data/catalog';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';

const app = await createApp({ ...defaultOptions(), base: '/' });
const shopApp = await createApp({ ...defaultOptions(), base: '/shop/' });
const [first, second] = products.flatMap((p) => p.variants.filter((v) => v.available));
const variantId = first?.ProductVariantId ?? 0;
const visitor = (target = app, base = '/', signedIn = true) => shopperOf(target, base, signedIn);
const productOf = (id: number) =>
  products.find((p) => p.variants.some((v) => v.ProductVariantId === id));

const add = (params: Record<string, string | number>) =>
  `api/v1/catalog/wishlist/addproductvariant?${new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, String(v)]),
  )}`;

describe('wishlist routes', () => {
  it('answers 401 to anonymous shoppers, and keeps the count open (0)', async () => {
    const { request, json, post } = await visitor(app, '/', false);
    expect((await request(`fr/catalog/wishlist/popup?productVariantId=${variantId}`)).status).toBe(
      401,
    );
    expect(
      (await json(`api/v1/catalog/wishlist/isinthelist?productVariantId=1&listId=1`)).status,
    ).toBe(401);
    expect(
      (await post(add({ List: 0, productVariantId: variantId, NewListName: 'x' }))).status,
    ).toBe(401);
    expect((await post('api/v1/catalog/wishlist/updatequantity?Id=1&Quantity=2')).status).toBe(401);
    const count = await json('api/v1/catalog/wishlist/products/count');
    expect(count.status).toBe(200);
  });

  it('offers a new list first, creates it on add, then says the variant is in it', async () => {
    const { request, json, post } = await visitor();
    const popup = await (
      await request(`fr/catalog/wishlist/popup?productVariantId=${variantId}`)
    ).text();
    expect(popup).toContain('data-wishlist-popup');
    expect(popup).toContain('<option value="0">Créer une nouvelle liste</option>');
    expect(popup).toContain('value="Liste d’envies"');

    const added = await post(
      add({
        List: 0,
        NewListName: 'Noël',
        productVariantId: variantId,
        Quantity: 2,
        kind: 'wishlist',
      }),
    );
    expect(added.status).toBe(200);
    expect(added.body.Message).toBe('La liste « Noël » a été créée et le produit y a été ajouté.');
    const listId = added.body.WishlistId as number;
    expect(added.body.DataLayer).toMatchObject({
      event: 'add_to_wishlist',
      ecommerce: {
        currency: 'EUR',
        items: [{ item_id: String(productOf(variantId)?.id), quantity: 2, index: 0 }],
      },
    });

    const inList = await json(
      `api/v1/catalog/wishlist/isinthelist?productVariantId=${variantId}&listId=${listId}`,
    );
    expect(inList.body).toMatchObject({ IsInList: true, Quantity: 2 });
    const other = await json(
      `api/v1/catalog/wishlist/isinthelist?productVariantId=${second?.ProductVariantId}&listId=${listId}`,
    );
    expect(other.body).toMatchObject({ IsInList: false, WishlistProductId: null });

    const again = await (
      await request(`fr/catalog/wishlist/popup?productVariantId=${variantId}`)
    ).text();
    expect(again).toContain(`<option value="${listId}">Noël</option>`);
    expect(again).toContain('Déjà dans cette liste (quantité souhaitée : 2).');

    const count = wishlistCountSchema.parse(
      (await json('api/v1/catalog/wishlist/products/count')).body,
    );
    expect(count).toBe(1);
  });

  it('updates the desired quantity and refuses a bad one with a message', async () => {
    const { json, post } = await visitor();
    const { body } = await post(add({ List: 0, NewListName: 'A', productVariantId: variantId }));
    const inList = await json(
      `api/v1/catalog/wishlist/isinthelist?productVariantId=${variantId}&listId=${body.WishlistId}`,
    );
    const itemId = inList.body.WishlistProductId;
    const ok = await post(`api/v1/catalog/wishlist/updatequantity?Id=${itemId}&Quantity=5`);
    expect(ok.body).toEqual({
      IsSuccessfull: true,
      WishlistProductId: itemId,
      Quantity: 5,
      Message: 'La quantité souhaitée est maintenant de 5.',
    });
    for (const bad of ['0', '-1', 'abc', '2.5']) {
      const refused = await post(
        `api/v1/catalog/wishlist/updatequantity?Id=${itemId}&Quantity=${bad}`,
      );
      expect(refused.status).toBe(422);
      expect(refused.body.Message).toBe(
        'La quantité souhaitée doit être un nombre entier supérieur à zéro.',
      );
    }
    expect((await post('api/v1/catalog/wishlist/updatequantity?Id=1&Quantity=2')).status).toBe(404);
  });

  it('refuses an add without a name, list, product or valid quantity (422)', async () => {
    const { post } = await visitor();
    const cases = [
      add({ List: 0, NewListName: ' ', productVariantId: variantId }),
      add({ List: 999999, productVariantId: variantId }),
      add({ List: 0, NewListName: 'x', productVariantId: 0 }),
      add({ List: 0, NewListName: 'x', productVariantId: variantId, Quantity: 0 }),
    ];
    for (const path of cases) {
      const answer = await post(path);
      expect(answer.status).toBe(422);
      expect(typeof answer.body.Message).toBe('string');
    }
  });

  it('keeps birth lists apart from wishlists', async () => {
    const { request, post } = await visitor();
    await post(
      add({ List: 0, NewListName: 'Bébé', productVariantId: variantId, kind: 'birthlist' }),
    );
    const wish = await (
      await request(`fr/catalog/wishlist/popup?productVariantId=${variantId}`)
    ).text();
    expect(wish).not.toContain('Bébé');
    const birth = await (
      await request(`fr/catalog/wishlist/popup?productVariantId=${variantId}&kind=birthlist`)
    ).text();
    expect(birth).toContain('Bébé');
    expect(birth).toContain('Ajouter à ma liste de naissance');
  });

  it.each(['fr', 'nl', 'es', 'de', 'it', 'pt'])(
    'speaks %s in the popup and the reference block',
    async (culture) => {
      const { request } = await visitor();
      const popup = await (
        await request(`${culture}/catalog/wishlist/popup?productVariantId=${variantId}`)
      ).text();
      const productId = productOf(variantId)?.id;
      const block = await (
        await request(
          `widget/catalog/CustomerReferenceUpdate?productId=${productId}&productVariantId=${variantId}&culture=${culture}`,
        )
      ).text();
      expect(`${popup}${block}`).not.toMatch(/(Catalog|Core|Security)\.[A-Z]/);
    },
  );

  it('works under the /shop base path', async () => {
    const { request, post } = await visitor(shopApp, '/shop/');
    const popup = await request(`fr/catalog/wishlist/popup?productVariantId=${variantId}`);
    expect(popup.status).toBe(200);
    expect(await popup.text()).toContain(
      'action="/shop/api/v1/catalog/wishlist/addproductvariant"',
    );
    expect(
      (await post(add({ List: 0, NewListName: 'x', productVariantId: variantId }))).status,
    ).toBe(200);
  });
});
