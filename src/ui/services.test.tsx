import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../core/events';
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

type Services = typeof import('./services');
let services: Services;

beforeEach(async () => {
  applyPageSettings({}, '/fr/panier?step=2');
  server.use(stringResources());
  // The host is mounted once per page and vitest.setup.ts empties <body> after each test:
  // a fresh module graph per test gives each test its own page-level host.
  vi.resetModules();
  services = await import('./services');
});

/** Serves the login page fragment and records the addresses asked for. */
function serveLogin(): URL[] {
  const requested: URL[] = [];
  server.use(
    http.get('*/security/login', ({ request }) => {
      requested.push(new URL(request.url));
      return HttpResponse.text(
        '<form><label>E-mail <input name="Email" type="email"></label></form>',
        {
          headers: { 'Content-Type': 'text/html' },
        },
      );
    }),
  );
  return requested;
}

describe('toast', () => {
  it('renders through the host, loaded and mounted on first use', async () => {
    expect(document.querySelector('.vitrine-ui')).toBeNull();

    services.toast({ kind: 'success', message: 'Sales.AddedToBasket' });

    const status = await screen.findByRole('status');
    expect(await within(status).findByText('Sales.AddedToBasket')).toBeTruthy();
    expect(document.querySelectorAll('.vitrine-ui')).toHaveLength(1);
  });

  it('puts errors in the alert region and mounts no second host', async () => {
    services.toast({ kind: 'info', message: 'Core.Saved' });
    await screen.findByText('Core.Saved');

    services.toast({ kind: 'error', message: 'Core.ErrorServer' });

    expect(await within(screen.getByRole('alert')).findByText('Core.ErrorServer')).toBeTruthy();
    expect(document.querySelectorAll('.vitrine-ui')).toHaveLength(1);
  });
});

describe('confirmDialog', () => {
  it('asks with the default keys and resolves true on Core.BtnConfirm (spec 000 §8)', async () => {
    const user = userEvent.setup();

    const answer = services.confirmDialog();

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Core.BtnConfirm',
      description: 'Core.SureToDelete',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Core.BtnConfirm' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('resolves false on Core.BtnBack', async () => {
    const user = userEvent.setup();

    const answer = services.confirmDialog({ message: 'Wishlist.SureToRemove' });

    const dialog = await screen.findByRole('alertdialog', { description: 'Wishlist.SureToRemove' });
    await user.click(within(dialog).getByRole('button', { name: 'Core.BtnBack' }));
    await expect(answer).resolves.toBe(false);
  });
});

describe('showErrorModal', () => {
  it('shows Manager.UnknowsErrors with a Core.Close button that closes it (spec 000 §8)', async () => {
    const user = userEvent.setup();

    services.showErrorModal();

    const dialog = await screen.findByRole('alertdialog', { name: 'Core.Error' });
    expect(within(dialog).getByText('Manager.UnknowsErrors')).toBeTruthy();
    const footerClose = within(dialog)
      .getAllByRole('button', { name: 'Core.Close' })
      .find((button) => button.textContent === 'Core.Close');
    await user.click(footerClose as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the translations of the page culture', async () => {
    server.use(
      stringResources({
        Manager: { UnknowsErrors: 'Une erreur inconnue est survenue.' },
        Core: { Close: 'Fermer', Error: 'Erreur' },
      }),
    );

    services.showErrorModal();

    const dialog = await screen.findByRole('alertdialog', { name: 'Erreur' });
    expect(within(dialog).getByText('Une erreur inconnue est survenue.')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'Fermer' })).toHaveLength(2);
  });

  it('opens one modal however many failures report at once', async () => {
    services.showErrorModal();
    services.showErrorModal();

    await screen.findByRole('alertdialog');

    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });
});

describe('openLoginModal', () => {
  it('opens a login-modal dialog whose fragment request carries the encoded returnUrl', async () => {
    applyPageSettings({ appPath: '/shop/' }, '/shop/fr/panier?step=2');
    vi.resetModules();
    services = await import('./services');
    const requested = serveLogin();

    services.openLoginModal('/shop/fr/panier?step=2');

    const dialog = await screen.findByRole('dialog', { name: 'Security.LoginTitle' });
    expect(dialog.classList.contains('login-modal')).toBe(true);
    expect(await within(dialog).findByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    expect(requested.map((url) => url.pathname + url.search)).toEqual([
      '/shop/fr/security/login?returnUrl=%2Fshop%2Ffr%2Fpanier%3Fstep%3D2',
    ]);
  });

  it('closes with the page it was opened on when a link inside it leads away (issue 10 §4)', async () => {
    serveLogin();
    services.confirmDialog({ message: 'Core.SureToDelete' });
    services.openLoginModal('/fr/panier');
    await screen.findByRole('textbox', { name: 'E-mail' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    emit('vitrine:page-leave', { url: 'http://localhost/fr/account/register' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A question still waits for its answer.
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('opens no second login modal while one is open', async () => {
    const requested = serveLogin();

    services.openLoginModal('/fr/panier');
    services.openLoginModal('/fr/compte');

    await screen.findByRole('textbox', { name: 'E-mail' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(requested).toHaveLength(1);
  });
});
