/** The payment providers' registry (decision 032): registration order does not matter. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PaymentProvider, registerPaymentProvider } from '../core/paymentProviders';
import { paymentProviderNamed } from './registry';

const fake = (): PaymentProvider => ({
  mount: async () => {},
  submitReturn: async () => {},
  unmount: () => {},
});

afterEach(() => {
  window.vitrinePaymentProviders = [];
  vi.useRealTimers();
});

describe('payment provider registry', () => {
  it('finds a provider a page script queued before the bundle ran', async () => {
    window.vitrinePaymentProviders = [['early', fake]];
    await expect(paymentProviderNamed('early')).resolves.toBe(fake);
  });

  it('waits for a provider registered later; the last registration wins', async () => {
    const asked = paymentProviderNamed('late');
    const other = () => fake();
    registerPaymentProvider('another', other);
    registerPaymentProvider('late', fake);
    await expect(asked).resolves.toBe(fake);
    registerPaymentProvider('late', other);
    await expect(paymentProviderNamed('late')).resolves.toBe(other);
  });

  it('gives up on a provider never registered', async () => {
    vi.useFakeTimers();
    const asked = paymentProviderNamed('missing', 500);
    vi.advanceTimersByTime(500);
    await expect(asked).rejects.toThrow(/never registered/);
  });
});
