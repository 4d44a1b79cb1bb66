/**
 * The Adyen provider with the SDK mocked (issue 12; spec 001 §3 payment session, §8): the
 * session passed through, the callbacks mapped, one mount per session, teardown on unmount
 * (also during the SDK's start), errors logged, the redirect return's details submitted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentCallbacks } from '../core/paymentProviders';

const sdk = vi.hoisted(() => ({
  configs: [] as Record<string, unknown>[],
  mounted: [] as HTMLElement[],
  unmounts: 0,
  submitted: [] as unknown[],
  dropinOptions: [] as unknown[],
}));

vi.mock('@adyen/adyen-web/styles/adyen.css', () => ({}));
vi.mock('@adyen/adyen-web', () => {
  class Card {}
  class Dropin {
    constructor(_checkout: unknown, options: unknown) {
      sdk.dropinOptions.push(options);
    }
    mount(element: HTMLElement) {
      sdk.mounted.push(element);
      return this;
    }
    unmount() {
      sdk.unmounts += 1;
    }
  }
  return {
    Card,
    Dropin,
    AdyenCheckout: vi.fn(async (config: Record<string, unknown>) => {
      sdk.configs.push(config);
      return { submitDetails: (data: unknown) => sdk.submitted.push(data) };
    }),
  };
});

const { adyenProvider } = await import('./adyenProvider');
const { Card } = await import('@adyen/adyen-web');

const SESSION = { environment: 'test', clientKey: 'test_KEY', id: 'CS1', sessionData: 'Ab02' };
const OPTIONS = { locale: 'fr-BE', returnUrl: 'https://shop.test/fr/checkout/pay/o1' };
let callbacks: {
  completed: ReturnType<typeof vi.fn<PaymentCallbacks['completed']>>;
  failed: ReturnType<typeof vi.fn<PaymentCallbacks['failed']>>;
  error: ReturnType<typeof vi.fn<PaymentCallbacks['error']>>;
  redirect: ReturnType<typeof vi.fn<PaymentCallbacks['redirect']>>;
};
let element: HTMLElement;

beforeEach(() => {
  sdk.configs.length = 0;
  sdk.mounted.length = 0;
  sdk.submitted.length = 0;
  sdk.dropinOptions.length = 0;
  sdk.unmounts = 0;
  callbacks = {
    completed: vi.fn<PaymentCallbacks['completed']>(),
    failed: vi.fn<PaymentCallbacks['failed']>(),
    error: vi.fn<PaymentCallbacks['error']>(),
    redirect: vi.fn<PaymentCallbacks['redirect']>(),
  };
  element = document.createElement('div');
});
afterEach(() => vi.restoreAllMocks());

describe('adyen provider', () => {
  it('passes the session through and mounts the Drop-in with the card only', async () => {
    await adyenProvider().mount(element, SESSION, callbacks, OPTIONS);
    expect(sdk.configs[0]).toMatchObject({
      environment: 'test',
      clientKey: 'test_KEY',
      session: { id: 'CS1', sessionData: 'Ab02' },
      locale: 'fr-BE',
      returnUrl: OPTIONS.returnUrl,
    });
    expect(sdk.dropinOptions).toEqual([{ paymentMethodComponents: [Card] }]);
    expect(sdk.mounted).toEqual([element]);
  });

  it('maps completed, failed and error; an error goes to the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await adyenProvider().mount(element, SESSION, callbacks, OPTIONS);
    const config = sdk.configs[0] as Record<string, (arg?: unknown) => void>;
    config.onPaymentCompleted?.({ resultCode: 'Authorised' });
    config.onPaymentFailed?.({ resultCode: 'Refused' });
    const problem = new Error('network');
    config.onError?.(problem);
    expect(callbacks.completed).toHaveBeenCalledTimes(1);
    expect(callbacks.failed).toHaveBeenCalledTimes(1);
    expect(callbacks.error).toHaveBeenCalledWith(problem);
    expect(log).toHaveBeenCalledWith('[vitrine] payment (adyen):', problem);
  });

  it('unmounts the Drop-in on leave, and refuses a second mount', async () => {
    const provider = adyenProvider();
    await provider.mount(element, SESSION, callbacks, OPTIONS);
    await expect(provider.mount(element, SESSION, callbacks, OPTIONS)).rejects.toThrow(/one mount/);
    provider.unmount();
    expect(sdk.unmounts).toBe(1);
    expect(sdk.mounted).toHaveLength(1);
  });

  it('mounts nothing when left while the SDK starts (StrictMode, a quick page leave)', async () => {
    const provider = adyenProvider();
    const mounting = provider.mount(element, SESSION, callbacks, OPTIONS);
    provider.unmount();
    await mounting;
    expect(sdk.mounted).toEqual([]);
  });

  it('hands the redirect return to the SDK', async () => {
    await adyenProvider().submitReturn(
      { sessionId: 'CS1', redirectResult: 'X9', environment: 'test', clientKey: 'test_KEY' },
      callbacks,
      OPTIONS,
    );
    expect(sdk.configs[0]).toMatchObject({ session: { id: 'CS1' }, clientKey: 'test_KEY' });
    expect(sdk.submitted).toEqual([{ details: { redirectResult: 'X9' } }]);
  });
});
