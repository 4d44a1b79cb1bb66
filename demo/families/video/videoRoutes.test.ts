/**
 * The video family (issue 15): the videos page's placeholders parse in every culture, the
 * settings block points the services at the local stand-ins (under the base path too), and the
 * stand-ins answer as scripts and player pages.
 */
import { describe, expect, it } from 'vitest';
import { readProps } from '../../../src/core/props';
import videoModal from '../../../widgets/content/video-modal/index';
import { cultures } from '../../data/catalog/types';
import { createApp, defaultOptions } from '../../server/app';

const app = await createApp({ ...defaultOptions(), base: '/shop/' });

describe('videos page', () => {
  it.each(cultures)('%s: two video modals whose props parse, one per service', async (culture) => {
    const response = await app.request(`/shop/${culture}/videos`);
    expect(response.status).toBe(200);
    const html = await response.text();
    document.body.innerHTML = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    const placeholders = [...document.querySelectorAll<HTMLElement>('[data-widget="video-modal"]')];
    const services = placeholders.map((element) => {
      const result = readProps<{ service: string; poster?: string }>(
        element,
        videoModal.props,
        'video-modal',
      );
      expect(result.ok).toBe(true);
      return result.ok ? result.props.service : '';
    });
    expect(services).toEqual(['youtube', 'vimeo']);
    const fallback = placeholders[1]?.querySelector('a');
    expect(fallback?.getAttribute('href')).toBe('/shop/demo/video/vimeo/video/76979871');
  });

  it('points the settings block at the local stand-ins, under the base path', async () => {
    const html = await (await app.request('/shop/fr/videos')).text();
    const block = /<script type="application\/json" id="vitrine-settings">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(block ?? '{}').videoServices.youtube).toEqual({
      apiScript: '/shop/demo/video/youtube/iframe_api.js',
      embedUrl: '/shop/demo/video/youtube/embed/{id}',
      watchUrl: '/shop/demo/video/youtube/embed/{id}',
    });
  });
});

describe('local stand-ins of the video services', () => {
  it.each([
    '/shop/demo/video/youtube/iframe_api.js',
    '/shop/demo/video/vimeo/player.js',
    '/shop/demo/video/embed.js',
  ])('%s is a script', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/javascript');
  });

  it('serves a player page for a known video and 404 for another', async () => {
    const page = await app.request('/shop/demo/video/youtube/embed/vtRunShoes1');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('src="/shop/demo/media/promo.webm"');
    expect((await app.request('/shop/demo/video/youtube/embed/76979871')).status).toBe(404);
    expect((await app.request('/shop/demo/video/vimeo/video/nope')).status).toBe(404);
  });

  it('serves the posters as SVG', async () => {
    const response = await app.request('/shop/demo/video/poster/76979871.svg');
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect((await app.request('/shop/demo/video/poster/other.svg')).status).toBe(404);
  });
});
