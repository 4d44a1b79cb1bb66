import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideDialogs } from '../../../src/core/dialogs';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import CurrencySelector from './CurrencySelector';

const strings = {
  Currency: {
    Currency: 'Devise',
    ConfirmChange: 'Votre panier sera recalculé.',
    Force: 'Changer quand même',
    ChangeError: 'Échec',
  },
};

const fake = {
  confirm: vi.fn<(options?: object) => Promise<boolean>>(),
  toast: vi.fn(),
  openFragment: vi.fn(),
  login: vi.fn(),
  error: vi.fn(),
};
provideDialogs(async () => fake);

const calls: string[] = [];
let answers: Array<Record<string, unknown> | Response> = [];
const server = setupServer(
  http.post('*/api/v1/currencyconverter/currency/changeto/*', ({ request }) => {
    calls.push(new URL(request.url).pathname);
    const answer = answers.shift();
    return answer instanceof Response ? answer : HttpResponse.json(answer);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fake.confirm.mockReset();
  fake.toast.mockReset();
  calls.length = 0;
  applyPageSettings({ currency: 'EUR' });
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});

async function pick(currency: string) {
  await renderWithI18n(<CurrencySelector currencies={['EUR', 'USD', 'GBP', 'CHF']} />, strings);
  await userEvent.selectOptions(screen.getByLabelText('Devise'), currency);
}

describe('currency-selector (spec 001 §4, §7)', () => {
  it('shows the page currency and reloads once the change is OK', async () => {
    answers = [{ ResponseCode: 'OK' }];
    await renderWithI18n(<CurrencySelector currencies={['EUR', 'USD']} />, strings);
    expect(screen.getByLabelText<HTMLSelectElement>('Devise').value).toBe('EUR');
    await userEvent.selectOptions(screen.getByLabelText('Devise'), 'USD');
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(calls).toEqual(['/api/v1/currencyconverter/currency/changeto/USD']);
  });

  it('asks first on a warning and forces the change with /true when confirmed', async () => {
    answers = [
      { ResponseCode: 'KO', ReasonType: 'Warning', ReasonResourceKey: 'Currency.ConfirmChange' },
      { ResponseCode: 'OK' },
    ];
    const confirm = fake.confirm.mockResolvedValue(true);
    await pick('GBP');
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    // issue 10 §4: the question is the body; the title names what changes.
    expect(confirm).toHaveBeenCalledWith({
      title: 'Currency.Currency',
      message: 'Currency.ConfirmChange',
      cancelLabel: 'Core.Cancel',
      confirmLabel: 'Currency.Force',
    });
    expect(calls).toEqual([
      '/api/v1/currencyconverter/currency/changeto/GBP',
      '/api/v1/currencyconverter/currency/changeto/GBP/true',
    ]);
  });

  it('keeps the currency when the shopper cancels the warning', async () => {
    answers = [
      { ResponseCode: 'KO', ReasonType: 'Warning', ReasonResourceKey: 'Currency.ConfirmChange' },
    ];
    fake.confirm.mockResolvedValue(false);
    await pick('CHF');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Devise').value).toBe('EUR'),
    );
    expect(calls).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows an error toast titled with the reason text for any other answer', async () => {
    answers = [
      { ResponseCode: 'KO', ReasonType: 'Error', ReasonResourceKey: 'Currency.ChangeError' },
    ];
    const toast = fake.toast;
    await pick('USD');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'error',
        title: 'Currency.ChangeError',
        message: 'Currency.ChangeError',
      }),
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Devise').value).toBe('EUR');
  });

  it('keeps the currency on a server error or a malformed answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [new HttpResponse(null, { status: 500 }), { Nothing: true }];
    await pick('USD');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Devise').value).toBe('EUR'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Devise'), 'GBP');
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Devise').value).toBe('EUR'),
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
