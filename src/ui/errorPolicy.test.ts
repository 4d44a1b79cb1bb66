import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listen, server, stringResources } from '../test/msw';
import { applyPageSettings } from '../test/settings';

// These tests read which key a dialog shows (the CMS's dictionary is empty): the bundle's own
// words, which would fill the keys a moment later (decision 020), are left out.
vi.mock('../core/strings/fr.json', () => ({ default: {} }));

listen();

// Transform the host chunk once, outside the time limits of findBy*.
beforeAll(async () => {
  await import('./host');
});

let ui: {
  reportProblem: typeof import('../core/errorPolicy').reportProblem;
  uiStore: typeof import('./store').uiStore;
  http: typeof import('../core/http');
};

beforeEach(async () => {
  applyPageSettings({}, '/fr/compte?tab=orders');
  server.use(
    stringResources(),
    http.get('*/fr/security/login', () =>
      HttpResponse.text('<p>Connexion</p>', { headers: { 'Content-Type': 'text/html' } }),
    ),
  );
  // One page-level host per test: vitest.setup.ts empties <body> after each one.
  vi.resetModules();
  const [{ reportProblem }, { uiStore }, { provideDialogs }, services, httpModule] =
    await Promise.all([
      import('../core/errorPolicy'),
      import('./store'),
      import('../core/dialogs'),
      import('./services'),
      import('../core/http'),
    ]);
  // The one port, wired as boot.ts wires it (the UI loaded on first use).
  provideDialogs(() => Promise.resolve(services.dialogs));
  ui = { reportProblem, uiStore, http: httpModule };
});

describe('reportProblem through the dialogs port (spec 000 §8)', () => {
  it('opens the login modal for a login problem', async () => {
    ui.reportProblem({ kind: 'login', returnUrl: '/fr/compte?tab=orders' });

    const dialog = await screen.findByRole('dialog', { name: 'Security.LoginTitle' });
    expect(dialog.classList.contains('login-modal')).toBe(true);
    expect(await within(dialog).findByText('Connexion')).toBeTruthy();
  });

  it('opens the generic error modal for an unknown problem', async () => {
    ui.reportProblem({ kind: 'unknown', url: '/api/v1/shoppingcarts', status: 500 });

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Manager.UnknowsErrors')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'Core.Close' })).not.toHaveLength(0);
  });

  it('shows nothing for a 404 or an abort, which the policy only logs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    ui.reportProblem({ kind: 'not-found', url: '/api/v1/catalog/wishlist/isinthelist' });
    ui.reportProblem({ kind: 'aborted', url: '/api/v1/catalog/search/suggestions' });
    await Promise.resolve();

    expect(ui.uiStore.getState().dialogs).toEqual([]);
  });
});

describe('the error policy wired as boot.ts wires it', () => {
  it('opens the error modal when a call answers 500', async () => {
    server.use(http.get('*/api/v1/shoppingcarts', () => new HttpResponse(null, { status: 500 })));

    await ui.http.get('api/v1/shoppingcarts').catch(() => {});

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Manager.UnknowsErrors')).toBeTruthy();
  });

  it('opens the login modal, returning to the current page, when a call answers 401', async () => {
    const asked: string[] = [];
    server.use(
      http.post(
        '*/api/v1/catalog/products/addtocart',
        () => new HttpResponse(null, { status: 401 }),
      ),
      http.get('*/fr/security/login', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('returnUrl') ?? '');
        return HttpResponse.text('<p>Connexion</p>', { headers: { 'Content-Type': 'text/html' } });
      }),
    );

    await ui.http
      .post('api/v1/catalog/products/addtocart', { ProductVariantId: 3 })
      .catch(() => {});

    expect(await screen.findByText('Connexion')).toBeTruthy();
    expect(asked).toEqual(['/fr/compte?tab=orders']);
  });
});
