/**
 * The address choices of the checkout (issue 12; spec 001 §3): the chosen billing and
 * shipping addresses, `SameAddressForShipping`, `AccountType` and the company name, and a
 * guest's inline fields, applied to the session. The cart's shipping country follows the
 * shipping address's country, so the shipping methods and their prices follow too (spec 001
 * §3 the country pair).
 */
import { countryByCode } from '../../data/shipping';
import type { Session } from '../../shared/session';
import { customerByEmail } from '../account/public';
import { cartChoicesOf, shipTo } from '../cart/public';
import { type Fields, postedValues, toAddress } from './addressForm';
import {
  addressStateOf,
  billingAddressesOf,
  chosenAddresses,
  shippingAddressesOf,
} from './addressStore';

/** Ships the cart to the shipping address's country (a method of the same kind stays chosen). */
export function followShippingCountry(session: Session): void {
  const { shipping, billing } = chosenAddresses(session);
  const choices = cartChoicesOf(session);
  if (billing) choices.billingCountryId = billing.CountryId;
  const country = shipping ? countryByCode(shipping.CountryCode) : undefined;
  if (country) shipTo(session, country);
}

export interface ChoicePayload {
  ExistingBillingAddressId?: unknown;
  ExistingShippingAddressId?: unknown;
  SameAddressForShipping?: unknown;
  AccountType?: unknown;
  CompanyName?: unknown;
}

/** Applies what was sent; false when an address id is not one of the buyer's. */
export function applyChoice(session: Session, payload: ChoicePayload): boolean {
  const state = addressStateOf(session);
  const billingId = payload.ExistingBillingAddressId;
  const shippingId = payload.ExistingShippingAddressId;
  if (billingId !== undefined && !billingAddressesOf(state).some((a) => a.Id === Number(billingId)))
    return false;
  if (
    shippingId !== undefined &&
    !shippingAddressesOf(state).some((a) => a.Id === Number(shippingId))
  )
    return false;
  if (billingId !== undefined) state.billingId = Number(billingId);
  if (shippingId !== undefined) state.shippingId = Number(shippingId);
  const same = payload.SameAddressForShipping;
  if (same !== undefined) state.sameAddress = same === true || same === 'true';
  if (payload.AccountType === 'private' || payload.AccountType === 'company')
    state.accountType = payload.AccountType;
  if (typeof payload.CompanyName === 'string')
    state.companyName = payload.CompanyName.trim().slice(0, 120);
  followShippingCountry(session);
  return true;
}

const GUEST_TEXT = ['Email', 'FirstName', 'LastName', 'Phone'] as const;

/**
 * A guest's inline fields as typed so far (a draft: complete addresses only are kept as
 * addresses); also what the checkout's POST hands over for a guest (orders slice).
 */
export function applyGuestFields(session: Session, fields: Fields): void {
  if (customerByEmail(session.user)) return;
  const state = addressStateOf(session);
  const guest = state.guest;
  for (const name of GUEST_TEXT)
    if (fields[name] !== undefined) guest[name] = (fields[name] ?? '').trim().slice(0, 200);
  const names = {
    FirstName: guest.FirstName,
    LastName: guest.LastName,
    Phone: guest.Phone,
    CompanyName: state.companyName,
  };
  if (fields.BillingCountry !== undefined)
    guest.billing = toAddress(0, 'Billing', postedValues(fields, 'billing'), names);
  if (fields.CountryId !== undefined)
    guest.shipping = toAddress(0, 'Shipping', postedValues(fields, 'shipping'), names);
  if (fields.SameAddressForShipping !== undefined)
    state.sameAddress =
      fields.SameAddressForShipping === 'true' || fields.SameAddressForShipping === 'true,false';
  followShippingCountry(session);
}
