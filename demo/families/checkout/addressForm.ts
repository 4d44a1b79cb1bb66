/**
 * Reading and checking posted addresses (issue 12; spec 001 §3 names, §5: our rules): the
 * address form of the add/edit modal, and a guest's inline fields. The server checks again
 * what the page's unobtrusive rules checked: required parts and the country's postal code.
 */
import { countryById } from '../../data/shipping';
import type { Translate } from '../../shared/t';
import { ADDRESS_NAMES, type AddressValues, type Section } from './addressFields';
import type { Address, AddressType } from './addressStore';
import { postalCodeOk } from './postalCodes';

export type Fields = Record<string, string | undefined>;
export type FieldErrors = Record<string, string>;

const text = (fields: Fields, name: string) => (fields[name] ?? '').trim();

/** The values of one section's six fields as posted. */
export function postedValues(fields: Fields, section: Section): AddressValues {
  const names = ADDRESS_NAMES[section];
  return {
    countryId: Number(text(fields, names.country)),
    city: text(fields, names.city),
    postalCode: text(fields, names.postalCode),
    street: text(fields, names.street),
    house: text(fields, names.house),
    box: text(fields, names.box),
  };
}

/** The errors of one section's fields, by posted name; empty when the address is complete. */
export function addressErrors(values: AddressValues, section: Section, t: Translate): FieldErrors {
  const names = ADDRESS_NAMES[section];
  const errors: FieldErrors = {};
  const country = countryById(values.countryId);
  if (!country) errors[names.country] = t('Validation.Required');
  for (const part of ['street', 'house', 'postalCode', 'city'] as const)
    if (!values[part]) errors[names[part]] = t('Validation.Required');
  if (country && values.postalCode && !postalCodeOk(country.Code, values.postalCode))
    errors[names.postalCode] = t('Checkout.PostalCodeInvalid');
  return errors;
}

export const ADDRESS_TYPES: readonly AddressType[] = ['Billing', 'Shipping', 'Both'];

export interface Names {
  FirstName: string;
  LastName: string;
  Phone?: string | undefined;
  CompanyName?: string | undefined;
}

/** An address from checked values (Id 0: a new one). */
export function toAddress(
  id: number,
  type: AddressType,
  values: AddressValues,
  names: Names,
  vat?: string,
): Address {
  const country = countryById(values.countryId);
  return {
    Id: id,
    AddressType: type,
    FirstName: names.FirstName,
    LastName: names.LastName,
    ...(names.CompanyName ? { CompanyName: names.CompanyName } : {}),
    ...(names.Phone ? { Phone: names.Phone } : {}),
    CountryId: values.countryId,
    CountryCode: country?.Code ?? '',
    City: values.city,
    PostalCode: values.postalCode.toUpperCase(),
    Street1: values.street,
    HouseNumber: values.house,
    BoxNumber: values.box,
    ...(vat ? { VAT: vat } : {}),
  };
}

/** The section whose names an address type is posted with: a shipping-only address uses the shipping names. */
export const sectionOfType = (type: AddressType): Section =>
  type === 'Shipping' ? 'shipping' : 'billing';
