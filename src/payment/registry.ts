/**
 * The providers the payment forms can use (decision 032): those registered through
 * `window.Vitrine.registerPaymentProvider` or queued by a page script before the bundle (one
 * queue, src/core/paymentProviders.ts), the last registration of a name winning. Loaded with
 * the payment code only, so the entry script holds the queue's push and nothing more.
 */
import { type PaymentProviderFactory, PROVIDER_REGISTERED } from '../core/paymentProviders';

const registered = (name: string): PaymentProviderFactory | undefined =>
  [...(window.vitrinePaymentProviders ?? [])].reverse().find(([known]) => known === name)?.[1];

/** The provider named, now or once registered; rejects after `timeoutMs`. */
export function paymentProviderNamed(
  name: string,
  timeoutMs = 10_000,
): Promise<PaymentProviderFactory> {
  const known = registered(name);
  if (known) return Promise.resolve(known);
  return new Promise((resolve, reject) => {
    const listener = () => {
      const factory = registered(name);
      if (!factory) return;
      clearTimeout(timer);
      document.removeEventListener(PROVIDER_REGISTERED, listener);
      resolve(factory);
    };
    const timer = setTimeout(() => {
      document.removeEventListener(PROVIDER_REGISTERED, listener);
      reject(new Error(`payment provider ${name} was never registered`));
    }, timeoutMs);
    document.addEventListener(PROVIDER_REGISTERED, listener);
  });
}
