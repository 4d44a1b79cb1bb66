/**
 * Paying one order by card (issue 12; spec 001 §3, §7 payment session, §8): asks the server
 * for a payment session, waits for the provider it names, mounts the provider's form and maps
 * its outcome. Each try has its own session for the SAME order (a refused card never places a
 * second order). The payment form widget drives it; the bundle's path is the same for Adyen
 * and the demo's provider.
 */
import { createPaymentSession } from '../api/payment';
import { failureMessage } from '../core/errorPolicy';
import { pageLocale } from '../core/locale';
import type {
  PaymentCallbacks,
  PaymentMountOptions,
  PaymentProvider,
} from '../core/paymentProviders';
import { registerBuiltInProviders } from './providers';
import { paymentProviderNamed } from './registry';

export type PayOutcome = 'completed' | 'failed' | 'error' | 'login';

export interface PayTry {
  /** Resolves with how the try ended; 'completed' and redirects leave the page. */
  outcome: Promise<PayOutcome>;
  /** Unmounts the provider and forgets the try (a page leave, a new try). */
  stop: () => void;
}

export function payOrder(
  element: HTMLElement,
  orderId: string,
  options: Omit<PaymentMountOptions, 'locale'> & {
    onReady?: () => void;
    onRedirect: (url: string) => void;
  },
): PayTry {
  registerBuiltInProviders();
  const abort = new AbortController();
  let provider: PaymentProvider | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    abort.abort();
    provider?.unmount();
    provider = undefined;
  };
  const outcome = new Promise<PayOutcome>((resolve) => {
    const callbacks: PaymentCallbacks = {
      completed: () => resolve('completed'),
      failed: () => resolve('failed'),
      error: (error) => {
        console.error('[vitrine] payment:', error);
        resolve('error');
      },
      redirect: (url) => options.onRedirect(url),
    };
    (async () => {
      const session = await createPaymentSession(orderId, abort.signal);
      const factory = await paymentProviderNamed(session.Provider);
      if (stopped) return;
      provider = factory();
      await provider.mount(
        element,
        {
          environment: session.Environment,
          clientKey: session.ClientKey,
          id: session.Id,
          sessionData: session.SessionData,
        },
        callbacks,
        { locale: pageLocale(), returnUrl: options.returnUrl },
      );
      if (!stopped) options.onReady?.();
    })().catch((error: unknown) => {
      if (stopped) return;
      // spec 001 §8: payment errors to the console only; a 401 opens the login dialog.
      console.error('[vitrine] payment session:', error);
      const message = failureMessage(error);
      resolve(message === undefined ? 'login' : 'error');
    });
  });
  return { outcome, stop };
}
