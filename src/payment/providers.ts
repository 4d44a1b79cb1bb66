/**
 * The providers the bundle brings itself (decision 032): Adyen, whose SDK chunk loads only
 * when its form is mounted. Others (the demo's `demopay`) are registered by the page.
 */
import { registerPaymentProvider } from '../core/paymentProviders';

let registered = false;
export function registerBuiltInProviders(): void {
  if (registered) return;
  registered = true;
  registerPaymentProvider('adyen', () => {
    let real: Promise<import('../core/paymentProviders').PaymentProvider> | undefined;
    const provider = () => {
      real ??= import('./adyenProvider').then((module) => module.adyenProvider());
      return real;
    };
    return {
      mount: async (...args) => (await provider()).mount(...args),
      submitReturn: async (...args) => (await provider()).submitReturn(...args),
      unmount: () => void real?.then((p) => p.unmount()),
    };
  });
}
