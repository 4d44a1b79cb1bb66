/**
 * The checkout's totals (issue 12; spec 001 §9: rounded to 2 decimals): the basket's totals
 * (cartTotals, the basket page's own), without VAT when the order is sold under the reverse
 * charge, then the prepaid account's part taken off what remains to pay.
 */
import { round2 } from '../../../src/core/format';
import type { Session } from '../../shared/session';
import { type CartTotals, cartTotals } from '../cart/public';
import { vatExempt } from './addressStore';
import { chosenPrepaidOf } from './prepaidStore';

export interface CheckoutTotals extends CartTotals {
  /** Sold without VAT (a valid intra-EU VAT number): `totalIncl` equals `totalExcl`. */
  taxExempt: boolean;
  /** VAT in the total. */
  tax: number;
  /** Paid from the chosen prepaid account. */
  prepaid: number;
  /** What the payment method still has to pay. */
  toPay: number;
}

export function checkoutTotals(session: Session): CheckoutTotals {
  const cart = cartTotals(session);
  const taxExempt = vatExempt(session);
  const totalIncl = taxExempt ? cart.totalExcl : cart.totalIncl;
  const account = chosenPrepaidOf(session);
  const prepaid = account ? round2(Math.min(account.Balance, totalIncl)) : 0;
  return {
    ...cart,
    totalIncl,
    taxExempt,
    tax: round2(totalIncl - cart.totalExcl),
    prepaid,
    toPay: round2(totalIncl - prepaid),
  };
}
