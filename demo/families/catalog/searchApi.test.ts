/** The demo's search suggestions answer the contract of src/api/catalog.ts (spec 000 §3, §7). */
import { describe, expect, it } from 'vitest';
import { suggestionsSchema } from '../../../src/api/catalog';
import { products } from '../../data/catalog';
import { createApp, defaultOptions } from '../../server/app';
import { visitorOf } from '../../server/shopper';

const app = await createApp({ ...defaultOptions(), base: '/' });

/** A visitor who has seen a page in `culture` (the session then knows the culture). */
const visitor = (culture: string, target = app, base = '/') => visitorOf(target, culture, base);

const anyProduct = products[0];

describe('demo search endpoints', () => {
  it('suggests names of the page culture, accent-insensitive, at most nbrResults', async () => {
    const name = anyProduct?.name.de ?? '';
    const get = await visitor('de');
    const term = name.toUpperCase();
    const answer = suggestionsSchema.parse(
      await get(
        `api/v1/catalog/search/suggestions?q=${encodeURIComponent(term)}&nbrResults=5&accuracy=0.3`,
      ),
    );
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.length).toBeLessThanOrEqual(5);
    expect(answer.map((s) => s.Name)).toContain(name);
    expect(answer[0]?.ProductUrl).toMatch(/^\/de\/catalog\/product\//);
    expect(answer[0]?.Photo?.AssetName).toMatch(/^media\/product\/\d+\/0\.svg$/);
  });

  it('ranks names that start with the term before names that contain it', async () => {
    const get = await visitor('fr');
    const answer = suggestionsSchema.parse(
      await get('api/v1/catalog/search/suggestions?q=e&nbrResults=20'),
    );
    expect(answer).toEqual([]);
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    const ranked = suggestionsSchema.parse(
      await get('api/v1/catalog/search/suggestions?q=ch&nbrResults=20'),
    );
    const starts = ranked.map((s) => fold(s.Name).startsWith('ch'));
    expect(
      starts.indexOf(false) === -1 || !starts.slice(starts.indexOf(false)).includes(true),
    ).toBe(true);
  });

  it('finds accented names without the accents', async () => {
    const accented = products.find((p) => /[éèêàç]/.test(p.name.fr));
    if (!accented) return;
    const word = accented.name.fr.split(' ').find((w) => /[éèêàç]/.test(w)) ?? '';
    const plain = word.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    const get = await visitor('fr');
    const answer = suggestionsSchema.parse(
      await get(`api/v1/catalog/search/suggestions?q=${encodeURIComponent(plain)}&nbrResults=20`),
    );
    expect(answer.some((s) => s.Name.includes(word))).toBe(true);
  });
});
