import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import listTracking from './listTracking';

const items = [
  {
    item_id: '1001',
    item_name: 'Boot',
    sku: 'CR-1',
    price: 99.99,
    item_brand: 'Kalvorn',
    item_category: 'Shoes',
    quantity: 1,
    index: 0,
    url: '/fr/catalog/product/boot',
  },
  {
    item_id: '1002',
    item_name: 'Sandal',
    price: 39.99,
    quantity: 1,
    index: 1,
    url: '/fr/catalog/product/sandal',
  },
];
const layer = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;

function mount(json = JSON.stringify(items)) {
  const settings = applyPageSettings({}, '/fr/catalog/category/shoes');
  const element = document.createElement('section');
  element.innerHTML = `<script type="application/json" data-list-items>${json}</script>
    <a href="/fr/catalog/product/sandal"><span>Sandal</span></a><a href="/fr/other">Other</a>`;
  document.body.append(element);
  const cleanup = listTracking(
    element,
    { listName: 'Chaussures', listId: 'category-1' },
    widgetContext(element, { name: 'list-tracking', settings }),
  );
  return { element, cleanup };
}

afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});

describe('list tracking (GA4)', () => {
  it('pushes view_item_list once with the items of spec 000 §3, without their urls', () => {
    mount();
    expect(layer()).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_name: 'Chaussures',
          item_list_id: 'category-1',
          items: items.map(({ url: _u, ...rest }) => rest),
        },
      },
    ]);
  });

  it('pushes select_item for the product whose link is opened, and nothing for other links', () => {
    const { element } = mount();
    element
      .querySelector<HTMLElement>('a[href="/fr/other"]')
      ?.addEventListener('click', (e) => e.preventDefault());
    element.querySelector<HTMLElement>('a[href="/fr/other"]')?.click();
    expect(layer()).toHaveLength(2);
    const link = element.querySelector<HTMLAnchorElement>('a[href="/fr/catalog/product/sandal"]');
    link?.addEventListener('click', (e) => e.preventDefault());
    link?.querySelector('span')?.click();
    expect(layer().at(-1)).toMatchObject({
      event: 'select_item',
      ecommerce: { items: [{ item_id: '1002', index: 1 }] },
    });
  });

  it('warns and tracks nothing when the items are not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount('{oops');
    expect(warn).toHaveBeenCalledOnce();
    expect((window as unknown as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });
});
