import { fetchCheckoutTotals, setPaymentMethod } from '../../../src/api/checkoutChoices';
import { failureMessage } from '../../../src/core/errorPolicy';
import { on } from '../../../src/core/events';
import { radioChoice } from '../../../src/core/radioChoice';
import { pageSettings } from '../../../src/core/settings';
import { track } from '../../../src/core/tracking';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

const RADIOS = 'input[type="radio"][name="PaymentMethod"]';

const paymentMethods: Behavior<Props> = (element) => {
  const radios = () => Array.from(element.querySelectorAll<HTMLInputElement>(RADIOS));

  function showDetails(value: string) {
    for (const details of element.querySelectorAll<HTMLElement>('[data-details]'))
      details.hidden = details.dataset.details !== value;
  }

  /** A prepaid account that pays everything leaves nothing to choose here. */
  function nothingToPay(yes: boolean) {
    const note = element.querySelector<HTMLElement>('[data-nothing-to-pay]');
    if (note) note.hidden = !yes;
    for (const radio of radios()) {
      radio.disabled = yes;
      const method = radio.closest<HTMLElement>('.checkout-pay__method');
      if (method) method.hidden = yes;
    }
  }

  const stop = radioChoice(element, {
    name: 'PaymentMethod',
    save: (value) => setPaymentMethod(value === 'card' ? 'card' : 'banktransfer'),
    reason: 'payment',
    shown: showDetails,
    saved: (value, totals) =>
      track('add_payment_info', {
        currency: pageSettings().currency,
        value: totals.ToPay,
        payment_type: value,
      }),
  });

  let asking: Promise<unknown> | undefined;
  const off = on('vitrine:checkout-changed', ({ detail: { reason } }) => {
    if (reason === 'payment') return;
    const ask = fetchCheckoutTotals().then(
      (totals) => {
        if (asking === ask) nothingToPay(totals.ToPay === 0);
      },
      // Unknown totals: the methods stay as they are (the summary says it could not update);
      // a 401 opens the login modal (spec 000 §8).
      (error: unknown) => {
        console.warn('[vitrine] checkout totals unavailable', error);
        failureMessage(error);
      },
    );
    asking = ask;
  });
  return () => {
    stop();
    off();
  };
};

export default paymentMethods;
