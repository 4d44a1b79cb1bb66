/**
 * When a popup may show (spec 001 §4; decision 044): never over another dialog, never while the
 * cookie banner waits for a decision (never two modals at once), never during checkout.
 */
import { readConsent } from '../../../src/core/consent';
import { on } from '../../../src/core/events';

/** spec 001 §9: the popup shows 3000 ms after the page loads. */
export const POPUP_DELAY_MS = 3000;

/**
 * The pages of the checkout (the basket, the one-step checkout, its payment and confirmation)
 * say so by a class on <body>: a shopper there is never interrupted (decision 044).
 */
export const CHECKOUT_BODY = '.basket-page, .checkout-page, .is-focused';

export function duringCheckout(): boolean {
  return document.body.matches(CHECKOUT_BODY);
}

/** The cookie banner is on the page and the shopper has not decided yet. */
function consentPending(): boolean {
  return (
    document.querySelector('[data-widget="cookie-consent"]') !== null && readConsent() === undefined
  );
}

/** Another dialog is open: ours (react-modal's body class) or a native modal <dialog>. */
function dialogOpen(): boolean {
  return (
    document.body.classList.contains('vitrine-modal-open') ||
    document.querySelector('dialog[open]') !== null
  );
}

export function isFree(): boolean {
  return !consentPending() && !dialogOpen();
}

/**
 * Calls `ready` once the page is free (at once if it is already), watching the consent decision
 * and the dialogs that open and close; returns what stops waiting.
 */
export function whenFree(ready: () => void): () => void {
  if (isFree()) {
    ready();
    return () => {};
  }
  const observer = new MutationObserver(() => check());
  const offConsent = on('vitrine:consent-set', () => check());
  const stop = () => {
    observer.disconnect();
    offConsent();
  };
  function check() {
    if (!isFree()) return;
    stop();
    ready();
  }
  observer.observe(document.body, {
    attributes: true,
    attributeFilter: ['class', 'open'],
    childList: true,
    subtree: true,
  });
  return stop;
}
