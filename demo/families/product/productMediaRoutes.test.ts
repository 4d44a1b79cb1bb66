/** The product page's media routes and blocks (issue 5; spec 000 §2, §7). */
import { describe, expect, it } from 'vitest';
import { localeOf } from '../../../src/core/locale';
import { productById, products } from '../../data/catalog';
import { hasSpin, SPIN_FRAMES, spinFrameSvg } from '../../data/catalog/spinFrames';
import { createApp, defaultOptions } from '../../server/app';
import { stringResources } from '../../server/strings';
import type { PageContext } from '../../shared/context';
import type { Session } from '../../shared/session';
import { translator } from '../../shared/t';
import { associatedRows, socialShare, spinViewer } from './media';

const app = await createApp({ ...defaultOptions(), base: '/' });
const shopApp = await createApp({ ...defaultOptions(), base: '/shop/' });

// 1005 has four photos, a colour attribute and a spin.
const product = productById(1005);
const variant = product?.variants[1];
if (!product || !variant) throw new Error('product 1005 is missing from the demo catalogue');
const colourId = variant.valueIds[0];

const ctx = (culture: PageContext['culture'] = 'fr'): PageContext => ({
  culture,
  locale: localeOf(culture),
  base: '/',
  session: { currency: 'EUR', culture } as Session,
  path: '',
  consentStamp: '',
  nonce: 'n',
  fragment: false,
  search: '',
  t: translator(stringResources[culture], culture),
});

describe('GET widget/catalog/ProductPhotosGallery', () => {
  const path = `widget/catalog/ProductPhotosGallery?productId=${product.id}`;

  it('answers the variant’s photos in its colour, with sizes and text alternatives', async () => {
    const response = await app.request(
      `/${path}&productVariantId=${variant.ProductVariantId}&culture=de`,
    );
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('data-widget="product-gallery"');
    expect(body).toContain(`/media/product/1005/3.svg?v=${colourId}`);
    expect(body).toContain('width="600" height="600"');
    expect(body).toMatch(/alt="[^"]+, Ansicht 1 von 4"/);
    expect(body.match(/<li>/g)).toHaveLength(4);
  });

  it('works under a base path and falls back to the first available variant', async () => {
    const response = await shopApp.request(`/shop/${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('src="/shop/media/product/1005/0.svg?v=');
  });

  it.each([
    ['an unknown product', 'productId=999999'],
    ['a variant of another product', `productId=${product.id}&productVariantId=100101`],
    ['no product', ''],
  ])('answers 404 for %s', async (_, query) => {
    const response = await app.request(`/widget/catalog/ProductPhotosGallery?${query}`);
    expect(response.status).toBe(404);
  });
});

describe('spin frames', () => {
  it('serves 24 frames for products with a spin, and 404 otherwise', async () => {
    const ok = await shopApp.request('/shop/media/product/1005/spin/23.svg');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(await ok.text()).toMatch(/^<svg[^>]+viewBox="0 0 600 600"/);
    for (const bad of ['1005/spin/24.svg', '1005/spin/x.svg', '1002/spin/0.svg']) {
      expect((await app.request(`/media/product/${bad}`)).status).toBe(404);
    }
  });

  it('gives some products, not all, a turn whose frames differ', () => {
    const spinning = products.filter(hasSpin).length;
    expect(spinning).toBeGreaterThan(10);
    expect(spinning).toBeLessThan(products.length);
    expect(spinFrameSvg(product, 0)).not.toBe(spinFrameSvg(product, 6));
    expect(SPIN_FRAMES).toBe(24);
  });
});

describe('product page blocks', () => {
  it('renders the viewer placeholder only for products with a spin', () => {
    const viewer = String(spinViewer(ctx(), product));
    expect(viewer).toContain('data-widget="viewer-360"');
    expect(viewer).toContain('data-src="/media/product/1005/spin/{frame}.svg"');
    expect(viewer).toContain('data-frames="24"');
    const other = productById(1002);
    if (other) expect(String(spinViewer(ctx(), other))).toBe('');
  });

  it('renders share links with hidden labels, a copy button and a status region', () => {
    const share = String(socialShare(ctx('es'), product));
    for (const network of ['facebook', 'x', 'linkedin', 'pinterest', 'whatsapp', 'email']) {
      expect(share).toContain(`data-share="${network}"`);
    }
    expect(share).toContain('Compartir en Facebook');
    expect(share).toContain('data-share-copy hidden');
    expect(share).toContain('role="status"');
    expect(share).toContain(`href="mailto:?subject=`);
  });

  it('renders the associated products as a labelled, focusable row of cards', () => {
    const rows = String(associatedRows(ctx('nl'), product));
    expect(rows).toContain('role="region"');
    expect(rows).toContain('tabindex="0"');
    expect(rows).toContain('Misschien vindt u dit ook leuk');
    expect(rows.match(/class="product-card"/g)).toHaveLength(product.associatedIds.length);
  });
});
