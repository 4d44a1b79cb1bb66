/**
 * The checkout's addresses (issue 12; spec 001 §2, §3, §6): each demo customer's saved
 * addresses, a guest's address held in the session, the chosen billing and shipping
 * addresses, the account type, company name and VAT number with the VAT check's last answer.
 *
 * CONTRACT (coordinator): the types and the exported function signatures below are what the
 * other slices of the checkout read (totals, order). The addresses slice fills them in.
 * Saved addresses are seeded per customer and kept beside the session (decision 016), so two
 * shoppers signed in with the same demo account do not see each other's additions.
 */

import type { Session } from '../../shared/session';
import { customerByEmail } from '../account/public';
import { seededAddresses } from './addressSeeds';

/** spec 001 §3 `AddressType`. */
export type AddressType = 'Billing' | 'Shipping' | 'Both';

/** A saved address, as the order keeps it. */
export interface Address {
  Id: number;
  AddressType: AddressType;
  FirstName: string;
  LastName: string;
  CompanyName?: string;
  CountryId: number;
  /** ISO code of CountryId, for display and the shipping rules. */
  CountryCode: string;
  City: string;
  PostalCode: string;
  Street1: string;
  HouseNumber: string;
  BoxNumber: string;
  Phone?: string;
  /** spec 001 §3 `BillingVAT` of a billing address. */
  VAT?: string;
}

/** What the checkout knows of the buyer's addresses in this session. */
export interface CheckoutAddresses {
  billing: Address | undefined;
  /** The shipping address, or the billing one with `SameAddressForShipping`. */
  shipping: Address | undefined;
  accountType: 'private' | 'company';
  companyName: string;
  vat: string;
  /** The last VAT check's answer (spec 001 §3 `IsVATValidWebService`); undefined: not checked. */
  vatValid: boolean | null | undefined;
  /** A guest's e-mail, for the order (signed-in customers have theirs). */
  guestEmail: string | undefined;
}

/** A guest's inline fields (spec 001 §3 names), as typed so far. */
export interface GuestFields {
  Email: string;
  FirstName: string;
  LastName: string;
  Phone: string;
  billing: Address | undefined;
  shipping: Address | undefined;
}

/** Everything this slice keeps per session and per buyer (a customer's e-mail, or '' for a guest). */
export interface AddressState {
  saved: Address[];
  billingId: number | undefined;
  shippingId: number | undefined;
  sameAddress: boolean;
  accountType: 'private' | 'company';
  companyName: string;
  vat: string;
  vatValid: boolean | null | undefined;
  guest: GuestFields;
}

const states = new WeakMap<Session, Map<string, AddressState>>();
let nextId = 100;

function freshState(email: string | undefined): AddressState {
  const customer = customerByEmail(email);
  const saved = customer ? seededAddresses(customer) : [];
  return {
    saved,
    billingId: saved.find((a) => a.AddressType !== 'Shipping')?.Id,
    shippingId: saved.find((a) => a.AddressType !== 'Billing')?.Id,
    sameAddress: true,
    accountType: customer?.accountType ?? 'private',
    companyName: customer?.companyName ?? '',
    vat: '',
    vatValid: undefined,
    guest: {
      Email: '',
      FirstName: '',
      LastName: '',
      Phone: '',
      billing: undefined,
      shipping: undefined,
    },
  };
}

/** The buyer's state in this session (created with the customer's seeded addresses). */
export function addressStateOf(session: Session): AddressState {
  let byBuyer = states.get(session);
  if (!byBuyer) {
    byBuyer = new Map();
    states.set(session, byBuyer);
  }
  const key = session.user ?? '';
  let state = byBuyer.get(key);
  if (!state) {
    state = freshState(session.user);
    byBuyer.set(key, state);
  }
  return state;
}

export const billingAddressesOf = (state: AddressState) =>
  state.saved.filter((a) => a.AddressType !== 'Shipping');
export const shippingAddressesOf = (state: AddressState) =>
  state.saved.filter((a) => a.AddressType !== 'Billing');

/** Adds (Id 0) or replaces a saved address; answers it with its Id. */
export function saveAddress(session: Session, address: Address): Address {
  const state = addressStateOf(session);
  if (address.Id > 0) {
    const index = state.saved.findIndex((a) => a.Id === address.Id);
    if (index >= 0) state.saved[index] = address;
    return address;
  }
  nextId += 1;
  const added = { ...address, Id: nextId };
  state.saved.push(added);
  return added;
}

/** A guest's address counts once every required part is there. */
const complete = (a: Address | undefined) =>
  a?.CountryCode && a.Street1 && a.HouseNumber && a.PostalCode && a.City ? a : undefined;

/**
 * The chosen billing and shipping addresses, a guest's even while incomplete (their country
 * already decides the shipping prices).
 */
export function chosenAddresses(session: Session): { billing?: Address; shipping?: Address } {
  const state = addressStateOf(session);
  const signedIn = customerByEmail(session.user) !== undefined;
  const billing = signedIn
    ? billingAddressesOf(state).find((a) => a.Id === state.billingId)
    : state.guest.billing;
  const ownShipping = signedIn
    ? shippingAddressesOf(state).find((a) => a.Id === state.shippingId)
    : state.guest.shipping;
  const shipping = state.sameAddress ? billing : ownShipping;
  return { ...(billing ? { billing } : {}), ...(shipping ? { shipping } : {}) };
}

/** The buyer's addresses as chosen so far (a guest's only once complete). */
export function checkoutAddressesOf(session: Session): CheckoutAddresses {
  const state = addressStateOf(session);
  const signedIn = customerByEmail(session.user) !== undefined;
  const chosen = chosenAddresses(session);
  const billing = signedIn ? chosen.billing : complete(chosen.billing);
  return {
    billing,
    shipping: signedIn ? chosen.shipping : complete(chosen.shipping),
    accountType: state.accountType,
    companyName: state.accountType === 'company' ? state.companyName : '',
    vat: state.accountType === 'company' ? state.vat : '',
    vatValid: state.accountType === 'company' ? state.vatValid : undefined,
    guestEmail: signedIn ? undefined : state.guest.Email || undefined,
  };
}

/** The shop's own country: a company billed here pays VAT even with a valid number. */
export const SHOP_COUNTRY = 'BE';
/** EU member states the demo ships to or bills (the reverse charge applies between them). */
const EU = new Set(['AT', 'BE', 'DE', 'ES', 'FR', 'IT', 'LU', 'NL', 'PT']);

/**
 * Whether the order is sold without VAT: a company whose VAT number the check found valid,
 * billed in another EU country than the shop's (BE), the intra-community reverse charge.
 */
export function vatExempt(session: Session): boolean {
  const { accountType, vatValid, billing } = checkoutAddressesOf(session);
  if (accountType !== 'company' || vatValid !== true || !billing) return false;
  return EU.has(billing.CountryCode) && billing.CountryCode !== SHOP_COUNTRY;
}

/** Forgets this session's address state (tests). */
export function resetAddresses(session: Session): void {
  states.delete(session);
}
