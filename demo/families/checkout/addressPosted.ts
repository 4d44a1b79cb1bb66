/**
 * The checkout form's address fields as posted (issue 12; spec 001 §3 names): what the
 * orders slice's POST hands over before placing the order, so a page posted without script
 * (or a choice the page could not save) counts too. Applies the choices, a guest's fields, the
 * company name and the VAT number (checked again when it changed), and answers the errors by
 * field name: empty when the addresses are complete.
 */
import { countryByCode } from '../../data/shipping';
import type { Session } from '../../shared/session';
import type { Translate } from '../../shared/t';
import { customerByEmail } from '../account/public';
import { applyChoice, applyGuestFields } from './addressChoices';
import { addressErrors, type FieldErrors, type Fields, postedValues } from './addressForm';
import { addressStateOf, chosenAddresses } from './addressStore';
import { checkVat, normalizeVat } from './vatCheck';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const checked = (value: string | undefined) =>
  value === 'true' || value?.startsWith('true,') === true;

export function applyPostedAddresses(session: Session, fields: Fields, t: Translate): FieldErrors {
  const signedIn = customerByEmail(session.user) !== undefined;
  const errors: FieldErrors = {};
  const choice = {
    ...(fields.ExistingBillingAddressId
      ? { ExistingBillingAddressId: fields.ExistingBillingAddressId }
      : {}),
    ...(fields.ExistingShippingAddressId
      ? { ExistingShippingAddressId: fields.ExistingShippingAddressId }
      : {}),
    ...(fields.SameAddressForShipping !== undefined
      ? { SameAddressForShipping: checked(fields.SameAddressForShipping) }
      : {}),
    ...(fields.AccountType ? { AccountType: fields.AccountType } : {}),
    ...(fields.CompanyName !== undefined ? { CompanyName: fields.CompanyName } : {}),
  };
  if (signedIn && !applyChoice(session, choice))
    errors.ExistingBillingAddressId = t('Checkout.UnknownAddress');
  if (!signedIn) {
    applyGuestFields(session, {
      ...fields,
      SameAddressForShipping: String(checked(fields.SameAddressForShipping)),
    });
    applyChoice(session, {
      ...(choice.AccountType ? { AccountType: choice.AccountType } : {}),
      ...(choice.CompanyName !== undefined ? { CompanyName: choice.CompanyName } : {}),
    });
  }
  const state = addressStateOf(session);
  if (!signedIn) {
    for (const name of ['Email', 'FirstName', 'LastName', 'Phone'] as const)
      if (!state.guest[name]) errors[name] = t('Validation.Required');
    if (state.guest.Email && !EMAIL.test(state.guest.Email)) errors.Email = t('Validation.Email');
    Object.assign(errors, addressErrors(postedValues(fields, 'billing'), 'billing', t));
    if (!state.sameAddress)
      Object.assign(errors, addressErrors(postedValues(fields, 'shipping'), 'shipping', t));
  }
  const { billing } = chosenAddresses(session);
  if (signedIn && !billing) errors.ExistingBillingAddressId = t('Validation.Required');
  if (state.accountType === 'company') {
    if (!state.companyName) errors.CompanyName = t('Validation.Required');
    const vat = normalizeVat(fields.BillingVAT ?? state.vat);
    if (vat !== state.vat) {
      state.vat = vat;
      const country = billing ? countryByCode(billing.CountryCode) : undefined;
      state.vatValid = vat && country ? checkVat(country.Code, vat) : undefined;
    }
  }
  return errors;
}
