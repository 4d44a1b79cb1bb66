/**
 * The sales user's customer search (spec 001 §3, §5, §7; issue 13): from 2 characters, the
 * shared combobox by keyboard, choosing fills the form, saving posts it; 422 field errors,
 * failures said and nothing typed lost.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import CustomerSearch from './CustomerSearch';

vi.mock('../../../src/core/strings/fr.json', () => ({ default: {} }));

listen();
const STRINGS = {
  Sales: {
    SearchCustomer: 'Rechercher un client',
    CustomerSearchHint: 'Au moins {{count}} caractères',
    Customers: 'Clients',
    CustomerCount_one: '{{count}} client trouvé',
    CustomerCount_other: '{{count}} clients trouvés',
    NoCustomerFound: 'Aucun client',
    CustomerSearchUnavailable: 'Recherche indisponible',
    CustomerChooseFirst: 'Choisissez un client',
    CustomerChosen: '{{name}} dans le formulaire',
    CustomerDetails: 'Coordonnées',
    CustomerId: 'Numéro de client',
    CustomerFirstName: 'Prénom',
    CustomerLastName: 'Nom',
    CustomerEmail: 'E-mail',
    CustomerPhone: 'Téléphone',
    CustomerAccountType: 'Type de compte',
    CustomerPrivate: 'Particulier',
    CustomerCompany: 'Professionnel',
    CustomerCompanyName: 'Raison sociale',
    CustomerSave: 'Enregistrer',
    CustomerSaved: '{{name}} enregistré',
  },
  Manager: { UnknowsErrors: 'Erreur inattendue' },
};

const HELENE = {
  CustomerId: '300103',
  Email: 'helene.girard@laposte.net',
  FirstName: 'Hélène',
  LastName: 'Girard',
  Phone: '+33 4 78 92 11 40',
  AccountType: 'private',
  CompanyName: '',
};
const HERVE = { ...HELENE, CustomerId: '300150', Email: 'herve@x.fr', FirstName: 'Hervé' };

let asked: string[];
let dialogs: FakeDialogs;

beforeEach(() => {
  asked = [];
  dialogs = fakeDialogs();
  server.use(
    http.get('*/api/v1/sales/customers', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      asked.push(search);
      return HttpResponse.json(search.startsWith('he') ? [HELENE, HERVE] : []);
    }),
  );
});

afterEach(() => vi.useRealTimers());

const field = () => screen.getByRole('combobox', { name: 'Rechercher un client' });
const show = () => renderWithI18n(<CustomerSearch />, STRINGS);

async function choose(text = 'he') {
  await show();
  await userEvent.type(field(), text);
  await screen.findByRole('option', { name: /Hélène Girard/ });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  return screen.getByRole('textbox', { name: 'Prénom' }) as HTMLInputElement;
}

describe('customer-search', () => {
  it('asks nothing for 1 character, then asks with `search` from 2 and announces the count', async () => {
    await show();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ delay: null });
    await user.type(field(), 'h');
    act(() => vi.advanceTimersByTime(2000));
    expect(asked).toEqual([]);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await userEvent.type(field(), 'e');
    expect(await screen.findByRole('option', { name: /herve@x\.fr/ })).toBeTruthy();
    expect(asked).toEqual(['he']);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      '2 clients trouvés',
    );
    expect(field().getAttribute('aria-expanded')).toBe('true');
  });

  it('fills the form with the customer chosen by keyboard; Escape closes the list', async () => {
    const first = await choose();
    expect(first.value).toBe('Hélène');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Hélène Girard dans le formulaire',
    );
    expect(
      (screen.getByRole('textbox', { name: 'Numéro de client' }) as HTMLInputElement).value,
    ).toBe('300103');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe(
      HELENE.Email,
    );
    expect((screen.getByRole('radio', { name: 'Particulier' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(field().getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(field(), 'r');
    await userEvent.keyboard('{ArrowDown}');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(field());
  });

  it('aborts the search in flight when the text changes (a newer request replaces it)', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      http.get('*/api/v1/sales/customers', async ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        if (search === 'he') {
          signals.push(request.signal);
          // Answers only once aborted (or far too late): the newer search must replace it.
          await new Promise((resolve) => {
            request.signal.addEventListener('abort', resolve);
            setTimeout(resolve, 3000);
          });
          return HttpResponse.json([HERVE]);
        }
        return HttpResponse.json([HELENE]);
      }),
    );
    await show();
    await userEvent.type(field(), 'he');
    await waitFor(() => expect(signals).toHaveLength(1));
    await userEvent.type(field(), 'l');
    expect(await screen.findByRole('option', { name: /Hélène Girard/ })).toBeTruthy();
    expect(signals[0]?.aborted).toBe(true);
    expect(screen.queryByRole('option', { name: /herve@x\.fr/ })).toBeNull();
  });

  it('says when no customer matches', async () => {
    await show();
    await userEvent.type(field(), 'zz');
    expect(await screen.findAllByText('Aucun client')).not.toHaveLength(0);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a 403', () => HttpResponse.json({ Message: 'Vendeurs seulement' }, { status: 403 })],
    ['a malformed answer', () => HttpResponse.json([{ Email: 'x@y.z' }])],
    ['a network error', () => HttpResponse.error()],
  ])('says the search is unavailable on %s', async (_, respond) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/v1/sales/customers', respond));
    await show();
    await userEvent.type(field(), 'he');
    expect(await screen.findAllByText('Recherche indisponible')).not.toHaveLength(0);
    expect(dialogs.login).not.toHaveBeenCalled();
  });

  it('opens the login modal on a 401', async () => {
    server.use(http.get('*/api/v1/sales/customers', () => new HttpResponse(null, { status: 401 })));
    await show();
    await userEvent.type(field(), 'he');
    await waitFor(() => expect(dialogs.login).toHaveBeenCalledOnce());
  });

  it('saves the edited form with a POST and says so', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/v1/sales/customers/:id', async ({ request, params }) => {
        const body = (await request.json()) as Record<string, string>;
        posted.push({ id: params.id, ...body });
        return HttpResponse.json({ ...HELENE, ...body });
      }),
    );
    const first = await choose();
    await userEvent.clear(first);
    await userEvent.type(first, 'Léna');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(dialogs.toast).toHaveBeenCalledWith({
        kind: 'success',
        message: 'Léna Girard enregistré',
      }),
    );
    const { CustomerId: _, ...fields } = HELENE;
    expect(posted).toEqual([{ id: '300103', ...fields, FirstName: 'Léna' }]);
  });

  it('puts the 422 messages on their fields and focuses the first', async () => {
    server.use(
      http.post('*/api/v1/sales/customers/:id', () =>
        HttpResponse.json(
          { Errors: { Email: 'Adresse déjà utilisée' }, Message: 'Non enregistré' },
          { status: 422 },
        ),
      ),
    );
    await choose();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Adresse déjà utilisée').id).toBe(
      email.getAttribute('aria-describedby'),
    );
    expect(dialogs.toast).not.toHaveBeenCalled();
  });

  it('keeps what was typed and says so when saving fails', async () => {
    server.use(http.post('*/api/v1/sales/customers/:id', () => HttpResponse.error()));
    const first = await choose();
    await userEvent.type(first, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dialogs.toast).toHaveBeenCalledOnce());
    expect(dialogs.toast.mock.calls[0]?.[0].kind).toBe('error');
    expect(first.value).toBe('Hélènex');
  });
});
