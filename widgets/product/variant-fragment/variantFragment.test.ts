import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { readProps } from '../../../src/core/props';
import { fakeDialogs, shown } from '../../../src/test/dialogs';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { gate, listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import definition from './index';
import variantFragment from './variantFragment';

listen();

let asked: URLSearchParams[] = [];
let answer: (query: URLSearchParams) => Response | Promise<Response>;

beforeEach(() => {
  applyPageSettings({}, '/fr/catalog/product/robe-ete');
  asked = [];
  answer = (query) =>
    new HttpResponse(`<p class="stock">Stock of ${query.get('productVariantId')}</p>`, {
      headers: { 'Content-Type': 'text/html' },
    });
  server.use(
    http.get('*/widget/catalog/StockByWarehouse', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return answer(query);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

function mount() {
  const element = document.createElement('div');
  element.innerHTML = '<p class="stock">Stock of 1231</p>';
  document.body.append(element);
  const dispose = variantFragment(
    element,
    {
      src: 'widget/catalog/StockByWarehouse',
      productId: 12,
      productVariantId: 1231,
      params: { displayAllActiveWarehouses: false },
    },
    widgetContext(element, { name: 'variant-fragment' }),
  );
  return { element, dispose };
}

const change = (productVariantId: number, productId = 12) =>
  emit('vitrine:variant-changed', {
    productId,
    productVariantId,
    sku: 'SKU',
    available: true,
    stockQuantity: 3,
    quantity: 1,
  });

describe('variant-fragment (spec 000 §4: blocks follow the variant)', () => {
  it('loads the block of the new variant with the ids and its fixed params', async () => {
    const { element, dispose } = mount();
    change(1232);
    await waitFor(() => expect(element.textContent).toBe('Stock of 1232'));
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      displayAllActiveWarehouses: 'false',
      productId: '12',
      productVariantId: '1232',
      culture: 'fr',
    });
    expect(element.hasAttribute('aria-busy')).toBe(false);
    dispose();
  });

  it('ignores other products and the variant it already shows', async () => {
    const { dispose } = mount();
    change(1232, 99);
    change(1231);
    await Promise.resolve();
    expect(asked).toEqual([]);
    dispose();
  });

  it('lets only the newest variant land', async () => {
    const slow = gate();
    answer = async (query) => {
      if (query.get('productVariantId') === '1232') await slow.promise;
      return new HttpResponse(`<p>Stock of ${query.get('productVariantId')}</p>`);
    };
    const { element, dispose } = mount();
    change(1232);
    change(1233);
    await waitFor(() => expect(element.textContent).toBe('Stock of 1233'));
    slow.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.textContent).toBe('Stock of 1233');
    dispose();
  });

  it('drops a request in flight when the shown variant comes back', async () => {
    const slow = gate();
    answer = async (query) => {
      await slow.promise;
      return new HttpResponse(`<p>Stock of ${query.get('productVariantId')}</p>`);
    };
    const { element, dispose } = mount();
    change(1232);
    await waitFor(() => expect(asked).toHaveLength(1));
    change(1231);
    slow.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.textContent).toBe('Stock of 1231');
    expect(element.hasAttribute('aria-busy')).toBe(false);
    dispose();
  });

  it.each([
    ['a server error', () => new HttpResponse('boom', { status: 500 }), []],
    ['a 404', () => new HttpResponse(null, { status: 404 }), []],
    ['a network error', () => HttpResponse.error(), []],
    // issue 16 §4, spec 000 §8: a 401 also opens the login modal, back to this page.
    [
      'a 401',
      () => new HttpResponse(null, { status: 401 }),
      [{ login: '/fr/catalog/product/robe-ete' }],
    ],
  ])('keeps the old content and marks it stale after %s', async (_case, failure, opened) => {
    const dialogs = fakeDialogs();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer = failure;
    const { element, dispose } = mount();
    change(1232);
    await waitFor(() => expect(element.dataset.stale).toBe('true'));
    expect(element.textContent).toBe('Stock of 1231');
    expect(warn).toHaveBeenCalled();
    expect(shown(dialogs)).toEqual(opened);
    dispose();
  });

  it('keeps the old content, stale, when the block never comes (issue 16 §5)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeClock();
    answer = never;
    const { element, dispose } = mount();
    change(1232);
    await passTime(0);
    expect(element.getAttribute('aria-busy')).toBe('true');
    await passTime();
    expect(element.dataset.stale).toBe('true');
    expect(element.hasAttribute('aria-busy')).toBe(false);
    expect(element.textContent).toBe('Stock of 1231');
    dispose();
  });

  it('stops listening once unmounted', async () => {
    const { dispose } = mount();
    dispose();
    change(1232);
    await Promise.resolve();
    expect(asked).toEqual([]);
  });
});

describe('variant-fragment: data attributes', () => {
  it('reads src, ids and JSON params', () => {
    const element = document.createElement('div');
    element.setAttribute('data-src', 'widget/catalog/DegressivePrice');
    element.setAttribute('data-product-id', '12');
    element.setAttribute('data-product-variant-id', '1231');
    element.setAttribute('data-params', '{"displayAllActiveWarehouses":true}');
    const result = readProps(element, definition.props, 'variant-fragment');
    expect(result).toEqual({
      ok: true,
      props: {
        src: 'widget/catalog/DegressivePrice',
        productId: 12,
        productVariantId: 1231,
        params: { displayAllActiveWarehouses: true },
      },
    });
  });

  it.each([
    ['an absolute address', 'data-src', 'https://evil.example/x'],
    ['a protocol-relative address', 'data-src', '//evil.example/x'],
    ['a product id that is not a number', 'data-product-id', 'abc'],
    ['params that are not JSON', 'data-params', '{oops'],
  ])('refuses %s', (_case, attribute, value) => {
    const element = document.createElement('div');
    element.setAttribute('data-src', 'widget/catalog/DegressivePrice');
    element.setAttribute('data-product-id', '12');
    element.setAttribute('data-product-variant-id', '1231');
    element.setAttribute(attribute, value);
    const result = readProps(element, definition.props, 'variant-fragment');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(attribute);
  });
});
