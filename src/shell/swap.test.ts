import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { mountedCount, scan, unmount, useRegistry } from '../core/loader';
import { buildRegistry, registry } from '../core/registry';
import type { PageSettings } from '../core/settings';
import { defineBehavior } from '../core/widget';
import { applyPageSettings } from '../test/settings';
import { activateRegion, parsePage, swapPage } from './swap';

// spec 000 §4 (page load: replace content) and docs/decisions/008-page-shell.md ("What is
// swapped": the region, the title, the body class and every [data-shell-update] element).

const at = (path: string) => new URL(path, location.origin);

/** What the fake `counter` behaviour did: one entry per mount and per cleanup. */
const seen = { mounted: [] as string[], cleaned: [] as string[] };

const counter = defineBehavior({
  props: z.object({ label: z._default(z.string(), '') }),
  load: () =>
    Promise.resolve({
      default: (_element: HTMLElement, props: { label: string }) => {
        seen.mounted.push(props.label);
        return () => seen.cleaned.push(props.label);
      },
    }),
});

const OLD_PAGE = `
  <header>
    <nav data-shell-update="languages"><a href="/nl/">Nederlands</a></nav>
    <span data-shell-update="basket">2</span>
  </header>
  <main data-page-region>
    <h1>Accueil</h1>
    <div data-widget="counter" data-label="old"></div>
  </main>`;

const nextPage = (region: string, body = '') =>
  parsePage(`<!doctype html>
    <html lang="fr"><head><title>Vélos</title></head>
    <body class="catalogue">
      <nav data-shell-update="languages"><a href="/nl/fietsen">Nederlands</a></nav>
      ${body}
      <main data-page-region>${region}</main>
    </body></html>`);

function regionOf(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[data-page-region]');
  if (!region) throw new Error('no region');
  return region;
}

async function mounted(element: Element | null): Promise<void> {
  await vi.waitFor(() => expect((element as HTMLElement).dataset.widgetState).toBe('mounted'));
}

let settings: PageSettings;

beforeEach(() => {
  settings = applyPageSettings({}, '/fr/');
  seen.mounted = [];
  seen.cleaned = [];
  useRegistry(
    buildRegistry({ 'widgets/test/counter/index.ts': () => Promise.resolve({ default: counter }) }),
  );
  document.title = 'Accueil';
  document.body.className = 'homepage';
  document.body.innerHTML = OLD_PAGE;
});

afterEach(() => {
  unmount(document.body);
  useRegistry(registry);
  document.body.className = '';
});

describe('swapPage', () => {
  it('replaces the children of the region with those of the new page, in place', () => {
    const region = regionOf();

    const swapped = swapPage(
      nextPage('<h1>Vélos</h1><p>12 produits</p>'),
      at('/fr/velos'),
      settings,
    );

    expect(swapped).toBe(region);
    expect(regionOf()).toBe(region);
    expect(Array.from(region.children, (child) => child.outerHTML)).toEqual([
      '<h1>Vélos</h1>',
      '<p>12 produits</p>',
    ]);
    expect(region.querySelector('h1')?.ownerDocument).toBe(document);
  });

  it('takes the title of the new page', () => {
    swapPage(nextPage('<h1>Vélos</h1>'), at('/fr/velos'), settings);

    expect(document.title).toBe('Vélos');
  });

  it('takes the body class of the new page and marks any page but the culture root "page" (spec 000 §2)', () => {
    swapPage(nextPage('<h1>Vélos</h1>'), at('/fr/velos'), settings);

    expect(document.body.classList.contains('catalogue')).toBe(true);
    expect(document.body.classList.contains('page')).toBe(true);
    expect(document.body.classList.contains('homepage')).toBe(false);
  });

  it('marks the culture root "homepage"', () => {
    document.body.className = 'page';

    swapPage(nextPage('<h1>Accueil</h1>'), at('/fr/'), settings);

    expect(document.body.classList.contains('homepage')).toBe(true);
    expect(document.body.classList.contains('page')).toBe(false);
  });

  it('replaces each [data-shell-update] element with the one of the same name', () => {
    swapPage(nextPage('<h1>Vélos</h1>'), at('/fr/velos'), settings);

    const languages = document.querySelectorAll('[data-shell-update="languages"]');
    expect(languages).toHaveLength(1);
    expect(languages[0]?.querySelector('a')?.getAttribute('href')).toBe('/nl/fietsen');
    expect(languages[0]?.ownerDocument).toBe(document);
  });

  it('leaves a [data-shell-update] element the new page does not have', () => {
    const basket = document.querySelector('[data-shell-update="basket"]');

    swapPage(nextPage('<h1>Vélos</h1>'), at('/fr/velos'), settings);

    expect(document.querySelector('[data-shell-update="basket"]')).toBe(basket);
    expect(basket?.textContent).toBe('2');
  });

  it('changes nothing and returns undefined when the new page has no region', () => {
    const next = parsePage('<title>Ailleurs</title><body class="other"><h1>Ailleurs</h1></body>');

    expect(swapPage(next, at('/fr/ailleurs'), settings)).toBeUndefined();
    expect(regionOf().querySelector('h1')?.textContent).toBe('Accueil');
    expect(document.title).toBe('Accueil');
    expect(document.body.className).toBe('homepage');
  });

  it('returns undefined when the current page has no region', () => {
    document.body.innerHTML = '<h1>Sans région</h1>';

    expect(swapPage(nextPage('<h1>Vélos</h1>'), at('/fr/velos'), settings)).toBeUndefined();
    expect(document.title).toBe('Accueil');
  });

  it('unmounts the widgets of the old region before the swap (docs/architecture.md §6)', async () => {
    scan(document);
    await mounted(document.querySelector('[data-widget="counter"]'));
    expect(seen.mounted).toEqual(['old']);

    swapPage(nextPage('<h1>Vélos</h1>'), at('/fr/velos'), settings);

    expect(seen.cleaned).toEqual(['old']);
    expect(mountedCount()).toBe(0);
  });

  it('unmounts the widgets of a replaced [data-shell-update] element and mounts the new ones', async () => {
    document.body.innerHTML = `
      <div data-shell-update="mini-cart"><div data-widget="counter" data-label="cart-old"></div></div>
      <main data-page-region></main>`;
    scan(document);
    await mounted(document.querySelector('[data-widget="counter"]'));

    const region = swapPage(
      nextPage(
        '',
        '<div data-shell-update="mini-cart"><div data-widget="counter" data-label="cart-new"></div></div>',
      ),
      at('/fr/velos'),
      settings,
    ) as HTMLElement;

    expect(seen.cleaned).toEqual(['cart-old']);
    // Started with the region, in the one order of core/fragment (decision 013).
    await activateRegion(region);
    await mounted(document.querySelector('[data-widget="counter"]'));
    expect(seen.mounted).toEqual(['cart-old', 'cart-new']);
  });
});

describe('activateRegion', () => {
  /**
   * Scripts run in jsdom's own global, not in vitest's globalThis: they record into the page,
   * in an element outside the region, what a window array would record in a browser.
   */
  const log = () => document.getElementById('script-log')?.textContent?.split(';').filter(Boolean);
  const record = (entry: string) =>
    `document.getElementById('script-log').textContent += ${JSON.stringify(`${entry};`)}`;

  beforeEach(() => {
    document.body.insertAdjacentHTML('beforeend', '<output id="script-log"></output>');
  });

  it('mounts the widgets of the new region', async () => {
    scan(document);
    await mounted(document.querySelector('[data-widget="counter"]'));
    const region = swapPage(
      nextPage('<div data-widget="counter" data-label="new"></div>'),
      at('/fr/velos'),
      settings,
    ) as HTMLElement;

    await activateRegion(region);

    await mounted(region.querySelector('[data-widget="counter"]'));
    expect(seen.mounted).toEqual(['old', 'new']);
    expect(seen.cleaned).toEqual(['old']);
    expect(mountedCount()).toBe(1);
  });

  it('runs the scripts of the new region in document order, skipping data-eval="false" (issue 3 §1)', async () => {
    const region = swapPage(
      nextPage(`
        <script>${record('first')}</script>
        <p>Texte</p>
        <script data-eval="false">${record('opted out')}</script>
        <script type="application/json">{"not": "code"}</script>
        <div><script type="text/javascript">${record('second')}</script></div>`),
      at('/fr/velos'),
      settings,
    ) as HTMLElement;
    expect(log()).toEqual([]);

    await activateRegion(region);

    expect(log()).toEqual(['first', 'second']);
  });

  it('runs each script once, even when the region is activated again', async () => {
    const region = swapPage(
      nextPage(`<script>${record('once')}</script>`),
      at('/fr/velos'),
      settings,
    ) as HTMLElement;

    await activateRegion(region);
    await activateRegion(region);

    expect(log()).toEqual(['once']);
  });

  it('runs the scripts of a replaced [data-shell-update] element after the region, once (decision 013)', async () => {
    const region = swapPage(
      nextPage(
        `<script>${record('region')}</script>`,
        `<nav data-shell-update="basket"><script>${record('basket')}</script></nav>`,
      ),
      at('/fr/velos'),
      settings,
    ) as HTMLElement;
    expect(log()).toEqual([]);

    await activateRegion(region);
    await activateRegion(region);

    expect(log()).toEqual(['region', 'basket']);
  });

  it('leaves a region that a newer visit replaced to that visit (stillCurrent)', async () => {
    const region = swapPage(
      nextPage(
        `<script>${record('first')}</script><div data-widget="counter" data-label="stale"></div>`,
      ),
      at('/fr/velos'),
      settings,
    ) as HTMLElement;

    await activateRegion(region, () => false);

    expect(log()).toEqual([]);
    expect(region.querySelector<HTMLElement>('[data-widget]')?.dataset.widgetState).toBeUndefined();
  });

  it('runs the scripts before the widgets mount', async () => {
    const region = swapPage(
      nextPage(`
        <script>${record('before')} + document.querySelectorAll('[data-widget-state]').length</script>
        <div data-widget="counter" data-label="new"></div>`),
      at('/fr/velos'),
      settings,
    ) as HTMLElement;

    await activateRegion(region);

    expect(log()).toEqual(['before', '0']);
    expect(region.querySelector<HTMLElement>('[data-widget]')?.dataset.widgetState).toBeDefined();
  });
});
