/**
 * Catalogue search endpoints of the demo CMS (spec 000 §7), answering through the contract
 * types of src/api/catalog.ts: the search box's suggestions.
 */
import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { suggestionsSchema } from '../../../src/api/catalog';
import { products } from '../../data/catalog';
import type { Culture, Product } from '../../data/catalog/types';
import type { Env } from '../../shared/env';
import { integerParam } from '../../shared/params';

type SuggestionsAnswer = z.infer<typeof suggestionsSchema>;

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

export function catalogSearchApi() {
  const api = new Hono<Env>();

  api.get('/search/suggestions', (c) => {
    const { culture } = c.var.session;
    const limit = integerParam(c.req.query('nbrResults'), 5, 1, 20);
    // accuracy (spec 000 §7: 0.3) is accepted; the demo's matching is exact after folding.
    const { base } = c.var;
    const answer: SuggestionsAnswer = suggest(c.req.query('q') ?? '', culture, limit).map(
      (product) => ({
        Name: product.name[culture],
        Photo: { AssetId: product.id, AssetName: `media/product/${product.id}/0.svg` },
        ProductUrl: `${base}${culture}/catalog/product/${product.slug}`,
      }),
    );
    return c.json(answer);
  });

  return api;
}
