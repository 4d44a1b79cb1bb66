import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { provideNavigation } from '../../../src/core/navigation';
import { installDialogElement } from '../../../src/test/dialogElement';
import { redirectedElsewhere } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import filterPanel from './filterPanel';
import { formFilter } from './formFilter';

const markup = `
  <details open><summary>Filtres</summary>
  <form data-facets method="get" action="/fr/catalog/category/shoes">
    <input type="hidden" name="sort" value="price-asc">
    <fieldset data-filter-type="Brands">
      <label><input type="checkbox" name="Brands" value="5" checked> B5</label>
      <label><input type="checkbox" name="Brands" value="2"> B2</label>
    </fieldset>
    <fieldset data-filter-type="Categories">
      <label><input type="radio" name="Categories" value="11"> Boots</label>
      <label><input type="radio" name="Categories" value="12"> Sandals</label>
    </fieldset>
    <fieldset data-filter-type="ProductAttributes" data-attribute-id="1">
      <label><input type="checkbox" name="ProductAttributes.1" value="104" checked> Red</label>
      <label><input type="checkbox" name="ProductAttributes.1" value="101" checked> Blue</label>
    </fieldset>
    <fieldset data-filter-type="Price">
      <input type="number" name="Price.min" value=""> <input type="text" name="Price.max" value="89,5">
    </fieldset>
    <button type="submit">Appliquer</button>
  </form></details>`;

let visits: string[];
let sources: Array<Element | undefined>;
let element: HTMLElement;
const mount = (
  props = { refreshOnClick: false, autoSubmitDelay: 1000, collapseBelow: 768 },
  at = '/fr/catalog/category/shoes?sort=price-asc&pageindex=3',
) => {
  const settings = applyPageSettings({}, at);
  element = document.createElement('div');
  element.innerHTML = markup;
  document.body.append(element);
  return filterPanel(element, props, widgetContext(element, { name: 'filter-panel', settings }));
};
const input = (selector: string) =>
  element.querySelector<HTMLInputElement>(selector) as HTMLInputElement;
const query = () => decodeURIComponent(visits.at(-1) ?? '');

beforeEach(() => {
  visits = [];
  sources = [];
  provideNavigation((href, options) => {
    visits.push(href);
    sources.push(options?.from);
  });
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: false,
    media: q,
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => vi.useRealTimers());

describe('filter panel (spec 000 §4, §9)', () => {
  it('reads the filter of the form: types, attribute ids and the price range', () => {
    mount();
    expect(formFilter(element.querySelector('form') as HTMLFormElement)).toEqual({
      Brands: [5],
      ProductAttributes: { '1': [104, 101] },
      Price: { max: 89.5 },
    });
  });

  it('with refresh-on-click, one selection reloads at once with the canonical address and no pageindex', () => {
    mount({ refreshOnClick: true, autoSubmitDelay: 1000, collapseBelow: 768 });
    input('input[value="2"]').click();
    expect(visits).toHaveLength(1);
    expect(query()).toBe(
      '/fr/catalog/category/shoes?filter={"Brands":[2,5],"Price":{"max":89.5},"ProductAttributes":{"1":[101,104]}}&sort=price-asc',
    );
  });

  it('names the value that changed, so focus stays on it after the reload (issue 10 §2)', () => {
    mount({ refreshOnClick: true, autoSubmitDelay: 1000, collapseBelow: 768 });
    input('input[value="2"]').click();
    expect(sources).toEqual([input('input[value="2"]')]);
  });

  it('on Enter in a price field, names that field', () => {
    mount();
    const max = input('input[name="Price.max"]');
    max.focus();
    (element.querySelector('form') as HTMLFormElement).requestSubmit();
    expect(sources).toEqual([max]);
  });

  it('otherwise submits itself 1000 ms after the last change (spec 000 §9)', () => {
    vi.useFakeTimers();
    mount();
    input('input[value="2"]').click();
    vi.advanceTimersByTime(600);
    input('input[value="104"]').click();
    vi.advanceTimersByTime(999);
    expect(visits).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(visits).toHaveLength(1);
    expect(query()).toContain('"ProductAttributes":{"1":[101]}');
  });

  it('applies at once on submit', () => {
    vi.useFakeTimers();
    mount();
    (element.querySelector('form') as HTMLFormElement).requestSubmit();
    expect(visits).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(visits).toHaveLength(1);
  });

  it('unchecks a radio clicked again (spec 000 §4)', () => {
    mount({ refreshOnClick: true, autoSubmitDelay: 1000, collapseBelow: 768 });
    const boots = input('input[value="11"]');
    boots.click();
    expect(boots.checked).toBe(true);
    boots.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    boots.click();
    expect(boots.checked).toBe(false);
    expect(query()).not.toContain('Categories');
  });

  it('starts collapsed at or below the medium breakpoint', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('768'),
      addEventListener() {},
      removeEventListener() {},
    }));
    mount();
    expect(element.querySelector('details')?.open).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const cleanup = mount({ refreshOnClick: true, autoSubmitDelay: 1000, collapseBelow: 768 });
    cleanup();
    input('input[value="2"]').click();
    expect(visits).toHaveLength(0);
  });
});

describe('filter panel in a drawer on a phone (issue 10 §1)', () => {
  const drawerMarkup = `
    <button type="button" data-filter-drawer-open hidden>Filtrer</button>
    <details><summary>Filtrer</summary>
      <div data-filter-drawer>
        <h2>Filtres</h2><button type="button" data-filter-drawer-close>Fermer</button>
        <form data-facets method="get" action="/fr/catalog">
          <fieldset data-filter-type="Brands">
            <label><input type="checkbox" name="Brands" value="5"> B5</label>
            <label><input type="checkbox" name="Brands" value="2"> B2</label>
          </fieldset>
        </form>
        <button type="button" data-filter-drawer-close>Afficher 216 produits</button>
      </div>
    </details>`;
  let phone = true;
  let onMediaChange: (() => void) | undefined;
  let restoreDialog: () => void;
  const mountPanel = (
    props = { refreshOnClick: true, autoSubmitDelay: 1000, collapseBelow: 768 },
  ) => {
    const settings = applyPageSettings({}, '/fr/catalog');
    element = document.createElement('div');
    element.innerHTML = drawerMarkup;
    document.body.append(element);
    return filterPanel(element, props, widgetContext(element, { name: 'filter-panel', settings }));
  };
  const dialog = () => document.querySelector('dialog') as HTMLDialogElement | null;
  const drawerOf = () => document.querySelector('dialog') as HTMLDialogElement;
  const opener = () => element.querySelector('[data-filter-drawer-open]') as HTMLButtonElement;
  const closeEvent = () =>
    new Promise((resolve) => dialog()?.addEventListener('close', resolve, { once: true }));

  beforeEach(() => {
    phone = true;
    restoreDialog = installDialogElement();
    vi.stubGlobal('matchMedia', (q: string) => ({
      get matches() {
        return phone && q.includes('768');
      },
      addEventListener: (_: string, listener: () => void) => {
        onMediaChange = listener;
      },
      removeEventListener() {},
    }));
  });
  afterEach(async () => {
    if (dialog()?.open) {
      const closed = closeEvent();
      dialog()?.close();
      await closed;
    }
    document.body.replaceChildren();
    restoreDialog();
  });

  const openIt = async () => {
    opener().click();
    // The drawer's code loads on the first opening.
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
  };

  it('shows its opener, which opens the filters in a modal drawer', async () => {
    mountPanel();
    expect(opener().hidden).toBe(false);
    await openIt();
    expect(dialog()?.querySelector('form[data-facets]')).not.toBeNull();
  });

  it('stays open over the list change: the next page’s panel takes the drawer over', async () => {
    const cleanup = mountPanel();
    await openIt();
    (drawerOf().querySelector('input[value="2"]') as HTMLInputElement).click();
    expect(query()).toContain('{"Brands":[2]}');
    // The shell unmounts the panel and swaps the page region; the new page's panel mounts.
    cleanup();
    element.remove();
    mountPanel();
    expect(dialog()?.open).toBe(true);
    expect(element.querySelector('form')).toBeNull();
    expect(dialog()?.querySelector('form')?.isConnected).toBe(true);
  });

  it('applies a change still waiting for its delay when the drawer closes', async () => {
    mountPanel({ refreshOnClick: false, autoSubmitDelay: 1000, collapseBelow: 768 });
    await openIt();
    vi.useFakeTimers();
    (drawerOf().querySelector('input[value="5"]') as HTMLInputElement).click();
    expect(visits).toHaveLength(0);
    (drawerOf().querySelectorAll('[data-filter-drawer-close]')[1] as HTMLElement).click();
    expect(visits).toHaveLength(1);
    expect(query()).toContain('{"Brands":[5]}');
    vi.advanceTimersByTime(1000);
    expect(visits).toHaveLength(1);
  });

  it('closes when the screen grows past the medium breakpoint, the panel back in the page', async () => {
    mountPanel();
    await openIt();
    const closed = closeEvent();
    phone = false;
    onMediaChange?.();
    await closed;
    expect(dialog()?.open).toBe(false);
    expect(element.querySelector('form[data-facets]')).not.toBeNull();
    expect(element.querySelector('details')?.open).toBe(true);
  });

  it('closes after a visit to a page without filters', async () => {
    const cleanup = mountPanel();
    await openIt();
    cleanup();
    element.remove();
    const closed = closeEvent();
    emit('vitrine:page-loaded', { url: 'http://localhost/fr/about' });
    await closed;
    expect(dialog()?.open).toBe(false);
  });

  it('opens nothing on a wide screen, where the panel stays in the page', async () => {
    phone = false;
    mountPanel();
    opener().click();
    await import('./filterDrawer');
    await Promise.resolve();
    expect(dialog()?.open ?? false).toBe(false);
    expect(element.querySelector('details')?.open).toBe(true);
  });
});

describe('filter panel loaded by ajax (spec 001 §7 ListFilter)', () => {
  const asked: URL[] = [];
  let status = 200;
  const server = setupServer(
    http.get('*/widget/catalog/ListFilter', ({ request }) => {
      asked.push(new URL(request.url));
      if (status !== 200) return new HttpResponse(null, { status });
      return HttpResponse.text(
        `<form data-facets action="/fr/catalog/brand/kalvorn"><fieldset data-filter-type="Categories">
          <label><input type="checkbox" name="Categories" value="4"> Shoes</label></fieldset></form>`,
      );
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  function mountEmpty() {
    status = 200;
    asked.length = 0;
    const settings = applyPageSettings(
      {},
      '/fr/catalog/brand/kalvorn?filter=%7B%22Categories%22%3A%5B2%5D%7D',
    );
    const host = document.createElement('div');
    document.body.append(host);
    const props = { refreshOnClick: true, autoSubmitDelay: 1000, collapseBelow: 768, brandId: 3 };
    return {
      host,
      cleanup: filterPanel(host, props, widgetContext(host, { name: 'filter-panel', settings })),
    };
  }

  it('loads the facet form with the brand and the current filter, then enhances it', async () => {
    const { host } = mountEmpty();
    await vi.waitFor(() => expect(host.querySelector('form')).not.toBeNull());
    expect(asked[0]?.searchParams.get('brandId')).toBe('3');
    expect(asked[0]?.searchParams.get('categoryId')).toBeNull();
    expect(asked[0]?.searchParams.get('currentFilter')).toBe('{"Categories":[2]}');
    await vi.waitFor(() => expect(host.hasAttribute('aria-busy')).toBe(false));
    host.querySelector<HTMLInputElement>('input[value="4"]')?.click();
    expect(query()).toBe('/fr/catalog/brand/kalvorn?filter={"Categories":[4]}');
  });

  it('runs the scripts the facet form brings (core/fragment, decision 013)', async () => {
    server.use(
      http.get('*/widget/catalog/ListFilter', () =>
        HttpResponse.text(
          `<form data-facets action="/fr/catalog/brand/kalvorn"></form>
          <output id="facet-log"></output>
          <script>document.getElementById('facet-log').textContent = 'ran';</script>`,
        ),
      ),
    );
    const { host } = mountEmpty();
    await vi.waitFor(() => expect(host.querySelector('#facet-log')?.textContent).toBe('ran'));
  });

  it('refuses a facet form that another site answered after a redirect (spec 000 §7: same origin)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      ...redirectedElsewhere(
        '*/widget/catalog/ListFilter',
        'https://evil.example/facets',
        '<form data-facets><p>Evil</p></form>',
      ),
    );
    const { host } = mountEmpty();
    await vi.waitFor(() => expect(host.hasAttribute('aria-busy')).toBe(false));
    expect(host.textContent).not.toContain('Evil');
    expect(host.querySelector('form')).toBeNull();
    expect(errors).toHaveBeenCalledWith(
      '[vitrine] refused a fragment from another origin: https://evil.example/facets',
    );
  });

  it('keeps the list usable when the fragment fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    status = 500;
    const host = document.createElement('div');
    document.body.append(host);
    const settings = applyPageSettings({}, '/fr/catalog/brand/kalvorn');
    filterPanel(
      host,
      { refreshOnClick: true, autoSubmitDelay: 1000, collapseBelow: 768, brandId: 3 },
      widgetContext(host, { name: 'filter-panel', settings }),
    );
    await vi.waitFor(() => expect(host.hasAttribute('aria-busy')).toBe(false));
    expect(host.querySelector('form')).toBeNull();
  });
});
