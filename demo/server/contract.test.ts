/**
 * The contract is tested, not trusted (issue 9 §5): every JSON endpoint of the demo CMS is
 * asked in-process (Hono's app.request) and its answer parsed with the very src/api schema the
 * widgets parse it with. The table lists each endpoint once; a JSON route the app serves but
 * the table forgets fails the first test, so a new endpoint cannot slip past the contract.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { basketSummarySchema } from '../../src/api/cart';
import { customerReferenceAnswerSchema, suggestionsSchema } from '../../src/api/catalog';
import { currencyChangeSchema } from '../../src/api/localization';
import { variationSchema } from '../../src/api/product';
import { selectOptionsSchema } from '../../src/api/selectSearch';
import {
  addAnswerSchema,
  inListSchema,
  quantityAnswerSchema,
  referenceAnswerSchema,
  wishlistCountSchema,
} from '../../src/api/wishlist';
import {
  deleteListAnswerSchema,
  orderAllAnswerSchema,
  renameAnswerSchema,
  wishlistMessageSchema,
} from '../../src/api/wishlistPage';
import { products } from '../data/catalog';
import { createApp, defaultOptions } from './app';
import { assetsCallContract, assetsContract } from './contractAssets';
import { basketContract, type ContractRow } from './contractBasket';
import { checkoutContract } from './contractCheckout';
import { checkoutChoicesContract } from './contractCheckoutChoices';
import { ordersContract } from './contractOrders';
import { prepaidContract } from './contractPrepaid';
import { staffContract } from './contractStaff';
import { tyresContract } from './contractTyres';
import { shopperOf } from './shopper';

const app = await createApp({ ...defaultOptions(), base: '/' });

/** A signed-in shopper: keeps its session cookie and sends the anti-forgery token. */
const shopper = async () => (await shopperOf(app, '/')).request;

const json = { 'Content-Type': 'application/json' };

const product = products.find((p) => p.variants.some((v) => v.available)) ?? products[0];
const variant = product?.variants.find((v) => v.available) ?? product?.variants[0];
if (!product || !variant) throw new Error('the seeded catalogue has no product');
const listVariant = `productVariantId=${variant.ProductVariantId}`;

/** A row of the table (contractBasket.ts): the route, how to ask, the schema of the answer. */
type Endpoint = ContractRow;

const stringResourcesSchema = z.record(z.string(), z.record(z.string(), z.string()));

/** The wishlist the shopper adds to (created on first use by addproductvariant). */
let listId = 0;

const endpoints: Endpoint[] = [
  {
    route: 'GET /api/v1/localization/:culture/stringresources',
    call: (send) => send('api/v1/localization/nl/stringresources'),
    schema: stringResourcesSchema,
    without: 'src/core/i18n.ts reads it as StringResources (a type, no schema)',
  },
  {
    route: 'GET /api/v1/shoppingcarts',
    call: (send) => send('api/v1/shoppingcarts'),
    schema: basketSummarySchema,
  },
  {
    route: 'POST /api/v1/catalog/products/addtocart',
    call: (send) =>
      send('api/v1/catalog/products/addtocart?culture=de', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          ProductVariantId: variant.ProductVariantId,
          Quantity: 1,
          Name: 'x',
        }),
      }),
    schema: basketSummarySchema,
  },
  {
    route: 'PUT /api/v1/shoppingcarts/items/:variantId',
    call: (send) =>
      send(`api/v1/shoppingcarts/items/${variant.ProductVariantId}?culture=de`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ Quantity: 1 }),
      }),
    schema: basketSummarySchema,
  },
  {
    route: 'DELETE /api/v1/shoppingcarts/items/:variantId',
    call: (send) =>
      send(`api/v1/shoppingcarts/items/${variant.ProductVariantId}?culture=de`, {
        method: 'DELETE',
      }),
    schema: basketSummarySchema,
  },
  {
    route: 'GET /api/v1/catalog/products/:productId/productvariants',
    call: (send) => send(`api/v1/catalog/products/${product.id}/productvariants?culture=es`),
    schema: variationSchema,
  },
  {
    route: 'GET /api/v1/catalog/search/suggestions',
    call: (send) =>
      send(`api/v1/catalog/search/suggestions?q=${encodeURIComponent(product.name.fr)}`),
    schema: suggestionsSchema,
  },
  {
    route: 'GET /api/v1/catalog/customerref/search',
    call: (send) => send(`api/v1/catalog/customerref/search?q=${product.customerSku.slice(0, 4)}`),
    schema: customerReferenceAnswerSchema,
  },
  {
    route: 'POST /api/v1/catalog/customerref/update',
    call: (send) =>
      send('api/v1/catalog/customerref/update', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          ProductId: product.id,
          ProductVariantId: variant.ProductVariantId,
          CustomerReference: 'MY-REF',
        }),
      }),
    schema: referenceAnswerSchema,
  },
  {
    route: 'POST /api/v1/catalog/wishlist/addproductvariant',
    call: async (send) => {
      const response = await send(
        `api/v1/catalog/wishlist/addproductvariant?${listVariant}&Quantity=2&List=0&NewListName=Contract`,
        { method: 'POST' },
      );
      listId = ((await response.clone().json()) as { WishlistId: number }).WishlistId;
      return response;
    },
    schema: addAnswerSchema,
  },
  {
    route: 'GET /api/v1/catalog/wishlist/isinthelist',
    call: (send) => send(`api/v1/catalog/wishlist/isinthelist?${listVariant}&listId=${listId}`),
    schema: inListSchema,
  },
  {
    route: 'POST /api/v1/catalog/wishlist/updatequantity',
    call: async (send) => {
      const inList = await send(
        `api/v1/catalog/wishlist/isinthelist?${listVariant}&listId=${listId}`,
      );
      const { WishlistProductId } = inListSchema.parse(await inList.json());
      return send(`api/v1/catalog/wishlist/updatequantity?Id=${WishlistProductId}&Quantity=3`, {
        method: 'POST',
      });
    },
    schema: quantityAnswerSchema,
  },
  {
    route: 'GET /api/v1/catalog/wishlist/products/count',
    call: (send) => send('api/v1/catalog/wishlist/products/count'),
    schema: wishlistCountSchema,
  },
  // Issue 11: the wishlist list page's calls, on the list made above; deleting it comes last.
  {
    route: 'POST /api/v1/catalog/products/addwishlisttocart',
    call: async (send) => {
      // A product without quantity rules, so that at least one line goes into the basket.
      const easy = products
        .filter((p) => p.quantity.min <= 1 && p.quantity.step <= 1)
        .flatMap((p) => p.variants)
        .find((v) => v.available && Object.values(v.stock).some((units) => units > 0));
      await send(
        `api/v1/catalog/wishlist/addproductvariant?productVariantId=${easy?.ProductVariantId}&Quantity=1&List=${listId}`,
        { method: 'POST' },
      );
      return send('api/v1/catalog/products/addwishlisttocart', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ Id: listId }),
      });
    },
    schema: orderAllAnswerSchema,
  },
  {
    route: 'POST /api/v1/catalog/wishlist/updatename',
    call: (send) =>
      send(`api/v1/catalog/wishlist/updatename?Id=${listId}&Name=Contrat`, { method: 'POST' }),
    schema: renameAnswerSchema,
  },
  {
    route: 'POST /api/v1/catalog/wishlist/updatedescription',
    call: (send) =>
      send(`api/v1/catalog/wishlist/updatedescription?Id=${listId}&Description=Test`, {
        method: 'POST',
      }),
    schema: wishlistMessageSchema,
  },
  {
    route: 'DELETE /api/v1/catalog/wishlist/deletefromlist',
    call: async (send) => {
      const inList = await send(
        `api/v1/catalog/wishlist/isinthelist?${listVariant}&listId=${listId}`,
      );
      const { WishlistProductId } = inListSchema.parse(await inList.json());
      return send(`api/v1/catalog/wishlist/deletefromlist?Id=${WishlistProductId}`, {
        method: 'DELETE',
      });
    },
    schema: wishlistMessageSchema,
  },
  {
    route: 'DELETE /api/v1/catalog/wishlist/deletefromlist/:productVariantId/:listId',
    call: async (send) => {
      await send(`api/v1/catalog/wishlist/addproductvariant?${listVariant}&List=${listId}`, {
        method: 'POST',
      });
      return send(`api/v1/catalog/wishlist/deletefromlist/${variant.ProductVariantId}/${listId}`, {
        method: 'DELETE',
      });
    },
    schema: wishlistMessageSchema,
  },
  {
    route: 'DELETE /api/v1/catalog/wishlist/deletefromalllist/:productVariantId',
    call: async (send) => {
      await send(`api/v1/catalog/wishlist/addproductvariant?${listVariant}&List=${listId}`, {
        method: 'POST',
      });
      return send(`api/v1/catalog/wishlist/deletefromalllist/${variant.ProductVariantId}`, {
        method: 'DELETE',
      });
    },
    schema: wishlistMessageSchema,
  },
  {
    route: 'POST /api/v1/catalog/wishlist/delete',
    call: (send) =>
      send('api/v1/catalog/wishlist/delete', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ Id: listId }),
      }),
    schema: deleteListAnswerSchema,
  },
  {
    route: 'POST /api/v1/currencyconverter/currency/changeto/:currency/:force?',
    call: (send) => send('api/v1/currencyconverter/currency/changeto/usd/true', { method: 'POST' }),
    schema: currencyChangeSchema,
  },
  {
    route: 'PUT /api/v1/salestaxes/currentcountry',
    call: (send) =>
      send('api/v1/salestaxes/currentcountry', {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ currentCountry: 'nl' }),
      }),
    schema: z.object({ currentCountry: z.string() }),
    without: 'src/api/localization.ts setSalesTaxCountry ignores the answer (the page reloads)',
  },
  // The basket page (issue 11): its options, then its pickup points (contractBasket.ts).
  ...basketContract,
  // The checkout's choices (issue 12, contractCheckoutChoices.ts).
  ...checkoutChoicesContract,
  // The checkout's addresses, VAT check and card payment session (issue 12, contractCheckout.ts).
  ...checkoutContract,
  // The customer's orders (issue 13, contractOrders.ts).
  ...ordersContract,
  // The customer area's prepaid accounts (issue 13, contractPrepaid.ts).
  ...prepaidContract,
  // The sales user's customer search (issue 13, contractStaff.ts).
  ...staffContract(app),
  // The tyre-fitting appointments (issue 13, contractTyres.ts).
  ...tyresContract,
  // The asset library, asked by the editor (issue 14, contractAssets.ts).
  ...assetsContract(app),
  {
    route: 'GET /api/v1/demo/username-available',
    call: (send) => send('api/v1/demo/username-available?Username=newcomer'),
    schema: z.union([z.boolean(), z.string()]),
    without: 'src/forms/remote.ts reads true, or a message, as the [Remote] rule answers',
  },
  {
    route: 'GET /api/v1/stores/search',
    call: (send) => send('api/v1/stores/search?q=li'),
    schema: selectOptionsSchema,
    without: 'the searchable select says Forms.OptionsFailed in its list (decision 045)',
  },
];

/** The JSON routes the app serves: every non-middleware route under api/v1/. */
const servedJsonRoutes = () =>
  [
    ...new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/v1/'))
        .map((route) => `${route.method} ${route.path}`),
    ),
  ].sort();

describe('the demo CMS answers the contract the widgets parse', () => {
  it('lists every JSON endpoint of the app in the table, and nothing the app does not serve', () => {
    expect(endpoints.map((endpoint) => endpoint.route).sort()).toEqual(servedJsonRoutes());
  });

  it('answers every endpoint with a 200 that its src/api schema accepts', async () => {
    const send = await shopper();
    // In table order: the wishlist calls need the list that addproductvariant created.
    for (const endpoint of endpoints) {
      const response = await endpoint.call(send);
      expect(response.status, endpoint.route).toBe(200);
      expect(response.headers.get('Content-Type'), endpoint.route).toContain('application/json');
      const parsed = endpoint.schema.safeParse(await response.json());
      expect(parsed.error?.issues, endpoint.route).toBeUndefined();
    }
  });
});

describe('the asset library answers its calls outside api/v1 and refuses by itself (issue 14)', () => {
  it('answers the upload, the crop and the rotation with the src/api/assets.ts schemas', async () => {
    for (const row of assetsCallContract(app)) {
      const response = await row.call();
      expect(response.status, row.what).toBe(row.status);
      const answer = await response.json();
      expect(row.schema.safeParse(answer).error?.issues, row.what).toBeUndefined();
      if (row.check) expect(row.check(answer), row.what).toBe(true);
    }
  });
});
