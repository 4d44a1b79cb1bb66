/**
 * The shopper's choices on the basket page, kept beside the session (issue 11; spec 001 §2,
 * §3): shipping country, postal code and city, shipping method, the chosen pickup point and
 * the applied coupon. The basket's lines live in basketStore.ts.
 */
import type { SavedPickupPoint } from '../../../src/api/pickupPoints';
import {
  countryByCode,
  type ShippingCountry,
  shippingMethodById,
  shippingMethodsOf,
} from '../../data/shipping';
import type { Session } from '../../shared/session';

export interface CartChoices {
  /** spec 001 §3 `{CountryCode}`: where the basket ships. */
  countryCode: string;
  postalCode?: string | undefined;
  /** spec 001 §3 `{CityId}`: the city chosen from the type-ahead. */
  cityId?: number | undefined;
  /** spec 001 §3 `{ShippingMethodId}`. */
  shippingMethodId?: number | undefined;
  /** spec 001 §3 saved pickup point payload, for a pickup method. */
  pickupPoint?: SavedPickupPoint | undefined;
  /** spec 001 §3 `BillingCountryId`, where a page sends the country pair (checkout). */
  billingCountryId?: number | undefined;
  /** spec 001 §3 `CouponCode`, once applied. */
  couponCode?: string | undefined;
}

const choices = new WeakMap<Session, CartChoices>();

/** The session's choices; the country starts as the shop country of the session when shipped to. */
export function cartChoicesOf(session: Session): CartChoices {
  let found = choices.get(session);
  if (!found) {
    found = { countryCode: countryByCode(session.country)?.Code ?? 'BE' };
    choices.set(session, found);
  }
  return found;
}

export function resetCartChoices(session: Session): void {
  choices.delete(session);
}

/**
 * Ships to `country`: a city of another country is forgotten, and so is the method, unless
 * the new country has one of the same kind (home stays home), and its pickup point. The basket
 * page's country choice and the checkout's shipping address both go through here.
 */
export function shipTo(session: Session, country: ShippingCountry): void {
  const choices = cartChoicesOf(session);
  if (choices.countryCode === country.Code) return;
  const before = choices.shippingMethodId
    ? shippingMethodById(choices.shippingMethodId)
    : undefined;
  choices.countryCode = country.Code;
  choices.cityId = undefined;
  choices.postalCode = undefined;
  choices.pickupPoint = undefined;
  choices.shippingMethodId = before
    ? shippingMethodsOf(country).find((m) => m.kind === before.kind && m.carrier === before.carrier)
        ?.ShippingMethodId
    : undefined;
}
