import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { gate, listen, redirectedElsewhere, serveHtml, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import {
  clearContent,
  ForeignFragmentError,
  fetchFragment,
  fragmentAddress,
  parseFragment,
  replaceContent,
} from './fragment';
import { mountedCount, unmount, useRegistry } from './loader';
import { buildRegistry, registry } from './registry';
import { defineBehavior } from './widget';

listen();

// docs/architecture.md §5 and decision 013: the one way server HTML enters the page.

const seen = { mounted: [] as string[], cleaned: [] as string[] };
const note = defineBehavior({
  props: z.object({ label: z.string() }),
  load: () =>
    Promise.resolve({
      default: (_element: HTMLElement, props: { label: string }) => {
        seen.mounted.push(props.label);
        return () => seen.cleaned.push(props.label);
      },
    }),
});

const mounted = (element: Element | null | undefined) =>
  vi.waitFor(() => expect((element as HTMLElement).dataset.widgetState).toBe('mounted'));

beforeEach(() => {
  applyPageSettings({ appPath: '/shop/' }, '/shop/fr/produit/42');
  seen.mounted = [];
  seen.cleaned = [];
  useRegistry(
    buildRegistry({ 'widgets/test/note/index.ts': () => Promise.resolve({ default: note }) }),
  );
});

afterEach(() => {
  unmount(document.body);
  useRegistry(registry);
});

describe('replaceContent', () => {
  it('unmounts the old widgets, inserts the HTML, runs its scripts and mounts its widgets', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    await replaceContent(host, '<div data-widget="note" data-label="old"></div>');
    await mounted(host.firstElementChild);

    await replaceContent(
      host,
      `<output id="log"></output>
      <script>document.getElementById('log').textContent = document.querySelectorAll('[data-widget-state]').length;</script>
      <div data-widget="note" data-label="new"></div>`,
    );

    expect(seen.cleaned).toEqual(['old']);
    // The script ran before any widget of the new content was even waiting (decision 013).
    expect(host.querySelector('#log')?.textContent).toBe('0');
    await mounted(host.querySelector('[data-widget]'));
    expect(seen.mounted).toEqual(['old', 'new']);
    expect(mountedCount()).toBe(1);
  });

  it('leaves the element itself mounted: a widget may replace its own content', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    await replaceContent(host, '<div data-widget="note" data-label="self"></div>');
    const self = document.querySelector<HTMLElement>('[data-label="self"]');
    await mounted(self);

    await replaceContent(self as HTMLElement, '<p>Stock of 1232</p>');

    expect(seen.cleaned).toEqual([]);
    expect(self?.dataset.widgetState).toBe('mounted');
  });

  it('lets only the newest content start when two replacements overlap', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const older = replaceContent(host, '<div data-widget="note" data-label="older"></div>');
    const newer = replaceContent(host, '<div data-widget="note" data-label="newer"></div>');
    await Promise.all([older, newer]);
    await mounted(host.querySelector('[data-widget]'));
    expect(seen.mounted).toEqual(['newer']);
  });

  it('clearContent unmounts the widgets and empties the element', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    await replaceContent(host, '<div data-widget="note" data-label="gone"></div>');
    await mounted(host.firstElementChild);

    clearContent(host);

    expect(seen.cleaned).toEqual(['gone']);
    expect(host.childNodes).toHaveLength(0);
    expect(mountedCount()).toBe(0);
  });
});

describe('parseFragment', () => {
  it('gives inert nodes: no script runs before they are inserted and started', () => {
    const nodes = parseFragment('<p>Bonjour</p><script>document.title = "ran"</script>', document);
    expect(nodes.map((node) => node.nodeName)).toEqual(['P', 'SCRIPT']);
    expect(document.title).not.toBe('ran');
  });
});

describe('fetchFragment (spec 000 §7: fragments of this site only)', () => {
  const serve = (html = '<p>Fragment</p>') =>
    serveHtml('*/shop/widget/catalog/StockByWarehouse', html);

  it('reads a path under the application path, with its params, as text', async () => {
    const asked = serve();
    await expect(
      fetchFragment('widget/catalog/StockByWarehouse', {
        params: { productId: 12, all: false, none: undefined },
      }),
    ).resolves.toBe('<p>Fragment</p>');
    expect(asked.map((url) => url.pathname + url.search)).toEqual([
      '/shop/widget/catalog/StockByWarehouse?productId=12&all=false',
    ]);
  });

  it('refuses an address of another origin without requesting it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchFragment('https://evil.example/x')).rejects.toBeInstanceOf(
      ForeignFragmentError,
    );
    expect(errors).toHaveBeenCalledExactlyOnceWith(
      '[vitrine] refused a fragment from another origin: https://evil.example/x',
    );
  });

  it('reads "//host/x" as a path under the application path, as core/http does', () => {
    expect(fragmentAddress('//evil.example/x')).toBe('http://localhost:3000/shop/evil.example/x');
  });

  it('refuses HTML that another site answered after a redirect', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      ...redirectedElsewhere('*/shop/widget/Moved', 'https://evil.example/f', '<p>Evil</p>'),
    );
    await expect(fetchFragment('widget/Moved')).rejects.toBeInstanceOf(ForeignFragmentError);
    expect(errors).toHaveBeenCalledWith(
      '[vitrine] refused a fragment from another origin: https://evil.example/f',
    );
  });

  it('is aborted by its signal', async () => {
    const held = gate();
    server.use(
      http.get('*/shop/widget/Slow', async () => {
        await held.promise;
        return HttpResponse.text('<p>late</p>');
      }),
    );
    const controller = new AbortController();
    const request = fetchFragment('widget/Slow', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    held.open();
  });

  it('loads a cached fragment once per page (the quick view, spec 000 §4)', async () => {
    const asked = serve('<p>Aperçu</p>');
    const path = 'widget/catalog/StockByWarehouse';
    expect(await fetchFragment(path, { cache: true, params: { productId: 9 } })).toBe(
      '<p>Aperçu</p>',
    );
    expect(await fetchFragment(path, { cache: true, params: { productId: 9 } })).toBe(
      '<p>Aperçu</p>',
    );
    await fetchFragment(path, { params: { productId: 9 } });
    expect(asked).toHaveLength(2);
  });

  it('leaves failures to the caller unless it asks for the error policy', async () => {
    server.use(http.get('*/shop/widget/Broken', () => new HttpResponse(null, { status: 500 })));
    await expect(fetchFragment('widget/Broken')).rejects.toMatchObject({
      response: { status: 500 },
    });
  });
});
