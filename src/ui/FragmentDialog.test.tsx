/**
 * A dialog of server pages that swaps its steps (issue 13, spec 001 §2 "shown in a modal with
 * step-back links"): `data-modal-step` opens a page in the same dialog with its title,
 * `data-modal-back` returns to the step before, other links are left to the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listen, server, stringResources } from '../test/msw';
import { applyPageSettings } from '../test/settings';

vi.mock('../core/strings/fr.json', () => ({ default: {} }));

listen();

beforeAll(async () => {
  await import('./host');
});

type Services = typeof import('./services');
let services: Services;
let asked: string[];

const html = (body: string) =>
  HttpResponse.text(body, { headers: { 'Content-Type': 'text/html' } });

beforeEach(async () => {
  applyPageSettings({}, '/fr/account/security');
  asked = [];
  server.use(
    stringResources(),
    http.get('*/fr/security/twofactorhome', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return html(
        '<p>Off</p><a href="/fr/security/twofactor/enable" data-modal-step="Turn on">Turn on</a> <a href="/fr/elsewhere">Elsewhere</a>',
      );
    }),
    http.get('*/fr/security/twofactor/enable', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return html('<p>Scan</p><a href="/fr/security/twofactorhome" data-modal-back>Back</a>');
    }),
  );
  vi.resetModules();
  services = await import('./services');
});

describe('FragmentDialog', () => {
  it('swaps to a step with its title, then back to the step before, in the same dialog', async () => {
    services.openFragmentModal('/fr/security/twofactorhome', 'Two-factor');
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor' });
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Scan')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Turn on' })).toBe(dialog);
    // Focus moves into the new step, inside the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await userEvent.click(within(dialog).getByRole('link', { name: 'Back' }));
    expect(await within(dialog).findByText('Off')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Two-factor' })).toBe(dialog);
    // "Back" shows the step again as the server has it now: asked a second time.
    expect(asked).toEqual([
      '/fr/security/twofactorhome',
      '/fr/security/twofactor/enable',
      '/fr/security/twofactorhome',
    ]);
  });

  it('leaves other links to the page (the shell)', async () => {
    services.openFragmentModal('/fr/security/twofactorhome', 'Two-factor');
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor' });
    const link = await within(dialog).findByRole('link', { name: 'Elsewhere' });
    let prevented: boolean | undefined;
    document.addEventListener(
      'click',
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    await userEvent.click(link);
    expect(prevented).toBe(false);
    expect(asked).toEqual(['/fr/security/twofactorhome']);
  });

  it('a back link of a dialog opened at that step goes to its address', async () => {
    services.openFragmentModal('/fr/security/twofactor/enable', 'Turn on');
    const dialog = await screen.findByRole('dialog', { name: 'Turn on' });
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Back' }));
    expect(await within(dialog).findByText('Off')).toBeTruthy();
  });
});
