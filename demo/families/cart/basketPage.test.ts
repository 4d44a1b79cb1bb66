/** The basket page (spec 001 §2): an empty basket leads to the catalogue (issue 10 §4). */
import { describe, expect, it } from 'vitest';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';

const app = await createApp({ ...defaultOptions(), base: '/shop/' });

describe('the empty basket page', () => {
  it.each([
    ['fr', 'Découvrir le catalogue'],
    ['de', 'Katalog entdecken'],
  ])('%s: says it is empty and links to the catalogue', async (culture, label) => {
    const { request } = await shopperOf(app, '/shop/', false);
    const html = await (await request(`${culture}/shoppingcarts`)).text();
    const page = new DOMParser().parseFromString(html, 'text/html');
    const link = Array.from(page.querySelectorAll('main a')).find((a) => a.textContent === label);
    expect(link?.getAttribute('href')).toBe(`/shop/${culture}/catalog`);
    expect(page.querySelector('.basket__lines')).toBeNull();
  });
});
