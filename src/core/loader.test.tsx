import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { gate, listen, server, stringResources } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { ChunkLoadError } from './chunks';
import { emit, on, type VitrineEvents } from './events';
import { mountedCount, scan, unmount, useRegistry } from './loader';
import { ServerFallback } from './react/ServerFallback';
import { useTranslation } from './react/translation';
import { useWidgetContext } from './react/WidgetContext';
import { buildRegistry } from './registry';
import { defineBehavior, defineWidget, type WidgetDefinition } from './widget';

listen();

// Transform the React chunk once, outside the time limits of findBy*.
beforeAll(async () => {
  await import('./react/mount');
});

type WidgetError = VitrineEvents['vitrine:widget-error'];

/** Spies on what the loader makes the fake widgets do; cleared before each test. */
const spies = {
  rendered: vi.fn<(name: string) => void>(),
  cleanedUp: vi.fn<(name: string) => void>(),
  enhanced: vi.fn<(element: HTMLElement) => void>(),
  behaviourCleanedUp: vi.fn(),
};

function Greeting({ name, times }: { name: string; times: number }) {
  spies.rendered(name);
  useEffect(() => () => spies.cleanedUp(name), [name]);
  return <p>{times > 1 ? `Hello ${name} ×${times}` : `Hello ${name}`}</p>;
}

function Labelled() {
  const { t } = useTranslation();
  const { name, element, settings } = useWidgetContext();
  return (
    <button type="button" data-in={element.id}>
      {`${t('Core.Close')} (${name}, ${settings.culture})`}
    </button>
  );
}

/** Counts the basket changes it hears, subscribed in an effect as widgets do. */
function Listening() {
  const [heard, setHeard] = useState(0);
  useEffect(() => on('vitrine:basket-changed', () => setHeard((count) => count + 1)), []);
  return <p>{`Heard ${heard}`}</p>;
}

/** Shows the server fallback, as a widget whose data cannot load does (issue 10 §6). */
function FallingBack() {
  return <ServerFallback />;
}

function Broken(): never {
  throw new Error('render failed');
}

function copyLink(element: HTMLElement, props: { label: string }) {
  spies.enhanced(element);
  const button = document.createElement('button');
  button.textContent = props.label;
  element.append(button);
  return () => {
    button.remove();
    spies.behaviourCleanedUp();
  };
}

/** Fake widgets of a `test` family. */
const definitions: Record<string, WidgetDefinition> = {
  greeting: defineWidget({
    props: z.object({ name: z.string(), times: z._default(z.number(), 1) }),
    load: () => Promise.resolve({ default: Greeting }),
  }),
  labelled: defineWidget({
    props: z.object({}),
    load: () => Promise.resolve({ default: Labelled }),
  }),
  broken: defineWidget({ props: z.object({}), load: () => Promise.resolve({ default: Broken }) }),
  listening: defineWidget({
    props: z.object({}),
    load: () => Promise.resolve({ default: Listening }),
  }),
  'falling-back': defineWidget({
    props: z.object({}),
    load: () => Promise.resolve({ default: FallingBack }),
  }),
  'copy-link': defineBehavior({
    props: z.object({ label: z._default(z.string(), 'Copy') }),
    load: () => Promise.resolve({ default: copyLink }),
  }),
};

/** The definition chunks, counted; a fresh set for each test. */
function makeImporters() {
  return {
    greeting: vi.fn(() => Promise.resolve({ default: definitions.greeting })),
    broken: vi.fn(() => Promise.resolve({ default: definitions.broken })),
    labelled: vi.fn(() => Promise.resolve({ default: definitions.labelled })),
    listening: vi.fn(() => Promise.resolve({ default: definitions.listening })),
    'falling-back': vi.fn(() => Promise.resolve({ default: definitions['falling-back'] })),
    'copy-link': vi.fn(() => Promise.resolve({ default: definitions['copy-link'] })),
    'missing-chunk': vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ),
  };
}

function page(html: string): void {
  document.body.innerHTML = html;
}

function placeholder(selector: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

/** Collects vitrine:widget-error events of this test. */
function widgetErrors(): WidgetError[] {
  const errors: WidgetError[] = [];
  const off = on('vitrine:widget-error', (event) => errors.push(event.detail));
  afterEachCleanups.push(off);
  return errors;
}

const afterEachCleanups: (() => void)[] = [];
let importers: ReturnType<typeof makeImporters>;

beforeEach(() => {
  applyPageSettings({}, '/fr/');
  // The React mount loads i18n once per page (spec 000 §7); every test serves the same strings.
  server.use(stringResources({ Core: { Close: 'Fermer' } }));
  for (const spy of Object.values(spies)) spy.mockClear();
  importers = makeImporters();
  useRegistry(
    buildRegistry(
      Object.fromEntries(
        Object.entries(importers).map(([name, importer]) => [
          `../../widgets/test/${name}/index.ts`,
          importer,
        ]),
      ),
    ),
  );
});

afterEach(() => {
  unmount(document.body);
  for (const cleanup of afterEachCleanups.splice(0)) cleanup();
});

describe('scan', () => {
  it('mounts a React widget with the props of its data attributes', async () => {
    page('<div data-widget="greeting" data-name="Ada" data-times="2"><p>Loading…</p></div>');

    scan(document);

    expect(await screen.findByText('Hello Ada ×2')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    await waitFor(() => expect(placeholder('[data-widget]').dataset.widgetState).toBe('mounted'));
  });

  it('says "mounted" only once the widget is in the page, never while the fallback still is', async () => {
    page('<div data-widget="greeting" data-name="Ada"><p>Loading…</p></div>');
    const seen: (string | null)[] = [];
    const off = on('vitrine:widget-mounted', (event) =>
      seen.push(event.detail.element.textContent),
    );
    afterEachCleanups.push(off);

    scan(document);

    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toEqual(['Hello Ada']);
    expect(placeholder('[data-widget]').dataset.widgetState).toBe('mounted');
  });

  it('says "mounted" only once the widget listens: an event emitted then is heard', async () => {
    page('<div data-widget="listening"></div>');
    const off = on('vitrine:widget-mounted', () => emit('vitrine:basket-changed', {}));
    afterEachCleanups.push(off);

    scan(document);

    expect(await screen.findByText('Heard 1')).toBeTruthy();
  });

  it('gives React widgets the string resources of the page and their widget context', async () => {
    page('<div id="close" data-widget="labelled"></div>');

    scan(document);

    const button = await screen.findByRole('button', { name: 'Fermer (labelled, fr)' });
    expect(button.dataset.in).toBe('close');
  });

  it('gives React widgets the server fallback the placeholder held, as fresh copies', async () => {
    page(
      '<div data-widget="falling-back"><a href="/fr/panier">Panier</a></div>' +
        '<div data-widget="falling-back"><a href="/fr/envies">Envies</a></div>',
    );

    scan(document);

    // Rendered by the widget (inside its holder), not the placeholder's original children.
    await waitFor(() => expect(document.querySelectorAll('.vitrine-fallback a')).toHaveLength(2));
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.vitrine-fallback a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Panier', '/fr/panier'],
      ['Envies', '/fr/envies'],
    ]);
    expect(document.querySelectorAll('a')).toHaveLength(2);
  });

  it('mounts every placeholder once, however often the page is scanned', async () => {
    page(`
      <div data-widget="greeting" data-name="Ada"></div>
      <div data-widget="greeting" data-name="Grace"></div>
      <div data-widget="copy-link"></div>`);

    scan(document);
    scan(document);
    await screen.findByText('Hello Ada');
    await screen.findByText('Hello Grace');
    scan(document.body);

    expect(spies.rendered).toHaveBeenCalledTimes(2);
    expect(spies.enhanced).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(1);
    expect(mountedCount()).toBe(3);
  });

  it('mounts only the placeholders inside the scanned region, the region itself included', async () => {
    page(`
      <section id="region" data-widget="copy-link" data-label="Region"></section>
      <aside><div data-widget="copy-link" data-label="Outside"></div></aside>`);

    scan(placeholder('#region'));

    expect(await screen.findByRole('button', { name: 'Region' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Outside' })).toBeNull();
    expect(mountedCount()).toBe(1);
  });

  it('logs one error listing the registered widgets for an unknown name and leaves the element as it is', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(`
      <div data-widget="coupon-bx"><a href="/fr/panier">Coupon</a></div>
      <div data-widget="coupon-bx"><a href="/fr/panier">Coupon</a></div>`);
    const before = placeholder('[data-widget]').innerHTML;

    scan(document);

    // The misspelling finder is a chunk of its own: the error comes once it has loaded.
    await waitFor(() => expect(errors).toHaveBeenCalledOnce());
    expect(errors).toHaveBeenCalledWith(
      '[vitrine] unknown widget "coupon-bx"; registered widgets: broken, copy-link, falling-back, greeting, labelled, listening, missing-chunk',
      placeholder('[data-widget]'),
    );
    expect(placeholder('[data-widget]').innerHTML).toBe(before);
    expect(Object.values(importers).every((importer) => importer.mock.calls.length === 0)).toBe(
      true,
    );
  });

  it('suggests the nearest registered name for a misspelt widget (issue 10 §5)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    page('<div data-widget="greting"></div>');

    scan(document);

    await waitFor(() => expect(errors).toHaveBeenCalledOnce());
    expect(errors).toHaveBeenCalledExactlyOnceWith(
      '[vitrine] unknown widget "greting"; did you mean "greeting"?',
      placeholder('[data-widget]'),
    );
  });

  it('keeps the server markup and logs a readable error for invalid props while a sibling mounts', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported = widgetErrors();
    page(`
      <div id="header">
        <div data-widget="greeting" data-name="Ada" data-times="many"><b>Bonjour</b></div>
        <div data-widget="greeting" data-name="Grace"></div>
      </div>`);

    scan(document);

    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    await waitFor(() => expect(reported).toHaveLength(1));
    // docs/architecture.md §4: widget, element (CSS path), attribute, expected, found.
    const message =
      '[vitrine] widget "greeting" at #header > div:nth-of-type(1): data-times expected a number, found "many"';
    expect(errors).toHaveBeenCalledOnce();
    // issue 10 §5: with the element itself, so a click in the console reveals it.
    expect(errors).toHaveBeenCalledWith(message, placeholder('[data-times]'));
    expect(placeholder('[data-times]').innerHTML).toBe('<b>Bonjour</b>');
    expect(reported[0]).toMatchObject({ widget: 'greeting', error: message });
    expect(spies.rendered).toHaveBeenCalledExactlyOnceWith('Grace');
  });

  it('puts the server fallback back, logs once and fires vitrine:widget-error when a widget throws while rendering', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported = widgetErrors();
    page(`
      <div data-widget="broken"><a href="/fr/compte">Mon compte</a></div>
      <div data-widget="greeting" data-name="Ada"></div>`);
    const broken = placeholder('[data-widget="broken"]');

    scan(document);

    await waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]).toMatchObject({
      widget: 'broken',
      element: broken,
      error: new Error('render failed'),
    });
    expect(broken.innerHTML).toBe('<a href="/fr/compte">Mon compte</a>');
    expect(broken.dataset.widgetState).toBe('failed');
    // docs/architecture.md §4: a failure logs once.
    expect(errors).toHaveBeenCalledOnce();
    expect(errors.mock.calls[0]?.[0]).toBe('[vitrine] widget "broken" failed to render');
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('keeps the fallback and fires vitrine:widget-error when the definition chunk cannot be loaded, after one retry', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported = widgetErrors();
    page('<div data-widget="missing-chunk"><p>Nos promotions</p></div>');

    scan(document);

    await waitFor(() => expect(reported).toHaveLength(1));
    expect(importers['missing-chunk']).toHaveBeenCalledTimes(2);
    expect(placeholder('[data-widget]').innerHTML).toBe('<p>Nos promotions</p>');
    // spec 000 §8: ChunkLoadError with type and request.
    expect(reported[0]?.error).toBeInstanceOf(ChunkLoadError);
    expect(reported[0]?.error).toMatchObject({
      type: 'missing',
      request: '../../widgets/test/missing-chunk/index.ts',
    });
    expect(errors).toHaveBeenCalledOnce();
    expect(errors.mock.calls[0]?.[0]).toBe('[vitrine] widget "missing-chunk" failed to load');
  });
});

describe('unmount', () => {
  it('runs the cleanup of React widgets and behaviours under the root and forgets them', async () => {
    page(`
      <main>
        <div data-widget="greeting" data-name="Ada"></div>
        <div data-widget="copy-link"></div>
      </main>
      <footer><div data-widget="copy-link" data-label="Footer"></div></footer>`);
    scan(document);
    await screen.findByText('Hello Ada');
    await screen.findByRole('button', { name: 'Footer' });
    expect(mountedCount()).toBe(3);

    unmount(placeholder('main'));

    expect(spies.cleanedUp).toHaveBeenCalledExactlyOnceWith('Ada');
    expect(spies.behaviourCleanedUp).toHaveBeenCalledOnce();
    expect(screen.queryByText('Hello Ada')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Footer' })).toBeTruthy();
    expect(mountedCount()).toBe(1);
  });

  it('lets a later scan mount an unmounted region again', async () => {
    page('<div data-widget="copy-link"></div>');
    scan(document);
    await screen.findByRole('button', { name: 'Copy' });

    unmount(document.body);
    scan(document);

    await waitFor(() => expect(spies.enhanced).toHaveBeenCalledTimes(2));
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(1);
  });

  it('ignores a chunk that arrives after its widget was unmounted', async () => {
    const held = gate();
    importers['copy-link'].mockImplementation(async () => {
      await held.promise;
      return { default: definitions['copy-link'] };
    });
    page(`
      <div id="gone" data-widget="copy-link"><span>server</span></div>
      <div data-widget="copy-link" data-label="Sibling"></div>`);
    const gone = placeholder('#gone');
    scan(document);
    expect(gone.dataset.widgetState).toBe('loading');

    unmount(gone);
    held.open();

    // The sibling's chunk came through the same gate: once it is mounted, so would the other be.
    expect(await screen.findByRole('button', { name: 'Sibling' })).toBeTruthy();
    expect(spies.enhanced).toHaveBeenCalledOnce();
    expect(gone.innerHTML).toBe('<span>server</span>');
    expect(gone.dataset.widgetState).toBeUndefined();
  });
});

describe('data-hydrate', () => {
  it('loads nothing for "interaction" until the pointer goes over the element', async () => {
    page('<div data-widget="copy-link" data-hydrate="interaction"><span>server</span></div>');
    const element = placeholder('[data-widget]');

    scan(document);
    fireEvent.pointerOver(document.body);
    expect(importers['copy-link']).not.toHaveBeenCalled();
    expect(element.dataset.widgetState).toBe('waiting');

    fireEvent.pointerOver(element);
    fireEvent.pointerOver(element);

    expect(await screen.findByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(importers['copy-link']).toHaveBeenCalledOnce();
  });

  it('loads "interaction" widgets when keyboard focus enters them', async () => {
    page('<div data-widget="copy-link" data-hydrate="interaction"><a href="/fr/">Lien</a></div>');

    scan(document);
    expect(importers['copy-link']).not.toHaveBeenCalled();
    screen.getByRole('link', { name: 'Lien' }).focus();

    expect(await screen.findByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('loads "visible" widgets when they come near the viewport', async () => {
    const observers = stubIntersectionObserver();
    page('<div data-widget="copy-link" data-hydrate="visible"></div>');
    const element = placeholder('[data-widget]');

    scan(document);
    expect(observers).toHaveLength(1);
    expect(observers[0]?.observed).toEqual([element]);
    expect(observers[0]?.options).toEqual({ rootMargin: '200px' });
    observers[0]?.report(false);
    expect(importers['copy-link']).not.toHaveBeenCalled();

    observers[0]?.report(true);

    expect(await screen.findByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('loads "visible" widgets at once where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    page('<div data-widget="copy-link" data-hydrate="visible"></div>');

    scan(document);

    expect(await screen.findByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('loads "idle" widgets when the browser is idle', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    page('<div data-widget="copy-link" data-hydrate="idle"></div>');

    scan(document);
    expect(importers['copy-link']).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });

    expect(await screen.findByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('logs an error for an unknown data-hydrate value and mounts at load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    page('<div data-widget="copy-link" data-hydrate="soon"></div>');

    scan(document);

    expect(errors).toHaveBeenCalledExactlyOnceWith(
      '[vitrine] data-hydrate="soon" is not one of load, idle, visible, interaction; using load',
    );
    expect(await screen.findByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('never loads a widget unmounted before its trigger fired', async () => {
    const observers = stubIntersectionObserver();
    page(`
      <div data-widget="copy-link" data-hydrate="interaction"></div>
      <div data-widget="greeting" data-name="Ada" data-hydrate="visible"></div>`);
    const waiting = placeholder('[data-hydrate="interaction"]');
    scan(document);

    unmount(document.body);
    fireEvent.pointerOver(waiting);
    observers[0]?.report(true);
    await Promise.resolve();

    expect(observers[0]?.disconnected).toBe(true);
    expect(importers['copy-link']).not.toHaveBeenCalled();
    expect(importers.greeting).not.toHaveBeenCalled();
    expect(mountedCount()).toBe(0);
  });
});

interface FakeObserver {
  observed: Element[];
  options: IntersectionObserverInit | undefined;
  disconnected: boolean;
  report: (isIntersecting: boolean) => void;
}

function stubIntersectionObserver(): FakeObserver[] {
  const instances: FakeObserver[] = [];
  class FakeIntersectionObserver implements FakeObserver {
    observed: Element[] = [];
    disconnected = false;
    constructor(
      private readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit | undefined,
    ) {
      instances.push(this);
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {
      this.disconnected = true;
    }
    report(isIntersecting: boolean) {
      if (this.disconnected) return;
      const entries = this.observed.map(
        (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
      );
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return instances;
}
