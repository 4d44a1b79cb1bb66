/**
 * The basket page's totals (spec 001 §2, §9), reused by the checkout: the items with their
 * degressive steps, the chosen shipping method's price, the coupon's discount, every amount in
 * EUR rounded to 2 decimals. Shipping and discount carry the items' tax in proportion (the
 * usual rule for costs that follow the goods), so the totals without tax stay consistent.
 */
import { round2 } from '../../../src/core/format';
import { shippingMethodById, shippingPrice } from '../../data/shipping';
import type { Session } from '../../shared/session';
import { basketOf } from './basketStore';
import { basketTotals } from './basketSummary';
import { cartChoicesOf } from './cartChoices';
import { couponDiscount } from './coupons';

export interface CartTotals {
  /** Units in the basket. */
  count: number;
  itemsIncl: number;
  itemsExcl: number;
  /** Shipping incl. tax; undefined while no method is chosen, 0 when free. */
  shipping: number | undefined;
  /** Coupon discount incl. tax (a positive amount taken off). */
  discount: number;
  totalIncl: number;
  totalExcl: number;
}

export function cartTotals(session: Session): CartTotals {
  const items = basketTotals(basketOf(session));
  const choices = cartChoicesOf(session);
  const method =
    choices.shippingMethodId === undefined
      ? undefined
      : shippingMethodById(choices.shippingMethodId);
  const shipping =
    method && items.count > 0 ? round2(shippingPrice(method, items.incl)) : undefined;
  const discount = couponDiscount(choices.couponCode, session.user, items.incl);
  const totalIncl = round2(Math.max(0, items.incl + (shipping ?? 0) - discount));
  // The share without tax of the items, applied to shipping and discount.
  const ratio = items.incl > 0 ? items.excl / items.incl : 1;
  const totalExcl = round2(Math.max(0, items.excl + ((shipping ?? 0) - discount) * ratio));
  return {
    count: items.count,
    itemsIncl: items.incl,
    itemsExcl: items.excl,
    shipping,
    discount,
    totalIncl,
    totalExcl,
  };
}
