// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const BASE = 'https://shop.test/vitrine/vitrine.js';

/** A fresh module each test: the helper remembers what it asked for, as the page does. */
async function helper() {
  vi.resetModules();
  return (await import('./preload')).__vitePreload;
}

const links = () => Array.from(document.head.querySelectorAll('link'));
const settle = (href: string, type: 'load' | 'error') => {
  const link = links().find((candidate) => candidate.href === href);
  if (!link) throw new Error(`no link for ${href}`);
  link.dispatchEvent(new Event(type));
};

describe('the preload helper (decision 048)', () => {
  beforeEach(() => {
    document.head.replaceChildren();
  });
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('imports at once when the chunk has nothing to bring with it', async () => {
    const preload = await helper();
    const load = vi.fn(() => Promise.resolve('module'));

    await expect(preload(load, [], BASE)).resolves.toBe('module');
    await expect(preload(load, undefined, BASE)).resolves.toBe('module');
    expect(links()).toHaveLength(0);
  });

  it('asks for shared chunks with modulepreload beside the import, relative to the importer', async () => {
    const preload = await helper();
    const load = vi.fn(() => Promise.resolve('module'));

    await preload(load, ['./chunks/kit-1.js', './chunks/fragment-2.js'], BASE);

    expect(load).toHaveBeenCalledOnce();
    expect(links().map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
      ['modulepreload', 'https://shop.test/vitrine/chunks/kit-1.js', ''],
      ['modulepreload', 'https://shop.test/vitrine/chunks/fragment-2.js', ''],
    ]);
  });

  it('imports only once its style sheet is in, so a widget never paints unstyled', async () => {
    const preload = await helper();
    const load = vi.fn(() => Promise.resolve('module'));

    const loading = preload(load, ['./chunks/Gallery-3.css'], BASE);
    await Promise.resolve();
    expect(links()[0]?.rel).toBe('stylesheet');
    expect(load).not.toHaveBeenCalled();

    settle('https://shop.test/vitrine/chunks/Gallery-3.css', 'load');
    await expect(loading).resolves.toBe('module');
  });

  it('adds each address once, however many imports ask for it', async () => {
    const preload = await helper();
    const load = () => Promise.resolve('module');

    const first = preload(load, ['./chunks/Gallery-3.css', './chunks/kit-1.js'], BASE);
    const second = preload(load, ['./chunks/Gallery-3.css', './chunks/kit-1.js'], BASE);
    settle('https://shop.test/vitrine/chunks/Gallery-3.css', 'load');

    await Promise.all([first, second]);
    expect(links()).toHaveLength(2);
  });

  it('leaves alone what the page already links: a sheet or a preload the CMS wrote', async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="https://shop.test/vitrine/chunks/Gallery-3.css">' +
      '<link rel="modulepreload" href="https://shop.test/vitrine/chunks/kit-1.js">';
    const preload = await helper();

    await preload(
      () => Promise.resolve('module'),
      ['./chunks/Gallery-3.css', './chunks/kit-1.js'],
      BASE,
    );
    expect(links()).toHaveLength(2);
  });

  it('fails the import when a sheet fails, and asks again on the retry (spec 000 §9)', async () => {
    const preload = await helper();
    const load = vi.fn(() => Promise.resolve('module'));
    const href = 'https://shop.test/vitrine/chunks/Gallery-3.css';

    const first = preload(load, ['./chunks/Gallery-3.css'], BASE);
    settle(href, 'error');
    await expect(first).rejects.toThrow(`Unable to preload CSS for ${href}`);
    expect(load).not.toHaveBeenCalled();
    expect(links()).toHaveLength(0);

    const retry = preload(load, ['./chunks/Gallery-3.css'], BASE);
    expect(links()).toHaveLength(1);
    settle(href, 'load');
    await expect(retry).resolves.toBe('module');
  });
});
