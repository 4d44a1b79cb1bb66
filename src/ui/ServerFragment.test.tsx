import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { mountedCount, unmount, useRegistry } from '../core/loader';
import { buildRegistry } from '../core/registry';
import { defineBehavior } from '../core/widget';
import { fakeDialogs, shown } from '../test/dialogs';
import { fakeClock, never, passTime } from '../test/hung';
import { listen, redirectedElsewhere, serveHtml, server } from '../test/msw';
import { renderWithI18n } from '../test/renderWithI18n';
import { applyPageSettings } from '../test/settings';
import { ServerFragment } from './ServerFragment';

listen();

let enhanced: ReturnType<typeof vi.fn<(element: HTMLElement) => void>>;
let cleanedUp: ReturnType<typeof vi.fn<() => void>>;

/** The stock-by-warehouse fragment of spec 000 §7, with a widget placeholder inside. */
const stockHtml =
  '<h3>Stock par entrepôt</h3><div data-widget="stock-note" data-label="3 en stock à Lyon"><p>server</p></div>';

const serveFragment = (html = stockHtml) => serveHtml('*/fr/widget/catalog/StockByWarehouse', html);

beforeEach(() => {
  applyPageSettings({}, '/fr/produit/42');
  enhanced = vi.fn();
  cleanedUp = vi.fn();
  const stockNote = defineBehavior({
    props: z.object({ label: z.string() }),
    load: () =>
      Promise.resolve({
        default: (element: HTMLElement, props: { label: string }) => {
          enhanced(element);
          element.textContent = props.label;
          return cleanedUp;
        },
      }),
  });
  useRegistry(
    buildRegistry({
      '../../widgets/test/stock-note/index.ts': () => Promise.resolve({ default: stockNote }),
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  unmount(document.body);
});

describe('ServerFragment', () => {
  it('inserts the same-origin HTML and mounts the widgets inside it', async () => {
    const requested = serveFragment();

    await renderWithI18n(
      <ServerFragment url="/fr/widget/catalog/StockByWarehouse?productId=42" className="stock" />,
    );

    expect(await screen.findByRole('heading', { name: 'Stock par entrepôt' })).toBeTruthy();
    expect(await screen.findByText('3 en stock à Lyon')).toBeTruthy();
    expect(requested.map((url) => url.pathname + url.search)).toEqual([
      '/fr/widget/catalog/StockByWarehouse?productId=42',
    ]);
    expect(enhanced).toHaveBeenCalledOnce();
    expect(mountedCount()).toBe(1);
  });

  it('shows Core.Loading and is busy until the fragment is in, then calls onLoad', async () => {
    serveFragment();
    const onLoad = vi.fn();

    await renderWithI18n(
      <ServerFragment
        url="/fr/widget/catalog/StockByWarehouse"
        onLoad={onLoad}
        className="stock"
      />,
    );

    expect(screen.getByText('Core.Loading')).toBeTruthy();
    const container = document.querySelector('.stock') as HTMLElement;
    expect(container.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(container.getAttribute('aria-busy')).toBe('false'));
    expect(onLoad).toHaveBeenCalledExactlyOnceWith(container);
    expect(screen.queryByText('Core.Loading')).toBeNull();
  });

  it('loads a cached fragment once per page and reuses it when opened again (spec 000 §4 quick view)', async () => {
    const requested = serveFragment('<p>Aperçu</p>');
    const url = '/fr/widget/catalog/StockByWarehouse?productId=7';
    const first = await renderWithI18n(<ServerFragment url={url} cache />);
    await screen.findByText('Aperçu');
    first.unmount();
    const second = await renderWithI18n(<ServerFragment url={url} cache />);
    await screen.findByText('Aperçu');
    second.unmount();
    await renderWithI18n(<ServerFragment url={url} />);
    await screen.findByText('Aperçu');
    expect(requested).toHaveLength(2);
  });

  it('refuses HTML that another site answered after a redirect', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      ...redirectedElsewhere(
        '*/fr/widget/catalog/Moved',
        'https://evil.example/frag',
        '<p>Evil</p>',
      ),
    );
    await renderWithI18n(<ServerFragment url="/fr/widget/catalog/Moved" />);
    await screen.findByRole('alert');
    expect(screen.queryByText('Evil')).toBeNull();
    expect(errors).toHaveBeenCalledWith(
      '[vitrine] refused a fragment from another origin: https://evil.example/frag',
    );
  });

  it('unmounts the widgets inside when it goes away', async () => {
    serveFragment();
    const { unmount: remove } = await renderWithI18n(
      <ServerFragment url="/fr/widget/catalog/StockByWarehouse" />,
    );
    await screen.findByText('3 en stock à Lyon');

    remove();

    expect(cleanedUp).toHaveBeenCalledOnce();
    expect(mountedCount()).toBe(0);
    expect(screen.queryByText('3 en stock à Lyon')).toBeNull();
  });

  it('refuses a fragment from another origin without requesting it (docs/architecture.md §5)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    await renderWithI18n(<ServerFragment url="https://evil.example/x" />);

    expect(errors).toHaveBeenCalledExactlyOnceWith(
      '[vitrine] refused a fragment from another origin: https://evil.example/x',
    );
    expect(screen.getByRole('alert').textContent).toBe('Manager.UnknowsErrors');
    expect(screen.queryByText('Core.Loading')).toBeNull();
  });

  it('shows Manager.UnknowsErrors when the fragment cannot be loaded', async () => {
    server.use(
      http.get(
        '*/fr/widget/catalog/StockByWarehouse',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );

    await renderWithI18n(<ServerFragment url="/fr/widget/catalog/StockByWarehouse" />, {
      Manager: { UnknowsErrors: 'Une erreur inconnue est survenue.' },
    });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Une erreur inconnue est survenue.',
    );
  });

  // issue 16 §4, spec 000 §8: the dialogs of `data-modal` links (quick view, stock, coupons).
  it('opens the login modal, back to this page, when the fragment answers 401', async () => {
    const dialogs = fakeDialogs();
    server.use(
      http.get(
        '*/fr/widget/catalog/StockByWarehouse',
        () => new HttpResponse(null, { status: 401 }),
      ),
    );

    await renderWithI18n(<ServerFragment url="/fr/widget/catalog/StockByWarehouse" />);

    expect((await screen.findByRole('alert')).textContent).toBe('Manager.UnknowsErrors');
    expect(shown(dialogs)).toEqual([{ login: '/fr/produit/42' }]);
  });

  it('says Manager.UnknowsErrors, and opens nothing, when the fragment never comes', async () => {
    const dialogs = fakeDialogs();
    fakeClock();
    server.use(http.get('*/fr/widget/catalog/StockByWarehouse', never));

    await renderWithI18n(<ServerFragment url="/fr/widget/catalog/StockByWarehouse" />);
    expect(screen.getByText('Core.Loading')).toBeTruthy();
    await passTime();

    expect(screen.getByRole('alert').textContent).toBe('Manager.UnknowsErrors');
    expect(shown(dialogs)).toEqual([]);
  });
});
