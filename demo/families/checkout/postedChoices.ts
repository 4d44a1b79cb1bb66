/**
 * The checkout form's choices as posted without script (issue 12; spec 001 §3 exact names):
 * `ShippingMethodId`, `PrepaidAccountId`, `PaymentMethod`. With script each choice was saved
 * as it was made (choiceRoutes.ts); without, the orders slice calls this with the posted form
 * before it places the order, so the totals and the order see the same choices. Returns the
 * names of the fields it could not apply (a method of another country, someone else's account).
 */
import { countryByCode, shippingMethodById } from '../../data/shipping';
import type { Session } from '../../shared/session';
import { cartChoicesOf } from '../cart/public';
import { choosePaymentMethod, isPaymentMethod } from './paymentChoice';
import { choosePrepaid } from './prepaidStore';

export function applyPostedChoices(
  session: Session,
  form: Record<string, string | undefined>,
): string[] {
  const refused: string[] = [];
  if (form.ShippingMethodId !== undefined) {
    const choices = cartChoicesOf(session);
    const id = Number(form.ShippingMethodId);
    const country = countryByCode(choices.countryCode);
    if (shippingMethodById(id) && country && Math.floor(id / 10) === country.CountryId) {
      if (choices.shippingMethodId !== id) choices.pickupPoint = undefined;
      choices.shippingMethodId = id;
    } else refused.push('ShippingMethodId');
  }
  if (form.PrepaidAccountId !== undefined) {
    const id = form.PrepaidAccountId === '' ? undefined : Number(form.PrepaidAccountId);
    if (id !== undefined && !Number.isInteger(id)) refused.push('PrepaidAccountId');
    else if (!choosePrepaid(session, id)) refused.push('PrepaidAccountId');
  }
  if (form.PaymentMethod !== undefined) {
    if (isPaymentMethod(form.PaymentMethod)) choosePaymentMethod(session, form.PaymentMethod);
    else refused.push('PaymentMethod');
  }
  return refused;
}
