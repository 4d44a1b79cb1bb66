/** The searchable select (spec 000 §2; issue 15; decision 045). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDialogs, shown } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import SearchableSelect from './SearchableSelect';
import { filterOptions } from './selectOptions';

vi.mock('../../../src/core/strings/fr.json', () => ({ default: {} }));

listen();
const STRINGS = {
  Forms: {
    OptionsFailed: 'La liste n’a pas pu être chargée.',
    NoOptions: 'Aucun résultat',
    OptionCount_one: '{{count}} résultat',
    OptionCount_other: '{{count}} résultats',
    SearchHint: 'Tapez au moins {{count}} caractères.',
    FilterHint: 'Tapez pour filtrer la liste.',
  },
};
const SEARCH = '*/api/v1/stores/search';

afterEach(() => document.body.replaceChildren());

function serverSelect() {
  const form = document.createElement('form');
  const label = Object.assign(document.createElement('label'), { htmlFor: 'field-Shop' });
  label.textContent = 'Magasin';
  const select = Object.assign(document.createElement('select'), {
    id: 'field-Shop',
    name: 'Shop',
  });
  select.setAttribute('data-val', 'true');
  select.setAttribute('data-val-required', 'Requis');
  select.append(
    new Option('Choisir', ''),
    new Option('Liège', 'lg'),
    new Option('Louvain', 'lv'),
    new Option('Bruxelles', 'bx'),
  );
  form.append(label, select);
  document.body.append(form);
  return { form, select };
}

describe('filtering the select’s options', () => {
  const options = [
    { value: 'lg', label: 'Liège Centre' },
    { value: 'bx', label: 'Bruxelles Louise' },
  ];
  it('matches every word, whatever the case and the accents', () => {
    expect(filterOptions(options, 'liege')).toEqual([options[0]]);
    expect(filterOptions(options, 'LOUISE brux')).toEqual([options[1]]);
    expect(filterOptions(options, 'gand')).toEqual([]);
    expect(filterOptions(options, '  ')).toEqual(options);
  });
});

describe('searchable select over the select’s options', () => {
  it('filters as one types and posts the chosen value through the hidden select', async () => {
    const { form, select } = serverSelect();
    await renderWithI18n(<SearchableSelect for="field-Shop" searchUrl="" minChars={2} />, STRINGS);
    const input = screen.getByRole('combobox', { name: 'Magasin' });
    expect(select.hidden).toBe(true);
    await userEvent.type(input, 'lou');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Louvain']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect((input as HTMLInputElement).value).toBe('Louvain');
    expect(new FormData(form).get('Shop')).toBe('lv');
  });

  it('goes back to the chosen label when left with other text, and clears when emptied', async () => {
    const { select } = serverSelect();
    select.value = 'bx';
    await renderWithI18n(<SearchableSelect for="field-Shop" searchUrl="" minChars={2} />, STRINGS);
    const input = screen.getByRole('combobox', { name: 'Magasin' });
    expect((input as HTMLInputElement).value).toBe('Bruxelles');
    await userEvent.clear(input);
    await userEvent.type(input, 'zz');
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe('Bruxelles');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(select.value).toBe('');
  });

  it('copies the validation state of the select onto the field', async () => {
    const { select } = serverSelect();
    await renderWithI18n(<SearchableSelect for="field-Shop" searchUrl="" minChars={2} />, STRINGS);
    select.setAttribute('aria-invalid', 'true');
    select.setAttribute('aria-describedby', 'field-Shop-error');
    const input = screen.getByRole('combobox');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(input.getAttribute('aria-describedby')).toContain('field-Shop-error');
  });
});

describe('searchable select with a remote search', () => {
  it('asks from the minimum characters and adds the chosen option to the select', async () => {
    const asked: string[] = [];
    server.use(
      http.get(SEARCH, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json([{ value: 'gh', label: 'Gand Korenmarkt' }]);
      }),
    );
    const { form } = serverSelect();
    await renderWithI18n(
      <SearchableSelect for="field-Shop" searchUrl="api/v1/stores/search" minChars={2} />,
      STRINGS,
    );
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'g');
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.type(input, 'a');
    await userEvent.click(await screen.findByRole('option', { name: 'Gand Korenmarkt' }));
    expect(asked).toEqual(['ga']);
    expect(new FormData(form).get('Shop')).toBe('gh');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ stores: [] })],
  ])('says the list failed on %s, and keeps the value chosen before', async (_, answer) => {
    server.use(http.get(SEARCH, answer));
    const { select } = serverSelect();
    select.value = 'lg';
    await renderWithI18n(
      <SearchableSelect for="field-Shop" searchUrl="api/v1/stores/search" minChars={2} />,
      STRINGS,
    );
    const input = screen.getByRole('combobox');
    await userEvent.clear(input);
    await userEvent.type(input, 'xy');
    const message = await screen.findByText('La liste n’a pas pu être chargée.', {
      selector: 'p.is-error',
    });
    expect(message.closest('[hidden]')).toBeNull();
    expect(select.value).toBe('lg');
  });

  it('opens the login modal on a 401 (spec 000 §8), says the list failed, keeps the value', async () => {
    const dialogs = fakeDialogs();
    server.use(http.get(SEARCH, () => new HttpResponse(null, { status: 401 })));
    const { select } = serverSelect();
    select.value = 'lg';
    await renderWithI18n(
      <SearchableSelect for="field-Shop" searchUrl="api/v1/stores/search" minChars={2} />,
      STRINGS,
    );
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), 'zq');
    await screen.findByText('La liste n’a pas pu être chargée.', { selector: 'p.is-error' });
    expect(shown(dialogs)).toEqual([{ login: location.pathname + location.search }]);
    expect(select.value).toBe('lg');
  });
});
