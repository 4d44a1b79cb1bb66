import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import CountrySelector from './CountrySelector';

const bodies: unknown[] = [];
let status = 200;
const server = setupServer(
  http.put('*/api/v1/salestaxes/currentcountry', async ({ request }) => {
    bodies.push(await request.json());
    return status === 200 ? HttpResponse.json({}) : new HttpResponse(null, { status });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  bodies.length = 0;
  status = 200;
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});

describe('country-selector (spec 001 §7)', () => {
  it('names the countries in the page language and puts the chosen one, then reloads', async () => {
    await renderWithI18n(<CountrySelector countries={['BE', 'DE']} current="BE" />, {
      Currency: { Country: 'Pays' },
    });
    expect(screen.getByRole('option', { name: 'Allemagne' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Pays'), 'DE');
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ currentCountry: 'DE' }]);
  });

  it('keeps the current country when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    status = 500;
    await renderWithI18n(<CountrySelector countries={['BE', 'DE']} current="BE" />, {
      Currency: { Country: 'Pays' },
    });
    await userEvent.selectOptions(screen.getByLabelText('Pays'), 'DE');
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Pays').value).toBe('BE'));
    expect(reload).not.toHaveBeenCalled();
  });
});
