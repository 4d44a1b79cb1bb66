import { describe, expect, it } from 'vitest';
import { categories, products } from '../../data/catalog';
import type { Product } from '../../data/catalog/types';
import { computeFacets } from './facets';
import { hasVariant, listPrice, matches, selectionOf } from './matching';
import { runList } from './runList';
import { sortProducts } from './sorting';
import { baseProducts, categoryOptions } from './sources';

const shoes = categories.find((c) => c.slug === 'shoes');
if (!shoes) throw new Error('no shoes category');
const options = {
  culture: 'fr' as const,
  currency: 'EUR',
  categoryOptions: categoryOptions({ kind: 'catalog' }),
};
const facet = (facets: ReturnType<typeof computeFacets>, type: string, attributeId?: number) =>
  facets.lists.find((f) => f.type === type && f.attributeId === attributeId);

describe('facets (decision 009: counts are the server’s)', () => {
  it('keeps the other brands’ counts after a brand is selected', () => {
    const brandIds = [...new Set(products.map((p) => p.brandId))];
    const [first = 0, second = 0] = brandIds;
    const facets = computeFacets(products, selectionOf({ Brands: [first] }), options);
    const brands = facet(facets, 'Brands');
    const count = (id: number) => products.filter((p) => p.brandId === id).length;
    expect(brands?.values.find((v) => v.id === first)).toMatchObject({
      selected: true,
      count: count(first),
    });
    expect(brands?.values.find((v) => v.id === second)?.count).toBe(count(second));
    // Other facets count within the selected brand only.
    const categoryTotal = facet(facets, 'Categories')?.values.reduce((t, v) => t + v.count, 0);
    expect(categoryTotal).toBe(count(first));
  });

  it('offers the subcategories on a category page and the main categories elsewhere', () => {
    expect(
      categoryOptions({ kind: 'category', category: shoes }).every((c) => c.parentId === shoes.id),
    ).toBe(true);
    expect(
      categoryOptions({
        kind: 'brand',
        brand: { id: 1, slug: 'x', name: 'x', country: 'x' },
      }).every((c) => c.parentId === null),
    ).toBe(true);
  });

  it('gives colour values their ColorCode swatches and the base set’s price range', () => {
    const base = baseProducts({ kind: 'category', category: shoes }, undefined, 'fr');
    const facets = computeFacets(base, selectionOf({}), options);
    const colours = facet(facets, 'ProductAttributes', 1);
    expect(colours?.values.every((v) => (v.colours?.length ?? 0) >= 1)).toBe(true);
    const prices = base.map((p) => listPrice(p, 'EUR'));
    expect(facets.price).toMatchObject({
      min: Math.floor(Math.min(...prices)),
      max: Math.ceil(Math.max(...prices)),
    });
  });
});

describe('matching', () => {
  const brandA = products[0]?.brandId ?? 0;
  const brandB = products.find((p) => p.brandId !== brandA)?.brandId ?? 0;

  it('ORs within a facet and ANDs across facets', () => {
    const either = runList(
      products,
      { filter: { Brands: [brandA, brandB] }, pageSize: 48 },
      options,
    );
    expect(either.total).toBe(products.filter((p) => [brandA, brandB].includes(p.brandId)).length);
    const category = products[0]?.categoryId ?? 0;
    const both = runList(
      products,
      { filter: { Brands: [brandA, brandB], Categories: [category] } },
      options,
    );
    const parent = categories.find((c) => c.id === category)?.parentId;
    expect(both.total).toBeLessThan(either.total);
    expect(both.total).toBe(
      products.filter(
        (p) =>
          [brandA, brandB].includes(p.brandId) &&
          (p.categoryId === category ||
            (parent === null &&
              categories.find((c) => c.id === p.categoryId)?.parentId === category)),
      ).length,
    );
  });

  it('filters on the lowest available price including tax', () => {
    const result = runList(
      products,
      { filter: { Price: { min: 20, max: 50 } }, pageSize: 48 },
      options,
    );
    expect(result.total).toBeGreaterThan(0);
    for (const product of result.items) {
      expect(listPrice(product, 'EUR')).toBeGreaterThanOrEqual(20);
      expect(listPrice(product, 'EUR')).toBeLessThanOrEqual(50);
    }
    expect(result.total).toBe(
      products.filter((p) => listPrice(p, 'EUR') >= 20 && listPrice(p, 'EUR') <= 50).length,
    );
  });

  it('matches a colour only through an available variant', () => {
    const product = products.find((p) => p.attributes[0]?.id === 1);
    const colour = product?.attributes[0]?.values[0]?.ProductAttributeValueId ?? 0;
    if (!product) throw new Error('no product with a colour');
    const withColour = (available: boolean): Product => ({
      ...product,
      variants: product.variants.map((v) => ({
        ...v,
        available: v.valueIds[0] !== colour || available,
      })),
    });
    const selection = selectionOf({ ProductAttributes: { '1': [colour] } });
    expect(matches(withColour(false), selection, 'EUR')).toBe(false);
    expect(matches(withColour(true), selection, 'EUR')).toBe(true);
  });

  it('needs colour and size on one available variant', () => {
    const product = products.find((p) => p.attributes.length === 2);
    const [colour, size] = product?.attributes ?? [];
    const c1 = colour?.values[0]?.ProductAttributeValueId ?? 0;
    const s1 = size?.values[0]?.ProductAttributeValueId ?? 0;
    if (!product) throw new Error('no two-attribute product');
    const only = {
      ...product,
      variants: product.variants.map((v) => ({
        ...v,
        available: v.valueIds[0] !== c1 || v.valueIds[1] !== s1,
      })),
    };
    expect(
      hasVariant(
        only,
        new Map([
          [1, new Set([c1])],
          [2, new Set([s1])],
        ]),
      ),
    ).toBe(false);
    expect(hasVariant(only, new Map([[1, new Set([c1])]]))).toBe(size && size.values.length > 1);
  });
});

describe('sorting and paging', () => {
  it.each([
    ['price-asc', (a: Product, b: Product) => listPrice(a, 'EUR') <= listPrice(b, 'EUR')],
    ['price-desc', (a: Product, b: Product) => listPrice(a, 'EUR') >= listPrice(b, 'EUR')],
    ['newest', (a: Product, b: Product) => a.createdAt >= b.createdAt],
    ['relevance', (a: Product, b: Product) => a.popularity >= b.popularity],
    [
      'name-asc',
      (a: Product, b: Product) =>
        new Intl.Collator('fr', { sensitivity: 'base', numeric: true }).compare(
          a.name.fr,
          b.name.fr,
        ) <= 0,
    ],
  ] as const)('sorts %s', (sort, ordered) => {
    const sorted = sortProducts(products, sort, 'fr');
    expect(sorted).toHaveLength(products.length);
    for (const [i, product] of sorted.slice(1).entries()) {
      expect(ordered(sorted[i] as Product, product)).toBe(true);
    }
  });

  it('cuts pages of 24 by default and of the requested size', () => {
    expect(runList(products, { filter: {} }, options)).toMatchObject({
      pageSize: 24,
      pages: 9,
      page: 1,
    });
    const page = runList(products, { filter: {}, pageSize: 48, pageIndex: 2 }, options);
    expect(page.items).toHaveLength(48);
    expect(page.items[0]).toBe(sortProducts(products, 'relevance', 'fr')[48]);
  });

  it('clamps a page past the end to the last page', () => {
    const result = runList(products, { filter: {}, pageSize: 48, pageIndex: 99 }, options);
    expect(result).toMatchObject({ page: 5, pages: 5 });
    expect(result.query.pageIndex).toBe(5);
    expect(result.items).toHaveLength(products.length - 4 * 48);
  });
});
