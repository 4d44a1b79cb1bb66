/**
 * Every count, size, delay or quantity a widget takes from its data attributes has a maximum
 * (issue 16 §3: a pagination window of a billion froze the tab). A value past it is the props
 * contract's readable refusal, so the placeholder keeps its server markup; a value at it is
 * taken. Where a loop runs over such a number, the loop is clamped too (RefundRequest).
 */
import { describe, expect, it } from 'vitest';
import assetFile from '../../widgets/assets/asset-file/index';
import assetImage from '../../widgets/assets/asset-image/index';
import folderTree from '../../widgets/assets/folder-tree/index';
import multiFile from '../../widgets/assets/multi-file/index';
import bannerSlider from '../../widgets/catalog/banner-slider/index';
import filterPanel from '../../widgets/catalog/filter-panel/index';
import pagination from '../../widgets/catalog/pagination/index';
import methodDetails from '../../widgets/checkout/method-details/index';
import mainNavigation from '../../widgets/content/main-navigation/index';
import refundRequest from '../../widgets/orders/refund-request/index';
import { MOST_REFUNDED } from '../../widgets/orders/refund-request/RefundRequest';
import reorder from '../../widgets/orders/reorder/index';
import customerReferenceUpdate from '../../widgets/product/customer-reference-update/index';
import productGallery from '../../widgets/product/product-gallery/index';
import productVariations from '../../widgets/product/product-variations/index';
import tyreInscriptions from '../../widgets/tyres/tyre-inscriptions/index';
import { QUANTITY_CEILING } from '../ui/quantity';
import { readProps } from './props';
import type { WidgetDefinition } from './widget';

function read(definition: WidgetDefinition, attributes: Record<string, string>) {
  const element = document.createElement('div');
  element.id = 'bounded';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.replaceChildren(element);
  return readProps<Record<string, unknown>>(element, definition.props, 'bounded');
}

const refundLine = (quantity: number) =>
  JSON.stringify([{ productVariantId: 1, name: 'Lampe', quantity, unitPrice: 2 }]);
const reorderLine = (quantity: number) =>
  JSON.stringify([{ name: 'Lampe', quantity, price: 2, itemKey: '7' }]);
const variant = JSON.stringify({
  ProductId: 1,
  ProductVariantId: 2,
  SKU: 'S',
  CurrencyCode: 'EUR',
  UnitPriceTaxIncl: 1,
});
const quantityRule = (max: number) => JSON.stringify({ min: 1, step: 1, max });

/** widget, attributes that are valid apart from the bounded one, its name, the bound, past it. */
const bounds: [string, WidgetDefinition, Record<string, string>, string, number, number][] = [
  ['asset-file', assetFile, { 'data-uid': 'u' }, 'data-max-files', 1000, 1e9],
  ['asset-image', assetImage, { 'data-uid': 'u' }, 'data-max-files', 1000, 1e9],
  [
    'multi-file',
    multiFile,
    { 'data-uid': 'u', 'data-file-types': '{}' },
    'data-max-files',
    1000,
    1e9,
  ],
  ['folder-tree', folderTree, {}, 'data-depth', 100, 1e9],
  ['banner-slider', bannerSlider, { 'data-slides': '[]' }, 'data-interval', 60_000, 1e12],
  ['filter-panel', filterPanel, {}, 'data-auto-submit-delay', 10_000, 1e12],
  ['filter-panel', filterPanel, {}, 'data-collapse-below', 10_000, 1e9],
  [
    'pagination',
    pagination,
    { 'data-page': '1', 'data-pages': '9' },
    'data-small-below',
    10_000,
    1e9,
  ],
  ['method-details', methodDetails, {}, 'data-close-delay', 5000, 1e12],
  ['main-navigation', mainNavigation, {}, 'data-large-from', 10_000, 1e9],
  ['tyre-inscriptions', tyreInscriptions, {}, 'data-small-below', 10_000, 1e9],
  ['product-gallery', productGallery, galleryBase(), 'data-width', 10_000, 1e9],
  ['product-gallery', productGallery, galleryBase(), 'data-height', 10_000, 1e9],
  [
    'customer-reference-update',
    customerReferenceUpdate,
    { 'data-product-id': '1', 'data-product-variant-id': '2' },
    'data-max-length',
    500,
    1e9,
  ],
];

function galleryBase() {
  return { 'data-title': 'T', 'data-images': JSON.stringify([{ src: '/a.jpg', alt: '' }]) };
}

describe('bounded attributes (issue 16 §3)', () => {
  it.each(bounds)('%s takes %s up to its maximum', (_, definition, base, name, most) => {
    expect(read(definition, { ...base, [name]: String(most) }).ok).toBe(true);
  });

  it.each(bounds)(
    '%s refuses %s past it, with the props message',
    (_, definition, base, name, most, absurd) => {
      expect(read(definition, { ...base, [name]: String(absurd) })).toEqual({
        ok: false,
        message: `[vitrine] widget "bounded" at #bounded: ${name} expected at most ${most}, found "${absurd}"`,
      });
    },
  );

  it('banner-slider refuses an autoplay of less than a second (a slide must stay readable)', () => {
    expect(read(bannerSlider, { 'data-slides': '[]', 'data-interval': '0.001' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('data-interval expected at least 1000'),
    });
  });

  it('method-details refuses a negative delay', () => {
    expect(read(methodDetails, { 'data-close-delay': '-1' }).ok).toBe(false);
  });

  it('refund-request refuses a line of more than the select lists; its loop stops there too', () => {
    expect(MOST_REFUNDED).toBe(999);
    const base = { 'data-order-id': 'o', 'data-order-number': 'n' };
    expect(read(refundRequest, { ...base, 'data-lines': refundLine(999) }).ok).toBe(true);
    expect(read(refundRequest, { ...base, 'data-lines': refundLine(1e9) })).toMatchObject({
      ok: false,
      message: expect.stringContaining('data-lines expected at most 999'),
    });
  });

  it('reorder and product-variations quantities stop at the basket line ceiling', () => {
    expect(QUANTITY_CEILING).toBe(999_999);
    const order = { 'data-order-id': 'o', 'data-basket-url': '/fr/panier' };
    expect(read(reorder, { ...order, 'data-lines': reorderLine(999_999) }).ok).toBe(true);
    expect(read(reorder, { ...order, 'data-lines': reorderLine(1e9) })).toMatchObject({
      ok: false,
      message: expect.stringContaining('data-lines expected at most 999999'),
    });
    const product = { 'data-product-id': '1', 'data-name': 'N', 'data-variant': variant };
    expect(read(productVariations, { ...product, 'data-quantity': quantityRule(999_999) }).ok).toBe(
      true,
    );
    expect(
      read(productVariations, { ...product, 'data-quantity': quantityRule(1e9) }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('data-quantity expected at most 999999'),
    });
  });
});
