/**
 * The checkout's submit (issue 12 "Submit"; spec 001 §4): validation before any loading state,
 * the totals re-check, one POST for five clicks, the answers (card, transfer, 422, 401, 500,
 * network, malformed) and the draft.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import checkoutForm, { navigation } from './checkoutForm';
import type { Props } from './index';

listen();
const KEY = 'vitrine:checkout-draft';
const texts = {
  invalid: 'Errors in the form.',
  placing: 'Placing…',
  totalChanged: 'Now {total}.',
  failed: 'Not placed.',
  placedCard: 'Order {number}: pay by card.',
};
const props: Props = {
  toPay: 59.9,
  texts,
  draftKey: KEY,
  skip: ['ShippingMethodId'],
  beginCheckout: { currency: 'EUR', value: 59.9, items: [{ item_id: '1', item_name: 'Pot' }] },
};
const totals = (toPay: number) => ({
  Count: 1,
  ItemsIncl: toPay,
  Shipping: 0,
  Discount: 0,
  Tax: 0,
  TaxExempt: false,
  TotalIncl: toPay,
  TotalExcl: toPay,
  Prepaid: 0,
  ToPay: toPay,
});
const placed = (PaymentMethod: 'card' | 'banktransfer') => ({
  OrderId: 'abc',
  OrderNumber: 'VT-2026-001001',
  PaymentMethod,
  Status: PaymentMethod === 'card' ? 'AwaitingPayment' : 'AwaitingTransfer',
  ToPay: 59.9,
  ConfirmationUrl: '/fr/checkout/confirmation/abc',
});

let stop: () => void;
let dialogs: FakeDialogs;
let posts: FormData[];
let totalsAsked: number;

const form = () => document.getElementById('checkout-form') as HTMLFormElement;
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const button = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;
const alertText = () => document.querySelector('[data-checkout-errors]')?.textContent ?? '';
const message = () => document.querySelector('[data-checkout-message]')?.textContent ?? '';

function page(summaryToPay = '59.9') {
  document.body.innerHTML = `<form id="checkout-form" method="post" action="/fr/checkout" novalidate>
    <input type="hidden" name="__RequestVerificationToken" value="token">
    <input type="hidden" name="CheckoutKey" value="key-1">
    <div data-widget="checkout-form" tabindex="-1"><p role="alert" data-checkout-errors></p></div>
    <input name="Email" id="email" data-val="true" data-val-required="Required.">
    <span data-valmsg-for="Email" data-valmsg-replace="true"></span>
    <input name="City" id="city">
    <input type="radio" name="ShippingMethodId" value="1" checked>
    <input type="radio" name="ShippingMethodId" value="2">
  </form>
  <aside><section id="checkout-summary" data-to-pay="${summaryToPay}"></section>
    <input type="checkbox" name="AcceptTerms" value="true" form="checkout-form" id="terms">
    <button type="submit" form="checkout-form">Pay</button>
    <p role="status" data-checkout-message="checkout-form"></p></aside>`;
}

function mount(extra: Partial<Props> = {}) {
  const element = document.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
  stop = checkoutForm(element, { ...props, ...extra }, widgetContext(element));
}

function answers(toPay: number | (() => number), post: () => Response | Promise<Response>) {
  server.use(
    http.get('*/api/v1/checkout/totals', () => {
      totalsAsked += 1;
      return HttpResponse.json(totals(typeof toPay === 'function' ? toPay() : toPay));
    }),
    http.post('*/fr/checkout', async ({ request }) => {
      posts.push(await request.formData());
      return post();
    }),
  );
}

const submit = () => form().requestSubmit(button());
const fill = () => {
  field('Email').value = 'guest@example.com';
  field('Email').dispatchEvent(new Event('input', { bubbles: true }));
};

beforeEach(() => {
  applyPageSettings({}, '/fr/checkout');
  sessionStorage.clear();
  dialogs = fakeDialogs();
  posts = [];
  totalsAsked = 0;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  page();
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('checkout-form', () => {
  it('says an invalid form at the top and focuses the first error, with no loading and no call', async () => {
    mount();
    submit();
    await vi.waitFor(() => expect(alertText()).toBe(texts.invalid));
    expect(document.activeElement).toBe(field('Email'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(button().disabled).toBe(false);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(totalsAsked).toBe(0);
  });

  it('posts once for five quick submits, then goes to the confirmation', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    answers(59.9, () => HttpResponse.json(placed('banktransfer')));
    mount();
    fill();
    for (let i = 0; i < 5; i++) submit();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/fr/checkout/confirmation/abc'));
    expect(posts).toHaveLength(1);
    expect(totalsAsked).toBe(1);
    expect(posts[0]?.get('CheckoutKey')).toBe('key-1');
    expect(posts[0]?.get('Email')).toBe('guest@example.com');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('shows the loading button only while the valid form is being placed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    answers(59.9, async () => {
      await held;
      return HttpResponse.json({}, { status: 500 });
    });
    mount();
    fill();
    submit();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    release();
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    expect(button().hasAttribute('aria-busy')).toBe(false);
  });

  it('blocks when the total changed, says the new one, and places the order on the next submit', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const changed = vi.fn();
    document.addEventListener('vitrine:checkout-changed', changed);
    answers(64.5, () => HttpResponse.json(placed('banktransfer')));
    mount();
    fill();
    submit();
    await vi.waitFor(() => expect(message()).toMatch(/^Now 64,50\s€\.$/));
    expect(changed.mock.calls[0]?.[0].detail).toEqual({ reason: 'payment' });
    expect(posts).toHaveLength(0);
    expect(button().disabled).toBe(false);
    submit();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(posts).toHaveLength(1);
    document.removeEventListener('vitrine:checkout-changed', changed);
  });

  it('fires order-placed for a card order and locks the form', async () => {
    const assign = vi.spyOn(navigation, 'assign');
    const placedEvent = vi.fn();
    document.addEventListener('vitrine:order-placed', placedEvent);
    answers(59.9, () => HttpResponse.json(placed('card')));
    mount();
    fill();
    submit();
    await vi.waitFor(() => expect(placedEvent).toHaveBeenCalledTimes(1));
    expect(placedEvent.mock.calls[0]?.[0].detail).toEqual({
      orderId: 'abc',
      paymentMethod: 'card',
    });
    expect(message()).toBe('Order VT-2026-001001: pay by card.');
    expect(field('Email').disabled).toBe(true);
    expect(button().disabled).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    document.removeEventListener('vitrine:order-placed', placedEvent);
  });

  it('puts a 422 on its fields and focuses the first one', async () => {
    answers(59.9, () =>
      HttpResponse.json(
        { Errors: { City: 'City required.', PaymentMethod: 'Choose a payment.' } },
        { status: 422 },
      ),
    );
    mount();
    fill();
    submit();
    await vi.waitFor(() => expect(document.activeElement).toBe(field('City')));
    expect(field('City').getAttribute('aria-invalid')).toBe('true');
    expect(alertText()).toBe(`${texts.invalid} Choose a payment.`);
    expect(button().disabled).toBe(false);
  });

  it.each([
    ['a 500', () => HttpResponse.json({ Message: 'stack trace' }, { status: 500 }), texts.failed],
    ['a network error', () => HttpResponse.error(), 'Manager.NetworkError'],
    ['a malformed answer', () => HttpResponse.json({ OrderId: 1 }), texts.failed],
  ])('after %s: a toast, the button back, nothing cleared', async (_, answer, said) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers(59.9, answer);
    mount();
    fill();
    submit();
    await vi.waitFor(() =>
      expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'error', message: said }),
    );
    expect(button().disabled).toBe(false);
    expect(field('Email').value).toBe('guest@example.com');
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '{}').Email).toEqual(['guest@example.com']);
  });

  it('opens the login modal on a 401 and keeps the draft', async () => {
    answers(59.9, () => HttpResponse.json({}, { status: 401 }));
    mount();
    fill();
    submit();
    await vi.waitFor(() => expect(dialogs.login).toHaveBeenCalledWith('/fr/checkout'));
    expect(dialogs.toast).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '{}').Email).toEqual(['guest@example.com']);
  });

  it('restores the draft on mount, never the token, the key or a skipped choice', () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        Email: ['kept@example.com'],
        AcceptTerms: ['true'],
        CheckoutKey: ['old'],
        __RequestVerificationToken: ['old'],
        ShippingMethodId: ['2'],
      }),
    );
    mount();
    expect(field('Email').value).toBe('kept@example.com');
    expect(field('AcceptTerms').checked).toBe(true);
    expect(field('CheckoutKey').value).toBe('key-1');
    expect(field('__RequestVerificationToken').value).toBe('token');
    expect(document.querySelector<HTMLInputElement>('[value="1"]')?.checked).toBe(true);
  });

  it('saves what is typed, not the token nor the key', () => {
    mount();
    fill();
    field('City').value = 'Gent';
    field('City').dispatchEvent(new Event('input', { bubbles: true }));
    const draft = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    expect(draft).toEqual({ Email: ['guest@example.com'], City: ['Gent'], AcceptTerms: [] });
  });

  it('keeps the saved values of fields this page does not have', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ BillingStreet1: ['Veldstraat 12'] }));
    mount();
    fill();
    const draft = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    expect(draft.BillingStreet1).toEqual(['Veldstraat 12']);
    expect(draft.Email).toEqual(['guest@example.com']);
  });

  it('sends begin_checkout once per page view', () => {
    mount();
    stop();
    mount();
    const layer = (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer;
    expect(layer.filter((entry) => entry.event === 'begin_checkout')).toHaveLength(1);
  });
});
