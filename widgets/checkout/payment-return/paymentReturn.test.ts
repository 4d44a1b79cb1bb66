/**
 * The return from a confirmation step (issue 12; spec 001 §3, §8): the provider named gets the
 * session id and the redirect result; paid → the confirmation, refused → the pay page, both by
 * `location.replace`; an error is logged and the shopper reads the message.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type PaymentCallbacks,
  type PaymentReturn,
  registerPaymentProvider,
} from '../../../src/core/paymentProviders';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import paymentReturn from './paymentReturn';

const PROPS = {
  provider: 'fakepay',
  sessionId: 'CS1',
  redirectResult: 'R1',
  environment: 'test',
  clientKey: 'test_K',
  paidUrl: '/fr/checkout/confirmation/o1',
  refusedUrl: '/fr/checkout/pay/o1',
};
let element: HTMLElement;
let stop: () => void;
let replace: ReturnType<typeof vi.fn>;
let outcome: (callbacks: PaymentCallbacks) => void;
const received: PaymentReturn[] = [];

function mount() {
  element = document.createElement('div');
  element.innerHTML = `<span data-payment-text="checking">…</span><span data-payment-text="error" hidden>Erreur</span>`;
  document.body.append(element);
  stop = paymentReturn(element, PROPS, widgetContext(element));
}

beforeEach(() => {
  applyPageSettings({}, '/fr/checkout/pay/o1');
  received.length = 0;
  replace = vi.fn();
  vi.stubGlobal('location', { href: 'http://localhost/fr/checkout/pay/o1?sessionId=CS1', replace });
  registerPaymentProvider('fakepay', () => ({
    mount: async () => {},
    submitReturn: async (back, callbacks) => {
      received.push(back);
      outcome(callbacks);
    },
    unmount: () => {},
  }));
});
afterEach(() => {
  stop();
  element.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment-return', () => {
  it('hands the return to the provider; paid goes to the confirmation', async () => {
    outcome = (callbacks) => callbacks.completed();
    mount();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(PROPS.paidUrl));
    expect(received).toEqual([
      { sessionId: 'CS1', redirectResult: 'R1', environment: 'test', clientKey: 'test_K' },
    ]);
  });

  it('refused goes back to the pay page', async () => {
    outcome = (callbacks) => callbacks.failed();
    mount();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(PROPS.refusedUrl));
  });

  it('an error is logged, the message shown, the address kept', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    outcome = (callbacks) => callbacks.error(new Error('details failed'));
    mount();
    const message = element.querySelector<HTMLElement>('[data-payment-text="error"]');
    await vi.waitFor(() => expect(message?.hidden).toBe(false));
    expect(log).toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });
});
