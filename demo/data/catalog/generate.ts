/** Builds the whole demo catalogue from the tables, deterministically: seeded PRNG, fixed dates. */
import { brandIdsByMainCategory, brands, warehouses } from './brands';
import { categories, mainCategories, mainCategoryIdOf } from './categories';
import type { Kind } from './kind';
import { kinds } from './kinds';
import { at, chance, intBetween, pick, rngFor, round2, sample } from './prng';
import { putOnSale } from './sales';
import { kebab, modelName, productDescription, productName } from './texts';
import type {
  Brand,
  Category,
  DegressivePrice,
  Product,
  ProductVariant,
  QuantityRule,
  Warehouse,
} from './types';
import { buildAttributes, buildVariants } from './variants';
import { adjectives } from './words';

export interface Catalog {
  categories: Category[];
  brands: Brand[];
  warehouses: Warehouse[];
  products: Product[];
}

export const FIRST_PRODUCT_ID = 1001;
export const PRODUCTS_PER_MAIN_CATEGORY = 24;
const FIRST_DAY = Date.UTC(2023, 0, 2);
const DAY = 86_400_000;

const quantityRules: Record<NonNullable<Kind['quantity']> | 'default', QuantityRule> = {
  default: { min: 1, step: 1, max: 0 },
  step3: { min: 3, step: 3, max: 0 },
  min2: { min: 2, step: 1, max: 0 },
  max10: { min: 1, step: 1, max: 10 },
};

/** 5 digits, unique for ids 1000..90999 (7919 is prime to 90000). */
export const customerSkuOf = (id: number): string => `CR-${10000 + (((id - 1000) * 7919) % 90000)}`;

const degressivePrices = (
  variants: readonly ProductVariant[],
  quantity: QuantityRule,
  wanted: boolean,
): DegressivePrice[] => {
  const price = at(variants, 0).priceTaxIncl;
  const samePrice = variants.every((variant) => variant.priceTaxIncl === price);
  if (!wanted || !samePrice || quantity.max !== 0) return [];
  const [first, second] = quantity.step === 3 ? [12, 48] : [10, 50];
  return [
    { fromQuantity: first, unitPriceTaxIncl: round2(price * 0.95) },
    { fromQuantity: second, unitPriceTaxIncl: round2(price * 0.9) },
  ];
};

const buildProduct = (id: number, kind: Kind, round: number, slugs: Set<string>): Product => {
  const rng = rngFor(id);
  const mainId = mainCategoryIdOf(kind.categoryId);
  const brandId = pick(rng, brandIdsByMainCategory[mainId] ?? [at(brands, 0).id]);
  const brand = brands.find((candidate) => candidate.id === brandId) ?? at(brands, 0);
  const adjectiveKey = at(kind.adjectives, round % kind.adjectives.length);
  const model = modelName(rng);
  const vatRate = kind.vat ?? 0.21;
  const customerSku = customerSkuOf(id);
  const variations = buildAttributes(rng, kind, pick(rng, kind.variations));
  const basePrice = kind.price[0] + rng() * (kind.price[1] - kind.price[0]);
  const variants = buildVariants(rng, id, customerSku, variations, basePrice, vatRate);
  const quantity = { ...quantityRules[kind.quantity ?? 'default'] };
  let slug = kebab(`${model} ${adjectiveKey} ${kind.family}`);
  if (slugs.has(slug)) slug = `${slug}-${id}`;
  slugs.add(slug);
  return {
    id,
    slug,
    customerSku,
    name: productName(kind.noun, adjectives[adjectiveKey], model),
    description: productDescription(rng, kind.group, brand.name, model),
    categoryId: kind.categoryId,
    brandId: brand.id,
    vatRate,
    attributes: variations.attributes,
    variants,
    quantity,
    degressivePrices: degressivePrices(
      variants,
      quantity,
      kind.degressive === true || (basePrice < 60 && chance(rng, 0.2)),
    ),
    associatedIds: [],
    createdAt: new Date(FIRST_DAY + intBetween(rng, 0, 1000) * DAY).toISOString().slice(0, 10),
    popularity: Math.round(rng() ** 1.5 * 1000),
    imageCount: intBetween(rng, 1, 4),
    hue: intBetween(rng, 0, 359),
    family: kind.family,
  };
};

/** Three products of the same main category, sometimes one of another category. */
const linkAssociated = (products: readonly Product[]): void => {
  for (const product of products) {
    const rng = rngFor(product.id + 1_000_000);
    const mainId = mainCategoryIdOf(product.categoryId);
    const others = products.filter((other) => other.id !== product.id);
    const same = others.filter((other) => mainCategoryIdOf(other.categoryId) === mainId);
    const ids = sample(rng, same, 3).map((other) => other.id);
    if (chance(rng, 0.5)) {
      ids.push(
        pick(
          rng,
          others.filter((other) => !same.includes(other)),
        ).id,
      );
    }
    product.associatedIds = ids;
  }
};

/** The whole catalogue; identical on every call. */
export const generateCatalog = (): Catalog => {
  const products: Product[] = [];
  const slugs = new Set<string>();
  let id = FIRST_PRODUCT_ID;
  for (const main of mainCategories) {
    const families = kinds.filter((kind) => mainCategoryIdOf(kind.categoryId) === main.id);
    for (let index = 0; index < PRODUCTS_PER_MAIN_CATEGORY; index++) {
      const kind = at(families, index % families.length);
      products.push(buildProduct(id, kind, Math.floor(index / families.length), slugs));
      id++;
    }
  }
  linkAssociated(products);
  putOnSale(products);
  return { categories, brands, warehouses, products };
};
