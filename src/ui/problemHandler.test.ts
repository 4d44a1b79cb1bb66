import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listen, server, stringResources } from '../test/msw';
import { applyPageSettings } from '../test/settings';

listen();

// Transform the host chunk once, outside the time limits of findBy*.
beforeAll(async () => {
  await import('./host');
});

let ui: {
  handleProblem: typeof import('./problemHandler').handleProblem;
  uiStore: typeof import('./store').uiStore;
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
  const [{ handleProblem }, { uiStore }] = await Promise.all([
    import('./problemHandler'),
    import('./store'),
  ]);
  ui = { handleProblem, uiStore };
});

describe('handleProblem (spec 000 §8)', () => {
  it('opens the login modal for a login problem', async () => {
    ui.handleProblem({ kind: 'login', returnUrl: '/fr/compte?tab=orders' });

    const dialog = await screen.findByRole('dialog', { name: 'Security.LoginTitle' });
    expect(dialog.classList.contains('login-modal')).toBe(true);
    expect(await within(dialog).findByText('Connexion')).toBeTruthy();
  });

  it('opens the generic error modal for an unknown problem', async () => {
    ui.handleProblem({ kind: 'unknown', url: '/api/v1/shoppingcarts', status: 500 });

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Manager.UnknowsErrors')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'Core.Close' })).not.toHaveLength(0);
  });

  it('shows nothing for a 404 or an abort, which the policy only logs', () => {
    ui.handleProblem({ kind: 'not-found', url: '/api/v1/catalog/wishlist/isinthelist' });
    ui.handleProblem({ kind: 'aborted', url: '/api/v1/catalog/search/suggestions' });

    expect(ui.uiStore.getState().dialogs).toEqual([]);
  });
});

describe('the error policy wired as boot.ts wires it', () => {
  async function wire() {
    const [{ setProblemHandler }, httpModule] = await Promise.all([
      import('../core/errorPolicy'),
      import('../core/http'),
    ]);
    setProblemHandler(ui.handleProblem);
    return httpModule;
  }

  it('opens the error modal when a call answers 500', async () => {
    server.use(http.get('*/api/v1/shoppingcarts', () => new HttpResponse(null, { status: 500 })));
    const { get } = await wire();

    await get('api/v1/shoppingcarts').catch(() => {});

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
    const { post } = await wire();

    await post('api/v1/catalog/products/addtocart', { ProductVariantId: 3 }).catch(() => {});

    expect(await screen.findByText('Connexion')).toBeTruthy();
    expect(asked).toEqual(['/fr/compte?tab=orders']);
  });
});
