/**
 * Catalog strings of the product page's product widgets (issue 5), in the six cultures; merged
 * into each culture's Catalog group.
 */
import type { Culture } from '../../catalog/types';

export const productStrings: Record<Culture, Record<string, string>> = {
  fr: {},
  nl: {},
  es: {},
  de: {},
  it: {},
  pt: {},
};
