import { afterEach, describe, expect, it } from 'vitest';
import { forgetScripts, loadScript } from './loadScript';

const scripts = (src: string) => document.head.querySelectorAll(`script[src="${src}"]`);

afterEach(() => {
  forgetScripts();
  document.head.innerHTML = '';
});

describe('loadScript (one API script per page and service)', () => {
  it('adds the script once however many players ask, and resolves them all when it loads', async () => {
    const first = loadScript('/demo/video/youtube/iframe_api.js');
    const second = loadScript('/demo/video/youtube/iframe_api.js');
    expect(scripts('/demo/video/youtube/iframe_api.js')).toHaveLength(1);
    scripts('/demo/video/youtube/iframe_api.js')[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScript('/demo/video/youtube/iframe_api.js');
    expect(scripts('/demo/video/youtube/iframe_api.js')).toHaveLength(1);
  });

  it('rejects on a script error and tries again on the next call', async () => {
    const first = loadScript('/player.js');
    scripts('/player.js')[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('/player.js');
    expect(scripts('/player.js')).toHaveLength(0);
    void loadScript('/player.js');
    expect(scripts('/player.js')).toHaveLength(1);
  });

  it('carries the page CSP nonce to the new script', () => {
    const carrier = document.createElement('script');
    carrier.setAttribute('nonce', 'abc123');
    document.head.append(carrier);
    void loadScript('/nonce.js');
    expect((scripts('/nonce.js')[0] as HTMLScriptElement).nonce).toBe('abc123');
  });
});
