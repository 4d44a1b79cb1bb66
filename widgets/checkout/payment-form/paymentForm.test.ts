/**
 * The payment form (issue 12; spec 001 §3, §7 payment session, §8): the order's session asked
 * on `vitrine:order-placed` with card only, the provider named by the server mounted with it,
 * completed → the confirmation, refused → the message and a new session for the same order,
 * a failing session call → the console and a message, the provider unmounted on leave.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import {
  type PaymentCallbacks,
  type PaymentSession,
  registerPaymentProvider,
} from '../../../src/core/paymentProviders';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import paymentForm from './paymentForm';

listen();
const MARKUP = `<h2 data-payment-heading tabindex="-1">Paiement par carte</h2>
  <p data-payment-text="loading" hidden>Préparation…</p>
  <p data-payment-text="failed" hidden>Refusé</p>
  <p data-payment-text="error" hidden>Erreur</p>
  <button type="button" data-payment-retry hidden>Réessayer</button>
  <div data-payment-provider></div>`;
const PROPS = {
  confirmationUrl: '/fr/checkout/confirmation/{orderId}',
  returnUrl: '/fr/checkout/pay/{orderId}',
};

let element: HTMLElement;
let stop: () => void;
let assign: ReturnType<typeof vi.fn>;
let asked: string[];
const mounts: { session: PaymentSession; callbacks: PaymentCallbacks; returnUrl: string }[] = [];
let unmounts = 0;

const text = (name: string) =>
  element.querySelector<HTMLElement>(`[data-payment-text="${name}"]`) as HTMLElement;
const retry = () => element.querySelector('[data-payment-retry]') as HTMLButtonElement;
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

function sessions(answer: () => Response) {
  server.use(
    http.post('*/api/v1/checkout/orders/:orderId/paymentsession', ({ params }) => {
      asked.push(String(params.orderId));
      return answer();
    }),
  );
}
const ok = () =>
  HttpResponse.json({
    Provider: 'fakepay',
    Environment: 'test',
    ClientKey: 'test_K',
    Id: `CS${asked.length}`,
    SessionData: 'data',
  });

function mount(props: { orderId?: string } = {}) {
  element = document.createElement('section');
  element.innerHTML = MARKUP;
  document.body.append(element);
  stop = paymentForm(element, { ...PROPS, ...props }, widgetContext(element));
}

beforeEach(() => {
  applyPageSettings({}, '/fr/checkout');
  asked = [];
  mounts.length = 0;
  unmounts = 0;
  assign = vi.fn();
  vi.stubGlobal('location', { href: 'http://localhost:3000/fr/checkout', assign });
  registerPaymentProvider('fakepay', () => ({
    mount: async (_element, session, callbacks, options) => {
      mounts.push({ session, callbacks, returnUrl: options.returnUrl });
    },
    submitReturn: async () => {},
    unmount: () => {
      unmounts += 1;
    },
  }));
});
afterEach(() => {
  stop();
  element.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment-form', () => {
  it('waits for an order placed by card, then mounts the provider with its session', async () => {
    sessions(ok);
    mount();
    emit('vitrine:order-placed', { orderId: 'o1', paymentMethod: 'banktransfer' });
    expect(asked).toEqual([]);
    emit('vitrine:order-placed', { orderId: 'o1', paymentMethod: 'card' });
    emit('vitrine:order-placed', { orderId: 'o1', paymentMethod: 'card' });
    await until(() => mounts.length === 1);
    expect(asked).toEqual(['o1']);
    expect(mounts[0]?.session).toEqual({
      environment: 'test',
      clientKey: 'test_K',
      id: 'CS1',
      sessionData: 'data',
    });
    expect(mounts[0]?.returnUrl).toBe('http://localhost:3000/fr/checkout/pay/o1');
    expect(document.activeElement).toBe(element.querySelector('[data-payment-heading]'));
    mounts[0]?.callbacks.completed();
    await until(() => assign.mock.calls.length === 1);
    expect(assign).toHaveBeenCalledWith('/fr/checkout/confirmation/o1');
  });

  it('a refused payment says so; trying again asks a new session for the same order', async () => {
    sessions(ok);
    mount({ orderId: 'o2' });
    await until(() => mounts.length === 1);
    mounts[0]?.callbacks.failed();
    await until(() => !text('failed').hidden);
    expect(retry().hidden).toBe(false);
    expect(unmounts).toBe(1);
    retry().click();
    await until(() => mounts.length === 2);
    expect(asked).toEqual(['o2', 'o2']);
    expect(text('failed').hidden).toBe(true);
  });

  it('a failing session call is logged and the shopper reads a message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessions(() => HttpResponse.json({ Message: 'boom' }, { status: 500 }));
    mount({ orderId: 'o3' });
    await until(() => !text('error').hidden);
    expect(mounts).toEqual([]);
    expect(log).toHaveBeenCalled();
  });

  it('a malformed session answer is an error, never a mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessions(() => HttpResponse.json({ Provider: 'fakepay', Id: 3 }));
    mount({ orderId: 'o4' });
    await until(() => !text('error').hidden);
    expect(mounts).toEqual([]);
  });

  it('unmounts the provider when the page leaves', async () => {
    sessions(ok);
    mount({ orderId: 'o5' });
    await until(() => mounts.length === 1);
    stop();
    expect(unmounts).toBe(1);
    emit('vitrine:order-placed', { orderId: 'o6', paymentMethod: 'card' });
    expect(asked).toEqual(['o5']);
    stop = () => {};
  });
});
