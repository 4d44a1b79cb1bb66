/** One widget's page of the manual (a link an editor can share) beside the whole manual. */
import { describe, expect, it } from 'vitest';
import { createApp, defaultOptions } from '../../server/app';

const app = await createApp(defaultOptions());

describe('a widget’s own page of the gallery', () => {
  it('shows that widget only, and links back to it in the whole manual', async () => {
    const answer = await app.request('/de/gallery?widget=basket-summary');
    expect(answer.status).toBe(200);
    const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
    const articles = page.querySelectorAll('[data-gallery-widget]');
    expect(Array.from(articles, (article) => article.getAttribute('data-gallery-widget'))).toEqual([
      'basket-summary',
    ]);
    expect(page.querySelector('h1')?.textContent).toContain('basket-summary');
    expect(page.querySelector('main a[href$="/de/gallery#widget-basket-summary"]')).not.toBeNull();
  });

  it('answers 404 for a widget that does not exist', async () => {
    expect((await app.request('/fr/gallery?widget=no-such-widget')).status).toBe(404);
  });
});
