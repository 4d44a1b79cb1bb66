import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The code applied to the basket, if any: shown in the field, so it can be removed. */
  applied: z._default(z.string(), ''),
  /** The signed-in customer's id: offers "my coupons" (GET api/v1/couponcode/user/{id}). */
  customerId: z.optional(z.string().check(z.minLength(1))),
  /** The HTML of the "my coupons" dialog, from the culture path (spec 001 §2). */
  listUrl: z._default(z.string(), 'widget/couponcodes/list'),
});

export type Props = WidgetProps<typeof props>;

/**
 * The basket's coupon (spec 001 §3, §4, §5, §7, §8): Enter in the field (the only key that
 * does) or the Apply button posts `{CouponCode}`; an empty field does nothing. A truthy
 * answer says the coupon is valid and the page refreshes; a falsy one says no coupon is
 * available; a failure says an error occurred. Remove deletes it (nothing when the field is
 * empty), then the page refreshes. "My coupons" opens a dialog with the customer's codes;
 * choosing one fills the field.
 */
export default defineWidget({
  props,
  load: () => import('./CouponForm'),
});
