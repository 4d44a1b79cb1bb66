/** Names of filter values for the selected-filter tags, even when a value left the base set. */
import { brands, categories, products } from '../../data/catalog';
import type { Culture, Localized } from '../../data/catalog/types';

const attributeValues = new Map<string, Localized>();
for (const product of products) {
  for (const attribute of product.attributes) {
    for (const value of attribute.values) {
      attributeValues.set(`${attribute.id}.${value.ProductAttributeValueId}`, value.label);
    }
  }
}

export const brandName = (id: number): string =>
  brands.find((brand) => brand.id === id)?.name ?? String(id);

export const categoryName = (id: number, culture: Culture): string =>
  categories.find((category) => category.id === id)?.name[culture] ?? String(id);

export const attributeValueName = (attributeId: number, valueId: number, culture: Culture) =>
  attributeValues.get(`${attributeId}.${valueId}`)?.[culture] ?? String(valueId);
