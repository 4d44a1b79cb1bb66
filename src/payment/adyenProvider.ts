/**
 * The Adyen provider (issue 12; spec 001 §3 payment session, §8 payment errors to the console
 * only; decision 032): `@adyen/adyen-web` v6, the Drop-in with the card component only, in a
 * chunk of its own with its CSS, imported only when a form is mounted (about 106 kB + 19 kB
 * gzip: never on a page where card is not chosen). Named imports, so the chunk holds the
 * Drop-in and the card only (a namespace import would take every payment method: 165 kB). One mount per instance: a second mount,
 * or a mount that finishes after unmount (React StrictMode, a page left during the SDK's
 * start), tears down what it built instead of leaking fields, frames and listeners.
 */

import { AdyenCheckout, Card, Dropin } from '@adyen/adyen-web';
import type {
  PaymentCallbacks,
  PaymentMountOptions,
  PaymentProvider,
  PaymentReturn,
  PaymentSession,
} from '../core/paymentProviders';
import '@adyen/adyen-web/styles/adyen.css';

type Checkout = Awaited<ReturnType<typeof AdyenCheckout>>;

type Environment = 'test' | 'live' | 'live-us' | 'live-au' | 'live-apse' | 'live-in' | 'live-nea';

/** The checkout's callbacks, mapped onto ours; errors also go to the console (spec 001 §8). */
function configuration(
  session: Pick<PaymentSession, 'environment' | 'clientKey' | 'id'> & { sessionData?: string },
  callbacks: PaymentCallbacks,
  options: PaymentMountOptions,
) {
  return {
    environment: session.environment as Environment,
    clientKey: session.clientKey,
    session:
      session.sessionData === undefined
        ? { id: session.id }
        : { id: session.id, sessionData: session.sessionData },
    locale: options.locale,
    returnUrl: options.returnUrl,
    onPaymentCompleted: () => callbacks.completed(),
    onPaymentFailed: () => callbacks.failed(),
    onError: (error: unknown) => {
      console.error('[vitrine] payment (adyen):', error);
      callbacks.error(error);
    },
  };
}

export function adyenProvider(): PaymentProvider {
  type State = 'idle' | 'mounting' | 'mounted' | 'gone';
  const life: { state: State } = { state: 'idle' };
  /** Read through a call: unmount may change the state while mount awaits. */
  const gone = () => life.state === 'gone';
  let dropin: { unmount: () => unknown } | undefined;
  let checkout: Checkout | undefined;
  const teardown = () => {
    try {
      dropin?.unmount();
    } catch (error) {
      console.error('[vitrine] payment (adyen): unmount', error);
    }
    dropin = undefined;
    checkout = undefined;
  };
  return {
    async mount(element, session, callbacks, options) {
      if (life.state !== 'idle') throw new Error('adyen provider: one mount per session');
      life.state = 'mounting';
      checkout = await AdyenCheckout(configuration(session, callbacks, options));
      if (gone()) return teardown();
      dropin = new Dropin(checkout, { paymentMethodComponents: [Card] }).mount(element);
      life.state = 'mounted';
    },
    async submitReturn(back: PaymentReturn, callbacks, options) {
      // The return carries the session's id only: the SDK needs no session data for the details.
      const { sessionId, environment, clientKey } = back;
      checkout = await AdyenCheckout(
        configuration({ environment, clientKey, id: sessionId }, callbacks, options),
      );
      checkout.submitDetails({ details: { redirectResult: back.redirectResult } });
    },
    unmount() {
      life.state = 'gone';
      teardown();
    },
  };
}
