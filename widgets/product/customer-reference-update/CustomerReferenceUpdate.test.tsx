import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../src/core/i18n';
import { readProps } from '../../../src/core/props';
import { I18nProvider } from '../../../src/core/react/translation';
import { WidgetContextValue } from '../../../src/core/react/WidgetContext';
import { type FakeDialogs, fakeDialogs, shown } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import * as services from '../../../src/ui/services';
import type { ToastItem } from '../../../src/ui/store';
import CustomerReferenceUpdate, { DIALOG_CLOSE_MS } from './CustomerReferenceUpdate';
import definition from './index';

listen();

const strings = {
  Core: { Save: 'Enregistrer', Close: 'Fermer', Success: 'Opération réussie' },
  Catalog: {
    CustomerReference: 'Votre référence',
    CustomerReferenceHint: 'Votre propre code.',
    CustomerRefUpdateError: 'Votre référence n’a pas pu être enregistrée.',
  },
};

let sent: unknown[] = [];
let answer: () => Response;
type Toast = (item: Omit<ToastItem, 'id'>) => void;
let toast: ReturnType<typeof vi.fn<Toast>>;
let dialogs: FakeDialogs;

beforeEach(() => {
  applyPageSettings({}, '/fr/catalog/product/robe?variant=101');
  sent = [];
  answer = () =>
    HttpResponse.json({ Status: 'Success', Message: 'Votre référence a été enregistrée.' });
  toast = vi.fn<Toast>();
  vi.spyOn(services, 'toast').mockImplementation(toast);
  dialogs = fakeDialogs();
  server.use(
    http.post('*/api/v1/catalog/customerref/update', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Props = Parameters<typeof CustomerReferenceUpdate>[0];

async function setup(overrides: Partial<Props> = {}) {
  const user = userEvent.setup();
  const props: Props = {
    productId: 1,
    productVariantId: 101,
    reference: 'OLD',
    maxLength: 50,
    display: 'growl',
    ...overrides,
  };
  await renderWithI18n(<CustomerReferenceUpdate {...props} />, strings);
  const input = screen.getByLabelText<HTMLInputElement>('Votre référence');
  return { user, input, save: screen.getByRole('button', { name: 'Enregistrer' }) };
}

describe('customer-reference-update (spec 000 §3, §8)', () => {
  it('shows the current reference and posts the new one as JSON; growls the server Message', async () => {
    const { user, input, save } = await setup();
    expect(input.value).toBe('OLD');
    expect(input.maxLength).toBe(50);
    await user.clear(input);
    await user.type(input, '  CR-77 ');
    await user.click(save);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'success',
        message: 'Votre référence a été enregistrée.',
      }),
    );
    expect(sent).toEqual([{ ProductId: 1, ProductVariantId: 101, CustomerReference: 'CR-77' }]);
    expect(input.value).toBe('CR-77');
  });

  it.each([
    ['a failure Status', () => HttpResponse.json({ Status: 'Error', Message: 'Trop long.' })],
    ['a 500', () => new HttpResponse('boom', { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ saved: true })],
  ])('growls Catalog.CustomerRefUpdateError on %s', async (_, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = failure;
    const { user, save } = await setup();
    await user.click(save);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        kind: 'error',
        message: 'Catalog.CustomerRefUpdateError',
      }),
    );
    expect(save.getAttribute('aria-busy')).toBe('false');
    expect(shown(dialogs)).toEqual([]);
  });

  it('opens the login modal on 401 and says nothing else', async () => {
    answer = () => new HttpResponse(null, { status: 401 });
    const { user, save } = await setup();
    await user.click(save);
    await waitFor(() =>
      expect(shown(dialogs)).toEqual([{ login: '/fr/catalog/product/robe?variant=101' }]),
    );
    expect(toast).not.toHaveBeenCalled();
  });

  it('accepts Status true as a success and falls back to Core.Success without a Message', async () => {
    answer = () => HttpResponse.json({ Status: true });
    const { user, save } = await setup();
    await user.click(save);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ kind: 'success', message: 'Core.Success' }),
    );
  });

  it('keeps what the shopper typed in the server form before the widget mounted', async () => {
    const element = document.createElement('div');
    element.innerHTML = '<input name="CustomerReference" value="OLD">';
    (element.querySelector('input') as HTMLInputElement).value = 'TYPED';
    const i18n = await createI18n('fr', strings);
    const props = { productId: 1, productVariantId: 101, reference: 'OLD', maxLength: 50 };
    render(
      <I18nProvider i18n={i18n}>
        <WidgetContextValue.Provider value={widgetContext(element, { name: 'x' })}>
          <CustomerReferenceUpdate {...props} display="growl" />
        </WidgetContextValue.Provider>
      </I18nProvider>,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Votre référence').value).toBe('TYPED');
  });

  it('sends once for a double submit', async () => {
    const { save } = await setup();
    const form = save.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(toast).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
  });
});

describe('customer-reference-update in a dialog (spec 000 §9)', () => {
  it('shows the server Message in a dialog instead of a growl', async () => {
    const { user, save } = await setup({ display: 'dialog' });
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Votre référence' });
    expect(dialog.textContent).toContain('Votre référence a été enregistrée.');
    expect(toast).not.toHaveBeenCalled();
  });

  it('closes the dialog at 3000 ms, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { save } = await setup({ display: 'dialog' });
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    // The answer arrives through real I/O; only setTimeout is fake.
    for (let turn = 0; turn < 50 && !screen.queryByRole('dialog'); turn += 1) {
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    }
    await act(() => vi.advanceTimersByTimeAsync(DIALOG_CLOSE_MS - 1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the failure text in an alert dialog', async () => {
    answer = () => new HttpResponse(null, { status: 500 });
    const { user, save } = await setup({ display: 'dialog' });
    await user.click(save);
    const dialog = await screen.findByRole('alertdialog', { name: 'Votre référence' });
    expect(dialog.textContent).toContain('Votre référence n’a pas pu être enregistrée.');
  });
});

describe('customer-reference-update props', () => {
  it('reads the server attributes and names an invalid one', () => {
    const element = document.createElement('div');
    element.setAttribute('data-product-id', '1');
    element.setAttribute('data-product-variant-id', '101');
    expect(readProps(element, definition.props, 'customer-reference-update')).toMatchObject({
      ok: true,
      props: { reference: '', maxLength: 50, display: 'growl' },
    });
    element.setAttribute('data-display', 'popup');
    const result = readProps(element, definition.props, 'customer-reference-update');
    expect(result.ok ? '' : result.message).toContain('data-display');
  });
});
