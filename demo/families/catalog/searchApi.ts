/**
 * Catalogue search endpoints of the demo CMS (spec 000 §7), answering through the contract
 * types of src/api/catalog.ts: suggestions and the customer-reference search.
 */
import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { customerReferencePageSchema, suggestionsSchema } from '../../../src/api/catalog';
import { products } from '../../data/catalog';
import type { Culture, Product } from '../../data/catalog/types';
import type { Env } from '../../shared/env';

type SuggestionsAnswer = z.infer<typeof suggestionsSchema>;
type CustomerReferenceAnswer = z.infer<typeof customerReferencePageSchema>;

/** Customer references per page of the search. */
export const REFERENCES_PER_PAGE = 10;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** 0 name starts with the term, 1 a word starts with it, 2 contains it, -1 no match. */
function rank(name: string, term: string): number {
  const folded = fold(name);
  if (folded.startsWith(term)) return 0;
  if (folded.split(/[\s-]+/).some((word) => word.startsWith(term))) return 1;
  return folded.includes(term) ? 2 : -1;
}

/** Ranked suggestions: starts-with before contains, then the most popular first. */
export function suggest(term: string, culture: Culture, limit: number): Product[] {
  const folded = fold(term);
  if (folded.length < 2) return [];
  return products
    .map((product) => ({ product, score: rank(product.name[culture], folded) }))
    .filter(({ score }) => score >= 0)
    .sort((a, b) => a.score - b.score || b.product.popularity - a.product.popularity)
    .slice(0, limit)
    .map(({ product }) => product);
}

/** Customer references by prefix first, then by contains ('12345' finds 'CR-12345'). */
export function findReferences(term: string): Product[] {
  const wanted = term.trim().toUpperCase();
  if (wanted.length < 2) return [];
  return products
    .filter((product) => product.customerSku.includes(wanted))
    .sort(
      (a, b) =>
        Number(!a.customerSku.startsWith(wanted)) - Number(!b.customerSku.startsWith(wanted)) ||
        a.customerSku.localeCompare(b.customerSku),
    );
}

const integer = (value: string | undefined, fallback: number, min: number, max: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
};

export function catalogApiRoutes() {
  const api = new Hono<Env>();
  // The application path is what precedes api/v1/ in the address ('/' or '/shop/').
  const baseOf = (path: string) => path.slice(0, path.indexOf('api/v1/'));

  api.get('/search/suggestions', (c) => {
    const { culture } = c.var.session;
    const limit = integer(c.req.query('nbrResults'), 5, 1, 20);
    // accuracy (spec 000 §7: 0.3) is accepted; the demo's matching is exact after folding.
    const base = baseOf(c.req.path);
    const answer: SuggestionsAnswer = suggest(c.req.query('q') ?? '', culture, limit).map(
      (product) => ({
        Name: product.name[culture],
        Photo: { AssetId: product.id, AssetName: `media/product/${product.id}/0.svg` },
        ProductUrl: `${base}${culture}/catalog/product/${product.slug}`,
      }),
    );
    return c.json(answer);
  });

  api.get('/customerref/search', (c) => {
    const { culture } = c.var.session;
    const page = integer(c.req.query('page'), 1, 1, 10_000);
    const found = findReferences(c.req.query('q') ?? '');
    const start = (page - 1) * REFERENCES_PER_PAGE;
    const base = baseOf(c.req.path);
    const answer: CustomerReferenceAnswer = {
      Items: found.slice(start, start + REFERENCES_PER_PAGE).map((product) => ({
        CustomerSKU: product.customerSku,
        ProductLink: `${base}${culture}/catalog/product/${product.slug}`,
        Name: product.name[culture],
      })),
      HasMore: found.length > start + REFERENCES_PER_PAGE,
    };
    return c.json(answer);
  });

  return api;
}
