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
    // Alone, the example is in the page as is, and mounts at load.
    expect(page.querySelector('.gallery__live > [data-widget="basket-summary"]')).not.toBeNull();
    expect(page.querySelector('script[src$="/gallery-live.js"]')).toBeNull();
  });

  it('keeps the whole manual’s examples in templates that gallery-live.js puts in the page', async () => {
    const page = new DOMParser().parseFromString(
      await (await app.request('/fr/gallery')).text(),
      'text/html',
    );
    const lives = page.querySelectorAll('.gallery__live');
    expect(lives.length).toBe(page.querySelectorAll('[data-gallery-widget]').length);
    for (const live of lives) {
      expect(live.hasAttribute('data-gallery-live')).toBe(true);
      expect(live.querySelector(':scope > template')).not.toBeNull();
      expect(live.querySelector('[data-widget]')).toBeNull();
    }
    const template = page.querySelector<HTMLTemplateElement>(
      '[data-gallery-widget="basket-summary"] template',
    );
    expect(template?.content.querySelector('[data-widget="basket-summary"]')).not.toBeNull();
    expect(page.querySelector('script[src$="/demo/gallery-live.js"]')).not.toBeNull();
  });

  it('answers 404 for a widget that does not exist', async () => {
    expect((await app.request('/fr/gallery?widget=no-such-widget')).status).toBe(404);
  });
});
