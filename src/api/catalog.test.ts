import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { fetchSuggestions, photoUrl, searchCustomerReferences } from './catalog';
import { MalformedAnswerError } from './parse';

listen();
beforeEach(() => applyPageSettings({ appPath: '/shop/' }, '/shop/fr/'));

const chair = {
  Name: 'Chaise longue',
  Photo: { AssetId: 1001, AssetName: 'media/product/1001/0.svg' },
  ProductUrl: '/shop/fr/catalog/product/chaise-longue',
};

describe('catalogue search calls (spec 000 §7, §9)', () => {
  it('asks for 5 suggestions with accuracy 0.3 under the application path', async () => {
    let seen: URL | undefined;
    server.use(
      http.get('*/api/v1/catalog/search/suggestions', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json([chair]);
      }),
    );
    expect(await fetchSuggestions('chai')).toEqual([chair]);
    expect(seen?.pathname).toBe('/shop/api/v1/catalog/search/suggestions');
    expect(Object.fromEntries(seen?.searchParams ?? [])).toEqual({
      q: 'chai',
      nbrResults: '5',
      accuracy: '0.3',
    });
  });

  it('rejects a malformed suggestion answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/v1/catalog/search/suggestions', () => HttpResponse.json([{}])));
    await expect(fetchSuggestions('chai')).rejects.toBeInstanceOf(MalformedAnswerError);
  });

  it('builds the picture address from AssetName, relative to the application path', () => {
    expect(photoUrl(chair.Photo)).toBe('/shop/media/product/1001/0.svg');
    expect(photoUrl({ AssetId: 1, AssetName: 'https://cdn.example/1.jpg' })).toBe(
      'https://cdn.example/1.jpg',
    );
    expect(photoUrl(null)).toBeUndefined();
  });

  it('pages the customer-reference search and reads HasMore', async () => {
    let seen: URL | undefined;
    const page = {
      Items: [{ CustomerSKU: 'CR-12345', ProductLink: '/shop/fr/catalog/product/x', Name: 'X' }],
      HasMore: true,
    };
    server.use(
      http.get('*/api/v1/catalog/customerref/search', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json(page);
      }),
    );
    expect(await searchCustomerReferences('CR-1', 2)).toEqual(page);
    expect(seen?.searchParams.get('q')).toBe('CR-1');
    expect(seen?.searchParams.get('page')).toBe('2');
  });

  it('reads the plain list of spec 000 §7 as the only page', async () => {
    const list = [{ CustomerSKU: 'CR-12345', ProductLink: '/shop/fr/catalog/product/x' }];
    server.use(http.get('*/api/v1/catalog/customerref/search', () => HttpResponse.json(list)));
    expect(await searchCustomerReferences('CR-1')).toEqual({ Items: list, HasMore: false });
  });

  it('refuses an answer that is neither a list nor a page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/v1/catalog/customerref/search', () =>
        HttpResponse.json({ Items: [{ CustomerSKU: 'CR-1' }] }),
      ),
    );
    await expect(searchCustomerReferences('CR-1')).rejects.toThrow(/malformed answer/);
  });
});
