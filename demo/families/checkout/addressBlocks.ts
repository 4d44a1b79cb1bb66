/**
 * The checkout's address section (issue 12; spec 001 §2, §3, §6): the billing and shipping
 * address pickers (`ExistingBillingAddressId`, `ExistingShippingAddressId`) or a guest's
 * inline form, `SameAddressForShipping`, the `AccountType` radio, company name and VAT.
 * The section works without script (the whole form is posted); the `address-picker`
 * behaviour posts each choice at once. CSS hides the shipping picker while the same address
 * is used and the company fields for a private buyer (addresses.css), script or not.
 */

import { cultureRoot, type PageContext } from '../../shared/context';
import { html, raw } from '../../shared/html';
import { customerByEmail, type DemoCustomer } from '../account/public';
import { accountTypeBlock } from './accountTypeBlocks';
import {
  type Address,
  type AddressState,
  addressStateOf,
  billingAddressesOf,
  shippingAddressesOf,
} from './addressStore';
import { guestBlock, guestSignIn, sameAddressBox } from './guestBlocks';
import { POSTAL_CODE_PATTERNS } from './postalCodes';

/** The address on one line per part, as the pickers and the confirmation show it. */
export function addressLines(address: Address): string[] {
  const box = address.BoxNumber ? ` ${address.BoxNumber}` : '';
  return [
    `${address.FirstName} ${address.LastName}`,
    ...(address.CompanyName ? [address.CompanyName] : []),
    `${address.Street1} ${address.HouseNumber}${box}`,
    `${address.PostalCode} ${address.City}`,
  ];
}

export const addressFormUrl = (ctx: PageContext, section: 'billing' | 'shipping', id?: number) =>
  `${cultureRoot(ctx)}checkout/address/${id ? `edit/${id}` : 'add'}?for=${section}`;

function choice(
  ctx: PageContext,
  section: 'billing' | 'shipping',
  address: Address,
  checked: boolean,
  canEdit: boolean,
) {
  const name = section === 'billing' ? 'ExistingBillingAddressId' : 'ExistingShippingAddressId';
  const id = `checkout-${section}-address-${address.Id}`;
  const country = new Intl.DisplayNames([ctx.locale], { type: 'region' }).of(address.CountryCode);
  const lines = [...addressLines(address), country ?? address.CountryCode];
  return html`<li class="address-choice">
    <input type="radio" name="${name}" value="${address.Id}" id="${id}"
      data-country-id="${address.CountryId}" data-country-code="${address.CountryCode}"${raw(checked ? ' checked' : '')} />
    <label for="${id}" class="address-choice__label">
      <span class="address-choice__lines">${lines.map((line) => html`<span class="address-choice__line">${line}</span> `)}</span>
    </label>
    ${
      canEdit
        ? html`<a class="address-choice__edit" href="${addressFormUrl(ctx, section, address.Id)}" data-address-dialog="edit">${ctx.t('Core.Edit')}<span class="visually-hidden"> ${lines.join(', ')}</span></a>`
        : ''
    }
  </li>`;
}

function picker(
  ctx: PageContext,
  section: 'billing' | 'shipping',
  addresses: Address[],
  chosen: number | undefined,
  customer: DemoCustomer,
) {
  const title = ctx.t(
    section === 'billing' ? 'ShoppingCarts.BillingAddress' : 'ShoppingCarts.ShippingAddress',
  );
  return html`<fieldset class="address-picker address-picker--${section}" data-picker="${section}">
    <legend>${title}</legend>
    ${
      addresses.length
        ? html`<ul class="address-picker__list">${addresses.map((a) =>
            choice(ctx, section, a, a.Id === chosen, customer.canEditAddress),
          )}</ul>`
        : html`<p>${ctx.t('Checkout.NoAddress')}</p>`
    }
    ${
      customer.canCreateAddress
        ? html`<a class="address-picker__add" href="${addressFormUrl(ctx, section)}" data-address-dialog="add">${ctx.t(section === 'billing' ? 'Checkout.AddBillingAddress' : 'Checkout.AddShippingAddress')}</a>`
        : ''
    }
  </fieldset>`;
}

function signedInBlock(ctx: PageContext, customer: DemoCustomer, state: AddressState) {
  return html`${picker(ctx, 'billing', billingAddressesOf(state), state.billingId, customer)}
    ${sameAddressBox(ctx, state)}
    ${picker(ctx, 'shipping', shippingAddressesOf(state), state.shippingId, customer)}`;
}

/** The section's content: also the fragment the picker reloads after an address was saved. */
export function addressSectionContent(ctx: PageContext) {
  const state = addressStateOf(ctx.session);
  const customer = customerByEmail(ctx.session.user);
  return html`<legend>${ctx.t('Checkout.Addresses')}</legend>
    ${customer ? '' : guestSignIn(ctx)}
    ${accountTypeBlock(ctx, state, customer)}
    ${customer ? signedInBlock(ctx, customer, state) : guestBlock(ctx, state)}
    <p class="visually-hidden" role="status" data-address-status></p>`;
}

export function addressSection(ctx: PageContext) {
  return html`<fieldset class="checkout-section checkout-addresses" id="checkout-addresses"
    data-widget="address-picker" data-hydrate="interaction"
    data-postal-codes="${JSON.stringify(POSTAL_CODE_PATTERNS)}"
    data-section-url="${cultureRoot(ctx)}checkout/addresses"
    data-chosen-text="${ctx.t('Checkout.AddressChosen')}" data-saved-text="${ctx.t('Checkout.AddressSaved')}">
    ${addressSectionContent(ctx)}
  </fieldset>`;
}
