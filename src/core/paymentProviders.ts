/**
 * The card payment providers' registry (issue 12; spec 001 §3, §7 payment session;
 * docs/decisions/032-payment-providers.md). A provider is registered under the name the
 * server's payment session gives (`adyen`, the demo's `demopay`), by the bundle itself or by
 * a script of the page through `window.Vitrine.registerPaymentProvider`. Such a script may
 * run before the bundle: it then pushes `[name, factory]` onto `window.vitrinePaymentProviders`,
 * the queue registration itself writes to. Whoever asks for a provider (src/payment/registry.ts)
 * waits until it arrives. The runtime here is tiny: it sits in the entry script.
 */

/** spec 001 §3: a payment session is environment, client key, id and session data. */
export interface PaymentSession {
  environment: string;
  clientKey: string;
  id: string;
  sessionData: string;
}

export interface PaymentCallbacks {
  /** The provider says the payment went through (the server is told by the provider). */
  completed: () => void;
  /** The payment was refused: the shopper may try again (a new session, same order). */
  failed: () => void;
  /** Something broke (network, configuration): logged, the shopper sees a message. */
  error: (error: unknown) => void;
  /** A confirmation step (3-D Secure) elsewhere: the page goes there. */
  redirect: (url: string) => void;
}

export interface PaymentMountOptions {
  /** The page's full locale (fr-BE, pt-PT: decision 018). */
  locale: string;
  /** Where a confirmation step comes back to (same origin). */
  returnUrl: string;
}

/** What the shopper's browser brings back from a confirmation step. */
export interface PaymentReturn {
  sessionId: string;
  redirectResult: string;
  /** The session's environment and client key, as the server wrote them on the return page. */
  environment: string;
  clientKey: string;
}

export interface PaymentProvider {
  /** Shows the provider's form in `element` for one session; once per provider instance. */
  mount: (
    element: HTMLElement,
    session: PaymentSession,
    callbacks: PaymentCallbacks,
    options: PaymentMountOptions,
  ) => Promise<void>;
  /** Hands a confirmation step's result back; the outcome arrives through the callbacks. */
  submitReturn: (
    back: PaymentReturn,
    callbacks: PaymentCallbacks,
    options: PaymentMountOptions,
  ) => Promise<void>;
  /** Removes everything mount added (fields, frames, listeners). */
  unmount: () => void;
}

export type PaymentProviderFactory = () => PaymentProvider;

declare global {
  interface Window {
    /** Providers registered before the bundle started (see the module's comment). */
    vitrinePaymentProviders?: [string, PaymentProviderFactory][];
  }
}

/** Announced on document after each registration (the bundle's registry waits for it). */
export const PROVIDER_REGISTERED = 'vitrine:payment-provider-registered';

/**
 * Registration as the entry script exposes it: a push onto the very queue a script that ran
 * before the bundle used, then an announcement. src/payment/registry.ts reads the queue (the
 * last registration of a name wins) when a form needs a provider. Kept tiny: it is in the entry.
 */
export function registerPaymentProvider(name: string, factory: PaymentProviderFactory): void {
  window.vitrinePaymentProviders ??= [];
  window.vitrinePaymentProviders.push([name, factory]);
  document.dispatchEvent(new CustomEvent(PROVIDER_REGISTERED, { detail: { name } }));
}
