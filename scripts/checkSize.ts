/**
 * Size budgets of docs/architecture.md §9, from the build's own files (gzip -9), run by `npm test`:
 * - the entry script (loader + shell + core, no React, no zod) at most 10 kB;
 * - all JS any page loads at start at most 120 kB (issue 16 §2; 130 kB before the bundle's own
 *   translator, decision 046): the home page, the
 *   product page with the most widgets (issue 5), the basket page with a line and the wishlist
 *   list page of a signed-in shopper (issue 11); widgets marked `data-hydrate="visible"`
 *   or `"interaction"` load later, when the shopper scrolls to or touches them;
 * - the median widget chunk (definition + component) under 5 kB;
 * - the map chunk, loaded on demand (Leaflet and its CSS), at most 50 kB.
 * - the card payment SDK (Adyen's Drop-in with the card, its CSS), loaded only when a card
 *   form is mounted (issue 12), at most 135 kB; the checkout page at start within 120 kB.
 * - no two chunks importing each other statically (see chunkCycles).
 * Prints every chunk's size first.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { products } from '../demo/data/catalog';
import { createApp, defaultOptions } from '../demo/server/app';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = resolve(process.env.DIST_DIR ?? resolve(import.meta.dirname, '..', 'dist'));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
const gzipOf = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

export const BUDGET = {
  entry: 10_000,
  typicalPage: 120_000,
  medianWidget: 5_000,
  onDemand: 50_000,
  /** Issue 12: @adyen/adyen-web's Drop-in with the card ≈ 106 kB + 19 kB CSS (anchors). */
  paymentSdk: 135_000,
  /** Issue 14: the crop dialog with react-easy-crop (≈ 8 kB gzip) and its sheet, on demand. */
  cropDialog: 15_000,
  /** Issue 14: the editor area's forms, every asset widget at start (back office: docs §9). */
  editorPage: 120_000,
};
const app = await createApp({ ...defaultOptions(), base: '/' });
/**
 * The widgets a page starts with: every placeholder except those that wait for the shopper
 * (`data-hydrate="visible"` or `"interaction"`: loaded only when scrolled to or touched).
 * `later: true` gives every widget of the page.
 */
const widgetNames = async (path: string, { later = false, cookie = '' } = {}) => {
  const html = await (await app.request(path, { headers: { Cookie: cookie } })).text();
  const tags = [...html.matchAll(/<[a-z][a-z0-9]*\b[^>]*\bdata-widget="([a-z0-9-]+)"[^>]*>/g)];
  return new Set(
    tags
      .filter((tag) => later || !/\bdata-hydrate="(?:visible|interaction)"/.test(tag[0]))
      .map((tag) => tag[1] ?? ''),
  );
};

/** Of the first product pages, the one with the most kinds of widgets. */
async function richestProductPage(): Promise<string> {
  let best = { path: '', count: -1 };
  for (const product of products.slice(0, 40)) {
    const path = `/fr/catalog/product/${product.slug}`;
    const count = (await widgetNames(path)).size;
    if (count > best.count) best = { path, count };
  }
  return best.path;
}

/**
 * What a demo page really loads: the entry, props parsing, the React runtime, and for every
 * placeholder on the page its definition and its component (read from the page itself).
 */
async function pageModules(path: string, later = false, cookie = ''): Promise<string[]> {
  const names = await widgetNames(path, { later, cookie });
  const modules = ['src/boot.ts', 'src/core/props.ts', 'src/core/react/mount.tsx'];
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /^(widgets\/[a-z0-9-]+\/([a-z0-9-]+)\/)index\.ts$/.exec(key);
    if (!match?.[1] || !names.has(match[2] ?? '')) continue;
    // The definition and the component it loads; what the component loads later (a dialog
    // opened on demand) is not part of the page's start.
    modules.push(
      key,
      ...(chunk.dynamicImports ?? []).filter((other) => other.startsWith(match[1] ?? '')),
    );
  }
  return modules;
}

/** The session cookie of a demo account, signed in; a shopper has one line in the basket. */
async function sessionCookie(
  email = 'demo@vitrine.shop',
  password = 'vitrine-demo',
): Promise<string> {
  let cookie = '';
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    const answer = await app.request(path, { ...init, headers });
    cookie = answer.headers.get('Set-Cookie')?.split(';')[0] ?? cookie;
    return answer;
  };
  const home = await (await send('/fr/')).text();
  const token = /"antiForgeryToken":"([^"]+)"/.exec(home)?.[1] ?? '';
  const login = new URLSearchParams({
    __RequestVerificationToken: token,
    Email: email,
    Password: password,
    returnUrl: '/fr/',
  });
  await send('/fr/security/login', { method: 'POST', body: login });
  if (email !== 'demo@vitrine.shop') return cookie;
  const variant = products.flatMap((product) => product.variants).find((v) => v.available);
  const added = await send('/api/v1/catalog/products/addtocart', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', RequestVerificationToken: token },
    body: JSON.stringify({ ProductVariantId: variant?.ProductVariantId, Quantity: 1 }),
  });
  if (!added.ok) throw new Error(`the basket could not be filled (${added.status})`);
  return cookie;
}

/** The files a module needs before it runs: itself and its static imports, transitively. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

/**
 * Chunks whose static imports go round in a circle (a imports b imports a): with the grouping of
 * vite.config.ts (groups take only the modules they name) such a chunk would run a module
 * before the one it needs. None is allowed.
 */
function chunkCycles(chunks: Manifest): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (key: string, path: string[]) => {
    const at = path.indexOf(key);
    if (at >= 0) return void cycles.push([...path.slice(at), key]);
    if (done.has(key)) return;
    for (const next of chunks[key]?.imports ?? []) visit(next, [...path, key]);
    done.add(key);
  };
  for (const key of Object.keys(chunks)) visit(key, []);
  return cycles;
}

const rows = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => ({ file: chunk.file, src: chunk.src ?? '', gzip: gzipOf(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log('chunk sizes (gzip -9):');
for (const row of rows)
  console.log(`  ${kB(row.gzip).padStart(9)}  ${row.file}${row.src ? `  (${row.src})` : ''}`);

const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
const entrySize = [...closure([entry.src ?? ''])].reduce((sum, file) => sum + gzipOf(file), 0);
const pageSize = (files: string[]) => files.reduce((sum, file) => sum + gzipOf(file), 0);
const home = [...closure(await pageModules('/fr/'))];
const productPath = await richestProductPage();
const product = [...closure(await pageModules(productPath))];
const shopper = await sessionCookie();
const basketPage = [...closure(await pageModules('/fr/shoppingcarts', false, shopper))];
if (process.env.SIZE_LIST) for (const f of basketPage) console.log('BASKET', gzipOf(f), f);
const wishlistPage = [...closure(await pageModules('/fr/catalog/wishlist/list', false, shopper))];
// The checkout (issue 12): signed in, a line, every section of the one step.
const checkoutPage = [...closure(await pageModules('/fr/checkout', false, shopper))];
if (process.env.SIZE_LIST) for (const f of checkoutPage) console.log('CHECKOUT', gzipOf(f), f);
const productLater = [...closure(await pageModules(productPath, true))];
// The customer area and the tyre pages (issue 13), signed in: each one a line of its own.
const areaPages = [
  '/fr/account',
  '/fr/account/orders',
  '/fr/account/orders/past-03',
  '/fr/account/orders/past-09/refund',
  '/fr/account/orders/past-02/make-payment',
  '/fr/account/prepaid',
  '/fr/account/prepaid/7002',
  '/fr/account/prepaid/buy',
  '/fr/account/security',
  '/fr/tyres/appointment',
  '/fr/tyres/inscriptions',
  // issue 15: the videos page (two video modals).
  '/fr/videos',
  // The news section (issue 15): the news calendar at start.
  '/fr/news',
  // issue 15: the shops page (its maps and parallax wait for the screen: data-hydrate="visible").
  '/fr/stores',
  // issue 15: a banner at once and a popup after 3 s.
  '/fr/promotions',
  // The form helpers and the collapses (issue 15).
  '/fr/contact',
  '/fr/faq',
  // The stories family (issue 15): the blog (ticker, blog list) and a photo story.
  '/fr/blog',
  '/fr/stories/mountain-trail',
];
// The editor area (issue 14), signed in as the editor: every asset widget at start.
const editor = await sessionCookie('editor@vitrine.shop', 'vitrine-editor');
const editorPages = [
  '/fr/editor/products/1001',
  '/fr/editor/news/spring-collection',
  '/fr/editor/pages/care-guide',
  '/fr/editor/library',
];
const areaSizes = await Promise.all([
  ...areaPages.map(async (path) => ({
    path,
    files: [...closure(await pageModules(path, false, shopper))],
  })),
  ...editorPages.map(async (path) => ({
    path,
    files: [...closure(await pageModules(path, false, editor))],
  })),
]);
const widgetSizes = Object.keys(manifest)
  .filter((key) => key.startsWith('widgets/') && key.endsWith('/index.ts'))
  .map((key) => {
    const dir = key.replace(/index\.ts$/, '');
    const own = Object.keys(manifest).filter((other) => other.startsWith(dir));
    return own.reduce((sum, other) => sum + gzipOf(manifest[other]?.file ?? ''), 0);
  })
  .sort((a, b) => a - b);
const median = widgetSizes[Math.floor((widgetSizes.length - 1) / 2)] ?? 0;
// The map (decision 025): Leaflet and its CSS, loaded on demand with the first map shown.
const mapChunk = manifest['src/maps/leafletMap.ts'];
const mapSize = mapChunk
  ? gzipOf(mapChunk.file) + (mapChunk.css ?? []).reduce((sum, file) => sum + gzipOf(file), 0)
  : 0;
// The payment SDK (decision 032): the Adyen provider, the SDK and its sheet, on demand.
const sdkChunk = manifest['src/payment/adyenProvider.ts'];
if (!sdkChunk?.css?.length)
  throw new Error('the Adyen chunk or its sheet is missing from the build');
const sdkJs = gzipOf(sdkChunk.file);
const sdkCss = sdkChunk.css.reduce((sum, file) => sum + gzipOf(file), 0);
// The crop dialog (issue 14): react-easy-crop, the dialog and their sheets, on demand.
const cropChunk = manifest['src/assets/CropDialog.tsx'];
if (!cropChunk) throw new Error('the crop dialog chunk is missing from the build');
const cropSize = [cropChunk.file, ...(cropChunk.css ?? [])].reduce(
  (sum, file) => sum + gzipOf(file),
  0,
);

console.log(
  `\nproduct page with the widgets that wait for scrolling or a touch: ${kB(pageSize(productLater))}`,
);
const checks = [
  { name: 'entry script (with its static imports)', size: entrySize, budget: BUDGET.entry },
  { name: `home page JS (${home.length} files)`, size: pageSize(home), budget: BUDGET.typicalPage },
  {
    name: `product page JS (${product.length} files, ${productPath})`,
    size: pageSize(product),
    budget: BUDGET.typicalPage,
  },
  {
    name: `basket page JS (${basketPage.length} files, a line, signed in)`,
    size: pageSize(basketPage),
    budget: BUDGET.typicalPage,
  },
  {
    name: `wishlist list page JS (${wishlistPage.length} files, signed in)`,
    size: pageSize(wishlistPage),
    budget: BUDGET.typicalPage,
  },
  {
    name: `checkout page JS (${checkoutPage.length} files, a line, signed in)`,
    size: pageSize(checkoutPage),
    budget: BUDGET.typicalPage,
  },
  {
    name: `median widget chunk (${widgetSizes.length} widgets)`,
    size: median,
    budget: BUDGET.medianWidget,
  },
  ...areaSizes.map(({ path, files }) => ({
    name: `${path} JS (${files.length} files, signed in)`,
    size: pageSize(files),
    budget: path.includes('/editor/') ? BUDGET.editorPage : BUDGET.typicalPage,
  })),
  { name: 'map chunk on demand (Leaflet and its CSS)', size: mapSize, budget: BUDGET.onDemand },
  {
    name: `card payment SDK on demand (Adyen JS ${kB(sdkJs)} + CSS ${kB(sdkCss)})`,
    size: sdkJs + sdkCss,
    budget: BUDGET.paymentSdk,
  },
  {
    name: 'crop dialog on demand (react-easy-crop, its CSS)',
    size: cropSize,
    budget: BUDGET.cropDialog,
  },
];
let failed = false;
console.log('\nbudgets (docs/architecture.md §9):');
for (const check of checks) {
  const ok = check.size <= check.budget;
  failed ||= !ok;
  console.log(`  ${ok ? '✓' : '✗'} ${check.name}: ${kB(check.size)} of ${kB(check.budget)}`);
}
for (const cycle of chunkCycles(manifest)) {
  failed = true;
  console.log(`  ✗ chunks import each other in a circle: ${cycle.join(' -> ')}`);
}
if (failed) process.exit(1);
