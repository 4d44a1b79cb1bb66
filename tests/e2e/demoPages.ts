/**
 * Every page of the demo, built from the routes its families mount (demo/server/families.ts),
 * so a page added later without an address here fails the tests that visit them all instead of
 * being forgotten (issue 10 §1: no page may scroll sideways at 360 px).
 */
import { brands, categories, products, variantById } from '../../demo/data/catalog';
import { TAGS } from '../../demo/families/catalog/sources';
import { families } from '../../demo/server/families';
import type { Culture } from '../../src/core/settings';
import { firstAvailableVariant } from './shop';

export interface DemoPage {
  /** The address inside the culture, without the leading `/{culture}/`. */
  path: string;
  /** Opens a dialog by itself: wait for it before judging the page. */
  dialog?: boolean;
}

/** Routes that answer something other than a page of their own, and why. */
const NOT_PAGES: Record<string, string> = {
  '/:culture{[a-z]{2}}': 'redirects to the home page (the same address with its slash)',
  '/:culture/security/logout': 'signs out and redirects',
  '/:culture/shoppingcarts/clear': 'empties the basket and redirects',
  '/:culture/widget/shoppingcartitems':
    'the cart items fragment, shown inside the basket page (tests/e2e/cart.spec.ts)',
  '/:culture/demo/server-error': 'a bare 500 answer for QA of the error policy (spec 000 §8)',
  '/:culture/catalog/wishlist/list_item':
    "one list's items, a fragment for the wishlist page (tests/e2e/wishlist-page.spec.ts)",
  '/:culture/catalog/stocknotification/subscribe':
    'the back-in-stock form, a fragment shown in a dialog (tests/e2e/stock.spec.ts)',
  '/:culture/shippings/pickuppoint/search':
    'the pickup-point search, a fragment shown in a dialog (tests/e2e/pickup-points.spec.ts)',
};

/** The page routes of the demo: GET routes under a culture. */
export function pageRoutes(): string[] {
  const routes = families([]).flatMap((family) =>
    family.routes.routes
      .filter((route) => route.method === 'GET' && route.path.startsWith('/:culture'))
      .map((route) => route.path),
  );
  return [...new Set(routes)];
}

/** A word of a product's name in the culture: a search with results. */
export function searchWord(culture: Culture): string {
  const name = (variantById(firstAvailableVariant())?.product ?? products[0])?.name[culture] ?? '';
  return name.split(/\s+/).find((word) => word.length > 3) ?? name;
}

/** The addresses that show each page route in a culture, in the states that matter. */
export function samples(culture: Culture): Record<string, DemoPage[]> {
  const product = variantById(firstAvailableVariant())?.product ?? products[0];
  const parent = categories.find((category) => category.parentId === null);
  const child = categories.find((category) => category.parentId !== null);
  const brand = brands[0];
  if (!product || !parent || !child || !brand) throw new Error('the catalogue is empty');
  return {
    '/:culture{[a-z]{2}}/': [{ path: '' }],
    '/:culture/about': [{ path: 'about' }],
    '/:culture/delivery': [{ path: 'delivery' }],
    '/:culture/clock': [{ path: 'clock' }],
    '/:culture/contact': [{ path: 'contact' }],
    '/:culture/catalog': [
      { path: 'catalog' },
      { path: 'catalog?display=table' },
      { path: `catalog?q=${encodeURIComponent(searchWord(culture))}` },
      { path: 'catalog?q=zzqxw' },
    ],
    '/:culture/catalog/category/:slug': [
      { path: `catalog/category/${parent.slug}` },
      { path: `catalog/category/${child.slug}?display=table` },
    ],
    '/:culture/catalog/brand/:slug': [{ path: `catalog/brand/${brand.slug}` }],
    '/:culture/catalog/brands': [{ path: 'catalog/brands' }],
    '/:culture/catalog/tags/:tag': TAGS.map((tag) => ({ path: `catalog/tags/${tag}` })),
    '/:culture/catalog/product/:slug': [{ path: `catalog/product/${product.slug}` }],
    // The wishlist's screen is its dialog over the product page (spec 000 §2 openWishlist).
    '/:culture/catalog/wishlist/popup': [
      {
        path: `catalog/product/${product.slug}?openWishlist=${firstAvailableVariant()}`,
        dialog: true,
      },
    ],
    '/:culture/catalog/customer-references': [{ path: 'catalog/customer-references' }],
    // Seeded on the first visit: two wishlists and a birth list (spec 001 §2).
    '/:culture/catalog/wishlist/list': [{ path: 'catalog/wishlist/list' }],
    '/:culture/shoppingcarts': [{ path: 'shoppingcarts' }],
    // Fragments of the basket page: seen inside it (the methods) or in its dialog (my coupons).
    '/:culture/widget/shippingmethods': [{ path: 'shoppingcarts' }],
    '/:culture/widget/couponcodes/list': [{ path: 'shoppingcarts' }],
    '/:culture/security/login': [{ path: 'security/login' }],
    '/:culture/account/register': [{ path: 'account/register' }],
    '/:culture/account/forgot-password': [{ path: 'account/forgot-password' }],
    '/:culture/gallery': [{ path: 'gallery' }],
    '/:culture/account': [{ path: 'account' }],
  };
}

/**
 * Every page of the demo in a culture, for a signed-in shopper with a basket. Throws when a
 * page route has no address here and is not known to be something else than a page.
 */
export function demoPages(culture: Culture): DemoPage[] {
  const known = samples(culture);
  const missing = pageRoutes().filter((route) => !(route in known) && !(route in NOT_PAGES));
  if (missing.length) throw new Error(`pages without an address in demoPages.ts: ${missing}`);
  return [
    ...Object.values(known).flat(),
    // The not-found page.
    { path: 'catalog/no-such-page' },
  ];
}
