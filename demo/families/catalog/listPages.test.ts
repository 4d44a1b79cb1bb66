/**
 * The list pages and fragments through the Hono app (decision 009; spec 000 §2, §7; spec 001
 * §2, §7): canonical redirects, the markup contract, facets, tags, quick view.
 */
import { describe, expect, it } from 'vitest';
import { type Filters, listQueryString } from '../../../src/api/listQuery';
import { formatDiscount } from '../../../src/core/format';
import { readProps } from '../../../src/core/props';
import productVariations from '../../../widgets/product/product-variations/index';
import { brands, defaultVariant, onSale, products } from '../../data/catalog';
import type { Product, ProductVariant } from '../../data/catalog/types';
import { createApp, defaultOptions } from '../../server/app';

const app = await createApp({ ...defaultOptions(), base: '/' });
const shopApp = await createApp({ ...defaultOptions(), base: '/shop/' });
const get = (path: string) => app.request(path);
const text = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
const filterOf = (filter: Filters) => listQueryString({ filter });
const cards = (html: string) => (html.match(/class="product-card"/g) ?? []).length;
const listItems = (html: string) =>
  JSON.parse(
    /<script type="application\/json" data-list-items[^>]*>([^<]*)</.exec(html)?.[1] ?? '[]',
  ) as Array<Record<string, unknown>>;

describe('canonical list addresses (decision 009)', () => {
  it.each([
    [
      'form-style filters',
      '?Brands=5&Brands=3&sort=newest',
      `?${listQueryString({ filter: { Brands: [3, 5] }, sort: 'newest' })}`,
    ],
    [
      'unsorted ids',
      `?filter=${encodeURIComponent('{"Brands":[5,3]}')}`,
      `?${filterOf({ Brands: [3, 5] })}`,
    ],
    ['page 1', '?pageindex=1&sort=newest', '?sort=newest'],
    ['defaults', '?sort=relevance&pageSize=24&display=grid', ''],
    ['a page past the end', '?pageindex=99', '?pageindex=9'],
    ['an invalid filter JSON', '?filter=%7Bnot-json', ''],
    ['an empty price', '?Price.min=&Price.max=', ''],
  ])('redirects %s to the canonical address', async (_, search, canonical) => {
    const response = await get(`/fr/catalog${search}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/fr/catalog${canonical}`);
    expect((await get(`/fr/catalog${canonical}`)).status).toBe(200);
  });

  it('keeps the base path and the page path when redirecting', async () => {
    const response = await shopApp.request('/shop/de/catalog/category/shoes?Brands=5');
    expect(response.headers.get('Location')).toBe(
      `/shop/de/catalog/category/shoes?${filterOf({ Brands: [5] })}`,
    );
  });
});

describe('the list page markup (decision 009 contract)', () => {
  it('renders the size the widgets will have (issue 10 §1): closed branches, no Apply with scripts', async () => {
    const html = await text('/fr/catalog/category/shoes');
    const tree = /<nav class="category-tree"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    // Only the current page's branch is open, as the category-list widget shows it.
    expect(tree.match(/<ul hidden>/g)?.length).toBeGreaterThan(3);
    expect(tree).toMatch(/category\/shoes">[^<]*<\/a><ul>/);
    expect(html).toMatch(
      /<noscript><button type="submit" class="button button--primary">Appliquer</,
    );
  });

  it('renders the placeholders, the facet form and the GA4 items', async () => {
    const html = await text('/fr/catalog?pageSize=12&pageindex=2&sort=price-asc');
    expect(html).toMatch(
      /<section class="product-list" data-product-list data-widget="list-tracking"\s+data-list-name="[^"]+">/,
    );
    expect(html).toContain(
      '<div class="filter-panel__widget" data-widget="filter-panel" data-refresh-on-click="true">',
    );
    expect(html).toContain('<form class="facets" method="get" action="/fr/catalog" data-facets>');
    // The phone's drawer (issue 10 §1): its opener, its name, its close buttons and the count.
    expect(html).toContain(
      'data-filter-drawer-open aria-haspopup="dialog" hidden>Filtrer les produits<',
    );
    expect(html).toContain('<div class="filter-panel__content" data-filter-drawer>');
    expect(html).toMatch(/data-filter-drawer-close>Afficher les 216 produits</);
    expect(html).toContain('<span class="visually-hidden">Fermer</span>');
    expect(html).toMatch(/<input type="hidden" name="sort" value="price-asc" \/>/);
    expect(html).toMatch(
      /<fieldset class="facet" data-filter-type="ProductAttributes" data-attribute-id="1">/,
    );
    expect(html).toMatch(/style="--swatch-1:#[0-9a-f]{6}/);
    expect(html).toContain('name="Price.min"');
    expect(html).toContain('data-widget="list-controls" data-sort="price-asc"');
    expect(html).toContain('data-page-size="12" data-display="grid"');
    expect(html).toContain('data-widget="pagination" data-page="2" data-pages="18"');
    // Announced by the shell's own live region after a list change (decision 019).
    expect(html).toContain('data-shell-announce>216 produits<');
    expect(html).toContain('aria-label="Pagination" data-keep-focus="pagination"');
    const items = listItems(html);
    expect(items).toHaveLength(12);
    expect(items[0]).toMatchObject({ quantity: 1, index: 12 });
    expect(Object.keys(items[0] ?? {}).sort()).toEqual([
      'index',
      'item_brand',
      'item_category',
      'item_id',
      'item_name',
      'price',
      'quantity',
      'sku',
      'url',
    ]);
    expect(cards(html)).toBe(12);
    expect(html).toMatch(
      /<a class="quick-view-link" href="\/widget\/catalog\/QuickView\/\d+"\s+data-modal="[^"]+" data-modal-cache>Aperçu rapide/,
    );
  });

  it('renders a table with a caption when display=table', async () => {
    const html = await text('/nl/catalog/category/shoes?display=table');
    expect(html).toContain('<table class="product-table">');
    expect(html).toContain('<caption>');
    expect(cards(html)).toBe(0);
  });

  it('checks the selected brand, shows a tag that removes it and a clear-all link', async () => {
    const brand = brands.find((b) => products.some((p) => p.brandId === b.id)) ?? brands[0];
    const other = products.find((p) => p.brandId !== brand?.id)?.brandId ?? 0;
    const html = await text(
      `/fr/catalog?${listQueryString({ filter: { Brands: [brand?.id ?? 0, other] }, sort: 'newest' })}`,
    );
    expect(html).toMatch(new RegExp(`name="Brands" value="${brand?.id}" checked`));
    const tag = new RegExp(
      `<a class="filter-tag" href="([^"]+)" data-filter-type="Brands"\\s+data-value="${brand?.id}"`,
    ).exec(html);
    expect(tag?.[1]?.replace(/&amp;/g, '&')).toBe(
      `/fr/catalog?${listQueryString({ filter: { Brands: [other] }, sort: 'newest' })}`,
    );
    expect(html).toContain(
      '<a class="filter-tags__clear" href="/fr/catalog?sort=newest">Tout effacer</a>',
    );
  });

  it('names the facet of each tag with the colon of the language (issue 10 §4)', async () => {
    const brand = brands.find((b) => products.some((p) => p.brandId === b.id)) ?? brands[0];
    const query = listQueryString({ filter: { Brands: [brand?.id ?? 0], Price: { min: 10 } } });
    const tagText = (html: string) =>
      [...html.matchAll(/<a class="filter-tag"[^>]*>\s*([^<]*?) <span/g)].map((m) => m[1]);

    expect(tagText(await text(`/fr/catalog?${query}`))).toEqual([
      `Marques\u00a0: ${brand?.name}`,
      'Prix\u00a0: À partir de 10,00\u00a0€',
    ]);
    expect(tagText(await text(`/de/catalog?${query}`))[0]).toBe(`Marken: ${brand?.name}`);
  });

  it('answers an empty result with a way out', async () => {
    const html = await text(`/es/catalog?${filterOf({ Price: { min: 100000 } })}`);
    expect(html).toContain('product-list__empty');
    expect(html).toContain('href="/es/catalog"');
    expect(html).not.toContain('data-widget="pagination"');
  });

  it('filters the search results page with the same renderer', async () => {
    const product = products[5];
    const word = product?.name.de.split(' ').at(-1) ?? '';
    const html = await text(`/de/catalog?q=${encodeURIComponent(word)}`);
    expect(html).toContain(product?.name.de);
    expect(html).toContain('<input type="hidden" name="q"');
    expect(html).toContain('data-widget="list-controls"');
  });

  it('lists a tag and re-sorts it with sort and entityName (spec 001 §2)', async () => {
    const html = await text('/it/catalog/tags/new?entityName=Product&sort=price-asc');
    expect(html).toContain('<h1>Novità</h1>');
    expect(html).toContain('<input type="hidden" name="entityName" value="Product" />');
    expect(listItems(html)).toHaveLength(24);
    expect((await get('/it/catalog/tags/unknown')).status).toBe(404);
  });
});

describe('search headings and empty states with a way forward (issue 10 §4)', () => {
  const parsed = async (path: string) =>
    new DOMParser().parseFromString(await text(path), 'text/html');

  it.each([
    ['fr', 'Résultats pour «\u00a0bask\u00a0»'],
    ['de', 'Ergebnisse für „bask“'],
    ['nl', 'Resultaten voor ‘bask’'],
    ['es', 'Resultados para «bask»'],
    ['it', 'Risultati per «bask»'],
    ['pt', 'Resultados para «bask»'],
  ])('%s: the heading quotes the search as the language does', async (culture, heading) => {
    const page = await parsed(`/${culture}/catalog?q=bask`);
    expect(page.querySelector('h1')?.textContent).toBe(heading);
    expect(page.title).toContain(heading);
  });

  it.each(['fr', 'pt'])(
    '%s: a search without results shows no sort, size or facets, but a hint and the categories',
    async (culture) => {
      const page = await parsed(`/${culture}/catalog?q=zzqxw`);
      expect(page.querySelector('.product-list__count')?.textContent).toMatch(/^0 /);
      expect(page.querySelector('[data-widget="list-controls"], select[name="sort"]')).toBeNull();
      expect(page.querySelector('form[data-facets], [data-widget="filter-panel"]')).toBeNull();
      const empty = page.querySelector('.product-list__empty') as HTMLElement;
      expect(empty.textContent).toContain(
        culture === 'fr' ? 'Vérifiez l’orthographe' : 'Verifique a ortografia',
      );
      const links = Array.from(empty.querySelectorAll('a')).map((a) => a.getAttribute('href'));
      expect(links).toHaveLength(9);
      expect(links).toContain(`/${culture}/catalog/category/shoes`);
      expect(empty.querySelector('h2')?.textContent).toBe(
        culture === 'fr' ? 'Parcourez nos catégories' : 'Explore as nossas categorias',
      );
    },
  );

  it('a filtered list without results keeps the facets to untick, but no sort or size', async () => {
    const page = await parsed(`/es/catalog?${filterOf({ Price: { min: 100000 } })}`);
    expect(page.querySelector('form[data-facets]')).not.toBeNull();
    expect(page.querySelector('[data-widget="list-controls"]')).toBeNull();
    expect(page.querySelector('.product-list__empty a.button')?.getAttribute('href')).toBe(
      '/es/catalog',
    );
    expect(page.querySelector('.product-list__suggestions')).toBeNull();
  });
});

describe('sale prices on lists (issue 10 §4)', () => {
  it.each([
    ['fr', 'au lieu de', /^-\d{2}\u00a0%$/],
    ['it', 'invece di', /^-\d{2}%$/],
  ])(
    '%s: the sale tag lists cards with the old price said and struck, and a badge',
    async (culture, insteadOf, badge) => {
      const html = await text(`/${culture}/catalog/tags/sale?pageSize=48`);
      const page = new DOMParser().parseFromString(html, 'text/html');
      const cards = Array.from(page.querySelectorAll('.product-card'));
      expect(cards).toHaveLength(products.filter(onSale).length);
      for (const card of cards) {
        const was = card.querySelector('.product-card__price s.price-tag__was');
        expect(was?.querySelector('.visually-hidden')?.textContent?.trim()).toBe(insteadOf);
        expect(card.querySelector('.price-tag__badge')?.textContent).toMatch(badge);
      }
    },
  );

  it('shows the reduction of the cheapest variant, in the session currency', async () => {
    const product = products.find(onSale) as Product;
    const cheapest = product.variants
      .filter((variant) => variant.available)
      .sort((a, b) => a.priceTaxIncl - b.priceTaxIncl)[0] as ProductVariant;
    const html = await text(`/fr/catalog/tags/sale?pageSize=48`);
    const card = Array.from(
      new DOMParser().parseFromString(html, 'text/html').querySelectorAll('.product-card'),
    ).find((item) => item.querySelector(`a[href$="/${product.slug}"]`)) as Element;
    const euros = (amount: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);
    expect(card.querySelector('.price-tag__now')?.textContent).toBe(euros(cheapest.priceTaxIncl));
    expect(card.querySelector('.price-tag__was')?.textContent).toBe(
      `au lieu de ${euros(cheapest.regularPriceTaxIncl ?? 0)}`,
    );
    expect(card.querySelector('.price-tag__badge')?.textContent).toBe(
      formatDiscount(cheapest.regularPriceTaxIncl ?? 0, cheapest.priceTaxIncl, 'fr-FR'),
    );
  });

  it.each([
    ['grid', ''],
    ['table', '?display=table'],
  ])('in a %s, a badge exactly on the products on sale', async (_, search) => {
    const html = await text(`/fr/catalog/tags/new${search}`);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const rows = Array.from(page.querySelectorAll('.product-card, .product-table tbody tr'));
    expect(rows).toHaveLength(24);
    const seen = rows.map((row) => {
      const slug = row.querySelector('a[href*="/catalog/product/"]')?.getAttribute('href');
      const product = products.find((item) => slug?.endsWith(`/${item.slug}`)) as Product;
      return [onSale(product), row.querySelector('.price-tag__badge') !== null];
    });
    expect(seen.every(([sale, badge]) => sale === badge)).toBe(true);
    expect(seen.some(([sale]) => sale)).toBe(true);
    expect(seen.some(([sale]) => !sale)).toBe(true);
  });
});

describe('long facets show their first values, then "show all" (issue 10 §4)', () => {
  const facet = (html: string, legend: string) =>
    Array.from(
      new DOMParser().parseFromString(html, 'text/html').querySelectorAll('fieldset'),
    ).find(
      (fieldset) => fieldset.querySelector('legend')?.textContent === legend,
    ) as HTMLFieldSetElement;
  const outside = (fieldset: HTMLFieldSetElement) =>
    Array.from(fieldset.querySelectorAll('input')).filter(
      (input) => !input.closest('.facet__more'),
    );

  it.each([
    ['fr', 'Couleur', 'Afficher tout (16)', 'Afficher moins'],
    ['de', 'Farbe', 'Alle anzeigen (16)', 'Weniger anzeigen'],
  ])(
    '%s: %s shows 6 values and a closed disclosure naming all 16',
    async (culture, legend, all, fewer) => {
      const colours = facet(await text(`/${culture}/catalog/category/shoes`), legend);
      expect(colours.querySelectorAll('input')).toHaveLength(16);
      expect(outside(colours)).toHaveLength(6);
      const more = colours.querySelector('details.facet__more') as HTMLDetailsElement;
      expect(more.open).toBe(false);
      expect(more.querySelectorAll('input')).toHaveLength(10);
      expect(more.querySelector('summary .facet__show-all')?.textContent).toBe(all);
      expect(more.querySelector('summary .facet__show-fewer')?.textContent).toBe(fewer);
    },
  );

  it('opens the disclosure when a value inside it is ticked', async () => {
    const list = facet(await text('/fr/catalog'), 'Couleur');
    const hidden = list.querySelectorAll<HTMLInputElement>(
      '.facet__more input',
    )[3] as HTMLInputElement;
    const html = await text(
      `/fr/catalog?${filterOf({ ProductAttributes: { '1': [Number(hidden.value)] } })}`,
    );
    const colours = facet(html, 'Couleur');
    expect((colours.querySelector('.facet__more') as HTMLDetailsElement).open).toBe(true);
    expect(colours.querySelector(`.facet__more input[value="${hidden.value}"]`)).toHaveProperty(
      'checked',
      true,
    );
  });

  it('keeps a short facet whole, without a disclosure', async () => {
    const brands = facet(await text('/fr/catalog/category/shoes'), 'Marques');
    const count = brands.querySelectorAll('input').length;
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThan(9);
    expect(brands.querySelector('.facet__more')).toBeNull();
  });
});

describe('catalogue widget fragments', () => {
  it('answers the filter sidebar for a category and a current filter (spec 001 §7)', async () => {
    const shoes = (await text('/fr/catalog/category/shoes')).match(/name="Brands" value="(\d+)"/);
    const brandId = Number(shoes?.[1]);
    const html = await text(
      `/widget/catalog/ListFilter?categoryId=1&currentFilter=${encodeURIComponent(JSON.stringify({ Brands: [brandId] }))}`,
    );
    expect(html).toMatch(
      /^<form class="facets" method="get" action="\/fr\/catalog\/category\/shoes" data-facets>/,
    );
    expect(html).toMatch(new RegExp(`name="Brands" value="${brandId}" checked`));
    expect(html).not.toContain('<html');
    expect((await get('/widget/catalog/ListFilter?currentFilter=%7Bbad')).status).toBe(200);
  });

  it('answers the quick view of a product with its variant choice and add to cart (issue 10 §4)', async () => {
    const product = products.find(
      (candidate) => candidate.attributes.length === 2 && onSale(candidate),
    ) as Product;
    const html = await text(`/widget/catalog/QuickView/${product.id}?culture=de`);
    expect(html).not.toContain('<html');
    document.body.innerHTML = html;
    const placeholder = document.querySelector<HTMLElement>('[data-widget="product-variations"]');
    const read = readProps<{
      variant: { ProductVariantId: number };
      origin: string;
      inAddress: boolean;
      name: string;
    }>(placeholder as HTMLElement, productVariations.props, 'product-variations');
    expect(read.ok && read.props).toMatchObject({
      variant: { ProductVariantId: defaultVariant(product).ProductVariantId },
      name: product.name.de,
      origin: 'quick-view',
      inAddress: false,
    });
    // The dialog's title names the product: no second heading in the fragment.
    expect(document.querySelector('h1, h2, h3')).toBeNull();
    expect(document.querySelector('.quick-view__price .price-tag__badge')?.textContent).toMatch(
      /^-\d{2}\u00a0%$/,
    );
    expect(document.querySelector('a.button')?.getAttribute('href')).toBe(
      `/de/catalog/product/${product.slug}`,
    );
    expect(
      document.querySelector('[data-widget="variant-fragment"]')?.getAttribute('data-src'),
    ).toBe('widget/catalog/QuickViewImage');
    expect((await get('/widget/catalog/QuickView/1')).status).toBe(404);
  });

  it("answers the quick view's picture of a variant, and 404 for a variant of another product", async () => {
    const product = products.find(
      (candidate) => candidate.attributes[0]?.kind === 'colour',
    ) as Product;
    const variant = product.variants[product.variants.length - 1] as ProductVariant;
    const colour = variant.valueIds[0];
    const html = await text(
      `/widget/catalog/QuickViewImage?productId=${product.id}&productVariantId=${variant.ProductVariantId}`,
    );
    expect(html).toContain(`src="/media/product/${product.id}/0.svg?v=${colour}"`);
    const other = products.find((candidate) => candidate !== product)?.variants[0];
    const wrong = await get(
      `/widget/catalog/QuickViewImage?productId=${product.id}&productVariantId=${other?.ProductVariantId}`,
    );
    expect(wrong.status).toBe(404);
  });
});
