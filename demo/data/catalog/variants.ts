/** Variation attributes, variants, prices and stock of one product. */
import { warehouses } from './brands';
import { colourValue, palettes } from './colours';
import type { Kind, Variation } from './kind';
import { at, chance, intBetween, type Rng, round2, sample } from './prng';
import { scales } from './scales';
import type { ProductVariant, VariationAttribute } from './types';
import { colourAttributeName, sizeAttributeName } from './words';

export const COLOUR_ATTRIBUTE_ID = 1;
export const SIZE_ATTRIBUTE_ID = 2;

export interface Variations {
  attributes: VariationAttribute[];
  /** Price factor per size value id. */
  factors: Map<number, number>;
}

export const buildAttributes = (rng: Rng, kind: Kind, variation: Variation): Variations => {
  const attributes: VariationAttribute[] = [];
  const factors = new Map<number, number>();
  if (variation === 'colour' || variation === 'both') {
    if (kind.palette === undefined) throw new Error(`${kind.family} has no palette`);
    const palette = palettes[kind.palette];
    const count = intBetween(rng, 2, Math.min(6, palette.length));
    attributes.push({
      id: COLOUR_ATTRIBUTE_ID,
      kind: 'colour',
      name: { ...colourAttributeName },
      VariationDisplayTypeValue: 'Square',
      values: sample(rng, palette, count).map(colourValue),
    });
  }
  if (variation === 'size' || variation === 'both') {
    if (kind.scale === undefined) throw new Error(`${kind.family} has no size scale`);
    const { display, values } = scales[kind.scale];
    const length = intBetween(
      rng,
      Math.min(values.length, Math.max(2, values.length - 3)),
      values.length,
    );
    const start = intBetween(rng, 0, values.length - length);
    const chosen = values.slice(start, start + length);
    for (const value of chosen) factors.set(value.id, value.factor);
    attributes.push({
      id: SIZE_ATTRIBUTE_ID,
      kind: 'size',
      name: { ...sizeAttributeName },
      VariationDisplayTypeValue: display,
      values: chosen.map((value) => ({
        ProductAttributeValueId: value.id,
        label: { ...value.label },
      })),
    });
  }
  return { attributes, factors };
};

/** A shop price including tax: 4.49, 12.99, 54.99, 129.99… */
export const nicePrice = (value: number): number => {
  if (value < 20) return round2(Math.max(1, Math.round(value * 2) / 2) - 0.01);
  if (value < 100) return round2(Math.round(value) - 0.01);
  return round2(Math.round(value / 5) * 5 - 0.01);
};

/**
 * Prices of a variant: the excluding-tax price whose including-tax price (rounded) is the shop
 * price, or .95 / .90 / .49 endings when the VAT rate makes .99 unreachable.
 */
export const pricesFor = (taxIncl: number, vatRate: number): { excl: number; incl: number } => {
  const targets = [taxIncl, taxIncl - 0.04, taxIncl - 0.09, taxIncl - 0.5, taxIncl - 0.01];
  for (const target of targets.map(round2).filter((value) => value > 0)) {
    const guess = round2(target / (1 + vatRate));
    for (const excl of [guess, round2(guess + 0.01), round2(guess - 0.01)]) {
      if (round2(excl * (1 + vatRate)) === target) return { excl, incl: target };
    }
  }
  const excl = round2(taxIncl / (1 + vatRate));
  return { excl, incl: round2(excl * (1 + vatRate)) };
};

const emptyStock = (): Record<number, number> =>
  Object.fromEntries(warehouses.map((warehouse) => [warehouse.id, 0]));

/** Stock for an available variant; about 8% of them are out of stock everywhere. */
const stockFor = (rng: Rng): Record<number, number> => {
  const stock = emptyStock();
  if (chance(rng, 0.08)) return stock;
  const ranges: Record<number, readonly [number, number, number]> = {
    1: [0.12, 4, 140],
    2: [0.3, 1, 60],
    3: [0.45, 1, 35],
  };
  for (const warehouse of warehouses) {
    const [empty, min, max] = ranges[warehouse.id] ?? [0.5, 1, 20];
    stock[warehouse.id] = chance(rng, empty) ? 0 : intBetween(rng, min, max);
  }
  if (Object.values(stock).every((count) => count === 0)) {
    stock[at(warehouses, 0).id] = intBetween(rng, 2, 25);
  }
  return stock;
};

const combinations = (lists: readonly (readonly number[])[]): number[][] =>
  lists.reduce<number[][]>(
    (combos, list) => combos.flatMap((combo) => list.map((id) => [...combo, id])),
    [[]],
  );

export const buildVariants = (
  rng: Rng,
  productId: number,
  customerSku: string,
  { attributes, factors }: Variations,
  basePrice: number,
  vatRate: number,
): ProductVariant[] => {
  const lists = attributes.map((attribute) =>
    attribute.values.map((value) => value.ProductAttributeValueId),
  );
  const sizeIndex = attributes.findIndex((attribute) => attribute.kind === 'size');
  const sizeCount = sizeIndex < 0 ? 0 : at(lists, sizeIndex).length;
  const unavailableRate =
    attributes.length === 2 ? 0.12 : sizeIndex >= 0 && sizeCount > 5 ? 0.05 : 0;
  const variants = combinations(lists).map((valueIds, index): ProductVariant => {
    const sizeId = sizeIndex < 0 ? undefined : valueIds[sizeIndex];
    const factor = sizeId === undefined ? 1 : (factors.get(sizeId) ?? 1);
    const { excl, incl } = pricesFor(nicePrice(basePrice * factor), vatRate);
    const available = !chance(rng, unavailableRate);
    return {
      ProductVariantId: productId * 100 + index + 1,
      SKU: `${customerSku}-${String(index + 1).padStart(2, '0')}`,
      valueIds,
      available,
      priceTaxExcl: excl,
      priceTaxIncl: incl,
      stock: available ? stockFor(rng) : emptyStock(),
    };
  });
  const first = at(variants, 0);
  if (!variants.some((variant) => variant.available)) {
    first.available = true;
    first.stock = stockFor(rng);
  }
  return variants;
};
