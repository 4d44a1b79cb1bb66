/**
 * The checkout's address calls (issue 12; spec 001 §2, §3, §5, §7). The specification gives
 * the VAT check's payload and answer (`{countryId, VAT, customerId}` →
 * `{IsVATValidWebService, ErrorMessage}`) but no paths: the paths and the choice calls are
 * our contract (docs/endpoints.md). Failures are left to the callers (`policy: false`).
 */
import * as z from 'zod/mini';
import { send } from '../core/http';
import { getJson, parseAnswer, postJson } from './parse';

export const ADDRESS_CHOICE_PATH = 'api/v1/checkout/addresses/choice';
export const ADDRESS_GUEST_PATH = 'api/v1/checkout/addresses/guest';
export const VAT_CHECK_PATH = 'api/v1/checkout/vat';
// The section's content ({culture}/checkout/addresses, the picker's data-section-url) and
// the address form's save (its action) come from the page, not from constants here.

/** What each choice answers: where the order ships and bills, the VAT state, the reverse charge. */
export const addressChoiceSchema = z.object({
  ShippingCountryCode: z.nullable(z.string()),
  BillingCountryCode: z.nullable(z.string()),
  IsVATValidWebService: z.nullable(z.boolean()),
  VatExempt: z.boolean(),
});

/** spec 001 §3: true valid, false invalid, null the check service could not answer. */
export const vatCheckSchema = z.object({
  IsVATValidWebService: z.nullable(z.boolean()),
  ErrorMessage: z.optional(z.nullable(z.string())),
});

/** The address form's save: the saved address. */
export const addressSavedSchema = z.object({
  Id: z.number(),
  AddressType: z.enum(['Billing', 'Shipping', 'Both']),
  CountryCode: z.string(),
});

/** A 422 of the address form: a message and the errors by field name. */
export const addressErrorsSchema = z.object({
  Message: z.optional(z.string()),
  Errors: z.record(z.string(), z.string()),
});

export interface AddressChoice {
  ExistingBillingAddressId?: number;
  ExistingShippingAddressId?: number;
  SameAddressForShipping?: boolean;
  AccountType?: 'private' | 'company';
  CompanyName?: string;
}

export const postAddressChoice = (choice: AddressChoice) =>
  postJson(addressChoiceSchema, ADDRESS_CHOICE_PATH, choice, {
    policy: false,
    abortKey: 'checkout-address-choice',
  });

export const postGuestFields = (fields: Record<string, string>) =>
  postJson(addressChoiceSchema, ADDRESS_GUEST_PATH, fields, {
    policy: false,
    abortKey: 'checkout-address-guest',
  });

/** spec 001 §3, §5: only called with a non-empty number. */
export const checkVat = (countryId: number, VAT: string, customerId: string) =>
  getJson(vatCheckSchema, VAT_CHECK_PATH, {
    params: { countryId, VAT, customerId },
    policy: false,
    abortKey: 'checkout-vat',
  });

/** Posts the address form as it is (a form post); the answer parsed, a 422 thrown as HttpError. */
export async function saveAddressForm(action: string, form: FormData) {
  const answer = await send<unknown>(action, { method: 'POST', data: form, policy: false });
  return parseAnswer(addressSavedSchema, answer.data, action);
}
