import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../../src/core/events';
import { shownAddress } from '../../../src/core/history';
import { readProps } from '../../../src/core/props';
import { fakeDialogs, shown } from '../../../src/test/dialogs';
import { gate, listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import { basketAnswer, strings, variation } from './fixtures';
import definition from './index';
import ProductVariations from './ProductVariations';

listen();

let asked: URLSearchParams[] = [];
let orders: unknown[] = [];
let answer: (query: URLSearchParams) => Response | Promise<Response>;
let order: () => Response | Promise<Response>;
const dataLayer = () =>
  (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer;

beforeEach(() => {
  applyPageSettings({}, '/fr/catalog/product/robe-ete');
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  asked = [];
  orders = [];
  answer = (query) =>
    HttpResponse.json(
      variation(Number(query.get('VariantValueId1')), Number(query.get('VariantValueId2'))),
    );
  order = () => HttpResponse.json(basketAnswer);
  server.use(
    http.get('*/api/v1/catalog/products/12/productvariants', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return answer(query);
    }),
    http.post('*/api/v1/catalog/products/addtocart', async ({ request }) => {
      orders.push(await request.json());
      return order();
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Props = Parameters<typeof ProductVariations>[0];

async function setup(overrides: Partial<Props> = {}, first = variation(3, 41)) {
  const user = userEvent.setup();
  const props: Props = {
    productId: 12,
    name: 'Robe d’été',
    variant: first.ProductVariantViewModel,
    attributes: first.ProductVariantAttributesViewModel,
    quantity: { min: 1, step: 1, max: 0 },
    tracking: { item_id: '12', item_brand: 'Lumen', item_category: 'Robes' },
    origin: 'product-page',
    inAddress: true,
    ...overrides,
  };
  await renderWithI18n(<ProductVariations {...props} />, strings);
  return user;
}

const price = () =>
  document.querySelector('.vitrine-variations__amount')?.textContent?.replace(/\s/g, ' ');
const colour = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

describe('product-variations: choosing a variant (spec 000 §4, §5)', () => {
  it('shows the first variant without asking the server', async () => {
    await setup();
    expect(price()).toBe('23,00 €');
    expect(screen.getByText('SKU-3-41')).toBeTruthy();
    expect(colour('Rouge')).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'S' })).toHaveProperty('checked', true);
    expect(asked).toEqual([]);
  });

  it('disables unavailable values and says so in words', async () => {
    await setup({}, variation(3, 42));
    const green = colour('Vert');
    expect(green).toHaveProperty('disabled', true);
    expect(green.closest('label')?.textContent).toContain('(indisponible)');
    expect(colour('Bleu')).toHaveProperty('disabled', false);
  });

  it('asks the variation with the chosen values and the quantity, then refreshes price and SKU', async () => {
    const kept = { scroll: 120 };
    history.replaceState(kept, '');
    const user = await setup();
    const changes: unknown[] = [];
    const off = on('vitrine:variant-changed', (event) => changes.push(event.detail));
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await waitFor(() => expect(price()).toBe('24,00 €'));
    off();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      VariantValueId1: '3',
      VariantValueId2: '42',
      Quantity: '1',
      culture: 'fr',
    });
    expect(screen.getByText('SKU-3-42')).toBeTruthy();
    expect(location.search).toBe('?variant=1232');
    expect(history.state).toEqual(kept);
    // The page shell compares Back and Forward with this address (core/history, decision 015).
    expect(shownAddress().search).toBe('?variant=1232');
    expect(changes).toEqual([
      {
        productId: 12,
        productVariantId: 1232,
        sku: 'SKU-3-42',
        available: true,
        stockQuantity: 9,
        quantity: 1,
      },
    ]);
    await waitFor(() =>
      expect(
        document
          .querySelector('.vitrine-variations > [role="status"]')
          ?.textContent?.replace(/\s/g, ' '),
      ).toBe('Taille : M, 24,00 €, En stock'),
    );
  });

  it('announces each choice by its value, so two choices at one price are not the same words', async () => {
    const user = await setup();
    const status = () =>
      document
        .querySelector('.vitrine-variations > [role="status"]')
        ?.textContent?.replace(/\s/g, ' ');
    await user.click(colour('Bleu'));
    await waitFor(() => expect(status()).toBe('Couleur : Bleu, 24,00 €, En stock'));
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await waitFor(() => expect(status()).toBe('Taille : M, 25,00 €, En stock'));
  });

  it('shows a Select attribute as a labelled select whose unavailable options say so', async () => {
    const asSelect = (shown: ReturnType<typeof variation>) => {
      const sizes = shown.ProductVariantAttributesViewModel[1];
      if (sizes) sizes.VariationDisplayTypeValue = 'Select';
      return shown;
    };
    const user = await setup({}, asSelect(variation(5, 41)));
    const select = screen.getByRole('combobox', { name: 'Taille' }) as HTMLSelectElement;
    expect(select.value).toBe('41');
    expect(screen.getByRole('option', { name: 'M (indisponible)' })).toHaveProperty(
      'disabled',
      true,
    );
    // Another colour makes M available; choosing it asks the variation.
    answer = (query) =>
      HttpResponse.json(
        asSelect(
          variation(Number(query.get('VariantValueId1')), Number(query.get('VariantValueId2'))),
        ),
      );
    await user.click(colour('Rouge'));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'M' })).toHaveProperty('disabled', false),
    );
    await user.selectOptions(select, '42');
    await waitFor(() => expect(price()).toBe('24,00 €'));
    expect(asked.at(-1)?.get('VariantValueId2')).toBe('42');
  });

  it('works by keyboard: arrows move between colours', async () => {
    // user-event moves between radios with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
    const user = await setup();
    colour('Rouge').focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(price()).toBe('24,00 €'));
    expect(colour('Bleu')).toHaveProperty('checked', true);
  });

  it('drops a stale answer: only the newest choice lands', async () => {
    const slow = gate();
    const user = await setup();
    answer = async (query) => {
      if (query.get('VariantValueId1') === '4') await slow.promise;
      return HttpResponse.json(variation(Number(query.get('VariantValueId1')), 41));
    };
    await user.click(colour('Bleu'));
    await user.click(colour('Vert'));
    await waitFor(() => expect(price()).toBe('25,00 €'));
    slow.open();
    await act(() => Promise.resolve());
    expect(price()).toBe('25,00 €');
    expect(colour('Vert')).toHaveProperty('checked', true);
  });

  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ ProductVariantViewModel: { SKU: 3 } })],
  ])('keeps the last variant and says so after %s', async (_case, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await setup();
    answer = failure;
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await screen.findByText('Option non chargée.');
    expect(screen.getByRole('radio', { name: 'S' })).toHaveProperty('checked', true);
    expect(price()).toBe('23,00 €');
  });
});

describe('product-variations: quantity (spec 000 §5)', () => {
  it('corrects typing after 600 ms, then refreshes with the corrected quantity', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await setup({ quantity: { min: 1, step: 3, max: 0 } });
    const input = screen.getByRole('textbox', { name: 'Quantité' });
    expect((input as HTMLInputElement).value).toBe('3');
    fireEvent.change(input, { target: { value: '7' } });
    await act(() => vi.advanceTimersByTimeAsync(599));
    expect((input as HTMLInputElement).value).toBe('7');
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect((input as HTMLInputElement).value).toBe('9');
    expect(screen.getByText('Quantité ajustée à 9')).toBeTruthy();
    vi.useRealTimers();
    await waitFor(() => expect(asked.map((query) => query.get('Quantity'))).toEqual(['9']));
  });

  it('empties a non-numeric quantity and asks nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await setup();
    const input = screen.getByRole('textbox', { name: 'Quantité' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abc' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(input.value).toBe('');
    expect(asked).toEqual([]);
    fireEvent.blur(input);
    expect(input.value).toBe('1');
  });

  it('steps at once with plus and minus, within min and max', async () => {
    const user = await setup({ quantity: { min: 2, step: 1, max: 3 } });
    const input = screen.getByRole('textbox', { name: 'Quantité' }) as HTMLInputElement;
    const minus = screen.getByRole('button', { name: 'Diminuer la quantité' });
    const plus = screen.getByRole('button', { name: 'Augmenter la quantité' });
    expect(input.value).toBe('2');
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    await user.click(minus);
    expect(input.value).toBe('2');
    expect(document.activeElement).toBe(minus);
    await user.click(plus);
    expect(input.value).toBe('3');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(asked.map((query) => query.get('Quantity'))).toEqual(['3']));
    expect(screen.getByText('Minimum 2 · Maximum 3')).toBeTruthy();
  });
});

describe('product-variations: add to cart (spec 000 §4, §7)', () => {
  it('sends the order, fires basket-changed, tracks add_to_cart and confirms', async () => {
    const user = await setup();
    const changed = vi.fn();
    const off = on('vitrine:basket-changed', changed);
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    off();
    expect(orders).toEqual([
      { ProductVariantId: 1231, Quantity: 1, Name: 'Robe d’été', OriginData: 'product-page' },
    ]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText('Robe d’été')).toBeTruthy();
    expect(within(dialog).getByText('Rouge, S')).toBeTruthy();
    expect(within(dialog).getByText('75,00 €')).toBeTruthy();
    expect(within(dialog).getByText('3 articles')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Voir mon panier' }).getAttribute('href')).toBe(
      '/fr/shoppingcarts',
    );
    const pushed = dataLayer().filter((entry) => entry.event === 'add_to_cart');
    expect(pushed).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 23,
          items: [
            {
              item_name: 'Robe d’été',
              item_id: '12',
              sku: 'SKU-3-41',
              price: 23,
              item_brand: 'Lumen',
              item_category: 'Robes',
              quantity: 1,
              index: 0,
            },
          ],
        },
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Continuer mes achats' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('orders the variant being chosen when the click comes before its answer', async () => {
    const slow = gate();
    answer = async (query) => {
      await slow.promise;
      return HttpResponse.json(variation(3, Number(query.get('VariantValueId2'))));
    };
    const user = await setup();
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(orders).toEqual([]);
    slow.open();
    const dialog = await screen.findByRole('dialog');
    expect(orders).toEqual([
      { ProductVariantId: 1232, Quantity: 1, Name: 'Robe d’été', OriginData: 'product-page' },
    ]);
    expect(within(dialog).getByText('Rouge, M')).toBeTruthy();
    const pushed = dataLayer().find((entry) => entry.event === 'add_to_cart') as {
      ecommerce: { value: number };
    };
    expect(pushed.ecommerce.value).toBe(24);
  });

  it('pushes view_item once when the product is shown', async () => {
    await setup();
    expect(dataLayer().filter((entry) => entry.event === 'view_item')).toHaveLength(1);
  });

  it('sends one order for five fast clicks', async () => {
    const held = gate();
    order = async () => {
      await held.promise;
      return HttpResponse.json(basketAnswer);
    };
    await setup();
    const button = screen.getByRole('button', { name: 'Ajouter au panier' });
    for (let i = 0; i < 5; i++) fireEvent.click(button);
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(button.getAttribute('aria-busy')).toBe('true');
    held.open();
    await screen.findByRole('dialog');
    expect(orders).toHaveLength(1);
  });

  it.each([
    [
      'a refusal with a message',
      () => HttpResponse.json({ Message: 'Stock insuffisant.' }, { status: 422 }),
      'Stock insuffisant.',
    ],
    [
      'a server error',
      () => HttpResponse.json({ Message: 'stack trace' }, { status: 500 }),
      'Ajout impossible.',
    ],
    ['a network error', () => HttpResponse.error(), 'Ajout impossible.'],
    ['a malformed answer', () => HttpResponse.json({ ItemsCount: 'x' }), 'Ajout impossible.'],
  ])('says what went wrong after %s and keeps the selection', async (_case, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    order = failure;
    const user = await setup({}, variation(4, 42));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByText(message);
    expect(colour('Bleu')).toHaveProperty('checked', true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the login modal on 401', async () => {
    const dialogs = fakeDialogs();
    order = () => new HttpResponse(null, { status: 401 });
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() =>
      expect(shown(dialogs)).toEqual([{ login: '/fr/catalog/product/robe-ete' }]),
    );
  });

  it('refuses an out-of-stock variant and says why', async () => {
    const user = await setup({}, variation(3, 41, { StockQuantity: 0 }));
    const button = screen.getByRole('button', { name: 'Ajouter au panier' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('En rupture de stock');
    await user.click(button);
    expect(orders).toEqual([]);
  });
});

describe('product-variations: sale prices, quick view, confirmation (issue 10 §4)', () => {
  const onSale = (colour: number, size: number) =>
    variation(colour, size, { RegularPriceTaxIncl: (20 + colour + (size - 41)) / 0.8 });

  it('shows the old price struck through, said in words, and the reduction as a badge', async () => {
    answer = (query) =>
      HttpResponse.json(
        Number(query.get('VariantValueId2')) === 42
          ? variation(3, 42)
          : onSale(3, Number(query.get('VariantValueId2'))),
      );
    const user = await setup({}, onSale(3, 41));
    const was = document.querySelector('.vitrine-variations__price s');
    expect(was?.textContent?.replace(/\s/g, ' ')).toBe('au lieu de 28,75 €');
    expect(was?.querySelector('.vitrine-visually-hidden')?.textContent).toBe('au lieu de ');
    expect(document.querySelector('.vitrine-variations__badge')?.textContent).toBe('-20\u00a0%');
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await waitFor(() => expect(price()).toBe('24,00 €'));
    expect(document.querySelector('.vitrine-variations__price s')).toBeNull();
    expect(document.querySelector('.vitrine-variations__badge')).toBeNull();
  });

  it('writes the badge as the page’s language does', async () => {
    applyPageSettings({}, '/nl/catalog/product/robe-ete');
    await setup({}, onSale(3, 41));
    expect(document.querySelector('.vitrine-variations__badge')?.textContent).toBe('-20%');
  });

  it('in a quick view, leaves the address of the list alone', async () => {
    applyPageSettings({}, '/fr/catalog/category/dresses?sort=price-asc');
    const user = await setup({ inAddress: false, origin: 'quick-view' });
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await waitFor(() => expect(price()).toBe('24,00 €'));
    expect(location.search).toBe('?sort=price-asc');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('dialog');
    expect(orders).toEqual([
      { ProductVariantId: 1232, Quantity: 1, Name: 'Robe d’été', OriginData: 'quick-view' },
    ]);
  });

  it('the confirmation shows the picture and the unit price beside quantity and totals', async () => {
    answer = () =>
      HttpResponse.json(
        variation(3, 41, {
          UnitPriceTaxIncl: 21.5,
          ThumbnailUrl: '/media/product/12/0.svg?v=3',
          VariantValueId2: 41,
        }),
      );
    const user = await setup({}, variation(3, 41, { ThumbnailUrl: '/media/product/12/0.svg?v=3' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantité' }), '{Backspace}2{Enter}');
    await waitFor(() => expect(asked.map((query) => query.get('Quantity'))).toContain('2'));
    await waitFor(() => expect(price()).toBe('21,50 €'));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    const image = dialog.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/product/12/0.svg?v=3');
    expect(image?.getAttribute('alt')).toBe('');
    const facts = Array.from(dialog.querySelectorAll('dt')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent?.replace(/\s/g, ' '),
    ]);
    expect(facts).toEqual([
      ['Quantité', '2'],
      ['Prix unitaire', '21,50 €'],
      ['Panier', '3 articles'],
      ['Total TTC', '75,00 €'],
      ['Total HT', '61,98 €'],
    ]);
  });

  it('the confirmation goes without a picture when the answer has none', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText('23,00 €')).toBeTruthy();
  });
});

describe('product-variations: data attributes', () => {
  it('reads its props from the data-props script', () => {
    const element = document.createElement('div');
    const first = variation(3, 41);
    element.innerHTML = `<script type="application/json" data-props>${JSON.stringify({
      productId: 12,
      name: 'Robe',
      variant: first.ProductVariantViewModel,
      attributes: first.ProductVariantAttributesViewModel,
    })}</script>`;
    const result = readProps(element, definition.props, 'product-variations');
    expect(result.ok).toBe(true);
  });

  it('gives a readable error for an invalid product id', () => {
    const element = document.createElement('div');
    element.setAttribute('data-product-id', 'douze');
    const result = readProps(element, definition.props, 'product-variations');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain('data-product-id');
  });
});
