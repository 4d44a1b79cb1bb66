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

const EDITOR_AREA =
  'the editor area (403 for the shopper these tests sign in); at 375 px in tests/e2e/editor-area.spec.ts';
const FOLDER_LIST =
  "a folder's asset list, a fragment the folder tree loads for editors (tests/e2e/folder-tree.spec.ts)";

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
  '/:culture/checkout/addresses':
    "the checkout's address section, a fragment it reloads (tests/e2e/checkout-addresses.spec.ts)",
  '/:culture/widget/checkoutsummary':
    "the checkout's summary, a fragment it reloads (tests/e2e/checkout-choices.spec.ts)",
  '/:culture/widget/checkoutshipping':
    "the checkout's shipping methods, a fragment it reloads (tests/e2e/checkout-choices.spec.ts)",
  '/:culture/checkout/confirmation/:orderId':
    'needs an order the test places; at 375 px in tests/e2e/checkout-orders.spec.ts',
  '/:culture/checkout/pay/:orderId':
    'needs a card order the test places; at 375 px in tests/e2e/checkout-payment.spec.ts',
  '/:culture/account/customers/edit':
    "the sales user's page (403 for the shopper these tests sign in); at 375 px in tests/e2e/staff.spec.ts",
  '/:culture/account/orders/:id/make-payment':
    'needs a bank-transfer order the test places; at 375 px in tests/e2e/prepaid-payment.spec.ts',
  '/:culture/editor': EDITOR_AREA,
  '/:culture/editor/library': EDITOR_AREA,
  '/:culture/editor/:kind/:id': EDITOR_AREA,
  '/:culture/assetslibrary/asset/assetsbyfolder': FOLDER_LIST,
  '/:culture/assetslibrary/asset/assetsbyfolder/:root/:folder': FOLDER_LIST,
  '/:culture/widget/news/calendar/:ids/:children/:perPage/:month/:year':
    "the news calendar's month, a fragment (tests/e2e/news-calendar.spec.ts)",
  '/:culture/widget/news/newslist/:ids/:children/:perPage/:day':
    "a day's news list, a fragment (tests/e2e/news-calendar.spec.ts)",
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
    '/:culture/faq': [{ path: 'faq' }],
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
    '/:culture/checkout': [{ path: 'checkout' }],
    // The demo customer's first address (demo/families/checkout/addressSeeds.ts).
    '/:culture/checkout/address/add': [{ path: 'checkout/address/add?for=billing' }],
    '/:culture/checkout/address/edit/:id': [{ path: 'checkout/address/edit/1' }],
    // Fragments of the basket page: seen inside it (the methods) or in its dialog (my coupons).
    '/:culture/widget/shippingmethods': [{ path: 'shoppingcarts' }],
    '/:culture/widget/couponcodes/list': [{ path: 'shoppingcarts' }],
    '/:culture/security/login': [{ path: 'security/login' }],
    '/:culture/account/register': [{ path: 'account/register' }],
    '/:culture/account/forgot-password': [{ path: 'account/forgot-password' }],
    // issue 13: the security pages (dialogs from the account area, pages too).
    '/:culture/account/security': [{ path: 'account/security' }],
    '/:culture/security/twofactorhome': [{ path: 'security/twofactorhome' }],
    '/:culture/security/twofactor/enable': [{ path: 'security/twofactor/enable' }],
    '/:culture/security/twofactor/disable': [{ path: 'security/twofactor/disable' }],
    '/:culture/security/changepassword': [{ path: 'security/changepassword' }],
    '/:culture/gallery': [{ path: 'gallery' }],
    // issue 15: two advice videos in modals (tests/e2e/video-modal.spec.ts).
    '/:culture/videos': [{ path: 'videos' }],
    '/:culture/account': [{ path: 'account' }],
    // The demo customer's seeded past orders (demo/families/orders/pastOrders.ts).
    '/:culture/account/orders': [{ path: 'account/orders' }, { path: 'account/orders?pagenbr=2' }],
    '/:culture/account/orders/:id': [
      { path: 'account/orders/past-02' },
      { path: 'account/orders/past-07' },
    ],
    '/:culture/account/orders/:id/refund': [{ path: 'account/orders/past-09/refund' }],
    // The demo customer's prepaid accounts (issue 13): the list, one account's first and last
    // page of movements, buying prepaid money.
    '/:culture/account/prepaid': [{ path: 'account/prepaid' }],
    '/:culture/account/prepaid/:id{[0-9]+}': [
      { path: 'account/prepaid/7002' },
      { path: 'account/prepaid/7001?pagenbr=3' },
    ],
    '/:culture/account/prepaid/buy': [{ path: 'account/prepaid/buy' }],
    // The tyre family (issue 13): the appointment calendar form and the inscriptions form.
    '/:culture/tyres/appointment': [{ path: 'tyres/appointment' }],
    '/:culture/tyres/inscriptions': [{ path: 'tyres/inscriptions' }],
    // The shop's side of the editor area (issue 14): a seeded news post and content page.
    '/:culture/news/:id': [{ path: 'news/spring-collection' }],
    '/:culture/pages/:id': [{ path: 'pages/care-guide' }],
    // The news section (issue 15): a month, a day with posts and a page of the list, a post.
    '/:culture/news': [{ path: 'news' }, { path: 'news?month=11&year=2026&day=27&pageindex=2' }],
    '/:culture/news/posts/:slug': [{ path: 'news/posts/night-market' }],
    // issue 15: the shops, two maps and a parallax hero.
    '/:culture/stores': [{ path: 'stores' }],
    // The promotions (issue 15): a banner, and the newsletter popup that opens after 3 s; the
    // flash sale far enough from its end that it does not reload under the test.
    '/:culture/promotions': [{ path: 'promotions', dialog: true }],
    '/:culture/promotions/ending': [{ path: 'promotions/ending?seconds=600' }],
    // The stories family (issue 15): the blog with its ticker, and a photo story.
    '/:culture/blog': [{ path: 'blog' }],
    '/:culture/stories/:slug': [{ path: 'stories/mountain-trail' }],
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
