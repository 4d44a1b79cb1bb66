/**
 * A guest's inline address form at the checkout (issue 12; spec 001 §2, §3): e-mail, names,
 * phone, the billing address (Billing* names), `SameAddressForShipping`, and the shipping
 * address (CountryId, City…) shown while the same address is not used. A "Sign in" link opens
 * the login modal and comes back to the checkout (a plain login page without script).
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html, raw } from '../../shared/html';
import { type AddressValues, addressFields, input } from './addressFields';
import type { Address, AddressState } from './addressStore';

const BELGIUM = 21;

export const valuesOf = (address: Address | undefined, countryId = BELGIUM): AddressValues => ({
  countryId: address?.CountryId ?? countryId,
  city: address?.City ?? '',
  postalCode: address?.PostalCode ?? '',
  street: address?.Street1 ?? '',
  house: address?.HouseNumber ?? '',
  box: address?.BoxNumber ?? '',
});

/** "Already a customer? Sign in": the login modal, back to the checkout (a plain page without script). */
export function guestSignIn(ctx: PageContext) {
  const back = `${cultureRoot(ctx)}checkout`;
  const login = `${cultureRoot(ctx)}security/login?returnUrl=${encodeURIComponent(back)}`;
  return html`<p class="checkout-guest__sign-in">${ctx.t('Checkout.AlreadyCustomer')}
      <a href="${login}" data-login-link data-modal="Security.LoginTitle">${ctx.t('Security.SignIn')}</a></p>`;
}

export function guestBlock(ctx: PageContext, state: AddressState) {
  const guest = state.guest;
  return html`<div class="checkout-guest">
    <fieldset class="checkout-guest__contact">
      <legend>${ctx.t('Checkout.ContactDetails')}</legend>
      ${input(ctx, { id: 'checkout-Email', name: 'Email', type: 'email', label: ctx.t('Security.Email'), value: guest.Email, autocomplete: 'email', inputmode: 'email', required: true })}
      <div class="address-fields__row">
        ${input(ctx, { id: 'checkout-FirstName', name: 'FirstName', label: ctx.t('Checkout.FirstName'), value: guest.FirstName, autocomplete: 'given-name', required: true })}
        ${input(ctx, { id: 'checkout-LastName', name: 'LastName', label: ctx.t('Checkout.LastName'), value: guest.LastName, autocomplete: 'family-name', required: true })}
      </div>
      ${input(ctx, { id: 'checkout-Phone', name: 'Phone', type: 'tel', label: ctx.t('Checkout.Phone'), value: guest.Phone, autocomplete: 'tel', inputmode: 'tel', required: true })}
    </fieldset>
    <fieldset class="address-picker--billing">
      <legend>${ctx.t('ShoppingCarts.BillingAddress')}</legend>
      ${addressFields(ctx, 'billing', 'checkout', valuesOf(guest.billing))}
    </fieldset>
    ${sameAddressBox(ctx, state)}
    <fieldset class="address-picker address-picker--shipping">
      <legend>${ctx.t('ShoppingCarts.ShippingAddress')}</legend>
      ${addressFields(ctx, 'shipping', 'checkout', valuesOf(guest.shipping))}
    </fieldset>
  </div>`;
}

export function sameAddressBox(ctx: PageContext, state: AddressState) {
  return html`<div class="field field--check address-same">
    <input type="checkbox" id="checkout-same-address" name="SameAddressForShipping" value="true"${raw(state.sameAddress ? ' checked' : '')} />
    <input type="hidden" name="SameAddressForShipping" value="false" />
    <label for="checkout-same-address">${ctx.t('ShoppingCarts.SameAddressForShipping')}</label>
  </div>`;
}
