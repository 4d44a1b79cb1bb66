/**
 * Catalogue search calls (spec 000 §3, §5, §7, §9): product suggestions and the customer
 * reference search. Both pass `policy: false`: they run while the shopper types, so a failure
 * must never open the generic error modal (spec 000 §8) on every keystroke; the widgets show
 * their own, non-blocking message instead.
 */
import * as z from 'zod/mini';
import { appUrl } from '../core/paths';
import { getJson } from './parse';

/** spec 000 §9: 5 results, accuracy 0.3, from 2 characters. */
export const SUGGESTION_COUNT = 5;
export const SUGGESTION_ACCURACY = 0.3;

/**
 * spec 000 §3 Suggestion: Name, Photo (AssetId, AssetName), ProductUrl. AssetName is the image
 * path relative to the application path (`media/product/{id}/0.svg`); an absolute address is
 * used as it is. A product without a picture answers Photo null.
 */
export const suggestionSchema = z.object({
  Name: z.string(),
  Photo: z.nullable(
    z.object({ AssetId: z.union([z.number(), z.string()]), AssetName: z.string() }),
  ),
  ProductUrl: z.string(),
});
export const suggestionsSchema = z.array(suggestionSchema);
export type Suggestion = z.infer<typeof suggestionSchema>;

/**
 * spec 000 §3, §7 answer the search with a plain list of {CustomerSKU, ProductLink}; that is
 * what a CMS following the specification sends, and it is accepted as one page with no more.
 * Our optional extension (docs/endpoints.md): the product Name beside the reference, and pages
 * of 10 as {Items, HasMore}, so the widget knows when to offer more.
 */
export const customerReferenceSchema = z.object({
  CustomerSKU: z.string(),
  ProductLink: z.string(),
  Name: z.optional(z.string()),
});
export const customerReferencePageSchema = z.object({
  Items: z.array(customerReferenceSchema),
  HasMore: z.boolean(),
});
/** Either shape the search may answer: the spec's plain list, or a page of our extension. */
export const customerReferenceAnswerSchema = z.union([
  z.array(customerReferenceSchema),
  customerReferencePageSchema,
]);
export type CustomerReference = z.infer<typeof customerReferenceSchema>;
export type CustomerReferencePage = z.infer<typeof customerReferencePageSchema>;

export const SUGGESTIONS_PATH = 'api/v1/catalog/search/suggestions';
export const CUSTOMER_REFERENCES_PATH = 'api/v1/catalog/customerref/search';

/** Where a suggestion's picture is, or undefined when it has none. */
export function photoUrl(photo: Suggestion['Photo']): string | undefined {
  if (!photo?.AssetName) return undefined;
  return /^(https?:)?\/\/|^\//.test(photo.AssetName) ? photo.AssetName : appUrl(photo.AssetName);
}

/** GET {app}api/v1/catalog/search/suggestions?q=&nbrResults=5&accuracy=0.3; aborts the previous one. */
export async function fetchSuggestions(
  term: string,
  abortKey = 'catalog-suggestions',
): Promise<Suggestion[]> {
  return getJson(suggestionsSchema, SUGGESTIONS_PATH, {
    params: { q: term, nbrResults: SUGGESTION_COUNT, accuracy: SUGGESTION_ACCURACY },
    abortKey,
    policy: false,
  });
}

/**
 * GET {app}api/v1/catalog/customerref/search?q=&page= (page from 1); aborts the previous one.
 * A plain list (spec 000 §7) reads as the only page.
 */
export async function searchCustomerReferences(
  term: string,
  page = 1,
  abortKey = 'customer-references',
): Promise<CustomerReferencePage> {
  const answer = await getJson(customerReferenceAnswerSchema, CUSTOMER_REFERENCES_PATH, {
    params: { q: term, page },
    abortKey,
    policy: false,
  });
  return Array.isArray(answer) ? { Items: answer, HasMore: false } : answer;
}
