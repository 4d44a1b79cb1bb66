import { describe, expect, it } from 'vitest';
import {
  brandLogoSvg,
  brands,
  categories,
  categoryImageSvg,
  cultures,
  generateCatalog,
  type Localized,
  onSale,
  productById,
  productBySlug,
  productImageSvg,
  products,
  variantById,
  warehouses,
} from './index';
import { round2 } from './prng';

const variants = products.flatMap((product) => product.variants);
const isOutOfStock = (stock: Record<number, number>): boolean =>
  Object.values(stock).every((count) => count === 0);
const unique = (values: readonly unknown[]): boolean => new Set(values).size === values.length;

describe('catalogue size', () => {
  it('has enough products, main categories and brands', () => {
    expect(products.length).toBeGreaterThanOrEqual(200);
    expect(
      categories.filter((category) => category.parentId === null).length,
    ).toBeGreaterThanOrEqual(8);
    expect(brands.length).toBeGreaterThanOrEqual(12);
    expect(warehouses).toHaveLength(3);
  });

  it('only references existing categories, brands and products', () => {
    const categoryIds = new Set(categories.map((category) => category.id));
    const brandIds = new Set(brands.map((brand) => brand.id));
    for (const category of categories) {
      if (category.parentId !== null) expect(categoryIds.has(category.parentId)).toBe(true);
    }
    for (const product of products) {
      expect(categoryIds.has(product.categoryId)).toBe(true);
      expect(brandIds.has(product.brandId)).toBe(true);
      for (const id of product.associatedIds) expect(productById(id)).toBeDefined();
    }
  });
});

describe('identifiers', () => {
  it('are unique', () => {
    expect(unique(products.map((product) => product.id))).toBe(true);
    expect(unique(products.map((product) => product.slug))).toBe(true);
    expect(unique(products.map((product) => product.customerSku))).toBe(true);
    expect(unique(variants.map((variant) => variant.ProductVariantId))).toBe(true);
    expect(unique(variants.map((variant) => variant.SKU))).toBe(true);
    expect(unique(categories.map((category) => category.slug))).toBe(true);
    expect(unique(brands.map((brand) => brand.slug))).toBe(true);
  });

  it('follow the formats', () => {
    for (const product of products) {
      expect(product.id).toBeGreaterThanOrEqual(1001);
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.customerSku).toMatch(/^CR-\d{5}$/);
      for (const variant of product.variants) {
        expect(Math.floor(variant.ProductVariantId / 100)).toBe(product.id);
      }
    }
  });

  it('keep one attribute value id per value across products', () => {
    const labels = new Map<number, string>();
    for (const product of products) {
      for (const attribute of product.attributes) {
        expect(attribute.id).toBe(attribute.kind === 'colour' ? 1 : 2);
        for (const value of attribute.values) {
          const key = `${attribute.kind}:${value.label.fr}`;
          expect(labels.get(value.ProductAttributeValueId) ?? key).toBe(key);
          labels.set(value.ProductAttributeValueId, key);
        }
      }
    }
  });

  it('are found by the look-ups', () => {
    const product = products[10];
    const variant = product?.variants[0];
    expect(product && productById(product.id)).toBe(product);
    expect(product && productBySlug(product.slug)).toBe(product);
    expect(variant && variantById(variant.ProductVariantId)).toEqual({ product, variant });
    expect(productById(1)).toBeUndefined();
    expect(variantById(1)).toBeUndefined();
  });
});

describe('variations', () => {
  it('cover every combination of the attribute values', () => {
    for (const product of products) {
      const expected = product.attributes.reduce((count, a) => count * a.values.length, 1);
      expect(product.variants).toHaveLength(expected);
      for (const variant of product.variants) {
        expect(variant.valueIds).toHaveLength(product.attributes.length);
        variant.valueIds.forEach((id, index) => {
          const values = product.attributes[index]?.values ?? [];
          expect(values.some((value) => value.ProductAttributeValueId === id)).toBe(true);
        });
      }
    }
  });

  it('mix no variation, colour only, size only and both', () => {
    const kinds = new Set(products.map((p) => p.attributes.map((a) => a.kind).join('+')));
    expect([...kinds].sort()).toEqual(['', 'colour', 'colour+size', 'size']);
  });

  it('use swatches for colours, some two- and three-tone', () => {
    const colours = products.flatMap((p) => p.attributes.filter((a) => a.kind === 'colour'));
    const values = colours.flatMap((attribute) => attribute.values);
    expect(colours.every((attribute) => attribute.VariationDisplayTypeValue === 'Square')).toBe(
      true,
    );
    expect(values.every((value) => /^#[0-9a-f]{6}$/.test(value.ColorCode1 ?? ''))).toBe(true);
    expect(values.some((value) => value.ColorCode2 !== undefined)).toBe(true);
    expect(values.some((value) => value.ColorCode3 !== undefined)).toBe(true);
  });

  it('give every product an available variant; some combinations are unavailable', () => {
    for (const product of products) {
      expect(product.variants.some((variant) => variant.available)).toBe(true);
    }
    expect(variants.some((variant) => !variant.available)).toBe(true);
  });

  it('has out-of-stock available variants and stock in every warehouse', () => {
    expect(variants.some((variant) => variant.available && isOutOfStock(variant.stock))).toBe(true);
    for (const variant of variants) {
      expect(Object.keys(variant.stock).map(Number).sort()).toEqual(warehouses.map((w) => w.id));
      if (!variant.available) expect(isOutOfStock(variant.stock)).toBe(true);
    }
  });
});

describe('prices and quantities', () => {
  it('include tax consistently', () => {
    for (const product of products) {
      expect([0.21, 0.06]).toContain(product.vatRate);
      for (const variant of product.variants) {
        expect(variant.priceTaxExcl).toBeGreaterThan(0);
        expect(round2(variant.priceTaxExcl)).toBe(variant.priceTaxExcl);
        expect(variant.priceTaxIncl).toBe(round2(variant.priceTaxExcl * (1 + product.vatRate)));
      }
    }
    expect(products.some((product) => product.vatRate === 0.06)).toBe(true);
  });

  it('has every quantity rule kind at least 5 times, most products default', () => {
    const count = (test: (rule: { min: number; step: number; max: number }) => boolean): number =>
      products.filter((product) => test(product.quantity)).length;
    expect(count((rule) => rule.step === 3)).toBeGreaterThanOrEqual(5);
    expect(count((rule) => rule.min === 2)).toBeGreaterThanOrEqual(5);
    expect(count((rule) => rule.max === 10)).toBeGreaterThanOrEqual(5);
    expect(count((rule) => rule.min === 1 && rule.step === 1 && rule.max === 0)).toBeGreaterThan(
      products.length / 2,
    );
  });

  it('has a realistic set of products on sale, 10 to 30 % off, none with volume prices (issue 10 §4)', () => {
    const sale = products.filter(onSale);
    expect(sale.length).toBeGreaterThanOrEqual(20);
    expect(sale.length).toBeLessThan(products.length / 4);
    const percents = new Set<number>();
    for (const product of sale) {
      expect(product.degressivePrices).toEqual([]);
      for (const variant of product.variants) {
        const regular = variant.regularPriceTaxIncl ?? 0;
        expect(variant.priceTaxIncl).toBeLessThan(regular);
        expect(variant.regularPriceTaxExcl).toBeLessThan(regular);
        percents.add(Math.round((1 - variant.priceTaxIncl / regular) * 100));
      }
      expect(product.variants.some((variant) => variant.available)).toBe(true);
    }
    expect([...percents].sort((a, b) => a - b)).toEqual([10, 15, 20, 25, 30]);
    const regularOnly = products.filter((product) => !onSale(product));
    expect(
      regularOnly.every((product) =>
        product.variants.every((variant) => variant.regularPriceTaxIncl === undefined),
      ),
    ).toBe(true);
  });

  it('has decreasing degressive prices on some products', () => {
    const degressive = products.filter((product) => product.degressivePrices.length > 0);
    expect(degressive.length).toBeGreaterThanOrEqual(5);
    for (const product of degressive) {
      let previous = product.variants[0]?.priceTaxIncl ?? 0;
      for (const tier of product.degressivePrices) {
        expect(tier.unitPriceTaxIncl).toBeLessThan(previous);
        previous = tier.unitPriceTaxIncl;
      }
    }
  });
});

describe('texts', () => {
  const texts: Localized[] = [
    ...categories.flatMap((category) => [category.name, category.description]),
    ...products.flatMap((product) => [
      product.name,
      product.description,
      ...product.attributes.flatMap((a) => [a.name, ...a.values.map((value) => value.label)]),
    ]),
  ];

  it('are non-empty in all six cultures', () => {
    for (const text of texts) {
      for (const culture of cultures) expect(text[culture].trim()).not.toBe('');
    }
  });

  it('are translated', () => {
    for (const product of products) expect(product.name.fr).not.toBe(product.name.de);
    for (const category of categories)
      expect(category.description.fr).not.toBe(category.description.de);
  });
});

describe('determinism', () => {
  it('generates the same catalogue every time', () => {
    expect(generateCatalog()).toEqual(generateCatalog());
    expect(generateCatalog().products).toEqual(products);
  });
});

describe('generated images', () => {
  const check = (svg: string): void => {
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox');
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toContain('http');
    expect(svg.length).toBeLessThan(4000);
    expect(svg.endsWith('</svg>')).toBe(true);
  };

  it('draws every product in every gallery position and colour', () => {
    for (const product of products) {
      for (let index = 0; index < product.imageCount; index++)
        check(productImageSvg(product, index));
      const colour = product.attributes.find((attribute) => attribute.kind === 'colour');
      for (const value of colour?.values ?? []) {
        check(productImageSvg(product, 0, value.ProductAttributeValueId));
      }
    }
  });

  it('uses the chosen colour', () => {
    const product = products.find((p) => p.attributes.some((a) => a.kind === 'colour'));
    const value = product?.attributes.find((a) => a.kind === 'colour')?.values[1];
    expect(value?.ColorCode1).toBeDefined();
    if (product && value?.ColorCode1) {
      expect(productImageSvg(product, 0, value.ProductAttributeValueId)).toContain(
        value.ColorCode1,
      );
    }
  });

  it('draws categories and brand logos', () => {
    for (const category of categories) check(categoryImageSvg(category));
    for (const brand of brands) {
      const svg = brandLogoSvg(brand);
      check(svg);
      expect(svg).toContain('viewBox="0 0 240 120"');
      expect(svg).toContain(brand.name.charAt(0));
    }
  });
});
