/** The variation answer of decision 012 (spec 000 §3, §5, §7) on a hand-made product. */
import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import type { Localized, Product, ProductVariant } from '../../data/catalog/types';
import { completeChoice, productVariationsProps, unitPriceFor, variationAnswer } from './variation';
import { readVariationQuery } from './variationQuery';

const same = (text: string): Localized => ({
  fr: text,
  nl: text,
  es: text,
  de: text,
  it: text,
  pt: text,
});
const colour = (id: number, fr: string, de: string, hex: string) => ({
  ProductAttributeValueId: id,
  label: { ...same(fr), de },
  ColorCode1: hex,
});

/** Colours red 1, blue 2, green 3 × sizes S 10, M 11. */
const variant = (
  index: number,
  valueIds: number[],
  available: boolean,
  stock: Record<number, number>,
): ProductVariant => ({
  ProductVariantId: 500 + index,
  SKU: `T-${index}`,
  valueIds,
  available,
  priceTaxExcl: 16.52,
  priceTaxIncl: 19.99,
  stock,
});

const product: Product = {
  ...(products[0] as Product),
  id: 5,
  name: { ...same('Tee'), de: 'T-Shirt' },
  vatRate: 0.21,
  attributes: [
    {
      id: 1,
      kind: 'colour',
      name: { ...same('Couleur'), de: 'Farbe' },
      VariationDisplayTypeValue: 'Square',
      values: [
        colour(1, 'Rouge', 'Rot', '#c00'),
        colour(2, 'Bleu', 'Blau', '#00c'),
        colour(3, 'Vert', 'Grün', '#0c0'),
      ],
    },
    {
      id: 2,
      kind: 'size',
      name: { ...same('Taille'), de: 'Größe' },
      VariationDisplayTypeValue: 'Button',
      values: [
        { ProductAttributeValueId: 10, label: same('S') },
        { ProductAttributeValueId: 11, label: same('M') },
      ],
    },
  ],
  variants: [
    variant(1, [1, 10], false, { 1: 0, 2: 0 }), // red S does not exist
    variant(2, [1, 11], true, { 1: 4, 2: 3 }),
    variant(3, [2, 10], true, { 1: 0, 2: 0 }), // blue S: out of stock, still orderable choice
    variant(4, [2, 11], true, { 1: 1, 2: 0 }),
    variant(5, [3, 10], false, { 1: 0, 2: 0 }),
    variant(6, [3, 11], false, { 1: 0, 2: 0 }), // green never exists
  ],
  quantity: { min: 1, step: 1, max: 0 },
  degressivePrices: [
    { fromQuantity: 10, unitPriceTaxIncl: 18.99 },
    { fromQuantity: 50, unitPriceTaxIncl: 17.99 },
  ],
};

const fr = { culture: 'fr' as const, currency: 'EUR', base: '/' };
const unavailable = (answer: ReturnType<typeof variationAnswer>, attribute: number) =>
  answer.ProductVariantAttributesViewModel[attribute]?.ProductAttributeValuesViewModel.filter(
    (value) => value.IsUnavailable,
  ).map((value) => value.ProductAttributeValueId);

describe('variationAnswer', () => {
  it.each([
    { chosen: [], expected: [1, 11], id: 502, why: 'nothing chosen: first values with a variant' },
    { chosen: [1], expected: [1, 11], id: 502, why: 'red: S does not exist, so M' },
    { chosen: [undefined, 10], expected: [2, 10], id: 503, why: 'S: red S missing, so blue' },
    { chosen: [2, 10], expected: [2, 10], id: 503, why: 'a full choice is kept' },
    { chosen: [3], expected: [3, 10], id: 505, why: 'green: nothing exists, first size' },
  ])('completes $chosen → $expected ($why)', ({ chosen, expected, id }) => {
    expect(completeChoice(product, chosen)).toEqual(expected);
    const model = variationAnswer(product, chosen, 1, fr).ProductVariantViewModel;
    expect(model.ProductVariantId).toBe(id);
    expect([model.VariantValueId1, model.VariantValueId2]).toEqual(expected);
  });

  it.each([
    {
      chosen: [1, 11],
      colours: [3],
      sizes: [10],
      why: 'with M: green missing; with red: S missing',
    },
    { chosen: [2, 10], colours: [1, 3], sizes: [], why: 'with S: only blue; blue has S and M' },
    { chosen: [2, 11], colours: [3], sizes: [], why: 'out of stock is not unavailable' },
  ])('marks unavailable values for $chosen ($why)', ({ chosen, colours, sizes }) => {
    const answer = variationAnswer(product, chosen, 1, fr);
    expect(unavailable(answer, 0)).toEqual(colours);
    expect(unavailable(answer, 1)).toEqual(sizes);
  });

  it.each([
    { quantity: 1, incl: 19.99, excl: 16.52 },
    { quantity: 9, incl: 19.99, excl: 16.52 },
    { quantity: 10, incl: 18.99, excl: 15.69 },
    { quantity: 49, incl: 18.99, excl: 15.69 },
    { quantity: 50, incl: 17.99, excl: 14.87 },
    { quantity: 500, incl: 17.99, excl: 14.87 },
  ])('applies the degressive step for quantity $quantity', ({ quantity, incl, excl }) => {
    const model = variationAnswer(product, [1, 11], quantity, fr).ProductVariantViewModel;
    expect(model.UnitPriceTaxIncl).toBe(incl);
    expect(model.UnitPriceTaxExcl).toBe(excl);
  });

  it.each([
    { currency: 'EUR', quantity: 1, incl: 19.99 },
    { currency: 'USD', quantity: 1, incl: 21.59 },
    { currency: 'GBP', quantity: 10, incl: 16.33 },
    { currency: 'CHF', quantity: 50, incl: 17.09 },
  ])('prices in $currency', ({ currency, quantity, incl }) => {
    const model = variationAnswer(product, [1, 11], quantity, {
      ...fr,
      currency,
    }).ProductVariantViewModel;
    expect(model.CurrencyCode).toBe(currency);
    expect(model.UnitPriceTaxIncl).toBe(incl);
  });

  it('sums the stock over the warehouses and flags combinations that do not exist', () => {
    expect(variationAnswer(product, [1, 11], 1, fr).ProductVariantViewModel).toMatchObject({
      StockQuantity: 7,
      IsUnavailable: false,
    });
    expect(variationAnswer(product, [2, 10], 1, fr).ProductVariantViewModel.StockQuantity).toBe(0);
    expect(variationAnswer(product, [1, 10], 1, fr).ProductVariantViewModel.IsUnavailable).toBe(
      true,
    );
  });

  it('speaks the culture and keeps the colour codes', () => {
    const [colours, sizes] = variationAnswer(product, [], 1, {
      ...fr,
      culture: 'de',
    }).ProductVariantAttributesViewModel;
    expect(colours).toMatchObject({ ProductAttributeId: 1, Value: 'Farbe' });
    expect(colours?.VariationDisplayTypeValue).toBe('Square');
    expect(colours?.ProductAttributeValuesViewModel[2]).toEqual({
      ProductAttributeValueId: 3,
      DisplayValue: 'Grün',
      IsUnavailable: true,
      ColorCode1: '#0c0',
    });
    expect(sizes?.ProductAttributeValuesViewModel[0]).not.toHaveProperty('ColorCode1');
  });

  it('answers the default variant and no attributes for a product without attributes', () => {
    const plain = products.find((p) => p.attributes.length === 0) as Product;
    const answer = variationAnswer(plain, [], 1, fr);
    expect(answer.ProductVariantAttributesViewModel).toEqual([]);
    expect(answer.ProductVariantViewModel.ProductVariantId).toBe(
      plain.variants[0]?.ProductVariantId,
    );
    expect(Object.keys(answer.ProductVariantViewModel)).not.toContain('VariantValueId1');
  });

  it('keeps the excluding-tax price of the variant without degressive prices', () => {
    expect(
      unitPriceFor(
        { ...product, degressivePrices: [] },
        product.variants[1] as ProductVariant,
        100,
      ),
    ).toEqual({ incl: 19.99, excl: 16.52 });
  });
});

describe('the sale price and the picture (issue 10 §4)', () => {
  const onSale: Product = {
    ...product,
    degressivePrices: [],
    variants: product.variants.map((item) => ({
      ...item,
      priceTaxIncl: 15.99,
      priceTaxExcl: 13.21,
      regularPriceTaxIncl: 19.99,
      regularPriceTaxExcl: 16.52,
    })),
  };

  it('answers the regular price beside the sale price, in the session currency', () => {
    expect(variationAnswer(onSale, [1, 11], 1, fr).ProductVariantViewModel).toMatchObject({
      UnitPriceTaxIncl: 15.99,
      RegularPriceTaxIncl: 19.99,
    });
    expect(
      variationAnswer(onSale, [1, 11], 1, { ...fr, currency: 'USD' }).ProductVariantViewModel,
    ).toMatchObject({ UnitPriceTaxIncl: 17.27, RegularPriceTaxIncl: 21.59 });
  });

  it('answers no regular price for a product that is not on sale', () => {
    expect(variationAnswer(product, [1, 11], 1, fr).ProductVariantViewModel).not.toHaveProperty(
      'RegularPriceTaxIncl',
    );
  });

  it("answers the picture of the variant's colour under the application path", () => {
    expect(
      variationAnswer(product, [2, 11], 1, { ...fr, base: '/shop/' }).ProductVariantViewModel
        .ThumbnailUrl,
    ).toBe('/shop/media/product/5/0.svg?v=2');
  });
});

describe('productVariationsProps', () => {
  it('writes the props of the product-variations widget, safe in a script element', () => {
    const named = { ...product, name: { ...product.name, fr: 'Tee </script><b>' } };
    const json = productVariationsProps(
      { culture: 'fr', base: '/', session: { currency: 'USD' } },
      named,
      product.variants[3] as ProductVariant,
    );
    expect(json).not.toContain('</script>');
    const props = JSON.parse(json);
    expect(props).toMatchObject({
      productId: 5,
      name: 'Tee </script><b>',
      quantity: { min: 1, step: 1, max: 0 },
      tracking: { item_id: '5' },
      origin: 'product-page',
    });
    expect(props.variant).toMatchObject({
      ProductVariantId: 504,
      CurrencyCode: 'USD',
      StockQuantity: 1,
    });
    expect(props.attributes).toHaveLength(2);
    expect(props.tracking.item_brand).toBeTruthy();
    expect(props.tracking.item_category).toBeTruthy();
  });
});

describe('readVariationQuery', () => {
  it.each([
    { query: {}, result: { ok: true, chosen: [undefined, undefined], quantity: 1 } },
    {
      query: { VariantValueId2: '11', Quantity: '3' },
      result: { ok: true, chosen: [undefined, 11], quantity: 3 },
    },
    {
      query: { VariantValueId1: '', Quantity: '' },
      result: { ok: true, chosen: [undefined, undefined], quantity: 1 },
    },
    { query: { VariantValueId1: '11' }, result: { ok: false } },
    { query: { VariantValueId3: '1' }, result: { ok: false } },
    { query: { VariantValueId1: 'abc' }, result: { ok: false } },
    { query: { Quantity: '0' }, result: { ok: false } },
    { query: { Quantity: '-2' }, result: { ok: false } },
    { query: { Quantity: '1.5' }, result: { ok: false } },
    { query: { Quantity: 'two' }, result: { ok: false } },
  ])('reads $query', ({ query, result }) => {
    expect(readVariationQuery(product, query)).toMatchObject(result);
  });
});
