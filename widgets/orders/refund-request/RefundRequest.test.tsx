/** The refund request (spec 001 §2, §3, §5; issue 13 "Refunds"). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import type { Props } from './index';
import RefundRequest, { MOST_REFUNDED } from './RefundRequest';

listen();

const strings = {
  Sales: {
    OrdersRefundQuantityOf: 'Quantité : {{name}}',
    OrdersRefundTotal: 'Total remboursé',
    OrdersRefundReason: 'Motif',
    OrdersRefundChoose: 'Choisissez',
    OrdersReasonDamaged: 'Endommagé',
    OrdersRefundSubmit: 'Demander le remboursement',
    OrdersRefundNothing: 'Choisissez au moins un article.',
    OrdersRefundNoReason: 'Choisissez un motif.',
    OrdersRefundComment: 'Commentaire',
  },
};

const props: Props = {
  orderId: 'past-09',
  orderNumber: 'VT-2026-000604',
  currency: 'EUR',
  lines: [
    { productVariantId: 11, name: 'Lampe', sku: 'LT', quantity: 3, unitPrice: 19.99 },
    { productVariantId: 22, name: 'Vase', sku: '', quantity: 1, unitPrice: 0.1 },
  ],
};

let dialogs: FakeDialogs;
let sent: Array<Record<string, string>>;
let answer: () => Response;
const layer = () => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer;
const refunds = () => layer().filter((entry) => entry.event === 'refund');

beforeEach(() => {
  applyPageSettings({ currency: 'EUR' }, '/fr/account/orders/past-09/refund');
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  dialogs = fakeDialogs();
  sent = [];
  answer = () => HttpResponse.json({ Total: 40.08, Message: 'Demande enregistrée.' });
  server.use(
    http.post('*/fr/account/orders/past-09/refund', async ({ request }) => {
      expect(request.headers.get('Accept')).toContain('application/json');
      sent.push(
        Object.fromEntries(
          [...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]),
        ),
      );
      return answer();
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

const total = () =>
  screen.getByText('Total remboursé').closest('p')?.textContent?.replace(/\s/g, ' ');

async function setup() {
  const user = userEvent.setup();
  await renderWithI18n(<RefundRequest {...props} />, strings);
  return {
    user,
    lamp: screen.getByRole('combobox', { name: 'Quantité : Lampe' }),
    vase: screen.getByRole('combobox', { name: 'Quantité : Vase' }),
    reason: screen.getByRole('combobox', { name: 'Motif' }),
    submit: screen.getByRole('button', { name: 'Demander le remboursement' }),
  };
}

describe('refund-request', () => {
  it('offers 0 to the quantity bought and follows the selects: amount per line and total', async () => {
    const { user, lamp, vase } = await setup();
    expect([...(lamp as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '0',
      '1',
      '2',
      '3',
    ]);
    expect(total()).toMatch(/0,00\s?€/);
    await user.selectOptions(lamp, '2');
    expect(total()).toMatch(/39,98\s?€/);
    await user.selectOptions(vase, '1');
    expect(total()).toMatch(/40,08\s?€/);
    expect(screen.getByText('Total remboursé').closest('p')?.getAttribute('aria-live')).toBe(
      'polite',
    );
  });

  it("lists at most 999 in a line's select, whatever quantity reaches it (issue 16 §3)", async () => {
    const huge = { ...props, lines: [{ ...props.lines[0], quantity: 5000 }] } as Props;
    await renderWithI18n(<RefundRequest {...huge} />, strings);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Quantité : Lampe' });
    expect(select.options).toHaveLength(MOST_REFUNDED + 1);
    expect(select.options[MOST_REFUNDED]?.value).toBe('999');
  });

  it('refuses to send nothing: the message is announced and focused', async () => {
    const { user, submit } = await setup();
    await user.click(submit);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Choisissez au moins un article.');
    expect(document.activeElement).toBe(alert);
    expect(sent).toEqual([]);
  });

  it('asks for a reason, on the reason select', async () => {
    const { user, lamp, submit, reason } = await setup();
    await user.selectOptions(lamp, '1');
    await user.click(submit);
    expect(document.activeElement).toBe(reason);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('posts the quantities and the reason, shows the recorded state, and sends GA4 refund once with items when partial', async () => {
    const { user, lamp, vase, reason, submit } = await setup();
    await user.selectOptions(lamp, '2');
    await user.selectOptions(vase, '1');
    await user.selectOptions(reason, 'Damaged');
    await user.click(submit);
    const state = await screen.findByRole('status');
    expect(state.textContent).toBe('Demande enregistrée.');
    await waitFor(() => expect(document.activeElement).toBe(state));
    expect(sent).toEqual([{ Quantity_11: '2', Quantity_22: '1', Reason: 'Damaged', Comment: '' }]);
    expect(refunds()).toEqual([
      {
        event: 'refund',
        ecommerce: {
          transaction_id: 'VT-2026-000604',
          value: 40.08,
          currency: 'EUR',
          items: [
            { item_id: '11', item_name: 'Lampe', sku: 'LT', price: 19.99, quantity: 2 },
            { item_id: '22', item_name: 'Vase', price: 0.1, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('a full refund sends GA4 refund without items', async () => {
    answer = () => HttpResponse.json({ Total: 60.07, Message: 'OK' });
    const { user, lamp, vase, reason, submit } = await setup();
    await user.selectOptions(lamp, '3');
    await user.selectOptions(vase, '1');
    await user.selectOptions(reason, 'Damaged');
    await user.click(submit);
    await screen.findByRole('status');
    expect(refunds()[0]?.ecommerce).toEqual({
      transaction_id: 'VT-2026-000604',
      value: 60.07,
      currency: 'EUR',
    });
  });

  it.each([
    [
      'a 422 with its Message',
      () => HttpResponse.json({ Message: 'Trop tard.' }, { status: 422 }),
      'Trop tard.',
    ],
    ['a 500', () => new HttpResponse('boom', { status: 500 }), 'Manager.UnknowsErrors'],
    ['a network error', () => HttpResponse.error(), 'Manager.UnknowsErrors'],
    ['a malformed answer', () => HttpResponse.json({ nope: true }), 'Manager.UnknowsErrors'],
  ])('%s: an alert, focused, nothing chosen is lost, no GA4', async (_, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = failure;
    const { user, lamp, reason, submit } = await setup();
    await user.selectOptions(lamp, '1');
    await user.selectOptions(reason, 'Damaged');
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect((lamp as HTMLSelectElement).value).toBe('1');
    expect(refunds()).toEqual([]);
  });

  it('a 401 opens the login modal back to this page', async () => {
    answer = () => new HttpResponse(null, { status: 401 });
    const { user, lamp, reason, submit } = await setup();
    await user.selectOptions(lamp, '1');
    await user.selectOptions(reason, 'Damaged');
    await user.click(submit);
    await waitFor(() =>
      expect(shown(dialogs)).toEqual([{ login: '/fr/account/orders/past-09/refund' }]),
    );
  });
});
