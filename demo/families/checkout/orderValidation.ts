/**
 * The server's check of a posted checkout (issue 12 "Submit"; spec 001 §3 field names, §4):
 * the shipping method and its pickup point (the buyer and the addresses are the addresses
 * slice's check, applyPostedAddresses, which the route calls first), the payment method unless nothing is left to pay, and the terms. Every message is in
 * the page's culture, keyed by the posted field's exact name (the widget shows it on that
 * field, spec 001 §3); the form is never trusted to have checked anything.
 */
import { shippingMethodById } from '../../data/shipping';
import type { Culture } from '../../shared/culture';
import type { Session } from '../../shared/session';
import type { Translate } from '../../shared/t';
import { basketIsEmpty, cartChoicesOf, cartLinesOf, onlyPrepaid } from '../cart/public';
import { checkoutTotals } from './checkoutTotals';
import type { PaymentMethod } from './orderStore';

export type Fields = Record<string, string>;

export interface CheckedCheckout {
  /** Field name → translated message; empty when the order may be placed. */
  errors: Record<string, string>;
  /** A message that belongs to no field (an empty basket, a line no longer orderable). */
  message: string | undefined;
  paymentMethod: PaymentMethod;
}

/** A checkbox posted as "true" (or "true,false" with an MVC hidden twin). */
const checked = (value: string | undefined) => (value ?? '').split(',').includes('true');

export function checkCheckout(
  session: Session,
  culture: Culture,
  fields: Fields,
  t: Translate,
): CheckedCheckout {
  const choices = cartChoicesOf(session);
  const totals = checkoutTotals(session);
  const methodId = choices.shippingMethodId ?? Number(fields.ShippingMethodId);
  const method = Number.isInteger(methodId) ? shippingMethodById(methodId) : undefined;
  const pickup = method?.kind === 'pickup';
  // The buyer and the addresses are checked by the addresses slice (applyPostedAddresses).
  const errors: Record<string, string> = {};
  // Prepaid money alone has nothing to ship (issue 13): no shipping method is asked.
  const ships = !onlyPrepaid(session);
  if (ships && !method) errors.ShippingMethodId = t('Checkout.OrderShippingMethodRequired');
  else if (ships && pickup && !choices.pickupPoint)
    errors.ShippingMethodId = t('Checkout.OrderPickupPointRequired');
  const paymentMethod = fields.PaymentMethod === 'card' ? 'card' : 'banktransfer';
  if (
    totals.toPay > 0 &&
    fields.PaymentMethod !== 'card' &&
    fields.PaymentMethod !== 'banktransfer'
  )
    errors.PaymentMethod = t('Checkout.OrderPaymentMethodRequired');
  if (!checked(fields.AcceptTerms)) errors.AcceptTerms = t('Validation.EnforceTrue');
  let message: string | undefined;
  if (basketIsEmpty(session)) message = t('Checkout.EmptyBasket');
  else if (cartLinesOf(session, culture).some((line) => !line.orderable))
    message = t('Checkout.OrderNotOrderable');
  return { errors, message, paymentMethod };
}
